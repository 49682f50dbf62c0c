import type { Answer, Decision } from '../../../engine/index';

/** How a decision is answered in the panel. */
export type AnswerMode = 'single' | 'multi' | 'order' | 'number';

/** The panel mode of a decision kind. Pure. */
export function answerMode(d: Decision): AnswerMode {
  switch (d.kind) {
    case 'targets':
    case 'cards':
      return 'multi';
    case 'order-replacements':
    case 'order-triggers':
    case 'order-effects':
    case 'order-cards':
      return 'order';
    case 'number':
      return d.options.length > 0 ? 'single' : 'number';
    default:
      return 'single';
  }
}

/** Whether a decision is a yes-or-no question with no options of its own (`may`, `pay`): answered with a boolean. Pure. */
export function isYesNo(d: Decision): boolean {
  return (d.kind === 'may' || d.kind === 'pay') && d.options.length === 0;
}

/** The numbers a `number` decision without options allows (min..max, at most 21 of them). Pure. */
export function numberChoices(d: Decision): number[] {
  const min = d.min ?? 0;
  const max = Math.min(d.max ?? min, min + 20);
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/** Adds `value` to the picks (at the end: the pick order is the answer's order) or removes it. Pure. */
export function togglePick(picked: readonly string[], value: string): string[] {
  return picked.includes(value) ? picked.filter((v) => v !== value) : [...picked, value];
}

/**
 * The picks after the player picks `value` (togglePick). In an order, picking all options but one
 * places that one last as well: it has nowhere else to go, so two triggers take one click. Pure.
 */
export function pickFor(d: Decision, mode: AnswerMode, picked: readonly string[], value: string): string[] {
  const next = togglePick(picked, value);
  if (mode !== 'order' || next.length !== d.options.length - 1 || next.length < picked.length) return next;
  const last = d.options.find((o) => !next.includes(o.value));
  return last ? [...next, last.value] : next;
}

/** Whether the picks so far make a complete answer (multi: min..max picked; order: all ordered). Pure. */
export function canConfirm(d: Decision, mode: AnswerMode, picked: readonly string[]): boolean {
  if (mode === 'order') return picked.length === d.options.length;
  if (mode === 'multi') return picked.length >= (d.min ?? 1) && picked.length <= (d.max ?? d.options.length) && withinAtMost(d, picked);
  return picked.length === 1;
}

/** Whether the picks keep to the decision's cap on some of its options (FAB-KW-DOMINATE: at most one card from hand). Pure. */
export function withinAtMost(d: Decision, picked: readonly string[]): boolean {
  return !d.atMost || picked.filter((v) => d.atMost!.of.includes(v)).length <= d.atMost.count;
}

/** The answer to send for the picks: one value, or the list in pick order. Pure. */
export function answerFor(d: Decision, mode: AnswerMode, picked: readonly string[]): Answer {
  if (mode === 'multi' || mode === 'order') return [...picked];
  // A number (X announced among the amounts payable) and a mode are answered with the number
  // itself (engine/decisions/answer.ts), though their options carry it as text.
  return d.kind === 'number' || d.kind === 'mode' ? Number(picked[0]) : picked[0];
}

/**
 * FAB-1.14: what the cards picked for a pitch pay so far against what the cost needs (the
 * decision's `cover`), for the panel's running total; null for a decision that covers no need.
 */
export function coverProgress(d: Decision, picked: readonly string[]): { paid: number; need: number } | null {
  if (!d.cover) return null;
  const { weights, need } = d.cover;
  return { paid: picked.reduce((sum, v) => sum + (weights[v] ?? 0), 0), need };
}
