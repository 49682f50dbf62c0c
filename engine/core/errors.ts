/** Why an action or an answer was refused: a code for programs and a message for people. */
export interface Refusal {
  code: RefusalCode;
  message: string;
  /** Digest rule ID behind the refusal, when a rule (not a malformed request) refused it. */
  rule?: string;
}

/** Codes of refusals. */
export type RefusalCode =
  | 'not-your-priority'
  | 'no-such-object'
  | 'not-legal'
  | 'cannot-pay'
  | 'bad-target'
  | 'restricted'
  | 'decision-pending'
  | 'no-decision'
  | 'bad-answer'
  | 'game-over'
  | 'malformed';

/**
 * Thrown inside an action's processing to refuse it. The action runner catches it and
 * returns the refusal with the state untouched (SCP-601.2b: rewind to before the declaration).
 * Not an Error: a refusal is an answer, not a defect, and capturing a stack trace for each
 * would make listing legal actions (which tries candidate attacks and blocks) slow.
 */
export class RuleRefusal {
  constructor(
    readonly code: RefusalCode,
    readonly message: string,
    readonly rule?: string,
  ) {}
}

/** Refuses the current action. */
export function refuse(code: RefusalCode, message: string, rule?: string): never {
  throw new RuleRefusal(code, message, rule);
}

/** A defect in the engine or its data (never a player's mistake). */
export class EngineError extends Error {}
