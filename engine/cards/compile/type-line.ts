/** A type line split into the profile's categories. */
export interface TypeLineParts {
  types: string[];
  subtypes: string[];
  supertypes: string[];
  classes: string[];
  talents: string[];
}

/** Flesh and Blood card types (the lab also writes Aura, Item, Equipment, Token as types). */
const FAB_TYPES = new Set(['Action', 'Attack', 'Instant', 'Aura', 'Item', 'Equipment', 'Weapon', 'Hero', 'Token', 'Resource', 'Block', 'Mentor', 'Ally', 'Demi-Hero', 'Macro', 'Companion', 'Reaction']);
/** Flesh and Blood talents; every other word before the types (but `Generic`) is a class. */
export const FAB_TALENTS = new Set(['Draconic', 'Light', 'Shadow', 'Elemental', 'Ice', 'Lightning', 'Earth', 'Mystic', 'Royal', 'Chaos', 'Revered', 'Reviled']);
/** Words after the dash that the lab treats as types, not subtypes (`Action - Attack`, `Action - Aura`). */
const FAB_DASH_TYPES = new Set(['Attack', 'Aura', 'Item']);
const MTG_SUPERTYPES = new Set(['Basic', 'Legendary', 'Snow', 'World', 'Ongoing']);

function split(line: string): { left: string[]; right: string[] } {
  const [l, r = ''] = line.split(/\s+[-\u2014]\s+/, 2);
  const words = (s: string) => s.split(/\s+/).filter(Boolean);
  return { left: words(l), right: words(r) };
}

/**
 * Flesh and Blood: `[talent] [class | Generic] type... [- subtype...]`. `Generic` is no class;
 * `Attack Reaction` and `Defense Reaction` are one type each. After the dash, Attack, Aura and
 * Item are types (so `{type: Aura}` finds both "Generic Aura" and "Action - Aura"), the rest
 * are subtypes (Dagger, Sword, Head ...). An Aura without Instant is played at action speed:
 * that is the profile's play rule, not a type.
 */
function fab(line: string): TypeLineParts {
  const { left, right } = split(line);
  const out: TypeLineParts = { types: [], subtypes: [], supertypes: [], classes: [], talents: [] };
  for (let i = 0; i < left.length; i++) {
    const w = left[i];
    if ((w === 'Attack' || w === 'Defense') && left[i + 1] === 'Reaction') {
      out.types.push(`${w} Reaction`);
      i++;
    } else if (FAB_TYPES.has(w)) out.types.push(w);
    else if (FAB_TALENTS.has(w)) out.talents.push(w);
    else if (w !== 'Generic') out.classes.push(w);
  }
  // `Weapon - Sword (2H)`: the handedness in brackets is a subtype (`2H`, `1H`), FAB-3.x weapon zones.
  for (const w of right.map((x) => x.replace(/^\((\d?H)\)$/, '$1'))) (FAB_DASH_TYPES.has(w) ? out.types : out.subtypes).push(w);
  return out;
}

/** Magic: `[supertypes] types [- subtypes]` ("Basic Land - Forest", "Artifact Creature - Construct"). */
function mtg(line: string): TypeLineParts {
  const { left, right } = split(line);
  return {
    supertypes: left.filter((w) => MTG_SUPERTYPES.has(w)),
    types: left.filter((w) => !MTG_SUPERTYPES.has(w)),
    subtypes: right,
    classes: [],
    talents: [],
  };
}

/** Gate Ruler, chrono, SCP, house: `types [- subtypes]` (SCP's subtype is the object class: "Object - Safe"). */
function plain(line: string): TypeLineParts {
  const { left, right } = split(line);
  return { types: left, subtypes: right, supertypes: [], classes: [], talents: [] };
}

/** Parses a printed type line by its profile's convention. */
export function parseTypeLine(profile: string, line: string): TypeLineParts {
  if (profile === 'fab') return fab(line);
  if (profile === 'mtg') return mtg(line);
  return plain(line);
}
