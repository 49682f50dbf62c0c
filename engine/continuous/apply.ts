import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import type { GameObject } from '../core/state';
import { parseZoneKey } from '../core/ids';
import { abilitiesFunctionIn } from '../core/functioning-zones';
import type { ObjectView } from './view';
import type { EffectPart } from './parts';
import { rankOf, tableOf, type LayerTable } from './layers';

/** A view under construction: the same shape as ObjectView, writable. */
export type MutableView = {
  -readonly [K in keyof ObjectView]: ObjectView[K] extends readonly (infer T)[]
    ? T[]
    : ObjectView[K] extends Readonly<Record<string, infer V>>
      ? Record<string, V>
      : ObjectView[K];
};

/** A writable copy of a view. Lists are shared and replaced (never changed in place) by the parts, so only the numbers are copied. */
export function mutable(v: ObjectView): MutableView {
  return { ...(v as MutableView), stats: { ...v.stats }, base: { ...v.base } };
}

/**
 * A part whose applications are events (FAB-6.2.5, `EffectPart.event`) that applied to an
 * object as its view was computed, with what it gave to a number it raises or lowers.
 */
export interface AppliedPart {
  part: EffectPart;
  gave?: number;
}

/**
 * Applies a list of parts, in its order, to a view under construction (changed in place and
 * returned): the view code's loop, also used on part of the list to see an object as it is
 * at some place in the order (existence and dependencies, order.ts). `mixed`: the list holds
 * parts locked on other objects too (partsFor's lists hold only this object's). `seen` collects
 * the parts whose applications are events that applied (events/applications.ts).
 */
export function applyParts(engine: Engine, state: ReadState, o: GameObject, v: MutableView, parts: readonly EffectPart[], to = parts.length, mixed = true, seen?: AppliedPart[]): MutableView {
  const table = tableOf(engine);
  const inPlay = isInPlay(engine, o);
  const numericFrom = rankOf(table.numericFrom);
  const counters = table.places.counters ? rankOf(table.places.counters) : Infinity;
  let numeric = false;
  let counted = false;
  for (let i = 0; i < to; i++) {
    const part = parts[i];
    if (mixed && part.only && !part.only.has(o.physical)) continue;
    if (!inPlay && !part.anyZone) continue;
    // Numbers start from their base values where the table says (FaB stage 8, MTG layer 7) ...
    if (!numeric && part.rank >= numericFrom) {
      startNumbers(v);
      numeric = true;
    }
    // ... and counters change them in their own place (FaB: last in stage 8; MTG-613.4c: 7c).
    if (!counted && part.rank >= counters) {
      applyCounters(table, v);
      counted = true;
    }
    if (!part.appliesTo(state, v, o)) continue;
    if (seen && part.event) {
      const before = v.stats[part.key] ?? 0;
      part.apply(v, o, state);
      seen.push(part.kind === 'add' || part.kind === 'subtract' ? { part, gave: (v.stats[part.key] ?? 0) - before } : { part });
    } else part.apply(v, o, state);
    // A base value set once numbers started (MTG 7b: base and current P/T are one) is the number too.
    if (numeric && part.stat !== undefined) v.stats[part.stat] = v.base[part.stat];
  }
  if (to === parts.length) {
    if (!numeric) startNumbers(v);
    if (!counted) applyCounters(table, v);
  }
  return v;
}

/** Numbers start from their base values (FaB stage 8, MTG layer 7). */
function startNumbers(v: MutableView): void {
  for (const k in v.base) v.stats[k] = v.base[k];
}

/** Counters change numbers by the table's amounts per counter (FAB-6.3.2 stage 8; MTG-613.4c). */
function applyCounters(table: LayerTable, v: MutableView): void {
  for (const kind in v.counters) {
    const per = table.counterStats[kind];
    if (!per) continue;
    const n = v.counters[kind];
    for (const stat in per) if (v.stats[stat] !== undefined) v.stats[stat] += per[stat] * n;
  }
}

/** Whether the object is in a zone where abilities function (core/functioning-zones.ts) or on the stack. */
export function isInPlay(engine: Engine, o: GameObject): boolean {
  const zone = parseZoneKey(o.zone).zone;
  return zone === 'stack' || abilitiesFunctionIn(engine.profile, zone);
}

export type { EffectPart };
