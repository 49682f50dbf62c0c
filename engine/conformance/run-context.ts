import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import type { Pick, Step } from './format';
import type { ScenarioHost } from './host';
import type { Refs } from './aliases';

/** A queued answer from a `choose` step (or a `play`'s `choices`). */
export interface QueuedAnswer {
  by?: string;
  kind: string;
  pick: Pick;
  optional: boolean;
  /** Where it was written (`script[2]`), for the leftover-answer message. */
  at: string;
}

/** Everything a running scenario carries from step to step. */
export interface RunCtx {
  readonly host: ScenarioHost;
  readonly engine: Engine;
  readonly refs: Refs;
  state: GameState;
  /** Answers queued by `choose`, used first-come per kind and player. */
  readonly queue: QueuedAnswer[];
  /** Every decision asked during the script, `kind@player`. */
  readonly asked: string[];
  /** How many rule cites the trace held before the script began. */
  citesBefore: number;
  /** The script step after the one running: a `defend` step there answers a declaration of defenders. */
  upcoming?: Step;
  /** While a `defend` step passes towards the declaration, the seat whose declaration it waits for. */
  awaitingDefend?: string;
}

/** A scenario failure with its message (the runner turns it into `FAIL id: message`). */
export class StepFailure extends Error {}

/** Fails the running step. */
export function fail(message: string): never {
  throw new StepFailure(message);
}

/** Formats a value for messages: lists as `[a, b]`, strings bare. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .filter(([k]) => k !== 'matcher')
      .map(([k, v]) => `${k}: ${show(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}
