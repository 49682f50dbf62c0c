import type { Ctx } from '../core/context';
import { ask } from '../core/context';
import { zoneKey } from '../core/ids';
import { view } from '../continuous/view';
import { matchesFilter } from './selectors';
import type { EffectFrame } from './effects';
import { findObject, objectAt } from '../core/object-table';
import { filterZones } from '../core/functioning-zones';
import { withEventSeats } from '../stack/event-seats';

type Spec = Readonly<Record<string, unknown>>;

/** The seats a player word names, relative to the frame's controller. */
export function seatsOf(ctx: Ctx, word: unknown, frame: EffectFrame): string[] {
  const you = frame.scope.controller;
  const seats = ctx.state.seats.filter((s) => !ctx.state.players[s].lost);
  switch (word) {
    case undefined:
    case 'you':
    case 'controller':
      return [you];
    case 'each-opponent':
    case 'opponents':
      return seats.filter((s) => s !== you);
    case 'opponent': {
      const opps = seats.filter((s) => s !== you);
      if (opps.length <= 1) return opps;
      const pick = ask(ctx, { kind: 'targets', player: you, prompt: 'decision.opponent', options: opps.map((s) => ({ value: s, label: s, seat: s })) });
      return [String(Array.isArray(pick) ? pick[0] : pick)];
    }
    case 'each-player':
      return seats;
    case 'defending-hero': {
      // fab: the hero the active attack is against.
      const seat = ctx.profile.rules?.defendingHero?.(ctx.state);
      return seat === undefined ? [] : [seat];
    }
    case 'attacking-hero':
      return ctx.profile.rules?.activeAttack?.(ctx.state) ? [ctx.state.turn.player] : [];
    case 'target':
      return frame.targets.filter((t) => ctx.state.players[t]);
    case 'event-target': {
      if (frame.event) return 'target' in frame.event && ctx.state.players[frame.event.target] ? [frame.event.target] : [];
      // A triggered ability reads the facts of the event that triggered it: the player it was
      // dealt to, or the hero a hit was on (FAB "when this hits a hero, that hero ...").
      const f = frame.eventFacts;
      const seat = [f?.target, f?.hero, f?.to].find((x) => typeof x === 'string' && ctx.state.players[x]);
      return seat === undefined ? [] : [String(seat)];
    }
    case 'event-player': {
      // LANGUAGE.md: the player the event is about (drawing, gaining life), else the controller
      // of its target (MTG-WIKI-SOURCE: Gore Rain's "that player loses that much life").
      const ev = frame.event;
      if (ev && 'player' in ev && typeof ev.player === 'string') return [ev.player];
      if (ev && 'target' in ev && typeof ev.target === 'string') {
        const t = ev.target;
        if (ctx.state.players[t]) return [t];
        const o = objectAt(ctx.state.objects, t) ?? ctx.state.lastKnown[t];
        return o ? [o.controller] : [];
      }
      return [];
    }
    default:
      if (typeof word === 'string' && ctx.state.players[word]) return [word];
      if (typeof word === 'string' && frame.chosen?.[word] !== undefined) return [String(frame.chosen[word])];
      return [];
  }
}

/**
 * The objects or players a selector names now: `this`, `target` (still legal), `it`,
 * `event-source`, seats, or every object in play matching a filter (`{each: {...}}`).
 */
export function refsOf(ctx: Ctx, sel: unknown, frame: EffectFrame): string[] {
  const state = ctx.state;
  if (sel === 'this') {
    const self = frame.scope.self;
    if (self && objectAt(state.objects, self)) return [self];
    const now = findObject(state.objects, (o) => o.physical === frame.scope.selfPhysical);
    return now ? [now.id] : [];
  }
  if (sel === 'target' || sel === 'targets') return frame.targets.filter((t) => objectAt(state.objects, t) || state.players[t]);
  if (sel === 'it') return frame.scope.it ? [frame.scope.it] : frame.targets.slice(0, 1);
  if (sel === 'event-source') return frame.event?.source?.object ? [frame.event.source.object] : [];
  if (typeof sel === 'string') {
    if (frame.named?.[sel]) return [...frame.named[sel]];
    if (frame.chosen?.[sel] !== undefined) return [String(frame.chosen[sel])];
    if (sel === 'the-attack') return attackRefs(ctx);
    return seatsOf(ctx, sel, frame);
  }
  if (Array.isArray(sel)) return sel.flatMap((s) => refsOf(ctx, s, frame));
  if (typeof sel === 'object' && sel !== null) {
    const spec = sel as Spec;
    if (typeof spec.target === 'number') return frame.targets.slice(spec.target - 1, spec.target);
    if (typeof spec.target === 'string' && frame.named?.[spec.target]) return [...frame.named[spec.target]];
    if (typeof spec.target === 'string') return frame.chosen?.[spec.target] !== undefined ? [String(frame.chosen[spec.target])] : [];
    const filter = withEventSeats(ctx, (spec.each ?? spec) as Spec, frame);
    // fab "each card revealed this way": the cards the effect's last `reveal` showed, wherever they are.
    if (filter.revealed === true) {
      const { revealed: _r, zone: _zone, ...rest } = filter;
      return (frame.revealed ?? []).filter((id) => objectAt(state.objects, id) && matchesFilter(ctx.engine, state, view(ctx.engine, state, id), rest, frame.scope));
    }
    const z = filter.zone as string | string[] | undefined;
    const zones = z === undefined ? filterZones(ctx.profile, filter) : Array.isArray(z) ? z : [z];
    // MTG-614.13a: an entering replacement choosing objects can't choose the entering object.
    const entering = frame.event?.type === 'enter' ? frame.event.object : undefined;
    const out: string[] = [];
    for (const seat of state.seats) {
      for (const id of zones.flatMap((zone) => state.zones[zoneKey(seat, zone)] ?? [])) {
        if (id === entering) continue;
        const { zone: _z, ...rest } = filter;
        if (matchesFilter(ctx.engine, state, view(ctx.engine, state, id), rest, frame.scope)) out.push(id);
      }
    }
    return out;
  }
  return [];
}


/** The attack on the active chain link (fab), as the profile names it. */
function attackRefs(ctx: Ctx): string[] {
  const attack = ctx.profile.rules?.activeAttack?.(ctx.state);
  return attack === undefined ? [] : [attack];
}
