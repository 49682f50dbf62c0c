import type { Ctx } from '../core/context';
import { ask, trace } from '../core/context';
import type { SourceRef } from '../core/state';
import type { GameEvent } from '../events/types';
import { evalCondition } from './conditions';
import type { SelectorScope } from './selectors';
import { isYes } from '../decisions/answer';
import { primitives } from './primitives/index';
import { seatsOf } from './refs';
import { edit, type DeepReadonly } from '../core/draft';
import type { EffectNode } from '../cards/schema';

type Spec = Readonly<Record<string, unknown>>;

/** What effects run in: their controller and source, declared targets, X, the last roll ... */
export interface EffectFrame {
  scope: SelectorScope;
  source: SourceRef;
  targets: readonly string[];
  /** The targets of each named declaration, still legal (refs read a name as its targets). */
  named?: Readonly<Record<string, readonly string[]>>;
  x?: number;
  rolled?: number;
  /** The amount of the event being replaced (replacement effects). */
  eventAmount?: number;
  /** The event being replaced, if any. */
  event?: GameEvent;
  /** MTG-WIKI-SOURCE: the source that performs replaced events (the original event's source). */
  performer?: SourceRef;
  /** Values chosen while resolving (a chosen source, a named card). */
  chosen?: Record<string, string | number>;
  /** Last known counters of the source (an ability whose source was destroyed as a cost). */
  lastCounters?: Readonly<Record<string, number>>;
  /** How many objects the last `move` moved ("then draw that many cards"): the amount `that-many`. */
  thatMany?: number;
  /** The cards the last `reveal` showed (fab): `{revealed: true}` in a selector names them. */
  revealed?: readonly string[];
  /** The facts of the event that triggered this ability (`event-item`, `event-player`). */
  eventFacts?: Readonly<Record<string, string | number | boolean>>;
  /** Whether the stack item is a spell (CHR-SPL-2: spell vs spell card effects). */
  by?: 'spell' | 'ability' | 'cb';
}

/**
 * fab "during their next turn / next action phase": the effect is made when that turn or
 * phase begins, by a delayed trigger created now (FAB-6.6.3) that lasts until it triggers; the
 * player is fixed now, and inside the effect `event-target` / `event-player` name that player.
 * True when the effect was deferred so.
 */
function deferToNext(ctx: Ctx, e: EffectNode, frame: EffectFrame): boolean {
  const args = e.args as Spec | undefined;
  const d = args && typeof args.duration === 'object' && args.duration !== null ? (args.duration as Spec) : undefined;
  if (!d || !('during-next-turn-of' in d || 'during-next-phase-of' in d)) return false;
  const turn = 'during-next-turn-of' in d;
  const seat = seatsOf(ctx, turn ? d['during-next-turn-of'] : d['during-next-phase-of'], frame)[0];
  if (seat === undefined) return true;
  const fixed = (v: unknown): unknown =>
    v === 'event-target' || v === 'event-player' ? seat
    : Array.isArray(v) ? v.map(fixed)
    : typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fixed(x)]))
    : v;
  // The same word, its seat words fixed (a generic rewrite of its arguments: hence the cast), lasting the turn or phase it waits for.
  const inner = { word: e.word, args: { ...(fixed(args) as Spec), duration: turn ? 'this-turn' : 'this-phase' } } as EffectNode;
  edit(ctx.state, 'delayed').push({
    id: `d${ctx.state.nextId++}`,
    source: frame.source,
    timestamp: ctx.state.nextTimestamp++,
    spec: { when: { event: turn ? 'start-of-turn' : 'action-phase', player: seat }, effects: [inner], next: true },
    duration: { kind: 'until-used' },
    createdTurn: ctx.state.turn.number,
  });
  trace(ctx, 'FAB-6.6.3', 'trace.delayed-trigger-created', { card: frame.source.card ?? '' });
  return true;
}

/**
 * FAB-6.1.1: a one-shot effect produces its event and then has no further influence (nothing
 * of it stays in the state but the event's result). SCP-609: one-shot results do something once.
 * FAB-6.1.2: runs one-shot effects one at a time, in order, each producing its events before
 * the next is made. Returns whether every effect was performed (costs use this).
 */
export function runEffects(ctx: Ctx, effects: readonly EffectNode[] | DeepReadonly<EffectNode[]>, frame: EffectFrame): boolean {
  let all = true;
  // A list the state keeps (a replacement's, a delayed trigger's) is read-only at every level;
  // the interpreter only reads effect nodes, so it reads both alike: the one cast, here.
  const list = effects as readonly EffectNode[];
  // An index loop, not for-of: a decision suspends the action by an exception (core/context.ts
  // ask), which a for-of loop would catch to close its iterator and throw again (issue 14: each
  // such loop on the way cost about 7 µs per decision).
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    // FAB-6.1.3: a conditional one-shot effect checks its condition once, when it would be produced.
    if (e.if && !evalCondition(ctx.engine, ctx.state, e.if, frame.scope)) {
      trace(ctx, 'FAB-6.1.3', 'trace.condition-not-met', { word: e.word });
      continue;
    }
    if (e.instead) {
      // FAB-6.4.7/6.4.7b: a self-replacement checked when the preceding effect is generated.
      const cond = e.instead.if;
      if (!cond || evalCondition(ctx.engine, ctx.state, cond, frame.scope)) {
        trace(ctx, 'FAB-6.4.7', 'trace.self-replacement', { word: e.word });
        const done = runEffects(ctx, e.instead.do, frame);
        all = all && done;
        continue;
      }
    }
    if (e.may) {
      const yes = isYes(ask(ctx, { kind: 'may', player: frame.scope.controller, prompt: `decision.may.${e.word}`, options: [] }));
      if (!yes) {
        all = false;
        continue;
      }
    }
    if (deferToNext(ctx, e, frame)) continue;
    // The table pairs each word with its primitive (Primitive<W>); the checker can't follow that
    // pairing through the union of words, so the call goes through the widest primitive type.
    const run = primitives[e.word] as (ctx: Ctx, args: unknown, frame: EffectFrame) => boolean;
    const performed = run(ctx, e.args, frame);
    if (performed && e.then) runEffects(ctx, e.then, frame); // MTG-WIKI-MAYDO / CHR-TRG-2
    all = all && performed;
    if (ctx.state.over) return all;
  }
  return all;
}
