import type { ReadState } from '../core/draft';
import type { AbilityNode } from '../cards/schema';
import type { Engine } from '../core/context';
import { evalAmount } from '../core/seam';
import type { GameObject } from '../core/state';
import type { MutableView } from './apply';
import type { ChangeKind } from './layers';
import type { SelectorScope } from '../interpreter/selectors';
import { objectAt } from '../core/object-table';
import { NUMERIC } from '../core/numeric';


/**
 * What the first application of a change to an object became after its event (FAB-6.2.5): a
 * number (a replaced amount), the names it gives (a replaced grant), or null (it did not happen).
 */
export type Outcome = number | readonly string[] | null;

/** The frame a change is computed in: the effect's scope and what its applications fixed. */
export interface ChangeEnv {
  engine: Engine;
  scope: SelectorScope;
  /** FAB-6.2.2b variables fixed per object at first application: physical -> name -> value. */
  fixed?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** Applies a change to a view; `outcome` is what its application event made of it, if anything. */
export type ApplyChange = (v: MutableView, o: GameObject, state?: ReadState, outcome?: Exclude<Outcome, null>) => void;

/** One change a modification key makes, before it is placed in a stage. */
export interface Change {
  kind: ChangeKind;
  /** The view fields it changes (MTG-613.8: what another effect's applicability may read). */
  writes: readonly string[];
  apply: ApplyChange;
  /** It removes abilities: the static effects of what it applies to may stop existing (MTG-613.8a). */
  removesAbilities?: boolean;
  /** The number whose base value it sets (a `base` change). */
  stat?: string;
}

/** The facts of one application event (FAB-6.2.5): an amount gained, names gained or lost. */
export interface ChangeFacts {
  amount?: number;
  gains?: readonly string[];
  loses?: readonly string[];
}

const names = (list: unknown): readonly string[] => (Array.isArray(list) ? list.map((e) => (typeof e === 'string' ? e : Object.keys(e as object)[0])) : []);
const unique = (list: readonly string[], add: readonly string[]): string[] => [...list, ...add.filter((x, i) => !list.includes(x) && add.indexOf(x) === i)];
const isSet = (raw: unknown): raw is { set: unknown } => typeof raw === 'object' && raw !== null && 'set' in raw;

/** A literal amount ("+3", -1, "3"), or undefined when it must be evaluated. */
export function literal(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && /^[+-]?\d+$/.test(raw.trim())) return Number(raw);
  return undefined;
}

/**
 * The changes a modification key makes (FAB-6.3.2c: separable parts), or none for keys that
 * are not changes (`affects`, `while`, `next` ...). Lists are replaced, never changed in place.
 */
/** The abilities a `grant` gives: one compiled ability or a list of them (`grant: [{triggered: ...}]`). */
function grantedBy(raw: unknown): AbilityNode[] {
  return (Array.isArray(raw) ? raw : [raw]) as AbilityNode[];
}

export function changesOf(env: ChangeEnv, key: string, raw: unknown): Change[] {
  const { engine, scope } = env;
  switch (key) {
    case 'controller':
      return [{ kind: 'controller', writes: ['controller'], apply: (v, _o, _s, out) => (v.controller = String(Array.isArray(out) ? out[0] : raw === 'you' ? scope.controller : raw)) }];
    case 'types': {
      const r = raw as { add?: string[]; remove?: string[]; set?: string[] };
      return [{ kind: 'types', writes: ['types'], apply: (v, _o, _s, out) => {
        // An application event's outcome replaces the names it gives (set, else add).
        const given = Array.isArray(out) ? out : undefined;
        if (r.set) v.types = [...(given ?? r.set)];
        v.types = unique(v.types, r.set ? (given ? [] : (r.add ?? [])) : (given ?? r.add ?? []));
        if (r.remove) v.types = v.types.filter((t) => !r.remove!.includes(t));
      } }];
    }
    case 'subtypes': {
      const r = raw as { add?: string[]; set?: string[]; 'lose-all'?: boolean };
      return [{ kind: 'types', writes: ['subtypes'], apply: (v, _o, state, out) => {
        if (r['lose-all']) v.subtypes = [];
        if (Array.isArray(out)) v.subtypes = r.set ? [...out] : unique(v.subtypes, out);
        else {
          if (r.set) v.subtypes = chosenNames(env, r.set, state);
          v.subtypes = unique(v.subtypes, r.add ?? []);
        }
      } }];
    }
    case 'supertypes':
    case 'colors': {
      const r = raw as { add?: string[]; remove?: string[]; set?: string[] };
      return [{ kind: key, writes: [key], apply: (v, _o, _s, out) => {
        const given = Array.isArray(out) ? out : (r.set ?? r.add ?? []);
        v[key] = r.set ? [...given] : unique(v[key], given);
        if (r.remove) v[key] = v[key].filter((t) => !r.remove!.includes(t));
      } }];
    }
    case 'classes':
    case 'talents': {
      const r = raw as { add?: string[] };
      return [{ kind: 'types', writes: [key], apply: (v, _o, _s, out) => (v[key] = unique(v[key], Array.isArray(out) ? out : (r.add ?? []))) }];
    }
    case 'lose-classes-and-talents':
      // FAB-6.3.6: removal spares what other effects add: it removes only the printed ones,
      // so it applies to the printed lists, whatever its timestamp.
      return [{ kind: 'types', writes: ['classes', 'talents'], apply: (v, o) => {
        const def = engine.cards[o.card];
        v.classes = v.classes.filter((c) => !def?.classes.includes(c));
        v.talents = v.talents.filter((c) => !def?.talents.includes(c));
      } }];
    case 'keywords': {
      const r = raw as { gain?: Array<string | Record<string, unknown>>; lose?: string[]; 'lose-all'?: boolean };
      return [{ kind: 'abilities', writes: ['keywords'], apply: (v, _o, _s, out) => {
        // FAB-6.3.7: "can't gain" blocks grants only.
        const gained = (Array.isArray(out) ? out : names(r.gain)).filter((k) => !v.cantGain.includes(`keyword:${k}`));
        v.keywords = unique(v.keywords, gained);
        if (r.lose) v.keywords = v.keywords.filter((k) => !r.lose!.includes(k));
        if (r['lose-all']) v.keywords = [];
      } }];
    }
    case 'lose-abilities':
    case 'lose-effects':
      return [{ kind: 'abilities', writes: ['abilities', 'keywords'], removesAbilities: true, apply: (v) => {
        v.abilities = [];
        v.grantedAbilities = [];
        v.keywords = [];
        v.keywordValues = {};
      } }];
    case 'grant':
      return [{ kind: 'abilities', writes: ['abilities'], apply: (v) => (v.grantedAbilities = [...v.grantedAbilities, ...grantedBy(raw)]) }];
    case 'switch-power-toughness':
      // MTG-613.4d: switching applies after every other power/toughness change.
      return [{ kind: 'switch', writes: ['stats'], apply: (v) => {
        const { power, toughness } = v.stats;
        if (power !== undefined) v.stats.toughness = power;
        if (toughness !== undefined) v.stats.power = toughness;
      } }];
    default:
      return numericChanges(env, key, raw);
  }
}

function numericChanges(env: ChangeEnv, key: string, raw: unknown): Change[] {
  const base = /^base-(.+)$/.exec(key);
  if (base) {
    const stat = base[1];
    const to = isSet(raw) ? raw.set : raw;
    // Base values are set before numbers start from them (FaB stage 7); where a table sets
    // base and current values in one place (MTG 7b), the current value follows (apply.ts).
    return [{ kind: 'base', stat, writes: ['base', 'stats'], apply: (v, o, state, out) => (v.base[stat] = amountOf(env, to, o, key, v, state, out)) }];
  }
  if (!NUMERIC.has(key)) return [];
  if (isSet(raw)) return [{ kind: 'set', writes: ['stats'], apply: (v, o, state, out) => (v.stats[key] = amountOf(env, raw.set, o, key, v, state, out)) }];
  const value = literal(raw) ?? raw;
  const kind = typeof value === 'number' && value < 0 ? 'subtract' : 'add';
  return [{ kind, writes: ['stats'], apply: (v, o, state, out) => (v.stats[key] = (v.stats[key] ?? 0) + amountOf(env, value, o, key, v, state, out)) }];
}

/**
 * An amount: what the application event made of it (FAB-6.2.5), else the value fixed at first
 * application (FAB-6.2.2b), else a literal, else evaluated now (a static's variables follow
 * the game, FAB-6.2.3b).
 */
function amountOf(env: ChangeEnv, raw: unknown, o: GameObject, name: string, v: MutableView, state: ReadState | undefined, out: Exclude<Outcome, null> | undefined): number {
  if (typeof out === 'number') return out;
  const fixed = env.fixed?.[o.physical]?.[name];
  if (fixed !== undefined) return fixed;
  if (typeof raw === 'number') return raw;
  return evalAmount(env.engine, undefined, raw, { ...env.scope, self: o.id, it: o.id }, v as never, state);
}

/** MTG-614.12 (Conspiracy): `set: [chosen]` names what the source chose as it entered. */
function chosenNames(env: ChangeEnv, list: readonly string[], state: ReadState | undefined): string[] {
  const chosen = env.scope.self && state ? objectAt(state.objects, env.scope.self)?.chosen : undefined;
  return list.map((t) => (chosen?.[t] !== undefined ? String(chosen[t]) : t));
}

/**
 * FAB-6.2.5: the facts of the event a change's first application to an object is: the amount
 * a number gains (not a set: nothing is gained), the names it gives and takes away.
 */
export function changeFacts(key: string, raw: unknown, amount: number | undefined, scope: SelectorScope, chosen?: Readonly<Record<string, string | number>>): ChangeFacts {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  switch (key) {
    case 'controller':
      return { gains: [String(raw === 'you' ? scope.controller : raw)] };
    case 'keywords':
      return { gains: names(r.gain), loses: [...names(r.lose), ...(r['lose-all'] ? ['all'] : [])] };
    case 'types':
    case 'supertypes':
    case 'colors':
      return { gains: names(r.set ?? r.add), loses: names(r.remove) };
    case 'subtypes':
      return { gains: names(r.set ?? r.add).map((t) => (chosen?.[t] !== undefined ? String(chosen[t]) : t)), loses: r['lose-all'] ? ['all'] : [] };
    case 'classes':
    case 'talents':
      return { gains: names(r.add) };
    case 'lose-abilities':
    case 'lose-effects':
      return { loses: ['all'] };
    default:
      return NUMERIC.has(key) && !isSet(raw) && amount !== undefined ? { amount } : {};
  }
}
