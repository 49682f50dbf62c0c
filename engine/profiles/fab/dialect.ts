import type { CardDialect } from '../../cards/dialect';
import { keyword as k } from '../../cards/compile/keywords';
import { splitTypeLine, type TypeLineParts } from '../../cards/compile/type-line';

/** Flesh and Blood card types (the lab also writes Aura, Item, Equipment, Token as types). */
const TYPES = new Set(['Action', 'Attack', 'Instant', 'Aura', 'Item', 'Equipment', 'Weapon', 'Hero', 'Token', 'Resource', 'Block', 'Mentor', 'Ally', 'Demi-Hero', 'Macro', 'Companion', 'Reaction']);
/** Flesh and Blood talents; every other word before the types (but `Generic`) is a class. */
const TALENTS = new Set(['Draconic', 'Light', 'Shadow', 'Elemental', 'Ice', 'Lightning', 'Earth', 'Mystic', 'Royal', 'Chaos', 'Revered', 'Reviled']);
/** Words after the dash that the lab treats as types, not subtypes (`Action - Attack`, `Action - Aura`). */
const DASH_TYPES = new Set(['Attack', 'Aura', 'Item']);

/** The colour of the bar that shows each pitch value (1 red, 2 yellow, 3 blue), by pitch value. */
export const PITCH_COLORS: readonly string[] = ['', 'red', 'yellow', 'blue'];

/**
 * Flesh and Blood: `[talent] [class | Generic] type... [- subtype...]`. `Generic` is no class;
 * `Attack Reaction` and `Defense Reaction` are one type each. After the dash, Attack, Aura and
 * Item are types (so `{type: Aura}` finds both "Generic Aura" and "Action - Aura"), the rest
 * are subtypes (Dagger, Sword, Head ...). An Aura without Instant is played at action speed:
 * that is the profile's play rule, not a type.
 */
export function fabTypeLine(line: string): TypeLineParts {
  const { left, right } = splitTypeLine(line);
  const out: TypeLineParts = { types: [], subtypes: [], supertypes: [], classes: [], talents: [] };
  for (let i = 0; i < left.length; i++) {
    const w = left[i];
    if ((w === 'Attack' || w === 'Defense') && left[i + 1] === 'Reaction') {
      out.types.push(`${w} Reaction`);
      i++;
    } else if (TYPES.has(w)) out.types.push(w);
    else if (TALENTS.has(w)) out.talents.push(w);
    else if (w !== 'Generic') out.classes.push(w);
  }
  // `Weapon - Sword (2H)`: the handedness in brackets is a subtype (`2H`, `1H`), FAB-3.x weapon zones.
  for (const w of right.map((x) => x.replace(/^\((\d?H)\)$/, '$1'))) (DASH_TYPES.has(w) ? out.types : out.subtypes).push(w);
  return out;
}

/** How Flesh and Blood prints its cards: its keywords, type lines and pitch colours. */
export const fabDialect: CardDialect = {
  keywords: [
    k('go-again', 'Go again'), k('dominate', 'Dominate'), k('ward', 'Ward', 'number'), k('spellvoid', 'Spellvoid', 'number'),
    k('arcane-barrier', 'Arcane Barrier', 'number'), k('blade-break', 'Blade Break'), k('battleworn', 'Battleworn'),
    k('temper', 'Temper'), k('phantasm', 'Phantasm'), k('overpower', 'Overpower'), k('piercing', 'Piercing', 'number'),
    k('quell', 'Quell', 'number'), k('spectra', 'Spectra'), k('boost', 'Boost'), k('stealth', 'Stealth'),
  ],
  typeLine: fabTypeLine,
  colors: ({ pitch }) => (pitch !== undefined && PITCH_COLORS[pitch] ? [PITCH_COLORS[pitch]] : []),
};
