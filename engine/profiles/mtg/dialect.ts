import type { CardDialect } from '../../cards/dialect';
import { keyword as k } from '../../cards/compile/keywords';
import { splitTypeLine, type TypeLineParts } from '../../cards/compile/type-line';

const SUPERTYPES = new Set(['Basic', 'Legendary', 'Snow', 'World', 'Ongoing']);
const MANA_COLORS: Readonly<Record<string, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Magic: `[supertypes] types [- subtypes]` ("Basic Land - Forest", "Artifact Creature - Construct"). */
export function mtgTypeLine(line: string): TypeLineParts {
  const { left, right } = splitTypeLine(line);
  return {
    supertypes: left.filter((w) => SUPERTYPES.has(w)),
    types: left.filter((w) => !SUPERTYPES.has(w)),
    subtypes: right,
    classes: [],
    talents: [],
  };
}

/** A card's colours are the coloured mana symbols of its cost (hybrid symbols give both; MTG 105.2). */
export function manaColors(manaCost: string): string[] {
  const out: string[] = [];
  for (const m of manaCost.matchAll(/\{([^}]+)\}/g)) for (const part of m[1].split('/')) if (MANA_COLORS[part] && !out.includes(MANA_COLORS[part])) out.push(MANA_COLORS[part]);
  return out;
}

/** How Magic prints its cards: its keywords, type lines and mana colours. */
export const mtgDialect: CardDialect = {
  keywords: [
    k('flying', 'Flying'), k('haste', 'Haste'), k('trample', 'Trample'), k('vigilance', 'Vigilance'), k('deathtouch', 'Deathtouch'),
    k('lifelink', 'Lifelink'), k('reach', 'Reach'), k('defender', 'Defender'), k('first-strike', 'First strike'),
    k('double-strike', 'Double strike'), k('hexproof', 'Hexproof'), k('indestructible', 'Indestructible'), k('flash', 'Flash'),
    k('menace', 'Menace'), k('changeling', 'Changeling'), k('modular', 'Modular', 'number'),
  ],
  typeLine: mtgTypeLine,
  colors: ({ manaCost }) => (manaCost !== undefined ? manaColors(manaCost) : []),
};
