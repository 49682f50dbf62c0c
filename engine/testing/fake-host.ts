import { change, edit } from '../core/draft';
import type { AnyStateMachine } from 'xstate';
import type { Action } from '../core/actions';
import { ask, makeCtx, trace, type Ctx, type Engine } from '../core/context';
import { refuse } from '../core/errors';
import { emptyState } from '../game/game';
import { stableStringify } from '../core/hash';
import { zoneKey, type Seat } from '../core/ids';
import type { GameState } from '../core/state';
import { createObject, moveObject } from '../core/zones';
import type { CardDb, CardDef } from '../cards/types';
import type { Profile } from '../profiles/types';
import { house } from '../profiles/house';
import { interpreter } from '../interpreter/index';
import type { ScenarioHost } from '../conformance/host';
import { allObjects, editObject, findObject, objectAt, removeObject } from '../core/object-table';

/**
 * A toy ScenarioHost for the runner's own tests: profile `toy`, players with life and
 * resources, zones deck/hand/arena/graveyard, a stack, phases upkeep -> main -> end, and a
 * handful of cards that ask each kind of decision, refuse, throw, or make tokens. It runs on
 * the real action runner (`act`, pending decisions replayed with answers).
 */

const phases = ['upkeep', 'main', 'end'] as const;
const zones = ['deck', 'hand', 'arena', 'graveyard'];
const STACK = '*:stack' as const;

function def(id: string, stats: Record<string, number> = {}, keywords: string[] = []): CardDef {
  const name = id.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);
  return { id, set: 'toy', name, typeLine: 'Toy', types: ['Toy'], subtypes: [], supertypes: [], classes: [], talents: [], stats, keywords, text: '', abilities: [], scripted: true };
}

/** The toy cards, by id. */
export const toyCards: CardDb = Object.fromEntries(
  [
    def('bolt'), def('bear', { power: 2 }, ['haste']), def('twin'), def('charm'), def('order'), def('maker'), def('boom'),
    def('blocked'), def('sneaky'), def('relic'), def('pick-first'), def('echo'), def('filler'), def('spark', { power: 1 }), def('ability'),
  ].map((c) => [c.id, c]),
);

/** Bumped by `sneaky`: a stand-in for an engine that mutates state while refusing. */
let sideEffects = 0;

function next(state: GameState, seat: Seat): Seat {
  return state.seats[(state.seats.indexOf(seat) + 1) % state.seats.length];
}

function arenaOptions(ctx: Ctx) {
  return allObjects(ctx.state.objects)
    .filter((o) => o.zone.endsWith(':arena'))
    .map((o) => ({ value: o.id, label: o.card, object: o.id }));
}

function resolveTop(ctx: Ctx): void {
  const s = ctx.state;
  const id = s.zones[STACK][s.zones[STACK].length - 1];
  const o = objectAt(s.objects, id)!;
  const targets = String(o.chosen?.targets ?? '').split(',').filter(Boolean);
  switch (o.card) {
    case 'bolt':
      for (const t of targets) if (s.players[t]) edit(s, 'players', t).stats = { ...s.players[t].stats, life: s.players[t].stats.life - 2 };
      trace(ctx, 'TOY-BOLT', 'trace.bolt');
      break;
    case 'twin':
      for (const t of targets) {
        const target = objectAt(s.objects, t);
        if (target) moveObject(ctx, t, zoneKey(target.owner, 'graveyard'));
      }
      break;
    case 'maker':
      createObject(ctx, 'spark', o.controller, 'arena', { token: true, chosen: { createdBy: o.physical } });
      break;
    case 'echo': {
      // Like a Gate Ruler damage execution: resolving puts a new item from the same source on the stack.
      const moved = moveObject(ctx, id, zoneKey(o.owner, 'graveyard'));
      const item = createObject(ctx, 'ability', o.controller, 'stack', { chosen: { source: moved } });
      delete edit(s, 'zones')[zoneKey(o.controller, 'stack')];
      editObject(s, item).zone = STACK;
      edit(s, 'zones', STACK).push(item);
      return;
    }
    case 'ability': {
      const deck = s.zones[zoneKey(o.controller, 'deck')] ?? [];
      if (deck.length) moveObject(ctx, deck[0], zoneKey(o.controller, 'hand'), 'bottom');
      edit(s, 'zones')[STACK] = s.zones[STACK].filter((x) => x !== id);
      removeObject(s, id);
      return;
    }
  }
  moveObject(ctx, id, zoneKey(o.owner, o.card === 'bear' ? 'arena' : 'graveyard'), 'top', { controller: o.controller });
}

function pass(ctx: Ctx, by: Seat): void {
  const t = edit(ctx.state, 'turn');
  t.passes = [...t.passes, by];
  t.priority = next(ctx.state, by);
  if (t.passes.length < ctx.state.seats.length) return;
  t.passes = [];
  t.priority = t.player;
  if ((ctx.state.zones[STACK] ?? []).length > 0) return resolveTop(ctx);
  const i = phases.indexOf(t.phase as (typeof phases)[number]);
  if (i < phases.length - 1) t.phase = phases[i + 1];
  else {
    t.number += 1;
    t.player = next(ctx.state, t.player);
    t.priority = t.player;
    t.phase = phases[0];
  }
}

function play(ctx: Ctx, action: Extract<Action, { type: 'play' }>): void {
  const s = ctx.state;
  const o = objectAt(s.objects, action.card);
  if (!o) refuse('no-such-object', `no object ${action.card}`);
  if (o.zone !== zoneKey(action.by, 'hand')) refuse('not-legal', `${o.card} is not in ${action.by}'s hand`);
  let targets = action.targets ?? [];
  switch (o.card) {
    case 'boom':
      throw new Error('kaboom');
    case 'blocked':
      refuse('not-legal', 'blocked can never be played', 'TOY-1');
      break;
    case 'sneaky':
      sideEffects += 1;
      refuse('not-legal', 'sneaky refuses, but only after touching the state');
      break;
    case 'twin':
      if (targets.length === 0) targets = ask(ctx, { kind: 'targets', player: action.by, prompt: 'p', options: arenaOptions(ctx), min: 1, max: 1 }) as string[];
      break;
    case 'charm': {
      const may = ask(ctx, { kind: 'may', player: action.by, prompt: 'p', options: [{ value: 'yes', label: 'yes' }, { value: 'no', label: 'no' }] });
      if (may === 'yes' || may === true) {
        edit(s, 'players', action.by).stats = { ...s.players[action.by].stats, resources: s.players[action.by].stats.resources + 1 };
      }
      moveObject(ctx, o.id, zoneKey(o.owner, 'graveyard'));
      return;
    }
    case 'order':
    case 'pick-first': {
      const kind = o.card === 'order' ? 'order-triggers' : 'first-player';
      const options = kind === 'order-triggers' ? arenaOptions(ctx) : s.seats.map((seat) => ({ value: `seat-${seat}`, label: seat, seat }));
      const picked = ask(ctx, { kind, player: action.by, prompt: 'p', options });
      const list = (Array.isArray(picked) ? picked : [picked]) as string[];
      edit(s, 'log').push({ key: 'log.order', params: { order: list.join(',') }, turn: s.turn.number });
      moveObject(ctx, o.id, zoneKey(o.owner, 'graveyard'));
      return;
    }
  }
  const id = moveObject(ctx, o.id, STACK, 'bottom', { controller: action.by });
  editObject(s, id).chosen = { targets: targets.join(',') };
  edit(s, 'turn').passes = [];
}

function perform(ctx: Ctx, action: Action): void {
  const s = ctx.state;
  if (action.type !== 'answer' && action.type !== 'concede' && s.turn.priority !== action.by) refuse('not-your-priority', `${action.by} does not hold priority`);
  switch (action.type) {
    case 'pass':
      return pass(ctx, action.by);
    case 'play':
      return play(ctx, action);
    case 'activate': {
      const src = objectAt(s.objects, action.card);
      if (!src || src.card !== 'relic' || action.ability !== 1) refuse('not-legal', 'no such ability');
      const id = createObject(ctx, 'ability', action.by, 'stack', { chosen: { source: src.id } });
      const zones = edit(s, 'zones');
      delete zones[zoneKey(action.by, 'stack')];
      editObject(s, id).zone = STACK;
      zones[STACK] = [...(zones[STACK] ?? []), id];
      edit(s, 'turn').passes = [];
      return;
    }
    default:
      refuse('not-legal', `no ${action.type} in the toy game`);
  }
}

// Built over the house profile so the toy keeps satisfying Profile as the kernel grows.
const toyProfile: Profile = {
  ...house,
  id: 'toy',
  stackName: 'stack',
  zones: zones.map((name) => ({ name, visibility: 'public', ordered: true, play: name === 'arena', role: name === 'arena' ? 'play' : name === 'graveyard' ? 'graveyard' : 'pile' })),
  stats: { life: 20, resources: 0 },
  mainPhase: 'main',
  flow: { machine: {} as AnyStateMachine, perform: () => undefined },
  legalActions: () => [],
  perform,
};

/** The toy engine. */
export const toyEngine: Engine = { profile: toyProfile, cards: toyCards, interpreter };

/** The toy ScenarioHost. */
export const fakeHost: ScenarioHost = {
  setup(setup) {
    if (setup.profile !== 'toy') return { ok: false, message: `profile: unknown profile "${setup.profile}"` };
    const physicalOf: Record<string, string> = {};
    let problem: string | undefined;
    const state = change(emptyState(toyEngine, setup.seed, setup.seats), (draft) => {
      const ctx = makeCtx(toyEngine, draft, []);
      draft.turn = { number: 1, player: setup.turn, phase: setup.start ?? 'main', step: null, priority: setup.turn, passes: [] };
      for (const [seat, p] of Object.entries(setup.players)) {
        for (const [stat, v] of Object.entries(p.stats)) {
          if (!(stat in toyProfile.stats)) problem ??= `players.${seat}.${stat}: unknown stat`;
          edit(draft, 'players', seat).stats = { ...draft.players[seat].stats, [stat]: v };
        }
        for (const [zone, cards] of Object.entries(p.zones)) {
          if (!zones.includes(zone)) problem ??= `players.${seat}.${zone}: unknown zone`;
          cards.forEach((c, i) => {
            if (!toyCards[c.card]) return void (problem ??= `players.${seat}.${zone}[${i}]: unknown card id "${c.card}"`);
            const id = createObject(ctx, c.card, seat, zone, { counters: c.counters, damage: c.damage, tapped: c.tapped, controller: c.controller, faceDown: c.faceDown, stats: c.stats });
            physicalOf[c.alias] = objectAt(draft.objects, id)!.physical;
          });
        }
      }
    });
    if (problem) return { ok: false, message: problem };
    return { ok: true, engine: toyEngine, state, physicalOf };
  },
  objectOf: (state, physical) => findObject(state.objects, (o) => o.physical === physical)?.id,
  physicalOf: (state, object) => objectAt(state.objects, object)?.physical,
  createdBy: (state, object) => {
    const by = objectAt(state.objects, object)?.chosen?.createdBy;
    return typeof by === 'string' ? by : undefined;
  },
  event(engine, state, event) {
    if (!['damage', 'destroy', 'draw'].includes(event.type)) return { ok: false, message: `the toy game has no ${event.type} events` };
    const next = change(state, (draft) => {
      const ctx = makeCtx(engine, draft, []);
      if (event.type === 'damage') {
        for (const to of event.to) {
          if (draft.players[to]) edit(draft, 'players', to).stats = { ...draft.players[to].stats, life: draft.players[to].stats.life - event.amount };
          else if (objectAt(draft.objects, to)) editObject(draft, to).damage += event.amount;
        }
      } else if (event.type === 'destroy') {
        moveObject(ctx, event.target, zoneKey(objectAt(draft.objects, event.target)!.owner, 'graveyard'));
      } else if (event.type === 'draw') {
        for (let n = 0; n < event.count; n++) {
          const deck = draft.zones[zoneKey(event.player, 'deck')] ?? [];
          if (deck.length) moveObject(ctx, deck[0], zoneKey(event.player, 'hand'), 'bottom');
        }
      }
    });
    return { ok: true, state: next };
  },
  rig: (state, dice) => ({ ...state, log: [...state.log, { key: 'log.rig', params: { dice: dice.join(',') }, turn: state.turn.number }] }),
  passAction: (state) => (state.turn.priority ? { type: 'pass', by: state.turn.priority } : undefined),
  position: (state) => ({ turn: state.turn.number, player: state.turn.player, phase: state.turn.phase, step: state.turn.step }),
  stack: (state) =>
    (state.zones[STACK] ?? []).map((id) => {
      const o = objectAt(state.objects, id)!;
      const source = o.card === 'ability' ? String(o.chosen?.source) : id;
      return { source, controller: o.controller };
    }),
  pendingTriggers: () => 0,
  playerValue(_engine, state, seat, key) {
    if (key in (state.players[seat]?.stats ?? {})) return state.players[seat].stats[key];
    if (zones.includes(key)) return state.zones[zoneKey(seat, key)] ?? [];
    if (key === 'order') {
      const line = [...state.log].reverse().find((l) => l.key === 'log.order');
      return String(line?.params?.order ?? '').split(',').filter(Boolean);
    }
    return undefined;
  },
  objectValue(engine, state, object, key) {
    const o = objectAt(state.objects, object)!;
    const card = engine.cards[o.card];
    if (key === 'zone') return o.zone.slice(o.zone.indexOf(':') + 1);
    if (key === 'power') return o.stats?.power ?? card.stats.power ?? null;
    if (key === 'tapped' || key === 'damage' || key === 'controller' || key === 'faceDown') return o[key];
    if (key === 'name') return card.name;
    if (key === 'keywords') return card.keywords;
    if (key.startsWith('counters.')) return o.counters[key.slice('counters.'.length)] ?? 0;
    return undefined;
  },
  cites: (state) => state.trace.map((t) => t.rule),
  serialize: (state) => `${stableStringify({ ...state, trace: [] })}#${sideEffects}`,
};
