import type { ReplacementEffect, SourceRef } from '../core/state';
import type { EventFacts } from '../interpreter/patterns';

/**
 * The layer-type replacement and prevention effects of one event type, indexed by what they
 * name exactly: a prevention's damage source (`from`, FAB-6.4.10e) or the object or player its
 * event pattern protects or watches (`to`, `target`). An event looks only at the effects that
 * name its own source or target, plus those that name neither: a thousand shields for other
 * objects or from other sources cost it nothing (issue 13: they cost every event 100 µs when
 * every registered effect was tested one by one).
 *
 * The index is a pre-filter: an effect it yields still goes through every test
 * (events/replacement.ts), so it may yield too many, never too few. It holds positions, kept
 * per registry list: the lists are replaced, never spliced, when an effect is added or removed
 * (events/register.ts, consumeLayer, durations), and editing an effect in place (a shield's
 * remaining value) keeps its position and what it names.
 */
interface RegistryIndex {
  readonly length: number;
  /** Positions of the effects that name no exact source or target: tested for every event. */
  readonly open: readonly number[];
  /** Positions by the damage source a prevention names (`from`). */
  readonly bySource: ReadonlyMap<string, readonly number[]>;
  /** Positions by the exact object or player a pattern field names, per field. */
  readonly byField: ReadonlyMap<string, ReadonlyMap<string, readonly number[]>>;
}

/** Pattern fields whose exact value names one object (by physical id) or one player. */
const KEY_FIELDS = ['to', 'target'] as const;
/**
 * Words a pattern field reads relative to the scope or the event (interpreter/patterns.ts
 * matchField, replacement.ts withEventPlayer): not an exact value, so not a key.
 */
const RELATIVE_WORDS = new Set(['you', 'opponent', 'this', 'hero', 'ruler', 'player', 'attack', 'event-player']);

const indexes = new WeakMap<readonly ReplacementEffect[], RegistryIndex>();

function push<K>(map: Map<K, number[]>, key: K, i: number): void {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

/** The exact key of an effect: the source a prevention names, else an exact pattern field. */
function keyOf(effect: ReplacementEffect): { source: string } | { field: string; value: string } | undefined {
  const spec = effect.spec;
  if (effect.class === 'prevention' && typeof spec.from === 'string') return { source: spec.from };
  const pattern = spec.event;
  if (typeof pattern !== 'object' || pattern === null) return undefined;
  for (const field of KEY_FIELDS) {
    const value = (pattern as Readonly<Record<string, unknown>>)[field];
    if (typeof value === 'string' && !RELATIVE_WORDS.has(value)) return { field, value };
  }
  return undefined;
}

function build(list: readonly ReplacementEffect[]): RegistryIndex {
  const open: number[] = [];
  const bySource = new Map<string, number[]>();
  const byField = new Map<string, Map<string, number[]>>();
  list.forEach((effect, i) => {
    const key = keyOf(effect);
    if (!key) open.push(i);
    else if ('source' in key) push(bySource, key.source, i);
    else {
      let values = byField.get(key.field);
      if (!values) byField.set(key.field, (values = new Map()));
      push(values, key.value, i);
    }
  });
  return { length: list.length, open, bySource, byField };
}

function indexOf(list: readonly ReplacementEffect[]): RegistryIndex {
  let index = indexes.get(list);
  // A list changed in place by a writer that does not replace it: index it again.
  if (!index || index.length !== list.length) indexes.set(list, (index = build(list)));
  return index;
}

/**
 * The registered effects that may apply to an event with these facts and this source, in
 * registration order: those naming neither source nor target, those naming its source (as
 * object, physical card or player) and those naming its target.
 */
export function registeredFor(list: readonly ReplacementEffect[] | undefined, facts: EventFacts, source: SourceRef | undefined): ReplacementEffect[] {
  if (!list || list.length === 0) return [];
  const index = indexOf(list);
  const parts: Array<readonly number[]> = [index.open];
  if (source && index.bySource.size > 0) {
    for (const ref of [source.physical, source.object, source.controller]) {
      const hit = ref === undefined ? undefined : index.bySource.get(ref);
      if (hit) parts.push(hit);
    }
  }
  for (const [field, values] of index.byField) {
    const got = facts[field];
    const hit = typeof got === 'string' ? values.get(got) : undefined;
    if (hit) parts.push(hit);
  }
  const positions = parts.length === 1 ? parts[0] : [...new Set(parts.flat())].sort((a, b) => a - b);
  return positions.map((i) => list[i]);
}
