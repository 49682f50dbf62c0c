import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import type { GameObject } from '../core/state';
import type { EffectPart } from './parts';
import { applyParts, isInPlay, mutable, type MutableView } from './apply';
import { printedView } from './printed';
import type { ObjectView } from './view';
import { allObjects } from '../core/object-table';

/**
 * MTG-613.8: orders the parts of one layer (or sublayer). An effect depends on another when
 * both apply in this layer (MTG-613.8a(a); characteristic-defining abilities have their own
 * sublayer, 613.3, so 613.8a(c) holds by construction) and applying the other would change
 * (613.8a(b)):
 * - its existence: the other removes the ability of the object its static effect comes from;
 * - what it applies to: for some object, whether it applies changes once the other applied.
 * A dependent effect is applied after every effect it depends on (613.8a); the others in
 * timestamp order (613.7). Effects in a dependency loop ignore their dependencies on each other
 * and go in timestamp order (613.8b). After each effect is applied, dependencies are worked
 * out again (613.8c). Dependencies are found by trial: each candidate is applied to copies of
 * the objects as the earlier layers (and the effects applied so far) left them.
 * Limits: what an effect *does* is not compared (amounts read the game's current views), and
 * only objects in play are tried.
 */
export function orderByDependency(
  engine: Engine,
  state: ReadState,
  group: readonly EffectPart[],
  before: readonly EffectPart[],
  started: ReadonlySet<string>,
): EffectPart[] {
  if (!mayDepend(group)) return [...group];
  const objects = allObjects(state.objects).filter((o) => isInPlay(engine, o) || group.some((p) => p.ability?.object === o.id));
  const trial: Trial = { engine, state, objects, started, views: new Map() };
  for (const o of objects) trial.views.set(o.id, applyParts(engine, state, o, mutable(printedView(engine, o)), before));
  const remaining = [...group];
  const out: EffectPart[] = [];
  while (remaining.length > 0) {
    const next = pickNext(remaining, dependencyGraph(trial, remaining));
    out.push(next);
    remaining.splice(remaining.indexOf(next), 1);
    if (!exists(trial, next)) continue;
    for (const o of objects) {
      const v = trial.views.get(o.id)!;
      if (applies(trial, next, o, v)) next.apply(v, o, state);
    }
  }
  return out;
}

/** The objects tried, and each one's view as the parts placed so far left it. */
interface Trial {
  engine: Engine;
  state: ReadState;
  objects: readonly GameObject[];
  started: ReadonlySet<string>;
  views: Map<string, MutableView>;
}

/**
 * Cheap test (reads.ts): some part's existence or applicability can be changed by another's
 * writes. A first pass over the whole group spares the pairwise one in the common case (many
 * "creatures get +1/+1" in 7c read types and write numbers: nothing to depend on).
 */
function mayDepend(group: readonly EffectPart[]): boolean {
  const written = new Set(group.flatMap((p) => p.writes));
  const removers = group.some((p) => p.removesAbilities);
  if (!group.some((a) => (removers && a.ability) || a.reads.some((f) => written.has(f)))) return false;
  return group.some((a) => group.some((b) => a.effectId !== b.effectId && dependsMaybe(a, b)));
}

function dependsMaybe(a: EffectPart, b: EffectPart): boolean {
  return (!!a.ability && !!b.removesAbilities) || a.reads.some((f) => b.writes.includes(f));
}

/** A static effect exists while its object has its ability, unless it already started (MTG-613.6). */
function exists(t: Trial, p: EffectPart): boolean {
  if (!p.ability || t.started.has(p.effectId)) return true;
  const source = t.views.get(p.ability.object);
  return !source || source.abilities.includes(p.ability.index);
}

function applies(t: Trial, p: EffectPart, o: GameObject, v: MutableView): boolean {
  if (p.only && !p.only.has(o.physical)) return false;
  return (isInPlay(t.engine, o) || p.anyZone) && p.appliesTo(t.state, v, o);
}

/** MTG-613.8a: for each remaining part, the remaining parts it depends on. */
function dependencyGraph(t: Trial, remaining: readonly EffectPart[]): Map<EffectPart, Set<EffectPart>> {
  const graph = new Map<EffectPart, Set<EffectPart>>();
  for (const a of remaining) {
    const on = new Set<EffectPart>();
    for (const b of remaining) if (a.effectId !== b.effectId && dependsMaybe(a, b) && exists(t, b) && dependsOn(t, a, b)) on.add(b);
    graph.set(a, on);
  }
  return graph;
}

/** Whether applying `b` first would change `a`'s existence or what it applies to. */
function dependsOn(t: Trial, a: EffectPart, b: EffectPart): boolean {
  if (a.ability && b.removesAbilities && exists(t, a)) {
    const o = t.objects.find((x) => x.id === a.ability!.object);
    const v = o && t.views.get(o.id);
    if (o && v && applies(t, b, o, v) && !after(t, b, o, v).abilities.includes(a.ability.index)) return true;
  }
  if (!a.reads.some((f) => b.writes.includes(f))) return false;
  for (const o of t.objects) {
    const v = t.views.get(o.id)!;
    if (!applies(t, b, o, v)) continue;
    if (applies(t, a, o, v) !== applies(t, a, o, after(t, b, o, v))) return true;
  }
  return false;
}

/** A copy of a view with one more part applied. */
function after(t: Trial, p: EffectPart, o: GameObject, v: MutableView): MutableView {
  const copy = mutable(v as ObjectView);
  p.apply(copy, o, t.state);
  return copy;
}

/**
 * The part to apply next: the earliest (by timestamp order) whose dependencies are all applied,
 * ignoring those inside its own dependency loop (MTG-613.8b: loops go by timestamp).
 */
function pickNext(remaining: readonly EffectPart[], graph: Map<EffectPart, Set<EffectPart>>): EffectPart {
  const component = loops(remaining, graph);
  const ready = remaining.filter((p) => [...graph.get(p)!].every((d) => component.get(d) === component.get(p)));
  const pool = ready.length > 0 ? ready : remaining;
  return pool.reduce((best, p) => (p.order! < best.order! ? p : best));
}

/** Strongly connected components (Tarjan): part -> component number. */
function loops(nodes: readonly EffectPart[], graph: Map<EffectPart, Set<EffectPart>>): Map<EffectPart, number> {
  const index = new Map<EffectPart, number>();
  const low = new Map<EffectPart, number>();
  const component = new Map<EffectPart, number>();
  const stack: EffectPart[] = [];
  let counter = 0;
  let components = 0;
  const visit = (v: EffectPart) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (!component.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      let w: EffectPart;
      do {
        w = stack.pop()!;
        component.set(w, components);
      } while (w !== v);
      components++;
    }
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return component;
}
