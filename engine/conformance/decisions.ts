import { act } from '../game/game';
import type { Answer } from '../core/actions';
import type { GameState } from '../core/state';
import type { Refusal } from '../core/errors';
import { DEFEND_PROMPT, type Decision, type DecisionOption } from '../decisions/types';
import type { Pick } from './format';
import { RefError } from './aliases';
import { fail, show, type RunCtx } from './run-context';
import { objectAt } from '../core/object-table';

/**
 * The decision queue (FORMAT.md "Decisions"): a waiting decision takes the first queued
 * answer of its kind and player, else a default where the rules leave the outcome to a
 * choice cases rarely care about, else the case fails.
 */

const listKinds = new Set(['targets', 'cards', 'order-replacements', 'order-triggers', 'order-effects', 'order-cards']);
const orderKinds = new Set(['order-replacements', 'order-triggers', 'order-effects', 'order-cards']);

/** How a decision's options read in messages: aliases, seats or raw values. */
export function describeOptions(ctx: RunCtx, state: GameState, d: Decision): string {
  return d.options.map((o) => optionName(ctx, state, o)).join(', ') || '(none)';
}

function optionName(ctx: RunCtx, state: GameState, o: DecisionOption): string {
  if (o.object !== undefined) return ctx.refs.nameOf(state, o.object);
  return o.seat ?? o.value;
}

/** The option a scenario reference picks: by value, seat, or the alias of its object. */
function optionFor(ctx: RunCtx, state: GameState, d: Decision, ref: string, used: Set<string>): string {
  const wanted = ctx.refs.canonical(ref);
  const free = d.options.filter((o) => !used.has(o.value));
  const hit =
    free.find((o) => o.value === ref) ??
    free.find((o) => o.seat !== undefined && o.object === undefined && o.seat === ref) ??
    free.find((o) => o.object !== undefined && ctx.refs.canonical(ctx.refs.nameOf(state, o.object)) === wanted) ??
    free.find((o) => o.seat === ref) ??
    free.find((o) => o.label.toLowerCase() === ref.toLowerCase()) ??
    // A card id that is no alias (several copies): any copy will do.
    free.find((o) => o.object !== undefined && ctx.refs.alias(ref) === undefined && objectAt(state.objects, o.object)?.card === ref);
  if (!hit) fail(`choose ${d.kind} for ${d.player}: "${ref}" is not among the options: ${describeOptions(ctx, state, d)}`);
  used.add(hit.value);
  return hit.value;
}

/** Turns a scenario pick into the engine's answer for this decision. */
export function mapPick(ctx: RunCtx, state: GameState, d: Decision, pick: Pick): Answer {
  const used = new Set<string>();
  const one = (ref: string | number | boolean): string => optionFor(ctx, state, d, String(ref), used);
  switch (d.kind) {
    case 'may':
    case 'pay':
      return pick;
    case 'mode':
    case 'number':
      return typeof pick === 'string' && /^-?\d+$/.test(pick) ? Number(pick) : pick;
    case 'split': {
      if (typeof pick !== 'object' || Array.isArray(pick)) return pick;
      const out: Record<string, number> = {};
      for (const [ref, amount] of Object.entries(pick)) out[one(ref)] = amount;
      return out;
    }
    default:
      if (Array.isArray(pick)) return pick.map(one);
      if (typeof pick === 'object') return pick;
      // An order may name only the one to apply next; a targets/cards pick may be one ref.
      if (listKinds.has(d.kind) && !orderKinds.has(d.kind)) return [one(pick)];
      return one(pick);
  }
}

/** The default answer where FORMAT.md gives one, else undefined. */
export function defaultAnswer(ctx: RunCtx, state: GameState, d: Decision): Answer | undefined {
  if (d.kind === 'first-player') {
    const turn = ctx.host.position(state).player;
    const o = d.options.find((x) => x.seat === turn) ?? d.options.find((x) => x.value === turn);
    return o?.value;
  }
  // Timestamp order: the engine lists the options oldest first.
  if (orderKinds.has(d.kind)) return d.options.map((o) => o.value);
  if (d.kind === 'may' || d.kind === 'pay') return 'yes';
  // FORMAT.md `defend`: defenders are declared by `defend` steps; without one, none.
  if (isDefendDeclaration(d)) return [];
  return undefined;
}

/** Whether a decision is a declaration of defenders (fab FAB-7.3), which `defend` steps answer. */
export function isDefendDeclaration(d: Decision): boolean {
  return d.kind === 'cards' && d.prompt === DEFEND_PROMPT;
}

/**
 * Whether settling leaves this decision waiting for a `defend` step: the one running (passing
 * towards it) or the next one, by the deciding seat, with no `choose` answer queued for it.
 */
function heldForDefendStep(ctx: RunCtx, d: Decision): boolean {
  if (!isDefendDeclaration(d)) return false;
  if (ctx.queue.some((q) => q.kind === d.kind && (q.by === undefined || q.by === d.player))) return false;
  if (ctx.awaitingDefend === d.player) return true;
  const next = ctx.upcoming;
  return next?.type === 'defend' && (next.by === undefined || next.by === d.player);
}

/** The outcome of settling: the state with no decision waiting, or the refusal that rewound the action. */
export type Settled = { ok: true; state: GameState } | { ok: false; refusal: Refusal };

const maxDecisions = 200;

/**
 * Answers decisions until none is waiting, or a declaration of defenders waits for a `defend`
 * step. A refused answer fails the case, unless `refusalRewinds` (inside `illegal`): then a
 * refusal of the replayed action is returned.
 */
export function settle(ctx: RunCtx, start: GameState, refusalRewinds = false): Settled {
  let state = start;
  for (let n = 0; state.pending; n++) {
    if (n >= maxDecisions) fail(`more than ${maxDecisions} decisions in one step: the engine keeps asking ${state.pending.decision.kind}`);
    const d = state.pending.decision;
    if (heldForDefendStep(ctx, d)) break;
    ctx.asked.push(`${d.kind}@${d.player}`);
    const i = ctx.queue.findIndex((q) => q.kind === d.kind && (q.by === undefined || q.by === d.player));
    let pick: Answer | undefined;
    try {
      pick = i >= 0 ? mapPick(ctx, state, d, ctx.queue.splice(i, 1)[0].pick) : defaultAnswer(ctx, state, d);
    } catch (e) {
      if (e instanceof RefError) fail(`choose ${d.kind} for ${d.player}: ${e.message}`);
      throw e;
    }
    if (pick === undefined) fail(`unanswered decision: ${d.kind} for ${d.player}, options: ${describeOptions(ctx, state, d)}`);
    const r = act(ctx.engine, state, { type: 'answer', by: d.player, pick });
    if (!r.ok) {
      const answerProblem = r.refusal.code === 'bad-answer' || r.refusal.code === 'no-decision';
      if (refusalRewinds && !answerProblem) return { ok: false, refusal: r.refusal };
      fail(`answer ${show(pick)} to ${d.kind} for ${d.player} refused: ${r.refusal.message} (options: ${describeOptions(ctx, state, d)})`);
    }
    state = r.state;
  }
  return { ok: true, state };
}
