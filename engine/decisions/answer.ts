import type { Answer } from '../core/actions';
import type { Decision } from './types';

/** FAB-1.14: picks that pay a need: enough in total, and nothing picked once it was paid. */
function coverProblem(cover: NonNullable<Decision['cover']>, list: readonly string[]): string | null {
  const weights = list.map((v) => cover.weights[v] ?? 0);
  const total = weights.reduce((a, b) => a + b, 0);
  if (total < cover.need) return `these pay ${total} of ${cover.need}`;
  if (total - Math.max(...weights) >= cover.need) return `more than ${cover.need} is needed: one card fewer would pay it`;
  return null;
}

/**
 * Checks an answer against its decision. Returns a reason when it is not a legal answer.
 * Pure: the state is untouched either way.
 */
export function answerProblem(d: Decision, pick: Answer): string | null {
  const values = new Set(d.options.map((o) => o.value));
  switch (d.kind) {
    case 'targets':
    case 'cards': {
      const list = Array.isArray(pick) ? (pick as readonly string[]) : typeof pick === 'string' ? [pick] : null;
      if (!list) return `a ${d.kind} answer is a list of choices`;
      const min = d.min ?? 1;
      const max = d.max ?? 1;
      if (list.length < min || list.length > max) return `pick between ${min} and ${max}`;
      if (new Set(list).size !== list.length) return 'the same choice twice';
      const bad = list.find((v) => !values.has(v));
      if (bad !== undefined) return `${bad} is not one of the choices`;
      if (d.atMost && list.filter((v) => d.atMost!.of.includes(v)).length > d.atMost.count) return `at most ${d.atMost.count} of ${d.atMost.of.join(', ')}`;
      return d.cover ? coverProblem(d.cover, list) : null;
    }
    case 'order-replacements':
    case 'order-triggers':
    case 'order-effects':
    case 'order-cards': {
      const list = Array.isArray(pick) ? (pick as readonly string[]) : typeof pick === 'string' ? [pick] : null;
      if (!list || list.length === 0) return 'an order is a list of choices (or the one to apply next)';
      const bad = list.find((v) => !values.has(v));
      if (bad !== undefined) return `${bad} is not one of the choices`;
      return new Set(list).size === list.length ? null : 'the same choice twice';
    }
    case 'may':
    case 'pay':
      return typeof pick === 'boolean' || pick === 'yes' || pick === 'no' ? null : 'answer yes or no';
    case 'number': {
      if (typeof pick !== 'number' || !Number.isInteger(pick)) return 'answer a whole number';
      if (d.min !== undefined && pick < d.min) return `at least ${d.min}`;
      if (d.max !== undefined && pick > d.max) return `at most ${d.max}`;
      if (d.options.length > 0 && !values.has(String(pick))) return `one of ${d.options.map((o) => o.value).join(', ')}`;
      return null;
    }
    case 'mode':
      return typeof pick === 'number' && values.has(String(pick)) ? null : 'not one of the modes';
    case 'split': {
      if (typeof pick !== 'object' || pick === null || Array.isArray(pick)) return 'a split maps choices to amounts';
      const entries = Object.entries(pick as Record<string, number>);
      if (entries.some(([k, v]) => !values.has(k) || !Number.isInteger(v) || v < 0)) return 'not a split of the choices';
      const sum = entries.reduce((a, [, v]) => a + v, 0);
      return d.total === undefined || sum === d.total ? null : `the amounts must add up to ${d.total}`;
    }
    case 'first-player':
    case 'name-card':
    case 'source':
    case 'copy':
      return typeof pick === 'string' && values.has(pick) ? null : 'not one of the choices';
  }
}

/** Reads a yes/no answer. */
export function isYes(pick: Answer): boolean {
  return pick === true || pick === 'yes';
}
