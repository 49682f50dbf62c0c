import type { Ctx } from '../core/context';
import type { ObjectId, Seat } from '../core/ids';
import { runEvent } from '../events/pipeline';
import { dealDamageBatch, damageEvents } from '../events/damage-batch';
import { gameStateProcessing } from '../flow/priority';
import { zoneKey } from '../core/ids';
import type { GameEvent } from '../events/types';
import type { SourceRef } from '../core/state';
import { objectAt } from '../core/object-table';
import type { FirstPlayerSetup } from '../profiles/types';

/** A runner-made event (FORMAT.md "Event types"), with references already resolved to ids. */
export type ScenarioEvent =
  | { type: 'damage'; source: string; to: string[]; amount: number; kind?: string; unpreventable?: boolean; noCounter?: boolean }
  | { type: 'damage-batch'; items: Array<{ source: string; to: string[]; amount: number; kind?: string }> }
  | { type: 'destroy'; target: ObjectId }
  | { type: 'move'; card: ObjectId; to: string; player?: Seat; position?: 'top' | 'bottom' }
  | { type: 'enter'; card: ObjectId; zone?: string; controller?: Seat }
  | { type: 'draw'; player: Seat; count: number }
  | { type: 'discard'; player: Seat; card: ObjectId }
  | { type: 'gain-life'; player: Seat; amount: number; source?: string }
  | { type: 'counters'; card: ObjectId; kind: string; amount: number }
  | { type: 'heal'; target: string; amount: number }
  | { type: 'roll'; player: Seat };

/**
 * The rest of a phase or step's beginning after a decision that suspended it: the continuation
 * such a decision waits with (flow/resume.ts). It applies round `round` of decision turn-based
 * action `hook` with the first answer, then goes on with the step's beginning.
 */
export interface ResumeAction {
  type: 'resume-step';
  /** The flow machine's action that began the step (`enter:action__defend`). */
  enter: string;
  /** The decision turn-based action (its index among the step's) whose decision waits. */
  hook: number;
  /** Its round that asked. */
  round: number;
  /** The decision as `ask` records it (`kind@seat`). */
  asked: string;
}

/**
 * Actions the engine runs that no player takes: a scenario's runner-made events, the start of
 * the game, and the rest of an action a decision waited in (resume points).
 */
export type InternalAction = { type: 'scenario-event'; event: ScenarioEvent } | StartGameAction | ResumeAction;

/** The start of the game (game.ts beginFirstTurn), with what the setup settled of who plays first. */
export type StartGameAction = { type: 'start-game' } & FirstPlayerSetup;

/** The source of a runner-made event: an object (its controller) or a seat. */
function sourceOf(ctx: Ctx, ref: string | undefined): SourceRef {
  if (!ref) return { controller: ctx.state.turn.player };
  const o = objectAt(ctx.state.objects, ref);
  if (o) return { controller: o.controller, object: o.id, physical: o.physical, card: o.card };
  return { controller: ref };
}

/**
 * FORMAT.md `event:`: the game performs one event as if an effect of `source` produced it,
 * through replacement, prevention, triggers and state checks like any other event.
 */
export function performInternal(ctx: Ctx, action: Extract<InternalAction, { type: 'scenario-event' }>): void {
  const e = action.event;
  const events: GameEvent[] = [];
  switch (e.type) {
    case 'damage': {
      const source = sourceOf(ctx, e.source);
      if (ctx.profile.rules?.placeDamage?.(ctx, source, e.to.map((target) => ({ target, amount: e.amount })), { kind: e.kind, noCounter: e.noCounter })) break;
      dealDamageBatch(ctx, damageEvents(source, e.to, e.amount, { kind: e.kind, unpreventable: e.unpreventable, noCounter: e.noCounter }));
      break;
    }
    case 'damage-batch': {
      // GR-13-2a-2/2a: several sources at once: the turn player's executions first.
      const items = [...e.items].sort((a, b) => {
        const ca = sourceOf(ctx, a.source).controller === ctx.state.turn.player ? 0 : 1;
        const cb = sourceOf(ctx, b.source).controller === ctx.state.turn.player ? 0 : 1;
        return ca - cb;
      });
      for (const item of items) {
        const source = sourceOf(ctx, item.source);
        if (ctx.profile.rules?.placeDamage?.(ctx, source, item.to.map((target) => ({ target, amount: item.amount })), { kind: item.kind })) continue;
        for (const target of item.to) events.push({ type: 'damage', source, target, amount: item.amount, kind: item.kind });
      }
      break;
    }
    case 'destroy':
      events.push({ type: 'destroy', target: e.target });
      break;
    case 'move': {
      const o = objectAt(ctx.state.objects, e.card);
      if (!o) break;
      if (e.to === ctx.profile.playZone) events.push({ type: 'enter', object: e.card, controller: e.player ?? o.owner });
      else events.push({ type: 'move', object: e.card, to: zoneKey(e.player ?? o.owner, e.to), position: e.position });
      break;
    }
    case 'enter': {
      const o = objectAt(ctx.state.objects, e.card);
      if (o) events.push({ type: 'enter', object: e.card, controller: e.controller ?? o.owner, zone: e.zone });
      break;
    }
    case 'draw':
      for (let i = 0; i < e.count; i++) events.push({ type: 'draw', player: e.player });
      break;
    case 'discard':
      events.push({ type: 'discard', player: e.player, object: e.card });
      break;
    case 'gain-life':
      events.push({ type: 'gain-life', player: e.player, amount: e.amount, source: sourceOf(ctx, e.source) });
      break;
    case 'counters':
      events.push({ type: 'counters', object: e.card, kind: e.kind, amount: e.amount });
      break;
    case 'heal':
      events.push({ type: 'heal', target: e.target, amount: e.amount });
      break;
    case 'roll':
      events.push({ type: 'roll', player: e.player, sides: 6 });
      break;
  }
  for (const ev of events) runEvent(ctx, ev);
  gameStateProcessing(ctx);
}
