import type { ReadState } from '../core/draft';
import type { Engine } from '../core/context';
import type { EffectPart } from './parts';
import { applyParts, mutable } from './apply';
import { printedView } from './printed';
import { tableOf } from './layers';
import { orderByDependency } from './dependencies';
import { objectAt } from '../core/object-table';

/**
 * The final order of the parts sorted by place and timestamp, group by group (one group per
 * stage and sub-stage, or layer and sublayer):
 * - MTG-613.8 (tables with `within-layer` dependency): a group is ordered by dependency
 *   (dependencies.ts) before its parts are placed;
 * - FAB-6.2.3a / MTG-613.8a existence: a static ability's effect exists while its object has
 *   the ability: one whose ability was removed before the effect's first part is reached never
 *   starts; MTG-613.6: once started in a stage it goes on in the later ones even if the
 *   ability is removed meanwhile (a creature with "creatures lose all abilities" still gets
 *   the rest of its own effect).
 * Work is done only where it can matter: with no ability-removing part and no dependency
 * rule to apply, the sorted list is already final.
 */
export function finalOrder(engine: Engine, state: ReadState, sorted: EffectPart[]): EffectPart[] {
  const withinLayer = tableOf(engine).dependency.kind === 'within-layer';
  if (!withinLayer && !sorted.some((p) => p.removesAbilities)) return sorted;
  const final: EffectPart[] = [];
  const started = new Set<string>();
  const gone = new Set<string>();
  let removers = false;
  for (const group of groupsOf(sorted)) {
    const ordered = withinLayer && group.length > 1 ? orderByDependency(engine, state, group, final, started) : group;
    for (const p of ordered) {
      if (gone.has(p.effectId)) continue;
      if (p.ability && !started.has(p.effectId)) {
        if (removers && !stillHas(engine, state, p, final)) {
          gone.add(p.effectId);
          continue;
        }
        started.add(p.effectId);
      }
      final.push(p);
      if (p.removesAbilities) removers = true;
    }
  }
  return final;
}

/** Runs of parts in one stage and sub-stage (the list is sorted by them). */
function groupsOf(sorted: readonly EffectPart[]): EffectPart[][] {
  const groups: EffectPart[][] = [];
  for (const p of sorted) {
    const last = groups[groups.length - 1];
    if (last && last[0].stage === p.stage && last[0].sub === p.sub) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** Whether a static part's object still has its ability after the parts placed so far. */
function stillHas(engine: Engine, state: ReadState, p: EffectPart, placed: readonly EffectPart[]): boolean {
  const o = objectAt(state.objects, p.ability!.object);
  if (!o) return true;
  return applyParts(engine, state, o, mutable(printedView(engine, o)), placed).abilities.includes(p.ability!.index);
}
