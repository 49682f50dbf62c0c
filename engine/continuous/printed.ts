import type { Engine } from '../core/context';
import type { GameObject } from '../core/state';
import type { CardDef } from '../cards/types';
import type { ObjectView } from './view';
import { perCard } from '../cards/per-card';

/** The card's printed characteristics for this object, before any effect. */
export function printedView(engine: Engine, o: GameObject): ObjectView {
  // Stage 1 (FAB-6.3.2, MTG 613.2): a copy's copiable values are those of the copied card.
  const def: CardDef | undefined = engine.cards[o.chosen?.copy !== undefined ? String(o.chosen.copy) : o.card];
  const stats = o.stats === undefined && def ? printedStats(def) : { ...(def?.stats ?? {}), ...(o.stats ?? {}) };
  const keywordValues = (def as (CardDef & { keywordValues?: Record<string, number | string> }) | undefined)?.keywordValues ?? {};
  return {
    id: o.id,
    card: o.card,
    name: def?.name ?? o.card,
    types: def?.types ?? [],
    subtypes: def?.subtypes ?? [],
    supertypes: def?.supertypes ?? [],
    classes: def?.classes ?? [],
    talents: def?.talents ?? [],
    colors: def?.colors ?? [],
    keywords: def?.keywords ?? [],
    keywordValues,
    stats,
    base: stats,
    controller: o.controller,
    owner: o.owner,
    counters: o.counters,
    tapped: o.tapped,
    faceDown: o.faceDown,
    damage: o.damage,
    abilities: def ? abilityIndexes(def) : [],
    grantedAbilities: [],
    rules: (def as (CardDef & { rules?: string[] }) | undefined)?.rules ?? [],
    cantGain: [],
  };
}

/**
 * A card's printed numbers, as the views of its objects without numbers of their own start
 * from: one record per card, shared by those views as their `stats` and `base` (a view is
 * changed only through `mutable`, apply.ts, which copies both). A spread of two records per view
 * went through V8's slow path of cloning: about 0.7 % of random WTR Blitz play (issue 14).
 */
const printedStats = perCard((def): Readonly<Record<string, number>> => ({ ...def.stats }));

/** The indexes of a card's abilities (shared: views replace the list, never change it). */
const abilityIndexes = perCard((def): readonly number[] => def.abilities.map((_, i) => i));
