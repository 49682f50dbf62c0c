import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';
import { describe, expect, it } from 'vitest';
import { createEngine, getProfile, legalActions, profileIds, type Action, type Engine, type GameState, type Seat } from '../../engine/index';
import { randomAnswer } from '../../engine/testing/random-play';
import { objectAt } from '../../engine/core/object-table';
import type { GameChangedEvent, GameReply } from '../ipc/contract';
import type { ComputerHost, ThinkJob } from './computer/computer';
import { GameSessions } from './game-session';
import { DEFAULT_STOPS } from './table-flow';

/*
 * Issue 15, "Privacy between seats": over 200 random hotseat games of every profile, no
 * message from the host to a seat contains an object the seat may not see. The oracle below
 * restates who may see what from the profile's zone specs and the state the host keeps, apart
 * from the engine's own filter (engine/view/sight.ts).
 *
 * Every request that answers with a view is played, as a window would send it: actions,
 * "pass until", undo (with and without the other seat's agreement), a change of stops, a
 * rematch, a view of the other seat; the seats keep the default stops, so the host passes for
 * them between messages. Every message is checked as it travels (JSON). Every fourth game is a
 * practice game whose seat B a stand-in computer plays (random legal moves, pushed as
 * `game:changed`): those pushed messages are checked too, and must show only the person's seat.
 */

/** 200 games per profile (ARBITER_PRIVACY_GAMES for a quicker or longer run). */
const GAMES = Number(process.env.ARBITER_PRIVACY_GAMES ?? 200);
/** Actions per game: enough for opening hands, draws, plays, attacks and decisions in every profile. */
const ACTIONS = 12;
const W = 'window:1';

/** The objects `viewer` may not see in `state`: the oracle. */
function unseen(state: GameState, viewer: Seat): Set<string> {
  const profile = getProfile(state.profile)!;
  const visibility = new Map(profile.zones.map((z) => [z.name, z.visibility]));
  const offered = new Set<string>();
  const decision = state.pending?.decision;
  if (decision?.player === viewer) for (const o of decision.options) if (o.object) offered.add(o.object);
  const out = new Set<string>();
  for (const [key, ids] of Object.entries(state.zones)) {
    const [seat, zone] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    for (const id of ids ?? []) {
      if (offered.has(id)) continue;
      const o = objectAt(state.objects, id);
      if (!o) throw new Error(`the oracle could not find ${id}`);
      const v = visibility.get(zone) ?? 'hidden';
      const hidden = v === 'hidden' || (v === 'private' && seat !== viewer) || (o.faceDown && o.controller !== viewer);
      if (hidden) out.add(id);
    }
  }
  return out;
}

/** Every string value anywhere in a message. */
function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, strings(k, out));
  return out;
}

/** Checks one message to a seat; returns what leaked (empty: nothing). */
function leaks(sent: GameReply | GameChangedEvent, state: GameState): string[] {
  const reply = JSON.parse(JSON.stringify(sent)) as GameReply;
  const viewer = reply.view.viewer;
  const hidden = unseen(state, viewer);
  const words = strings(reply);
  const found = [...hidden].filter((id) => words.has(id)).map((id) => `object ${id} (hidden from ${viewer})`);
  const cards = reply.view.players.flatMap((p) => p.zones.flatMap((z) => z.cards));
  for (const c of cards) {
    if (c.hidden && (c.card ?? c.name ?? c.text ?? c.typeLine ?? c.computed ?? c.printed) !== undefined) found.push(`hidden card ${c.id} carries its face`);
  }
  const hiddenShown = cards.filter((c) => c.hidden).length;
  const hiddenInZones = [...hidden].length;
  if (hiddenShown !== hiddenInZones) found.push(`${hiddenInZones} objects are hidden from ${viewer} but ${hiddenShown} cards are drawn face down`);
  for (const e of reply.view.stack) if (e.object?.startsWith('?') && (e.card ?? e.name) !== undefined) found.push(`stack entry ${e.id} names a hidden card`);
  return found;
}

function pick<T>(rng: RandomGenerator, list: readonly T[]): T {
  return list[unsafeUniformIntDistribution(0, list.length - 1, rng)];
}

/** The next action a person at the window might take, chosen only from what the window was sent. */
function nextAction(rng: RandomGenerator, reply: GameReply): Action | null {
  const { view } = reply;
  if (view.decision) return view.decision.player === view.viewer ? { type: 'answer', by: view.viewer, pick: randomAnswer(rng, view.decision) } : null;
  const legal = view.legal.filter((a) => a.type !== 'concede');
  if (legal.length === 0) return null;
  const others = legal.filter((a) => a.type !== 'pass');
  return others.length > 0 && unsafeUniformIntDistribution(0, 2, rng) > 0 ? pick(rng, others) : (legal.find((a) => a.type === 'pass') ?? legal[0]);
}

/**
 * A stand-in for the computer's worker: a random legal move for its seat, at once (the real
 * search is tested in computer/; here only what the host pushes after the move matters).
 */
function randomComputer(rng: RandomGenerator): ComputerHost {
  const engines = new Map<string, Engine>();
  return {
    think(job: ThinkJob) {
      let engine = engines.get(job.engineKey);
      if (!engine) engines.set(job.engineKey, (engine = createEngine(job.profile, job.cards())));
      const d = job.state.pending?.decision;
      if (d) return Promise.resolve<Action>({ type: 'answer', by: d.player, pick: randomAnswer(rng, d) });
      const legal = legalActions(engine, job.state, job.seat).filter((a) => a.type !== 'concede');
      return Promise.resolve(legal.length > 0 ? pick(rng, legal) : null);
    },
    stop: () => {},
    close: () => Promise.resolve(),
  };
}

/** Lets the stand-in computer's moves (resolved promises) land. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** The next request a person at the window might send, chosen only from what the window was sent. */
function nextRequest(games: GameSessions, rng: RandomGenerator, reply: GameReply): (() => GameReply) | null {
  const { game, version } = reply;
  const roll = unsafeUniformIntDistribution(0, 19, rng);
  const seat = reply.view.viewer;
  if (roll === 0) return () => games.undo(game, W, version, unsafeUniformIntDistribution(0, 1, rng) === 1);
  if (roll === 1 && reply.seats.includes(seat)) return () => games.setStops(game, W, seat, { ...DEFAULT_STOPS, steps: unsafeUniformIntDistribution(0, 1, rng) ? [] : [reply.view.turn.phase] });
  if (roll === 2 && reply.view.legal.some((a) => a.type === 'pass' && a.by === seat)) {
    const until = pick(rng, ['event', 'phase', 'turn'] as const);
    return () => games.passUntil(game, W, seat, until, version);
  }
  const action = nextAction(rng, reply);
  return action && reply.seats.includes(action.by) ? () => games.act(game, W, action, version) : null;
}

describe('issue 15: the renderer never receives what its seat may not see', () => {
  it.each(profileIds())(`%s: ${GAMES} random hotseat games, no message to a seat holds an object it may not see`, async (profile) => {
    let seed = 0;
    const rng = xoroshiro128plus(profile.length * 7919);
    const problems: string[] = [];
    let pushed = 0;
    let current = '';
    const games: GameSessions = new GameSessions(undefined, () => ++seed, null, randomComputer(rng), (_, event) => {
      pushed += 1;
      // Pushed to the person's window: the computer's seat is never the viewer.
      if (event.view.viewer === 'B') problems.push(`${current}: a pushed view is the computer's seat's`);
      problems.push(...leaks(event, games.tableState(event.game)).map((p) => `${current} pushed: ${p}`));
    });
    let messages = 0;
    let hiddenChecked = 0;
    const kinds = new Set<string>();
    const check = (reply: GameReply, what: string) => {
      // The oracle reads the table the view shows (a waiting decision's, as it was asked).
      const state = games.tableState(reply.game);
      messages += 1;
      hiddenChecked += unseen(state, reply.view.viewer).size;
      problems.push(...leaks(reply, state).map((p) => `${current} ${what}: ${p}`));
    };
    for (let g = 0; g < GAMES && problems.length === 0; g++) {
      const practice = g % 4 === 3;
      current = `game ${g}${practice ? ' (practice)' : ''}`;
      let reply = games.create({ profile, stops: DEFAULT_STOPS, ...(practice ? { computer: { B: 'easy' as const } } : {}) }, W);
      check(reply, 'new');
      if (g % 10 === 9) {
        reply = games.rematch(reply.game, W);
        check(reply, 'rematch');
      }
      for (let i = 0; i < ACTIONS && problems.length === 0; i++) {
        await settle();
        // The computer may have moved: the window's next request is chosen on what it was last sent.
        reply = games.view(reply.game, W);
        check(reply, `view ${i}`);
        // The same game as the other seat sees it (what the pass screen's next seat will be sent).
        const other = reply.seats.find((s) => s !== reply.view.viewer);
        if (other !== undefined && i % 6 === 0) check(games.view(reply.game, W, other), `view of ${other} ${i}`);
        if (games.state(reply.game).over) break;
        const send = nextRequest(games, rng, reply);
        if (!send) continue;
        reply = send();
        kinds.add(reply.notice ?? (reply.autoPasses ? 'auto-passes' : 'applied'));
        check(reply, `reply ${i}`);
      }
      await settle();
      games.close(reply.game, W);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // The check had something to find: hidden hands and decks in every game, the host's passes,
    // undos, and the computer's pushed moves.
    expect(messages).toBeGreaterThan(GAMES * 2);
    expect(hiddenChecked).toBeGreaterThan(GAMES * 10);
    if (GAMES >= 20) {
      expect(pushed).toBeGreaterThan(0);
      expect(kinds.has('auto-passes')).toBe(true);
    }
  }, 600_000);
});
