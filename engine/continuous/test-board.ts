import { edit, change } from '../core/draft';
import { makeCtx, type Engine } from '../core/context';
import { emptyState } from '../core/game';
import type { ContinuousEffect, GameState } from '../core/state';
import { createObject } from '../core/zones';

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
 * each locked onto the attack; `orders` are kept orders of equal timestamps (FAB-6.3.4b).
 */
export function attackWith(
  engine: Engine,
  card: string,
  effects: readonly TestEffect[],
  orders: Readonly<Record<string, readonly string[]>> = {},
): { state: GameState; attack: string } {
  let attack = '';
  const state = change(emptyState(engine, 5, ['A', 'B']), (draft) => {
    edit(draft, 'turn').number = 2;
    edit(draft, 'turn').player = 'A';
    edit(draft, 'turn').phase = 'action';
    const ctx = makeCtx(engine, draft, []);
    attack = createObject(ctx, card, 'A', 'combat-chain');
    const physical = draft.objects[attack].physical;
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
    draft.nextTimestamp = Math.max(draft.nextTimestamp, ...effects.map((e) => e.timestamp + 1));
    for (const [k, v] of Object.entries(orders)) edit(draft, 'orders')[k] = [...v];
  });
  return { state, attack };
}
