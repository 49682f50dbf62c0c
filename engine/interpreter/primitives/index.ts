import { additionalAttack } from './additional-attack';
import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import type { Word, WordArgs } from '../../cards/schema';
import { addCounters } from './add-counters';
import { addMana } from './add-mana';
import { attach } from './attach';
import { cant } from './cant';
import { choose } from './choose';
import { createToken } from './create-token';
import { dealDamage } from './deal-damage';
import { delayedTrigger } from './delayed-trigger';
import { destroy } from './destroy';
import { developEra } from './develop-era';
import { discard } from './discard';
import { draw } from './draw';
import { gainAp, gainLife, gainResources, gainSoul, loseLife } from './player-stat';
import { grant } from './grant';
import { heal } from './heal';
import { intimidate } from './intimidate';
import { mayPlay } from './may-play';
import { modify } from './modify';
import { move } from './move';
import { negate } from './negate';
import { pay } from './pay';
import { prevent } from './prevent';
import { putIntoPlay } from './put-into-play';
import { redirect } from './redirect';
import { reduceDamage } from './reduce-damage';
import { reducePrevention } from './reduce-prevention';
import { regenerate } from './regenerate';
import { removeCounters } from './remove-counters';
import { replace } from './replace';
import { retarget } from './retarget';
import { reveal } from './reveal';
import { roll } from './roll';
import { sacrifice } from './sacrifice';
import { search } from './search';
import { shuffle } from './shuffle';
import { skip } from './skip';
import { tap } from './tap';
import { untap } from './untap';

/**
 * A primitive: performs one effect word with its compiled arguments (`WordArgs`, the word's
 * schema in cards/schema/effects.ts after defaults); returns whether it was performed ("if you do").
 */
export type Primitive<W extends Word> = (ctx: Ctx, args: WordArgs<W>, frame: EffectFrame) => boolean;

/** Every effect word of the card language, by its name (= its file name; the player-stat words share player-stat.ts). */
export const primitives: { readonly [W in Word]: Primitive<W> } = {
  'add-counters': addCounters,
  'additional-attack': additionalAttack,
  'add-mana': addMana,
  attach,
  cant,
  choose,
  'create-token': createToken,
  'deal-damage': dealDamage,
  'delayed-trigger': delayedTrigger,
  destroy,
  'develop-era': developEra,
  discard,
  draw,
  'gain-ap': gainAp,
  'gain-life': gainLife,
  'gain-resources': gainResources,
  'gain-soul': gainSoul,
  grant,
  heal,
  intimidate,
  'may-play': mayPlay,
  'lose-life': loseLife,
  modify,
  move,
  negate,
  pay,
  prevent,
  'put-into-play': putIntoPlay,
  redirect,
  'reduce-damage': reduceDamage,
  'reduce-prevention': reducePrevention,
  regenerate,
  'remove-counters': removeCounters,
  replace,
  retarget,
  reveal,
  roll,
  sacrifice,
  search,
  shuffle,
  skip,
  tap,
  untap,
};
