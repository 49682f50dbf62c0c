import type { Ctx } from '../core/context';
import type { ProfileRules } from '../profiles/types';
import { ask, log, queuedAnswer, suspends } from '../core/context';
import { positionOf, specOf, type PhaseSpec, type TurnAction } from './machine';
import { sendFlow } from './driver';
import { givePriority } from './priority';
import { expireEffects } from '../continuous/durations';
import { completeEvent } from '../events/complete';
import { bumpEpoch, bumpViews } from '../core/epoch';
import { conditionalEffectsInForce } from '../continuous/parts';
import { edit, keyedRecord } from '../core/draft';
import { nextSeat } from '../core/seats';
import { markResumePoint } from './resume';
import type { ResumeAction } from '../game/internal-actions';
import { playsBy, REVISION } from '../core/rules-revision';

/** Whether players receive priority in a phase or step (`combat.attack`, `action.defend`). */
export function hasPriority(phases: readonly PhaseSpec[], key: string): boolean {
  return specOf(phases, key)?.priority ?? false;
}

/**
 * The turn, phase or step moved on. Views may read it (a condition: "during your turn"); the
 * effect registries only through what a conditional effect gives objects, so they are
 * recomputed only while one is in force (continuous/parts.ts).
 */
function positionChanged(ctx: Ctx): void {
  if (conditionalEffectsInForce(ctx.engine, ctx.state)) bumpEpoch(ctx.state);
  else bumpViews(ctx.state);
}

/** A phase or step's turn-based actions (PhaseSpec.onEnter, StepSpec.onEnter), one or several. */
function actionsOf(on: TurnAction | readonly TurnAction[] | undefined): readonly TurnAction[] {
  return on === undefined ? [] : Array.isArray(on) ? (on as readonly TurnAction[]) : [on as TurnAction];
}

/**
 * The turn-based actions as a phase or step begins, in order: the profile's for every step, the
 * phase's as it begins (a phase without steps, or its first step: not a step it opened, FAB-7.7),
 * then the step's. Kept per key: the phase lists are the profiles' constant data.
 */
function enterHooks(rules: ProfileRules, key: string): readonly TurnAction[] {
  let known = hooksByKey.get(rules);
  if (!known) hooksByKey.set(rules, (known = new Map()));
  let hooks = known.get(key);
  if (hooks) return hooks;
  const [phaseName, stepName] = key.split('.');
  const phase = rules.phases.find((p) => p.name === phaseName);
  const step = stepName === undefined ? undefined : specOf(rules.phases, key);
  const list: TurnAction[] = [];
  if (rules.onEachStep) list.push(rules.onEachStep);
  if (stepName === undefined || phase?.steps?.[0]?.name === stepName) list.push(...actionsOf(phase?.onEnter));
  if (step !== phase) list.push(...actionsOf(step?.onEnter));
  known.set(key, (hooks = list));
  return hooks;
}

const hooksByKey = new WeakMap<ProfileRules, Map<string, readonly TurnAction[]>>();

/** What an `enter:<key>` action names: the phase or step key, its machine state and position (a profile has a few dozen). */
function entering(action: string): { key: string; at: string; phase: string; step: string | null } {
  let e = enterings.get(action);
  if (!e) {
    const key = action.slice('enter:'.length);
    const at = key.replace('.', '__');
    enterings.set(action, (e = { key, at, ...positionOf(at) }));
  }
  return e;
}

const enterings = new Map<string, { key: string; at: string; phase: string; step: string | null }>();

/** The first phase of a turn: its name, the machine state prefix of its first step, and its key (`start`, `beginning.untap`). */
function firstOf(rules: ProfileRules): { phase: string; prefix: string; key: string } {
  let f = firsts.get(rules);
  if (!f) {
    const p = rules.phases[0];
    f = { phase: p.name, prefix: `${p.name}__${p.steps?.[0]?.name ?? ''}`, key: p.steps?.length ? `${p.name}.${p.steps[0].name}` : p.name };
    firsts.set(rules, f);
  }
  return f;
}

const firsts = new WeakMap<ProfileRules, { phase: string; prefix: string; key: string }>();

/**
 * Runs one flow-machine action: a phase or step begins (its turn-based actions, then priority
 * or the move to the next step), a phase resumes after the steps it opened (priority again,
 * no turn-based actions: FAB-7.7), or the turn ends (effects expire, the next seat's turn).
 */
export function performTurnAction(ctx: Ctx, action: string, tail = false): void {
  const rules = ctx.profile.rules;
  if (!rules) return;
  const t = edit(ctx.state, 'turn');
  if (action === 'endTurn') {
    completeEvent(ctx, { happened: true, event: { type: 'end-of-turn', player: t.player } });
    expireEffects(ctx, 'end-of-turn');
    t.number += 1;
    t.player = nextSeat(ctx.state.seats, t.player);
    positionChanged(ctx); // whose turn it is
    t.priority = null;
    t.passes = [];
    ctx.state.uses = withoutTurnUses(ctx.state.uses, playsBy(ctx.state, REVISION.additionalUsesEnd));
    // Last-known information serves look-back within the turn the object left (the stack is
    // empty when a turn ends): keeping it longer only grows the state.
    if (Object.keys(ctx.state.lastKnown).length > 0) ctx.state.lastKnown = keyedRecord();
    log(ctx, 'log.turn-begins', { seat: t.player, turn: t.number });
    return;
  }
  if (action.startsWith('resume:')) {
    const phase = action.slice('resume:'.length);
    positionChanged(ctx);
    t.phase = phase;
    t.step = null;
    t.priority = null;
    t.passes = [];
    if (hasPriority(rules.phases, phase)) givePriority(ctx, t.player);
    else sendFlow(ctx, { type: 'step.done' }, tail);
    return;
  }
  if (!action.startsWith('enter:')) return;
  positionChanged(ctx);
  const { key, phase, step } = entering(action);
  t.phase = phase;
  t.step = step;
  t.priority = null;
  t.passes = [];
  const first = firstOf(rules);
  if (ctx.state.flow === first.phase || ctx.state.flow.startsWith(first.prefix)) {
    if (key === first.key) completeEvent(ctx, { happened: true, event: { type: 'start-of-turn', player: t.player } });
  }
  beginStep(ctx, rules, action, 0, tail);
}

/**
 * A phase or step begins, from its turn-based action (hook) `from` on: the hooks in order, then
 * priority or the move to the next step. In tail position (flow/resume.ts) a decision of a
 * decision hook that suspends the action is a resume point: its answer then applies that round
 * and goes on from there. `answered`: this run is such a continuation (its hook is `from`).
 */
function beginStep(ctx: Ctx, rules: ProfileRules, enter: string, from: number, tail: boolean, answered?: ResumeAction): void {
  const { key, at } = entering(enter);
  const hooks = enterHooks(rules, key);
  if (answered && typeof hooks[from] !== 'object') throw new Error(`${enter}: turn-based action ${from} asks no decision to resume`);
  for (let i = from; i < hooks.length; i++) {
    const hook = hooks[i];
    if (typeof hook === 'function') hook(ctx);
    else {
      let round = 0;
      if (i === from && answered) {
        hook.apply(ctx, answered.round, queuedAnswer(ctx, answered.asked));
        round = answered.round + 1;
      }
      for (; !ctx.state.over && ctx.state.flow === at; round++) {
        const decision = hook.offer(ctx, round);
        if (decision === 'done') break;
        if (decision && tail && suspends(ctx, decision) && markResumePoint(ctx, { type: 'resume-step', enter, hook: i, round, asked: `${decision.kind}@${decision.player}` })) {
          // Nothing of the action is left but what the answer resumes, and no caller does anything
          // after this (tail): it stops by returning, not by an exception thrown up the whole stack
          // (ask), which cost about 8 µs a decision in random WTR Blitz play (issue 14).
          ctx.suspended = decision;
          return;
        }
        hook.apply(ctx, round, decision ? ask(ctx, decision) : undefined);
      }
    }
    if (ctx.state.over || ctx.state.flow !== at) return; // the step's actions moved the game on already
  }
  if (ctx.state.over || ctx.state.flow !== at) return;
  if (hasPriority(rules.phases, key)) givePriority(ctx, ctx.state.turn.player);
  else sendFlow(ctx, { type: 'step.done' }, tail);
}

/** The continuation of a step's beginning that a decision waited in (flow/resume.ts): runs as the action it is. */
export function resumeStep(ctx: Ctx, action: ResumeAction): void {
  const rules = ctx.profile.rules;
  if (!rules) throw new Error(`${ctx.profile.id}: no turn structure to resume ${action.enter} in`);
  beginStep(ctx, rules, action.enter, action.hook, true, action);
}

/**
 * The use counts that outlive the turn: "once per turn" counts (`...:turn`) end with it, and so
 * (from revision 1) do the additional uses allowed this turn (`...:turn:additional`, SCP-603.5),
 * which a game saved before kept to its end. The same record when there is none.
 */
function withoutTurnUses(uses: Readonly<Record<string, number>>, additionalToo: boolean): Readonly<Record<string, number>> {
  const ends = (k: string) => k.endsWith(':turn') || (additionalToo && k.endsWith(':turn:additional'));
  if (!Object.keys(uses).some(ends)) return uses;
  const kept = keyedRecord<number>();
  for (const k in uses) if (!ends(k)) kept[k] = uses[k];
  return kept;
}
