import type { Engine } from '../core/context';
import type { GameObject, GameState } from '../core/state';
import { parseZoneKey } from '../core/ids';
import type { ObjectView } from './view';
import { partsFor, type EffectPart } from './parts';

/** A view under construction: the same shape as ObjectView, writable. */
export type MutableView = {
  -readonly [K in keyof ObjectView]: ObjectView[K] extends readonly (infer T)[]
    ? T[]
    : ObjectView[K] extends Readonly<Record<string, infer V>>
      ? Record<string, V>
      : ObjectView[K];
};

function mutable(v: ObjectView): MutableView {
  // Lists are shared with the card and replaced (never changed in place) by the parts, so only
  // the numbers, which stages 7 and 8 change field by field, are copied.
  return { ...(v as MutableView), stats: { ...v.stats }, base: { ...v.base } };
}

/**
 * FAB-6.3.1/6.3.2/6.3.3: applies every continuous effect part to one object, by stage, then
 * sub-stage, then timestamp (FAB-6.3.3a, FAB-6.3.4), with the kept order for equal timestamps
 * (FAB-6.3.4c). FAB-6.3.5: application is dynamic: a view is recomputed from the current state.
 * Whether a part applies is decided when its stage is reached, against the object as the
 * earlier stages left it (FAB-6.3.5a); a part never applies retroactively to an earlier stage (FAB-6.3.5b).
 */
export function applyStages(engine: Engine, state: GameState, o: GameObject, printed: ObjectView): ObjectView {
  const parts = partsFor(engine, state, o.physical);
  const v = mutable(printed);
  const inPlay = isInPlay(engine, o);
  // Base numeric values start as printed; stage 7 changes them, stage 8 starts from them.
  let numeric = false;
  for (const part of parts) {
    if (!inPlay && !part.anyZone) continue;
    if (part.stage >= 8 && !numeric) {
      startStage8(v);
      numeric = true;
    }
    if (!part.appliesTo(state, v, o)) continue;
    part.apply(v, o, state);
  }
  if (!numeric) startStage8(v);
  applyCounters(engine, v);
  return v as ObjectView;
}

/** Counters modify numeric values in the last stage (FAB-6.3.2 stage 8; MTG 613.4c). */
function applyCounters(engine: Engine, v: MutableView): void {
  const plus = v.counters['+1/+1'] ?? 0;
  const minus = v.counters['-1/-1'] ?? 0;
  if (plus || minus) {
    if (v.stats.power !== undefined) v.stats.power += plus - minus;
    const t = engine.profile.id === 'mtg' ? 'toughness' : 'hp';
    if (v.stats[t] !== undefined) v.stats[t] += plus - minus;
  }
}


/** Stage 8 begins from the base values that stage 7 produced. */
function startStage8(v: MutableView): void {
  for (const k in v.base) v.stats[k] = v.base[k];
}

/** Whether the object is in a zone the profile calls "in play" (or on the stack / combat chain). */
export function isInPlay(engine: Engine, o: GameObject): boolean {
  const zone = parseZoneKey(o.zone).zone;
  return engine.profile.zones.some((z) => z.name === zone && z.play) || zone === 'stack' || zone === 'combat-chain';
}

export type { EffectPart };
