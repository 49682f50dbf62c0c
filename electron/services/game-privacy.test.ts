import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';
import { describe, expect, it } from 'vitest';
import { getProfile, profileIds, type Action, type GameState, type Seat } from '../../engine/index';
import { randomAnswer } from '../../engine/testing/random-play';
import { objectAt } from '../../engine/core/object-table';
import type { GameReply } from '../ipc/contract';
import { GameSessions } from './game-session';

/*
 * Issue 15, "Privacy between seats": over 200 random hotseat games of every profile, no
 * message from the host to a seat contains an object the seat may not see. The oracle below
 * restates who may see what from the profile's zone specs and the state the host keeps, apart
 * from the engine's own filter (engine/view/sight.ts).
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
function leaks(reply: GameReply, state: GameState): string[] {
  const viewer = reply.view.viewer;
  const hidden = unseen(state, viewer);
  const sent = strings(reply);
  const found = [...hidden].filter((id) => sent.has(id)).map((id) => `object ${id} (hidden from ${viewer})`);
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

describe('issue 15: the renderer never receives what its seat may not see', () => {
  it.each(profileIds())(`%s: ${GAMES} random hotseat games, no message to a seat holds an object it may not see`, (profile) => {
    let seed = 0;
    const games = new GameSessions(undefined, () => ++seed);
    const rng = xoroshiro128plus(profile.length * 7919);
    const problems: string[] = [];
    let messages = 0;
    let hiddenChecked = 0;
    for (let g = 0; g < GAMES && problems.length === 0; g++) {
      let reply = games.create({ profile }, W);
      for (let i = 0; i <= ACTIONS; i++) {
        const state = games.state(reply.game);
        messages += 1;
        hiddenChecked += unseen(state, reply.view.viewer).size;
        problems.push(...leaks(reply, state).map((p) => `game ${g} message ${i}: ${p}`));
        // The same game as the other seat sees it (what a second window or seat switch would be sent).
        const other = reply.view.seats.find((s) => s !== reply.view.viewer);
        if (other !== undefined && i % 6 === 0) problems.push(...leaks(games.view(reply.game, W, other), state).map((p) => `game ${g} view of ${other}: ${p}`));
        const action = state.over ? null : nextAction(rng, reply);
        if (!action) break;
        reply = games.act(reply.game, W, action, reply.version);
      }
      games.close(reply.game, W);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // The check had something to find: hidden hands and decks in every game.
    expect(messages).toBeGreaterThan(GAMES);
    expect(hiddenChecked).toBeGreaterThan(GAMES * 10);
  }, 600_000);
});
