import { edit, change } from '../core/draft';
import { makeCtx, type Engine } from '../core/context';
import type { ObjectId, Seat } from '../core/ids';
import { parseZoneKey, zoneKey } from '../core/ids';
import type { GameState } from '../core/state';
import { emptyState, runInternal } from '../game/game';
import { createObject } from '../core/zones';
import { stableStringify } from '../core/hash';
import type { CardDb } from '../cards/types';
import { createEngine, getProfile } from '../profiles/registry';
import { startAt } from '../profiles/kernel-profile';
import { view } from '../continuous/view';
import { primeStateTriggers } from '../triggers/state-triggers';
import { primeApplications } from '../events/applications';
import type { CheckValue, HostStepResult, ScenarioHost, ScenarioSetup, SetupResult } from './host';
import { findObject, objectAt } from '../core/object-table';

/**
 * The engine side of scenarios (engine/conformance/host.ts), over the real kernel. Pure: the
 * card databases are given (scripts/engine/node-host.ts reads them from assets/sets).
 */
export function createScenarioHost(cardsByProfile: Readonly<Record<string, CardDb>>): ScenarioHost {
  const engines = new Map<string, Engine>();
  const engineFor = (profile: string): Engine => {
    let e = engines.get(profile);
    if (!e) {
      e = createEngine(profile, cardsByProfile[profile] ?? {});
      engines.set(profile, e);
    }
    return e;
  };

  function setup(s: ScenarioSetup): SetupResult {
    if (!getProfile(s.profile)) return { ok: false, message: `profile: unknown profile "${s.profile}"` };
    const engine = engineFor(s.profile);
    const zones = new Set(engine.profile.zones.map((z) => z.name));
    for (const seat of Object.keys(s.players)) {
      for (const [zone, cards] of Object.entries(s.players[seat].zones)) {
        if (!zones.has(zone)) return { ok: false, message: `players.${seat}.${zone}: unknown zone for ${s.profile} (zones: ${[...zones].join(', ')})` };
        const bad = cards.findIndex((c) => !engine.cards[c.card]);
        if (bad >= 0) return { ok: false, message: `players.${seat}.${zone}[${bad}]: unknown card id "${cards[bad].card}"` };
      }
      for (const stat of Object.keys(s.players[seat].stats)) {
        if (!(stat in engine.profile.stats) && !['life', 'damage', 'ap', 'resources', 'soul', 'era'].includes(stat)) {
          return { ok: false, message: `players.${seat}.${stat}: unknown stat for ${s.profile}` };
        }
      }
    }
    const physicalOf: Record<string, string> = {};
    let state = change(emptyState(engine, s.seed, s.seats), (draft) => {
      const ctx = makeCtx(engine, draft, []);
      const turn = edit(draft, 'turn');
      turn.player = s.turn;
      // A scenario is a position in the middle of a game: not its first turn, which has rules
      // of its own (MTG 103.7a: the starting player skips the first draw).
      turn.number = 2;
      // FORMAT.md: objects set up in play have been there since before this turn.
      for (const seat of s.seats) {
        const p = s.players[seat];
        if (!p) continue;
        const stats = edit(draft, 'players', seat, 'stats');
        Object.assign(stats, p.stats);
        // fab.yaml: players start in the action phase with 1 action point unless `ap` says otherwise.
        if (s.profile === 'fab' && p.stats.ap === undefined && seat === s.turn) stats.ap = 1;
        for (const [zone, cards] of Object.entries(p.zones)) {
          for (const c of cards) {
            const id = createObject(ctx, c.card, seat, zone, {
              enteredTurn: 0,
              counters: c.counters ?? {},
              damage: c.damage ?? 0,
              tapped: c.tapped ?? false,
              faceDown: c.faceDown ?? false,
              ...(c.controller ? { controller: c.controller } : {}),
              ...(c.stats ? { stats: c.stats } : {}),
            });
            physicalOf[c.alias] = objectAt(draft.objects, id)!.physical;
          }
        }
        // Stats the cards set up give (fab: the hero's life), unless the scenario gives them.
        for (const [stat, value] of Object.entries(engine.profile.rules?.startingStats?.(ctx, seat) ?? {})) {
          if (p.stats[stat] === undefined) stats[stat] = value;
        }
      }
    });
    state = startAt(state, s.start ?? engine.profile.mainPhase);
    // Setup is silent: state triggers learn the current state without firing, and the
    // continuous effects in force have already applied (no application events).
    state = change(state, (draft) => {
      const ctx = makeCtx(engine, draft, []);
      primeStateTriggers(ctx);
      primeApplications(ctx);
    });
    return { ok: true, engine, state, physicalOf };
  }

  const objectOf = (state: GameState, physical: string): ObjectId | undefined => findObject(state.objects, (o) => o.physical === physical)?.id;

  function objectValue(engine: Engine, state: GameState, id: ObjectId, key: string): CheckValue {
    const o = objectAt(state.objects, id);
    if (!o) return undefined;
    const v = view(engine, state, id);
    if (key === 'zone') return parseZoneKey(o.zone).zone;
    if (key.startsWith('counters.')) return v.counters[key.slice('counters.'.length)] ?? 0;
    switch (key) {
      case 'basePower':
        return v.base.power ?? null;
      case 'controller':
        return v.controller;
      case 'owner':
        return v.owner;
      case 'tapped':
        return v.tapped;
      case 'faceDown':
        return v.faceDown;
      case 'damage':
        return v.damage;
      case 'name':
        return v.name;
      case 'types':
      case 'subtypes':
      case 'supertypes':
      case 'classes':
      case 'talents':
      case 'colors':
        return v[key];
      case 'keywords':
        return [...v.keywords, ...v.rules];
      case 'protection':
        return (v.stats.protection ?? 0) - o.damage;
      // Beyond FORMAT.md: attachments (core/attachments.ts), as object ids the checks name by alias.
      case 'attachedTo':
        return o.attachedTo ?? null;
      case 'attachments':
        return [...(o.attachments ?? [])];
      default:
        if (key in v.stats) return v.stats[key];
        if (['power', 'defense', 'hp', 'cost', 'toughness', 'containment', 'pitch'].includes(key)) return null;
        return undefined;
    }
  }

  return {
    setup,
    objectOf,
    physicalOf: (state, object) => (objectAt(state.objects, object) ?? state.lastKnown[object])?.physical,
    createdBy: (state, object) => objectAt(state.objects, object)?.createdBy,
    event: (engine, state, event): HostStepResult => {
      const r = runInternal(engine, state, { type: 'scenario-event', event });
      return r.ok ? { ok: true, state: r.state } : { ok: false, message: r.refusal.message };
    },
    rig: (state, dice, random) =>
      change(state, (draft) => {
        edit(draft, 'rig', 'dice').push(...dice);
        edit(draft, 'rig', 'random').push(...random);
      }),
    passAction: (state) => (state.turn.priority ? { type: 'pass', by: state.turn.priority } : undefined),
    position: (state) => ({ turn: state.turn.number, player: state.turn.player, phase: state.turn.phase, step: state.turn.step }),
    stack: (state) => state.stack.map((i) => ({ source: i.kind === 'card' ? i.object : i.source.object, controller: i.controller })),
    pendingTriggers: (state) => state.pendingTriggers.length,
    playerValue: (engine, state, seat: Seat, key) => {
      const p = state.players[seat];
      if (!p) return undefined;
      if (key in p.stats) return p.stats[key];
      if (engine.profile.zones.some((z) => z.name === key)) return [...(state.zones[zoneKey(seat, key)] ?? [])];
      if (key in engine.profile.stats || ['life', 'damage', 'ap', 'resources', 'soul', 'era'].includes(key)) return 0;
      return undefined;
    },
    objectValue,
    cites: (state) => state.trace.map((t) => t.rule),
    serialize: (state) => stableStringify({ ...state, trace: [] }),
  };
}
