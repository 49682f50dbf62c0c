import type { Action, Answer } from '../core/actions';
import { log, makeCtx, NeedDecision, type Ctx, type Engine } from '../core/context';
import type { Decision } from '../decisions/types';
import { RuleRefusal, type Refusal } from '../core/errors';
import { cite } from '../core/citations';
import { zoneKey, type CardId, type Seat } from '../core/ids';
import { seedRng } from '../core/rng';
import { RULES_REVISION } from '../core/rules-revision';
import { shuffleZone } from '../core/shuffle';
import type { GameState } from '../core/state';
import { appendTo, beginWork, change, commit, edit, freezeState, keyedRecord } from '../core/draft';
import { emptyList, isPersistentList, items, toArray, type PersistentList } from '../core/persistent-list';
import { createObject, moveObject, zoneCards } from '../core/zones';
import { hashString, stableStringify, treeHash } from '../core/hash';
import { chainDigest, noteAppended } from '../core/log-digest';
import { noteWindow, windowDigest } from '../core/window-digest';
import { boundRecords } from '../core/records';
import { answerProblem } from '../decisions/answer';
import { sendFlow, startFlow } from '../flow/driver';
import { checkAction } from '../core/action-schema';
import { performInternal, type InternalAction, type StartGameAction } from './internal-actions';
import type { FirstPlayerSetup } from '../profiles/types';
import { resumeStep } from '../flow/turn';

/** The outcome of an action: the next state, or a refusal with the state untouched. */
export type ActResult = { ok: true; state: GameState } | { ok: false; refusal: Refusal };

/**
 * Options for a new game. `firstPlayer` / `firstPlayerChooser` (FirstPlayerSetup): who plays first,
 * when the setup settles it (a seat chosen on Home, a test; the loser of a match's previous game
 * choosing, FAB-4.1): a profile whose start asks it (`firstPlayerRule`) asks no one, or asks that
 * seat instead of one a random draw picks. Each must be a seat of the game.
 */
export interface NewGameOptions extends FirstPlayerSetup {
  seed: number;
  seats?: readonly Seat[];
  /** Each seat's deck, top first before shuffling. */
  decks: Readonly<Record<Seat, readonly CardId[]>>;
  /**
   * Each seat's inventory: the cards that start in play rather than in the deck (fab: the hero,
   * weapons and equipment, FAB-4.1), placed where the profile's `inventoryZone` says.
   */
  inventory?: Readonly<Record<Seat, readonly CardId[]>>;
  /** Shuffle the decks (default true). */
  shuffle?: boolean;
  /** Cards each seat draws before the first turn (default: the profile's `openingHand`). */
  openingHand?: number;
  /**
   * The rules revision to play by (core/rules-revision.ts): a saved game replayed from its seed
   * takes the revision it was started under (its state's `rules`, 0 when absent); default the current one.
   */
  rules?: number;
}

/** An empty game for a profile: players with the profile's starting stats, no objects. */
export function emptyState(engine: Engine, seed: number, seats: readonly Seat[], rules: number = RULES_REVISION): GameState {
  const players: GameState['players'] = {};
  for (const seat of seats) {
    (players as Record<Seat, GameState['players'][Seat]>)[seat] = { seat, stats: { ...engine.profile.stats }, lost: false };
  }
  return {
    formatVersion: 2,
    // Revision 0 is no field at all, as in the games saved before revisions were kept (their hashes stay theirs).
    rules: rules > 0 ? rules : undefined,
    profile: engine.profile.id,
    seats: [...seats],
    players,
    objects: [],
    zones: zoneSlots(engine, seats),
    turn: { number: 1, player: seats[0], phase: '', step: null, priority: null, passes: [] },
    flow: '',
    history: emptyList(),
    stack: [],
    effects: [],
    replacements: {},
    delayed: [],
    pendingTriggers: [],
    rig: { dice: [], random: [] },
    orders: {},
    uses: keyedRecord(),
    stateTriggers: {},
    applications: {},
    lastKnown: keyedRecord(),
    nextId: 1,
    nextTimestamp: 1,
    seq: 0,
    rng: seedRng(seed),
    pending: null,
    trace: [],
    log: [],
    actions: emptyList(),
    seed,
    over: false,
    winner: null,
  };
}

/**
 * Every seat's zones as keys from the start, in one order, empty ones undefined: the zones
 * record keeps one hidden class as the game goes on (keys added as zones were first used gave
 * dozens, some in dictionary mode, and every zone read in the rules was a megamorphic lookup:
 * issue 14). Undefined members are skipped by the state hash and by JSON, so stored states are
 * unchanged; readers already take a missing zone as empty.
 */
function zoneSlots(engine: Engine, seats: readonly Seat[]): GameState['zones'] {
  const zones: Record<string, readonly string[] | undefined> = {};
  for (const seat of seats) for (const z of engine.profile.zones) zones[zoneKey(seat, z.name)] = undefined;
  return zones as GameState['zones'];
}

/** Starts a game: decks placed and shuffled, opening hands drawn, the first turn begun. Pure. */
export function newGame(engine: Engine, options: NewGameOptions): GameState {
  const seats = options.seats ?? Object.keys(options.decks);
  const base = emptyState(engine, options.seed, seats, options.rules);
  const handSize = Math.max(0, options.openingHand ?? engine.profile.openingHand);
  const setUp = change(base, (draft) => {
    const ctx = makeCtx(engine, draft, []);
    for (const seat of seats) {
      placeInventory(ctx, seat, options.inventory?.[seat] ?? []);
      for (const card of options.decks[seat] ?? []) createObject(ctx, card, seat, 'deck');
      if (options.shuffle !== false) shuffleZone(ctx, `${seat}:deck`);
      Object.assign(edit(draft, 'players', seat, 'stats'), engine.profile.rules?.startingStats?.(ctx, seat) ?? {});
    }
    // Opening hands: the top cards of each deck, before the first turn (not draw events: no
    // replacement or trigger sees them, as no game has begun).
    for (const seat of seats) {
      for (let i = 0; i < handSize; i++) {
        const top = zoneCards(ctx, seat, 'deck')[0];
        if (top === undefined) break;
        moveObject(ctx, top, zoneKey(seat, 'hand'), 'bottom');
      }
    }
  });
  // The first turn begins like any action: a decision it asks (a Chrono Burst in the first
  // chrono check) waits in `pending`, and its answer replays the start.
  const started = run(engine, setUp, startAction(seats, options), [], null);
  if (!started.ok) throw new Error(`the game could not start: ${started.refusal.message}`);
  return started.state;
}

/** The start-game action of a setup: with who plays first when the setup settles it (only the keys given, so a plain start stays `{ type: 'start-game' }`). */
function startAction(seats: readonly Seat[], options: FirstPlayerSetup): StartGameAction {
  const start: StartGameAction = { type: 'start-game' };
  for (const key of ['firstPlayer', 'firstPlayerChooser'] as const) {
    const seat = options[key];
    if (seat === undefined) continue;
    if (!seats.includes(seat)) throw new Error(`${key}: "${seat}" is not a seat of this game (${seats.join(', ')})`);
    start[key] = seat;
  }
  return start;
}

/** Puts a seat's inventory where its profile says (fab FAB-4.1); a card that has no place is an error naming it. */
function placeInventory(ctx: Ctx, seat: Seat, cards: readonly CardId[]): void {
  if (cards.length === 0) return;
  const where = ctx.profile.rules?.inventoryZone;
  if (!where) throw new Error(`inventory of ${seat}: the ${ctx.profile.id} profile has no inventory`);
  for (const card of cards) {
    const def = ctx.cards[card];
    if (!def) throw new Error(`inventory of ${seat}: unknown card "${card}"`);
    const zone = where(def);
    if (!zone) throw new Error(`inventory of ${seat}: "${def.name}" is not a hero, weapon or equipment`);
    createObject(ctx, card, seat, zone, { enteredTurn: 0 });
  }
}

/**
 * Begins the first turn (the start-game internal action): a seat the setup names to play first
 * takes the first turn in any game; the profile's own start (`beginGame`) then asks what it asks.
 */
export function beginFirstTurn(ctx: Ctx, start: StartGameAction): void {
  if (start.firstPlayer !== undefined) edit(ctx.state, 'turn').player = start.firstPlayer;
  ctx.profile.rules?.beginGame?.(ctx, start);
  startFlow(ctx);
  // Kernel turn machines wait for `turn.begin` (engine/flow/machine.ts): the first turn begins now.
  if (ctx.state.flow === 'waiting') {
    log(ctx, 'log.turn-begins', { seat: ctx.state.turn.player, turn: ctx.state.turn.number });
    sendFlow(ctx, { type: 'turn.begin' });
  }
}

/**
 * Applies an action or an answer. Illegal actions are refused with a reason and leave the
 * state untouched. Decisions suspend the action: the returned state carries `pending`, and
 * the answer replays the action from the state before it with every answer so far.
 */
export function act(engine: Engine, state: GameState, action: Action): ActResult {
  const shape = checkAction(action);
  if (shape) return { ok: false, refusal: { code: 'malformed', message: shape } };
  if (state.over) return { ok: false, refusal: { code: 'game-over', message: 'the game is over' } };
  if (action.type === 'answer') {
    const pending = state.pending;
    if (!pending) return { ok: false, refusal: { code: 'no-decision', message: 'no decision is waiting for an answer' } };
    if (pending.decision.player !== action.by) {
      return { ok: false, refusal: { code: 'not-legal', message: `the decision is ${pending.decision.player}'s to make` } };
    }
    const problem = answerProblem(pending.decision, action.pick);
    if (problem) return { ok: false, refusal: { code: 'bad-answer', message: problem } };
    return run(engine, state, pending.action, [...pending.answers, action.pick], action);
  }
  if (state.pending) {
    return { ok: false, refusal: { code: 'decision-pending', message: 'answer the waiting decision first' } };
  }
  return run(engine, state, action, [], action);
}

/**
 * Runs an engine-made action that no player takes (a scenario's runner-made event). It is
 * processed like an action: decisions suspend it and answers replay it.
 */
export function runInternal(engine: Engine, state: GameState, action: InternalAction): ActResult {
  if (state.pending) return { ok: false, refusal: { code: 'decision-pending', message: 'answer the waiting decision first' } };
  return run(engine, state, action, [], null);
}

function run(engine: Engine, state: GameState, action: Action | InternalAction, answers: readonly Answer[], logged: Action | null): ActResult {
  // States from outside (a loaded save, a test's literal) are frozen once; committed states already are.
  const working = beginWork(freezeState(state));
  working.pending = null;
  // The action may commit its state part way at a resume point (flow/resume.ts): from here on
  // the working state is `ctx.state`.
  const ctx = makeCtx(engine, working, answers);
  ctx.resumable = true;
  try {
    performAny(ctx, action);
    if (ctx.suspended) return waitFor(ctx, ctx.suspended, state, action, answers, logged);
    if (logged) appendTo(ctx.state, 'actions', logged);
    boundRecords(ctx.state);
    return { ok: true, state: appended(commit(ctx.state), state) };
  } catch (e) {
    if (e instanceof NeedDecision) return waitFor(ctx, e.decision, state, action, answers, logged);
    if (e instanceof RuleRefusal) return { ok: false, refusal: { code: e.code, message: e.message, rule: e.rule === undefined ? undefined : cite(engine.profile.citations, e.rule) } };
    throw e;
  }
}

/** Does an action or an internal action on the working state: the runner's dispatch. */
function performAny(ctx: Ctx, action: Action | InternalAction): void {
  if (action.type === 'scenario-event') performInternal(ctx, action);
  else if (action.type === 'start-game') beginFirstTurn(ctx, action);
  else if (action.type === 'resume-step') resumeStep(ctx, action);
  else ctx.profile.perform(ctx, action);
}

/**
 * The game as it stood when the waiting decision was asked, for showing it. A waiting state is
 * the state before its action (the answer replays the action from there, `act`), so on its own it
 * shows a hit's triggers to order before the hit's damage, or a card to discard before what made
 * the discard. This replays the action with the answers so far up to the decision and keeps what
 * it did: the table a player decides at. Pure; never played on (the state to act on stays
 * `state`). The state itself when no decision waits, when the decision waits at a resume point
 * with no answer yet (flow/resume.ts: the state already is the step as it began), and when the
 * action cannot reach the decision (a test's literal state, an edited save: shown as it is).
 */
export function stateAtDecision(engine: Engine, state: GameState): GameState {
  const pending = state.pending;
  if (!pending || (pending.action.type === 'resume-step' && pending.answers.length === 0)) return state;
  const working = beginWork(state);
  working.pending = null;
  const ctx = makeCtx(engine, working, pending.answers);
  let asked = false;
  try {
    performAny(ctx, pending.action);
    asked = ctx.suspended !== undefined;
  } catch (e) {
    if (e instanceof RuleRefusal) return state;
    if (!(e instanceof NeedDecision)) throw e;
    asked = true;
  }
  if (!asked) return state;
  ctx.state.pending = pending;
  return commit(ctx.state);
}

/**
 * The action waits for a decision: the state stays as it was before it (or at its latest resume
 * point, with the rest of the action to do), with the decision and the answers so far.
 */
function waitFor(ctx: Ctx, decision: Decision, state: GameState, action: Action | InternalAction, answers: readonly Answer[], logged: Action | null): ActResult {
  const at = ctx.resumeAt;
  const waiting = beginWork(at ? at.state : state);
  waiting.pending = at ? { decision, action: at.action, answers: answers.slice(at.answerIndex) } : { decision, action, answers };
  if (logged) appendTo(waiting, 'actions', logged);
  return { ok: true, state: appended(commit(waiting), state) };
}

/**
 * Notes what an action did to the lists hashed by digest: appended to the action log and the
 * event history, dropped from and appended to the bounded log and trace (stateHash then reads
 * only the entries that changed).
 */
function appended(next: GameState, before: GameState): GameState {
  noteAppended(next.actions, before.actions);
  noteAppended(next.history, before.history);
  noteWindow(next.log, before.log);
  noteWindow(next.trace, before.trace);
  return next;
}

/** Every action this seat may take now. An empty list while a decision waits or the game is over. */
export function legalActions(engine: Engine, state: GameState, seat: Seat): Action[] {
  if (state.over || state.pending) return [];
  return engine.profile.legalActions(engine, state, seat);
}

/**
 * The state's hash: equal states (rule trace included) hash equally. Built from its parts'
 * hashes (core/hash.ts `treeHash`), with the two lists that only grow (the action log and the
 * event history) as their chain digests (core/log-digest.ts) and the two bounded records (the
 * game log and the rule trace) as their window digests (core/window-digest.ts), so hashing
 * after every action costs what the action changed, however long the game has run.
 */
export function stateHash(state: GameState): string {
  return treeHash({ ...state, ...stateDigests(state), log: windowDigest(state.log), trace: windowDigest(state.trace) }).slice(1);
}

/**
 * The hash as saves made before the window digests stored it (the log and trace hashed as
 * arrays). Only for checking such saves: a resumed game is hashed with `stateHash` from then on.
 */
export function treeStateHash(state: GameState): string {
  return treeHash({ ...state, ...stateDigests(state) }).slice(1);
}

/** The chain digests of a state's append-only lists (stored with a snapshot: `seedChainDigest`). */
export function stateDigests(state: GameState): { actions: string; history: string } {
  return { actions: chainDigest(state.actions), history: chainDigest(state.history) };
}

/**
 * The hash as saves made before the log digest stored it (the whole log in the text). Only
 * for checking such saves: a resumed game is hashed with `stateHash` from then on.
 */
export function legacyStateHash(state: GameState): string {
  return hashString(stableStringify({ ...state, actions: toArray(state.actions), history: toArray(state.history) }));
}

/** Whether a stored hash is this state's, as it is taken now or as older saves took it. */
export function hashMatches(state: GameState, hash: string): boolean {
  return stateHash(state) === hash || treeStateHash(state) === hash || legacyStateHash(state) === hash;
}

/** Replays a seed and action log from a starting state; returns the final state or the first refusal. */
export function replay(engine: Engine, start: GameState, actions: Iterable<Action> | PersistentList<Action>): ActResult {
  let state = start;
  for (const action of isPersistentList(actions) ? items(actions as PersistentList<Action>) : (actions as Iterable<Action>)) {
    const r = act(engine, state, action);
    if (!r.ok) return r;
    state = r.state;
  }
  return { ok: true, state };
}
