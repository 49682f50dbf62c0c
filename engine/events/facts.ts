import type { Ctx } from '../core/context';
import { parseZoneKey } from '../core/ids';
import type { EventFacts } from '../interpreter/patterns';
import type { GameEvent } from './types';
import { objectAt } from '../core/object-table';

type Facts = Record<string, string | number | boolean>;

/** The derived fact names of a field (`to` -> `to-object`, `to-controller` ...), built once per field. */
const factNames = new Map<string, { isPlayer: string; object: string; controller: string; card: string; zone: string }>();

function namesOf(field: string) {
  let names = factNames.get(field);
  if (!names) {
    names = { isPlayer: `${field}-is-player`, object: `${field}-object`, controller: `${field}-controller`, card: `${field}-card`, zone: `${field}-zone` };
    factNames.set(field, names);
  }
  return names;
}

/** Describes an object-or-seat field (`to`, `target`, `source`) as flat facts. */
function refFacts(ctx: Ctx, facts: Facts, field: string, ref: string | undefined): void {
  if (ref === undefined) return;
  const names = namesOf(field);
  // A seat (the state's few) rather than an object id: an id looked up among the players costs a dictionary miss.
  if (ctx.state.seats.includes(ref)) {
    facts[field] = ref;
    facts[names.isPlayer] = true;
    facts[names.controller] = ref;
    return;
  }
  const o = objectAt(ctx.state.objects, ref) ?? ctx.state.lastKnown[ref];
  if (!o) return;
  facts[field] = o.physical;
  facts[names.object] = o.id;
  facts[names.controller] = o.controller;
  facts[names.card] = o.card;
  facts[names.zone] = parseZoneKey(o.zone).zone;
  if (o.proxyOf) facts[`${field}-proxy-of`] = o.proxyOf;
}

/**
 * The facts of an event that patterns and triggers read: `type` plus flat fields (`to`,
 * `to-controller`, `to-is-player`, `source`, `kind`, `amount`, `player`, `zone` ...).
 */
export function factsOf(ctx: Ctx, ev: GameEvent): EventFacts {
  const f: Facts = {};
  const src = ev.source;
  if (src) {
    if (src.physical) f.source = src.physical;
    if (src.object) f['source-object'] = src.object;
    f['source-controller'] = src.controller;
    if (src.card) f['source-card'] = src.card;
  }
  switch (ev.type) {
    case 'damage':
      refFacts(ctx, f, 'to', ev.target);
      f.amount = ev.amount;
      f.kind = ev.kind ?? 'physical';
      if (ev.combat) f.combat = true;
      if (ev.kind) f[ev.kind] = true;
      break;
    case 'destroy':
      refFacts(ctx, f, 'target', ev.target);
      refFacts(ctx, f, 'object', ev.target);
      break;
    case 'move': {
      refFacts(ctx, f, 'object', ev.object);
      // LANGUAGE.md: move patterns filter the moving object as `card` (MTG-616.1g: "a creature would be put into a graveyard").
      refFacts(ctx, f, 'card', ev.object);
      const o = objectAt(ctx.state.objects, ev.object) ?? ctx.state.lastKnown[ev.object];
      if (o) f.from = parseZoneKey(o.zone).zone;
      f.to = parseZoneKey(ev.to).zone;
      f.player = parseZoneKey(ev.to).seat;
      break;
    }
    case 'enter':
      refFacts(ctx, f, 'object', ev.object);
      refFacts(ctx, f, 'card', ev.object);
      f.controller = ev.controller;
      f.to = ev.zone ?? ctx.profile.playZone;
      break;
    case 'draw':
      f.player = ev.player;
      break;
    case 'roll':
      f.player = ev.player;
      if (ev.result !== undefined) f.result = ev.result;
      break;
    case 'discard':
      f.player = ev.player;
      refFacts(ctx, f, 'card', ev.object);
      break;
    case 'gain-life':
    case 'lose-life':
      f.player = ev.player;
      f.amount = ev.amount;
      break;
    case 'counters':
      refFacts(ctx, f, 'on', ev.object);
      f.kind = ev.kind;
      f.amount = ev.amount;
      f.added = ev.amount > 0;
      break;
    case 'create-token':
      f.card = ev.card;
      f.controller = ev.controller;
      break;
    case 'gain-stat':
      f.player = ev.player;
      f.stat = ev.stat;
      f.amount = ev.amount;
      break;
    case 'heal':
      refFacts(ctx, f, 'target', ev.target);
      f.amount = ev.amount;
      break;
    case 'tap':
      refFacts(ctx, f, 'object', ev.object);
      break;
    case 'play':
    case 'deploy':
    case 'cross-test':
      refFacts(ctx, f, 'card', ev.object);
      refFacts(ctx, f, 'object', ev.object);
      f.by = ev.player;
      f.player = ev.player;
      break;
    case 'activate':
      refFacts(ctx, f, 'card', ev.object);
      refFacts(ctx, f, 'object', ev.object);
      f.by = ev.player;
      f.player = ev.player;
      f.attack = ev.attack === true;
      break;
    case 'start-of-turn':
    case 'end-of-turn':
      f.player = ev.player;
      break;
    case 'hit':
      refFacts(ctx, f, 'attack', ev.attack);
      refFacts(ctx, f, 'hero', ev.hero);
      break;
    case 'pitch':
      refFacts(ctx, f, 'card', ev.object);
      f.player = ev.player;
      break;
    case 'attack':
      refFacts(ctx, f, 'attack', ev.attack);
      f.by = ev.player;
      f.player = ev.player;
      break;
    case 'defend':
      // One compound event: the first card here; complete.ts lets each card trigger (FAB-7.3).
      refFacts(ctx, f, 'attack', ev.attack);
      refFacts(ctx, f, 'hero', ev.hero);
      f.count = ev.objects.length;
      if (ev.objects.length > 0) refFacts(ctx, f, 'card', ev.objects[0]);
      if (ev.from.length > 0) f.from = ev.from[0];
      if (ev.from.includes('hand')) f['from-hand'] = true;
      break;
    case 'chain-close':
    case 'action-phase':
    case 'end-phase':
      f.player = ev.player;
      break;
    case 'intimidate':
      f.player = ev.player;
      if (ev.object) refFacts(ctx, f, 'card', ev.object);
      break;
    case 'apply-effect':
      refFacts(ctx, f, 'target', ev.object);
      f.change = ev.change;
      if (ev.amount !== undefined) f.amount = ev.amount;
      // Lists as `|a|b|` (patterns.ts LIST_FIELDS: "gains go again" matches one of them).
      if (ev.gains?.length) f.gains = `|${ev.gains.join('|')}|`;
      if (ev.loses?.length) f.loses = `|${ev.loses.join('|')}|`;
      break;
    case 'attach':
      refFacts(ctx, f, 'object', ev.object);
      refFacts(ctx, f, 'to', ev.to);
      break;
    case 'containment-breach':
      refFacts(ctx, f, 'object', ev.object);
      refFacts(ctx, f, 'sandbox', ev.sandbox);
      if (typeof f['sandbox-controller'] === 'string') f.player = f['sandbox-controller'];
      break;
  }
  return f;
}
