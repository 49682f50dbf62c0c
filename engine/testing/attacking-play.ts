import { unsafeUniformIntDistribution } from 'pure-rand';
import type { Action } from '../core/actions';
import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import { objectAt } from '../core/object-table';
import { activatedAbilities } from '../stack/play';
import { DEFEND_PROMPT } from '../decisions/types';
import { pick, randomAnswer, type PlayPolicy } from './random-play';

/**
 * Whether an action makes an attack: it plays an attack card (FAB-7.0: a card of type
 * Attack, e.g. an attack action card) or activates an ability that attacks (FAB-7.1: a
 * weapon's "Once per Turn Action - {r}: Attack", `attack: true` in its body).
 */
export function makesAttack(engine: Engine, state: GameState, action: Action): boolean {
  if (action.type === 'attack') return true;
  if (action.type !== 'play' && action.type !== 'activate') return false;
  const o = objectAt(state.objects, action.card);
  const def = o ? engine.cards[o.card] : undefined;
  if (!def) return false;
  if (action.type === 'play') return def.types.includes('Attack');
  const ability = activatedAbilities(def)[action.ability - 1]?.a;
  return (ability?.body as { attack?: unknown } | undefined)?.attack === true;
}

/**
 * A random player that prefers attacking to passing (issue 14: random players that prefer
 * attacking are fine for the Blitz figures). With priority it attacks whenever it can,
 * choosing uniformly among its attacks (cards and weapons); without an attack it plays one of
 * its other legal actions (reactions, non-attack actions, instants) one time in three, chosen
 * uniformly, and passes otherwise. Asked to defend (FAB-7.3) it defends one time in four, with
 * random cards, and declares no defenders otherwise; every other decision (pitching, targets,
 * arsenal) gets a random answer. Games end sooner than with actOrPass, whose players block
 * at random and play non-attacks as often as attacks.
 */
export const attackFirst: PlayPolicy = {
  act(engine, state, legal, rng) {
    const attacks = legal.filter((a) => makesAttack(engine, state, a));
    if (attacks.length > 0) return pick(rng, attacks);
    const others = legal.filter((a) => a.type !== 'pass');
    const pass = legal.find((a) => a.type === 'pass');
    if (others.length > 0 && (!pass || unsafeUniformIntDistribution(0, 2, rng) === 0)) return pick(rng, others);
    return pass ?? legal[0];
  },
  answer(_engine, _state, d, rng) {
    const defend = d.kind === 'cards' && d.prompt === DEFEND_PROMPT && (d.min ?? 1) === 0;
    if (defend && unsafeUniformIntDistribution(0, 3, rng) > 0) return [];
    return randomAnswer(rng, d);
  },
};
