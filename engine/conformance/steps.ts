import { act } from '../game/game';
import type { Action } from '../core/actions';
import type { GameState } from '../core/state';
import type { ScenarioEvent } from './host';
import type { ActionStep, EventSpec, Step } from './format';
import { isDefendDeclaration, mapPick, settle } from './decisions';
import { fail, type RunCtx } from './run-context';

/**
 * The script steps that move the game: player actions, passing until the top item
 * resolves / the stack empties / a phase is reached, runner-made events, rigging, and
 * `illegal`. Every loop has a step cap so a stuck engine fails the case instead of hanging.
 */

const maxPasses = 500;

function seatOf(ctx: RunCtx, by: string | undefined, at: string): string {
  if (by === undefined) return ctx.state.turn.priority ?? ctx.host.position(ctx.state).player;
  if (!ctx.refs.isSeat(by)) fail(`${at}.by: unknown seat "${by}" (seats: ${ctx.refs.seats.join(', ')})`);
  return by;
}

/** Builds the engine action for an action step (references resolved to ids and seats). */
export function buildAction(ctx: RunCtx, step: ActionStep, at: string): Action {
  const s = ctx.state;
  const path = `${at}.${step.type}`;
  const by = seatOf(ctx, step.by, path);
  const targets = (refs: string[] | undefined) => refs?.map((r) => ctx.refs.target(s, r));
  switch (step.type) {
    case 'pass':
      return { type: 'pass', by };
    case 'play': {
      const a: Action = { type: 'play', by, card: ctx.refs.requireObject(s, step.card) };
      if (step.targets) a.targets = targets(step.targets);
      if (step.mode !== undefined) a.mode = step.mode;
      if (step.x !== undefined) a.x = step.x;
      return a;
    }
    case 'activate': {
      const a: Action = { type: 'activate', by, card: ctx.refs.requireObject(s, step.card), ability: step.ability };
      if (step.targets) a.targets = targets(step.targets);
      return a;
    }
    case 'attack': {
      // Without a target the attack goes at the next seat (the usual opponent in two-player cases).
      const next = ctx.refs.seats[(ctx.refs.seats.indexOf(by) + 1) % ctx.refs.seats.length];
      return { type: 'attack', by, with: ctx.refs.requireObject(s, step.with), target: ctx.refs.target(s, step.target ?? next) };
    }
    case 'defend':
      return { type: 'defend', by, with: step.with.map((r) => ctx.refs.requireObject(s, r)) };
  }
}

/** `choices` of a `play` go to the front of the queue for this step only. */
function queueChoices(ctx: RunCtx, step: ActionStep, at: string): number {
  if (step.type !== 'play' || !step.choices) return 0;
  const entries = Object.entries(step.choices);
  ctx.queue.unshift(...entries.map(([kind, pick]) => ({ by: step.by, kind, pick, optional: true, at: `${at}.play.choices.${kind}` })));
  return entries.length;
}

function dropChoices(ctx: RunCtx, at: string): void {
  for (let i = ctx.queue.length - 1; i >= 0; i--) if (ctx.queue[i].at.startsWith(`${at}.play.choices.`)) ctx.queue.splice(i, 1);
}

/** Performs an action step; a refusal fails the case with the engine's reason. */
export function runAction(ctx: RunCtx, step: ActionStep, at: string): void {
  queueChoices(ctx, step, at);
  try {
    const action = buildAction(ctx, step, at);
    const r = act(ctx.engine, ctx.state, action);
    if (!r.ok) fail(`${at}.${step.type}: refused: ${r.refusal.message}${r.refusal.rule ? ` (${r.refusal.rule})` : ''}`);
    const settled = settle(ctx, r.state);
    if (settled.ok) ctx.state = settled.state;
  } finally {
    dropChoices(ctx, at);
  }
}

/** `illegal`: the action must be refused and the serialized state must not change. */
export function runIllegal(ctx: RunCtx, step: ActionStep, at: string): void {
  const before = ctx.state;
  const serialized = ctx.host.serialize(before);
  queueChoices(ctx, step, at);
  let accepted: GameState | undefined;
  try {
    const r = act(ctx.engine, before, buildAction(ctx, step, at));
    if (r.ok) {
      // A refusal may come only after a decision (a cost chosen then found unpayable): rewound too.
      const settled = settle(ctx, r.state, true);
      if (settled.ok) accepted = settled.state;
    }
  } finally {
    dropChoices(ctx, at);
  }
  if (accepted) fail(`${at}.illegal: the ${step.type} was accepted, but the case expects it to be refused`);
  const after = ctx.host.serialize(before);
  if (after !== serialized) fail(`${at}.illegal: the ${step.type} was refused but changed the game state`);
}

function passOnce(ctx: RunCtx, why: string): void {
  const pass = ctx.host.passAction(ctx.state);
  if (!pass) fail(`${why}: nobody holds priority${ctx.state.over ? ' (the game is over)' : ''}`);
  const r = act(ctx.engine, ctx.state, pass);
  if (!r.ok) fail(`${why}: pass by ${'by' in pass ? pass.by : '?'} refused: ${r.refusal.message}`);
  const settled = settle(ctx, r.state);
  if (settled.ok) ctx.state = settled.state;
}

function sameItem(ctx: RunCtx, a: GameState, b: GameState, i: number): boolean {
  const x = ctx.host.stack(a)[i];
  const y = ctx.host.stack(b)[i];
  if (!x || !y) return false;
  if (x.controller !== y.controller) return false;
  if (x.source === y.source) return true;
  const px = x.source === undefined ? undefined : ctx.host.physicalOf(a, x.source);
  const py = y.source === undefined ? undefined : ctx.host.physicalOf(b, y.source);
  return px !== undefined && px === py;
}

/**
 * `resolve: top`: pass until the item on top when the step began has resolved. It has when
 * the stack shrank below its size, when another item sits at its place, or when a pass
 * completed a round of passes (everyone passed in succession) over a non-empty stack.
 */
function resolveTop(ctx: RunCtx, at: string): void {
  const start = ctx.state;
  const n = ctx.host.stack(start).length;
  if (n === 0) fail(`${at}.resolve: top: the stack is empty (${ctx.host.pendingTriggers(start)} trigger(s) pending)`);
  for (let i = 0; i < maxPasses; i++) {
    if (ctx.state.pending) return; // a declaration of defenders waits for the next step
    const prev = ctx.state;
    const alive = prev.seats.filter((seat) => !prev.players[seat]?.lost).length;
    const roundCompletes = prev.turn.priority !== null && !prev.turn.passes.includes(prev.turn.priority) && prev.turn.passes.length + 1 >= alive;
    passOnce(ctx, `${at}.resolve`);
    const size = ctx.host.stack(ctx.state).length;
    if (size < n || !sameItem(ctx, start, ctx.state, n - 1) || (roundCompletes && ctx.host.stack(prev).length > 0)) return;
  }
  fail(`${at}.resolve: top: the top item did not resolve after ${maxPasses} passes`);
}

function resolveAll(ctx: RunCtx, at: string): void {
  for (let i = 0; i < maxPasses; i++) {
    if (ctx.state.pending) return; // a declaration of defenders waits for the next step
    if (ctx.host.stack(ctx.state).length === 0 && ctx.host.pendingTriggers(ctx.state) === 0) return;
    passOnce(ctx, `${at}.resolve`);
  }
  fail(`${at}.resolve: all: the stack was not empty after ${maxPasses} passes (${ctx.host.stack(ctx.state).length} item(s) left)`);
}

function same(a: string | null, b: string): boolean {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}

/**
 * `advance`: pass until the current turn reaches the phase or step; `next-turn` until the
 * next turn's main phase; `end-of-turn` until this turn has ended (the next one began).
 */
function advance(ctx: RunCtx, to: string, at: string): void {
  const startTurn = ctx.host.position(ctx.state).turn;
  const main = ctx.engine.profile.mainPhase;
  const reached = (): boolean => {
    const p = ctx.host.position(ctx.state);
    if (to === 'next-turn') return p.turn > startTurn && (same(p.phase, main) || same(p.step, main));
    if (to === 'end-of-turn') return p.turn > startTurn;
    if (p.turn !== startTurn) fail(`${at}.advance: turn ${startTurn} ended without reaching "${to}" (now turn ${p.turn}, ${p.phase}${p.step ? `/${p.step}` : ''})`);
    return same(p.phase, to) || same(p.step, to);
  };
  for (let i = 0; i < maxPasses; i++) {
    if (reached() || ctx.state.pending) return;
    passOnce(ctx, `${at}.advance`);
  }
  const p = ctx.host.position(ctx.state);
  fail(`${at}.advance: "${to}" not reached after ${maxPasses} passes (turn ${p.turn}, ${p.phase}${p.step ? `/${p.step}` : ''})`);
}

/** The turn's phases and steps by name, in order (a phase, then its steps and the steps it opens). */
function turnOrder(ctx: RunCtx): string[] {
  const out: string[] = [];
  for (const p of ctx.engine.profile.rules?.phases ?? []) {
    out.push(p.name.toLowerCase());
    for (const s of p.steps ?? []) out.push(s.name.toLowerCase());
    for (const o of p.opens ?? []) for (const s of o.steps) out.push(s.name.toLowerCase());
  }
  return out;
}

/**
 * Passes until the game reaches the step where `kind` is declared this turn (the profile's
 * `declarationSteps`), a decision is asked, the game moves past that step, or the turn ends.
 * Returns whether that step was reached.
 */
function reachDeclaration(ctx: RunCtx, kind: 'attack' | 'defend', at: string): boolean {
  const target = ctx.engine.profile.declarationSteps?.[kind]?.toLowerCase();
  if (!target) return false;
  const order = turnOrder(ctx);
  const goal = order.indexOf(target);
  const turn = ctx.host.position(ctx.state).turn;
  const index = () => {
    const p = ctx.host.position(ctx.state);
    return Math.max(order.indexOf((p.step ?? '').toLowerCase()), order.indexOf(p.phase.toLowerCase()));
  };
  for (let i = 0; i < maxPasses; i++) {
    const p = ctx.host.position(ctx.state);
    if (same(p.step, target) || same(p.phase, target)) return true;
    if (ctx.state.pending || ctx.state.over || p.turn !== turn || (goal >= 0 && index() > goal)) return false;
    passOnce(ctx, at);
  }
  return false;
}

/**
 * `attack` (FORMAT.md), the same in every profile: the action now; if it is refused, the
 * players pass until the profile's declare-attackers step is reached this turn and it is
 * declared there (a scenario needs no `advance` before it). Fails with the first refusal when
 * it is refused there too.
 */
function runAttack(ctx: RunCtx, step: Extract<ActionStep, { type: 'attack' }>, at: string): void {
  const r = act(ctx.engine, ctx.state, buildAction(ctx, step, at));
  if (r.ok) {
    const settled = settle(ctx, r.state);
    if (settled.ok) ctx.state = settled.state;
    return;
  }
  const refusal = `${at}.attack: refused: ${r.refusal.message}${r.refusal.rule ? ` (${r.refusal.rule})` : ''}`;
  if (!reachDeclaration(ctx, 'attack', `${at}.attack`) || ctx.state.pending) fail(refusal);
  runAction(ctx, step, at);
}

/**
 * `defend` (FORMAT.md), the same in every profile: where defenders are declared with an action
 * (chrono, mtg, gate-ruler), that action, reached as `attack` is; where the engine asks the
 * defending player a declaration instead (fab, FAB-7.3: a `cards` decision as the defend step
 * begins), the players pass until it is asked, and the step's cards answer it. An empty list
 * when nothing can defend (no declaration is asked, the action is refused) declares nothing.
 */
function runDefend(ctx: RunCtx, step: Extract<ActionStep, { type: 'defend' }>, at: string): void {
  const waiting = ctx.state.pending?.decision;
  if (!waiting || !isDefendDeclaration(waiting)) {
    const r = act(ctx.engine, ctx.state, buildAction(ctx, step, at));
    if (r.ok) {
      const settled = settle(ctx, r.state);
      if (settled.ok) ctx.state = settled.state;
      return;
    }
    const by = seatOf(ctx, step.by, `${at}.defend`);
    ctx.awaitingDefend = by;
    let reached = false;
    try {
      reached = reachDeclaration(ctx, 'defend', `${at}.defend`);
    } finally {
      ctx.awaitingDefend = undefined;
    }
    const asked = ctx.state.pending?.decision;
    if (!asked || !isDefendDeclaration(asked)) {
      const again = reached ? act(ctx.engine, ctx.state, buildAction(ctx, step, at)) : r;
      if (again.ok) {
        const settled = settle(ctx, again.state);
        if (settled.ok) ctx.state = settled.state;
        return;
      }
      // Nothing can defend: the engine asked the defending player nothing (one legal answer)
      // and refuses a declaration. The turn player is never the one defending.
      if (step.with.length === 0 && by !== ctx.host.position(ctx.state).player) return;
      fail(`${at}.defend: refused: ${r.refusal.message}, and no declaration of defenders for ${by} came up`);
    }
    if (asked.player !== by) fail(`${at}.defend: refused: ${r.refusal.message}, and no declaration of defenders for ${by} came up`);
  }
  const d = ctx.state.pending!.decision;
  if (step.by !== undefined && step.by !== d.player) fail(`${at}.defend: the declaration of defenders is ${d.player}'s, not ${step.by}'s`);
  ctx.asked.push(`${d.kind}@${d.player}`);
  const pick = mapPick(ctx, ctx.state, d, step.with);
  const r = act(ctx.engine, ctx.state, { type: 'answer', by: d.player, pick });
  if (!r.ok) fail(`${at}.defend: refused: ${r.refusal.message}`);
  const settled = settle(ctx, r.state);
  if (settled.ok) ctx.state = settled.state;
}

/** Resolves an event's references to ids and seats. */
export function buildEvent(ctx: RunCtx, e: EventSpec): ScenarioEvent {
  const s = ctx.state;
  const t = (r: string) => ctx.refs.target(s, r);
  const o = (r: string) => ctx.refs.requireObject(s, r);
  const seat = (r: string) => {
    if (!ctx.refs.isSeat(r)) fail(`unknown seat "${r}" (seats: ${ctx.refs.seats.join(', ')})`);
    return r;
  };
  switch (e.type) {
    case 'damage':
      return { ...e, source: t(e.source), to: e.to.map(t) };
    case 'damage-batch':
      return { type: e.type, items: e.items.map((i) => ({ ...i, source: t(i.source), to: i.to.map(t) })) };
    case 'destroy':
      return { type: e.type, target: o(e.target) };
    case 'move':
      return { ...e, card: o(e.card), ...(e.player !== undefined ? { player: seat(e.player) } : {}) };
    case 'enter':
      return { ...e, card: o(e.card), ...(e.controller !== undefined ? { controller: seat(e.controller) } : {}) };
    case 'draw':
      return { ...e, player: seat(e.player) };
    case 'discard':
      return { ...e, player: seat(e.player), card: o(e.card) };
    case 'gain-life':
      return { ...e, player: seat(e.player), ...(e.source !== undefined ? { source: t(e.source) } : {}) };
    case 'counters':
      return { ...e, card: o(e.card) };
    case 'heal':
      return { ...e, target: t(e.target) };
    case 'roll':
      return { ...e, player: seat(e.player) };
  }
}

/** Runs one step that changes the game (checks and `choose` are handled by the runner). */
export function runMove(ctx: RunCtx, step: Step): void {
  const at = step.at;
  switch (step.type) {
    case 'defend':
      return runDefend(ctx, step, at);
    case 'attack':
      return runAttack(ctx, step, at);
    case 'play':
    case 'activate':
    case 'pass':
      return runAction(ctx, step, at);
    case 'illegal':
      return runIllegal(ctx, step.action, at);
    case 'resolve':
      return step.what === 'top' ? resolveTop(ctx, at) : resolveAll(ctx, at);
    case 'advance':
      return advance(ctx, step.to, at);
    case 'event': {
      const r = ctx.host.event(ctx.engine, ctx.state, buildEvent(ctx, step.event));
      if (!r.ok) fail(`${at}.event (${step.event.type}): ${r.message}`);
      const settled = settle(ctx, r.state);
      if (settled.ok) ctx.state = settled.state;
      return;
    }
    case 'rig':
      ctx.state = ctx.host.rig(ctx.state, step.dice, step.random.map((r) => ctx.refs.requireObject(ctx.state, r)));
      return;
    default:
      fail(`${at}: ${step.type} is not a move`);
  }
}
