import type { Ctx } from '../core/context';
import { log, trace } from '../core/context';
import { zoneKey, parseZoneKey } from '../core/ids';
import { nextInt } from '../core/rng';
import { createObject, moveObject } from '../core/zones';
import { attach } from '../core/attachments';
import type { GameEvent, EventOutcome } from './types';
import { bumpEpoch } from '../core/epoch';
import { edit } from '../core/draft';
import { collectReplacements } from './replacement';
import { applyReplacement } from './apply-replacement';
import { editObject, objectAt } from '../core/object-table';

/** The profile's name for a seat's graveyard-like zone: the zone whose spec has the role `graveyard`. */
export function graveyardOf(ctx: Ctx): string {
  return ctx.profile.zones.find((z) => z.role === 'graveyard')?.name ?? 'graveyard';
}

/** How the pipeline runs an event (events/pipeline.ts runEvent). */
export type RunEvent = (ctx: Ctx, event: GameEvent, lineage: Set<string>) => EventOutcome;

/**
 * FAB-6.5.6: the event happens: the one place where events change the state. A destroy or a
 * discard is done by a move to the graveyard that is an event of its own, so `run` (the
 * pipeline that is performing this event) takes it through replacements and completion too.
 */
export function performEvent(ctx: Ctx, ev: GameEvent, lineage: Set<string>, run: RunEvent): EventOutcome {
  const s = ctx.state;
  const hook = ctx.profile.rules?.performEvent?.(ctx, ev, lineage);
  if (hook) return hook;
  switch (ev.type) {
    case 'damage': {
      if (ev.amount <= 0) return { happened: false, event: ev };
      if (s.players[ev.target]) {
        const stats = edit(s, 'players', ev.target, 'stats');
        stats.life = (stats.life ?? 0) - ev.amount;
        log(ctx, 'log.damage-player', { seat: ev.target, amount: ev.amount });
        return { happened: true, event: ev, value: ev.amount };
      }
      if (!objectAt(s.objects, ev.target)) return { happened: false, event: ev };
      const o = editObject(s, ev.target);
      o.damage += ev.amount;
      log(ctx, 'log.damage-object', { card: o.card, amount: ev.amount });
      return { happened: true, event: ev, value: ev.amount };
    }
    case 'destroy': {
      const o = objectAt(s.objects, ev.target);
      if (!o) return { happened: false, event: ev };
      const moved = run(ctx, { type: 'move', object: ev.target, to: zoneKey(o.owner, graveyardOf(ctx)), source: ev.source }, lineage);
      log(ctx, 'log.destroyed', { card: o.card });
      return { happened: true, event: ev, value: moved.value };
    }
    case 'move': {
      const o = objectAt(s.objects, ev.object);
      if (!o) return { happened: false, event: ev };
      edit(s, 'lastKnown')[o.id] = o;
      const id = moveObject(ctx, ev.object, ev.to, ev.position ?? 'top');
      return { happened: true, event: ev, value: id };
    }
    case 'enter': {
      const o = objectAt(s.objects, ev.object);
      if (!o) return { happened: false, event: ev };
      const zone = ev.zone ?? ctx.profile.playZone;
      edit(s, 'lastKnown')[o.id] = o;
      const id = moveObject(ctx, ev.object, zoneKey(ev.controller, zone), 'bottom', {
        controller: ev.controller,
        tapped: ev.tapped ?? false,
      });
      if (objectAt(s.objects, id)) {
        const entered = editObject(s, id);
        if (ev.counters) entered.counters = { ...ev.counters };
        if (ev.copy) entered.chosen = { ...(entered.chosen ?? {}), copy: ev.copy };
        if (ev.chosen) entered.chosen = { ...(entered.chosen ?? {}), ...ev.chosen };
        bumpEpoch(s);
      }
      log(ctx, 'log.enters', { card: o.card });
      return { happened: true, event: ev, value: id };
    }
    case 'draw': {
      const deck = s.zones[zoneKey(ev.player, 'deck')] ?? [];
      if (deck.length === 0) {
        trace(ctx, 'DRAW-EMPTY', 'trace.draw-from-empty-deck', { seat: ev.player });
        return { happened: false, event: ev };
      }
      const id = moveObject(ctx, deck[0], zoneKey(ev.player, 'hand'), 'bottom');
      log(ctx, 'log.draw', { seat: ev.player, count: 1 });
      return { happened: true, event: ev, value: id };
    }
    case 'discard': {
      const o = objectAt(s.objects, ev.object);
      if (!o || parseZoneKey(o.zone).zone !== 'hand') return { happened: false, event: ev };
      const moved = run(ctx, { type: 'move', object: ev.object, to: zoneKey(o.owner, graveyardOf(ctx)), source: ev.source }, lineage);
      log(ctx, 'log.discard', { seat: ev.player, card: o.card });
      return { happened: true, event: ev, value: moved.value };
    }
    case 'gain-life':
    case 'lose-life': {
      if (!s.players[ev.player] || ev.amount <= 0) return { happened: false, event: ev };
      const stats = edit(s, 'players', ev.player, 'stats');
      stats.life = (stats.life ?? 0) + (ev.type === 'gain-life' ? ev.amount : -ev.amount);
      log(ctx, `log.${ev.type}`, { seat: ev.player, amount: ev.amount });
      return { happened: true, event: ev, value: ev.amount };
    }
    case 'gain-stat': {
      if (!s.players[ev.player]) return { happened: false, event: ev };
      const stats = edit(s, 'players', ev.player, 'stats');
      stats[ev.stat] = (stats[ev.stat] ?? 0) + ev.amount;
      return { happened: true, event: ev, value: ev.amount };
    }
    case 'counters': {
      const o = objectAt(s.objects, ev.object);
      if (!o) return { happened: false, event: ev };
      const now = Math.max(0, (o.counters[ev.kind] ?? 0) + ev.amount);
      const counters = { ...o.counters };
      if (now === 0) delete counters[ev.kind];
      else counters[ev.kind] = now;
      editObject(s, ev.object).counters = counters;
      return { happened: true, event: ev, value: ev.amount };
    }
    case 'roll':
      return { happened: true, event: ev, value: roll(ctx, ev, lineage) };
    case 'create-token': {
      const id = createObject(ctx, ev.card, ev.controller, ctx.profile.playZone, {
        token: true,
        createdBy: ev.source?.physical,
      });
      log(ctx, 'log.token', { card: ev.card, seat: ev.controller });
      return { happened: true, event: ev, value: id };
    }
    case 'heal': {
      const o = objectAt(s.objects, ev.target);
      if (!o) return { happened: false, event: ev };
      const healed = Math.min(o.damage, ev.amount);
      editObject(s, ev.target).damage -= healed;
      return { happened: healed > 0, event: ev, value: healed };
    }
    case 'tap': {
      const o = objectAt(s.objects, ev.object);
      if (!o || o.tapped === !ev.untap) return { happened: false, event: ev };
      editObject(s, ev.object).tapped = !ev.untap;
      return { happened: true, event: ev };
    }
    case 'apply-effect':
      // FAB-6.2.5: the change itself is made by the view (continuous/), from what the event became.
      return { happened: true, event: ev, ...(ev.amount !== undefined ? { value: ev.amount } : {}) };
    case 'attach':
      return { happened: attach(ctx, ev.object, ev.to), event: ev };
    case 'play':
    case 'activate':
    case 'deploy':
    case 'cross-test':
    case 'start-of-turn':
    case 'end-of-turn':
    case 'hit':
    case 'containment-breach':
    case 'pitch':
    case 'attack':
    case 'defend':
    case 'chain-close':
    case 'action-phase':
    case 'end-phase':
    case 'intimidate':
      return { happened: true, event: ev };
  }
}

/** A die roll: rigged results first, else the game's generator; outcome replacements after (FAB-6.4.11). */
function roll(ctx: Ctx, ev: Extract<GameEvent, { type: 'roll' }>, lineage: Set<string>): number {
  const s = ctx.state;
  let result: number;
  if (s.rig.dice.length > 0) {
    result = s.rig.dice[0];
    edit(s, 'rig', 'dice').splice(0, 1);
  } else {
    const [value, rng] = nextInt(s.rng, 1, ev.sides);
    s.rng = rng as number[];
    result = value;
  }
  log(ctx, 'log.roll', { seat: ev.player, result });
  // FAB-6.5.7: outcome replacements ("a die you roll would result in a 1: reroll it instead").
  const outcome = collectReplacements(ctx, { ...ev, result }, lineage).filter((c) => c.class === 'outcome');
  if (outcome.length > 0) {
    const c = outcome[0];
    lineage.add(c.id);
    const r = applyReplacement(ctx, c, { ...ev, result }, lineage);
    if (r.kind !== 'declined') {
      trace(ctx, 'FAB-6.4.11', 'trace.outcome-replaced', { card: c.source.card ?? '', result });
      return roll(ctx, ev, lineage);
    }
  }
  return result;
}
