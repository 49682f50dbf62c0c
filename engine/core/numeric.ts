/**
 * The numeric characteristics a modification may change by an amount or set (`power: 2`,
 * `base-defense: {set: 0}`): the card language's changes of numbers (continuous/changes.ts),
 * which no effect registry reads (core/registry-objects.ts).
 */
export const NUMERIC: ReadonlySet<string> = new Set(['power', 'defense', 'hp', 'toughness', 'containment', 'protection', 'cost', 'life', 'intellect']);
