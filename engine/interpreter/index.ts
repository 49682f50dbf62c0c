/**
 * The interpreter as the kernel calls it: the one seam between the two floors. The kernel
 * (continuous/, events/, triggers/, stack/) imports no value from this folder; it calls these
 * through `engine.interpreter` (core/seam.ts), which createEngine sets (profiles/registry.ts).
 * The interpreter in turn calls the kernel directly: it is the floor above.
 */
import { matchesFilter, mayMatchFilter } from './selectors';
import { evalCondition, readsSelfView } from './conditions';
import { evalAmount } from './amounts';
import { matchesPattern } from './patterns';
import { seatsOf } from './refs';
import { runEffects } from './effects';
import { canPayCosts, payCosts } from './costs';

export const interpreter = { matchesFilter, mayMatchFilter, evalCondition, readsSelfView, evalAmount, matchesPattern, seatsOf, runEffects, canPayCosts, payCosts } as const;

/** What the kernel may ask of the interpreter. */
export type Interpreter = typeof interpreter;
