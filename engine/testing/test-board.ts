import { edit, change } from '../core/draft';
import { makeCtx, NeedDecision, type Engine } from '../core/context';
import type { Answer } from '../core/actions';
import { checkApplications } from '../events/applications';
import { emptyState } from '../game/game';
import type { ContinuousEffect, GameState } from '../core/state';
import { createObject } from '../core/zones';
import { objectAt } from '../core/object-table';

/**
 * Test support for the continuous-effect tests (pure: the tests load the cards): a board with
 * one attack on A's combat chain plus layer-type effects locked onto it (FAB-6.2.2c),
 * registered in a given order with given timestamps.
 */

/** A layer-type effect as a test writes it: an id, a timestamp and a `modify` spec. */
export interface TestEffect {
  id: string;
  timestamp: number;
  spec: Readonly<Record<string, unknown>>;
}

/**
 * A's turn; `card` attacking on A's combat chain; the effects registered in the order given,
 * each locked onto the attack; `orders` are kept orders of equal timestamps (FAB-6.3.4b);
 * `arena`: objects in A's arena (their static abilities functional), created in the order given.
 */
export function attackWith(
  engine: Engine,
  card: string,
  effects: readonly TestEffect[],
  orders: Readonly<Record<string, readonly string[]>> = {},
  arena: readonly TestObject[] = [],
): { state: GameState; attack: string } {
  let attack = '';
  const state = change(emptyState(engine, 5, ['A', 'B']), (draft) => {
    edit(draft, 'turn').number = 2;
    edit(draft, 'turn').player = 'A';
    edit(draft, 'turn').phase = 'action';
    const ctx = makeCtx(engine, draft, []);
    for (const o of arena) createObject(ctx, o.card, 'A', engine.profile.playZone, { counters: o.counters ?? {}, ...(o.timestamp !== undefined ? { timestamp: o.timestamp } : {}) });
    attack = createObject(ctx, card, 'A', 'combat-chain');
    const physical = objectAt(draft.objects, attack)!.physical;
    for (const e of effects) {
      const effect: ContinuousEffect = {
        id: e.id,
        source: { controller: 'A', physical: `src-${e.id}`, card: 'plus-one' },
        timestamp: e.timestamp,
        spec: e.spec,
        locked: [physical],
        duration: { kind: 'end-of-turn' },
        createdTurn: 2,
      };
      edit(draft, 'effects').push(effect);
    }
    draft.nextTimestamp = Math.max(draft.nextTimestamp, ...effects.map((e) => e.timestamp + 1), ...arena.map((o) => (o.timestamp ?? 0) + 1));
    for (const [k, v] of Object.entries(orders)) edit(draft, 'orders')[k] = [...v];
  });
  return { state, attack };
}

/** An object set up on A's side of the play zone: a card, an alias, counters, a timestamp. */
export interface TestObject {
  card: string;
  as?: string;
  counters?: Readonly<Record<string, number>>;
  timestamp?: number;
}

/**
 * A's turn; `objects` in A's play zone (their static abilities functional, with the given
 * timestamps); layer-type `effects` locked onto the objects named in `on` (by alias), or
 * applying to what their `affects` selector names when `on` is absent.
 */
export function boardWith(
  engine: Engine,
  objects: readonly TestObject[],
  effects: ReadonlyArray<TestEffect & { on?: readonly string[] }> = [],
): { state: GameState; ids: Readonly<Record<string, string>> } {
  const ids: Record<string, string> = {};
  const state = change(emptyState(engine, 5, ['A', 'B']), (draft) => {
    const turn = edit(draft, 'turn');
    turn.number = 2;
    turn.player = 'A';
    turn.phase = engine.profile.mainPhase;
    const ctx = makeCtx(engine, draft, []);
    for (const o of objects) {
      const id = createObject(ctx, o.card, 'A', engine.profile.playZone, { counters: o.counters ?? {}, ...(o.timestamp !== undefined ? { timestamp: o.timestamp } : {}) });
      ids[o.as ?? o.card] = id;
    }
    for (const e of effects) {
      const effect: ContinuousEffect = {
        id: e.id,
        source: { controller: 'A', physical: `src-${e.id}` },
        timestamp: e.timestamp,
        spec: e.spec,
        ...(e.on ? { locked: e.on.map((alias) => objectAt(draft.objects, ids[alias])!.physical) } : {}),
        duration: { kind: 'end-of-turn' },
        createdTurn: 2,
      };
      edit(draft, 'effects').push(effect);
    }
    draft.nextTimestamp = Math.max(draft.nextTimestamp, ...effects.map((e) => e.timestamp + 1), ...objects.map((o) => (o.timestamp ?? 0) + 1));
  });
  return { state, ids };
}

/** Runs the FAB-6.2.5 application check on a state, answering each question in the order offered (timestamp order). */
export function checkedApplications(engine: Engine, state: GameState): GameState {
  const answers: Answer[] = [];
  for (;;) {
    try {
      return change(state, (draft) => checkApplications(makeCtx(engine, draft, answers)));
    } catch (e) {
      if (!(e instanceof NeedDecision)) throw e;
      answers.push(e.decision.options.map((o) => o.value));
    }
  }
}
