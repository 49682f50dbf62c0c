import { cite } from './citations';
import type { Answer } from './actions';
import { edit, type WorkingState } from './draft';
import type { Decision } from '../decisions/types';
import type { GameState } from './state';
import type { ResumeAction } from '../game/internal-actions';
import type { Profile } from '../profiles/types';
import type { CardDb } from '../cards/types';
import type { Interpreter } from '../interpreter/index';

/** The rules a game is played by: a profile and the card definitions. Built once per game type. */
export interface Engine {
  profile: Profile;
  cards: CardDb;
  /** The card language's interpreter: the kernel calls it through core/seam.ts. */
  interpreter: Interpreter;
}

/** Thrown when processing needs a decision whose answer is not yet known. */
export class NeedDecision {
  constructor(readonly decision: Decision) {}
}

/**
 * The processing context of one action: the working copy of the next state, the rules,
 * and the answers given so far to this action's decisions. Engine code writes to
 * `ctx.state` through `edit` (core/draft.ts), which copies only what it changes.
 */
export interface Ctx {
  readonly engine: Engine;
  readonly profile: Profile;
  readonly cards: CardDb;
  state: WorkingState;
  /** Answers to this action's decisions, consumed in the order the decisions come up. */
  readonly answers: readonly Answer[];
  answerIndex: number;
  /** Decisions that came up during this action (asked or decided by default), `kind@seat`. */
  readonly asked: string[];
  /**
   * FAB-6.4.10f: while one damage event to several recipients is dealt, the share of each
   * prevention effect its controller declared for each recipient (effect id -> recipient -> amount).
   */
  splits?: Map<string, Record<string, number>>;
  /**
   * CHR-TRG-5: the physical ids of objects leaving play together (destroyed by one state
   * check): the look-back triggers of each see every one of them leave.
   */
  leavingTogether?: ReadonlySet<string>;
  /**
   * Set by the action runner (game.ts) only: this action's state may be committed part way, at a
   * resume point (flow/resume.ts), so that a decision asked after it waits with the rest of the
   * action as its continuation instead of the whole action.
   */
  resumable?: boolean;
  /** The latest resume point this action passed (flow/resume.ts). */
  resumeAt?: ResumePoint;
  /**
   * The decision the action waits for, set at a resume point instead of throwing (flow/turn.ts
   * beginStep): nothing of the action is left there, so its callers return and the runner
   * (game.ts) makes the waiting state, as it does for a thrown NeedDecision.
   */
  suspended?: Decision;
}

/**
 * A point in an action past which nothing its callers still have to do remains (the step an
 * action's last flow event enters): the state so far, committed, and the internal action that
 * does the rest of it.
 */
export interface ResumePoint {
  state: GameState;
  action: ResumeAction;
  /** The answers the action had used up to here: those after it belong to the continuation. */
  answerIndex: number;
}

/** Makes a context for processing one action. */
export function makeCtx(engine: Engine, state: WorkingState, answers: readonly Answer[]): Ctx {
  return { engine, profile: engine.profile, cards: engine.cards, state, answers, answerIndex: 0, asked: [] };
}

/**
 * Asks a decision. With one legal option it is taken without asking; otherwise the next
 * queued answer is used, or processing stops until the player answers.
 *
 * Stopping is a throw that the action runner catches (game/game.ts). A `for...of` loop between
 * an `ask` and the runner catches it on the way to close its iterator, then throws it again,
 * and in V8 that cost about 7 µs per loop and decision (issue 14); so the loops on that way
 * (effects, costs, additional costs, targets, trigger and effect orders, discards) are index loops.
 */
export function ask(ctx: Ctx, decision: Decision): Answer {
  const forced = forcedAnswer(decision);
  if (forced !== undefined) return forced;
  if (ctx.answerIndex < ctx.answers.length) {
    ctx.asked.push(`${decision.kind}@${decision.player}`);
    return ctx.answers[ctx.answerIndex++];
  }
  throw new NeedDecision(decision);
}

/** Whether asking this decision now suspends the action: it is no forced choice and no answer is queued. */
export function suspends(ctx: Ctx, decision: Decision): boolean {
  return forcedAnswer(decision) === undefined && ctx.answerIndex >= ctx.answers.length;
}

/**
 * The next queued answer, to a decision asked in an earlier run of this action (a resume point's
 * continuation, flow/resume.ts); `asked` is recorded as `ask` records it.
 */
export function queuedAnswer(ctx: Ctx, asked: string): Answer {
  if (ctx.answerIndex >= ctx.answers.length) throw new Error(`resumed without the answer to ${asked}`);
  ctx.asked.push(asked);
  return ctx.answers[ctx.answerIndex++];
}

function forcedAnswer(d: Decision): Answer | undefined {
  switch (d.kind) {
    case 'targets':
    case 'cards': {
      const min = d.min ?? 1;
      const max = d.max ?? 1;
      if (d.options.length === min && min === max) return d.options.map((o) => o.value);
      if (max === 0) return [];
      return undefined;
    }
    case 'number':
      if (d.options.length === 1) return Number(d.options[0].value);
      return d.min !== undefined && d.min === d.max ? d.min : undefined;
    case 'may':
    case 'pay':
      return undefined;
    case 'order-replacements':
    case 'order-triggers':
    case 'order-effects':
    case 'first-player':
    case 'mode':
    case 'name-card':
    case 'source':
    case 'copy':
      return d.options.length === 1 ? d.options[0].value : undefined;
    case 'split':
      return d.options.length === 1 ? { [d.options[0].value]: d.total ?? 0 } : undefined;
  }
}

/** Records a rule step in the trace. */
export function trace(
  ctx: Ctx,
  rule: string,
  key: string,
  params?: Record<string, string | number>,
  objects?: string[],
): void {
  const s = ctx.state;
  s.seq += 1;
  edit(s, 'trace').push({ rule: cite(ctx.profile.citations, rule), key, params, objects, turn: s.turn.number, seq: s.seq });
}

/**
 * Adds a line to the game log. It carries the sequence number of the last rule step or event
 * before it (not a new one), so the table can show the rule trace around a line ("why?").
 */
export function log(ctx: Ctx, key: string, params?: Record<string, string | number>): void {
  edit(ctx.state, 'log').push({ key, params, turn: ctx.state.turn.number, seq: ctx.state.seq });
}
