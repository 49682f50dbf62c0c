import type { Action, Answer } from '../core/actions';
import type { Seat } from '../core/ids';
import type { InternalAction } from '../game/internal-actions';

/**
 * The kinds of questions the engine asks. Named after the decision, never after a widget.
 * The engine asks only when more than one answer is legal.
 */
export type DecisionKind =
  | 'targets'
  | 'order-replacements'
  | 'first-player'
  | 'order-triggers'
  | 'order-effects'
  /** An order of cards (fab FAB-4.4: the pitch zone to the bottom of the deck, in an order its owner chooses). */
  | 'order-cards'
  | 'split'
  | 'may'
  | 'mode'
  | 'number'
  | 'cards'
  | 'name-card'
  | 'source'
  | 'copy'
  | 'pay';

/** One option of a decision: a value to pick and a label key for people. */
export interface DecisionOption {
  value: string;
  label: string;
  /** The object this option is, or whose effect/ability/item it is (for scripts and the UI). */
  object?: string;
  /** The seat this option is, or whose sandbox/ruler/hero it names. */
  seat?: string;
}

/** A question to one player. */
export interface Decision {
  kind: DecisionKind;
  player: Seat;
  /** Message key saying what is being decided (`decision.order-triggers`). */
  prompt: string;
  options: readonly DecisionOption[];
  /** For `targets`/`cards`: how many to pick. For `number`: the range. For `split`: the total. */
  min?: number;
  max?: number;
  total?: number;
  /**
   * For `cards`: the picks must cover a need (fab pitching, FAB-1.14): their weights (each
   * option's pitch) total at least `need`, and without the heaviest pick they would not (no
   * card is pitched once the cost is paid).
   */
  cover?: { need: number; weights: Readonly<Record<string, number>> };
  /** For `cards`: at most `count` of the picks may be among `of` (fab dominate: one card from hand, FAB-KW-DOMINATE). */
  atMost?: { count: number; of: readonly string[] };
  /** The digest rule that makes this a decision. */
  rule?: string;
}

/**
 * The engine waits for an answer. The interrupted action is replayed from the state before it
 * with the answers given so far (the engine is deterministic, so the replay reaches the same
 * point and finds the answer).
 */
export interface PendingDecision {
  decision: Decision;
  action: Action | InternalAction;
  answers: readonly Answer[];
}

/**
 * The prompt of a defending hero's declaration of defenders (fab: FAB-7.3, a `cards`
 * decision). Scenario `defend` steps answer it (engine/conformance/steps.ts).
 */
export const DEFEND_PROMPT = 'decision.defend';
