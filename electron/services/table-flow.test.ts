import { describe, expect, it } from 'vitest';
import { actingSeat } from '../../engine/index';
import { GameSessions } from './game-session';
import { DEFAULT_STOPS, MANUAL_STOPS, meaningfulActions } from './table-flow';
import { itemAt, toArray } from '../../engine/index';

/** The window that plays every seat (hotseat). */
const W = 'window:1';

/** A game where the first seat plays first (FAB-4.1's random draw settled, as Home's "Seat A" does): the tests begin at its turn. */
function game(profile: string, stops = DEFAULT_STOPS, seed = 7) {
  const games = new GameSessions(undefined, () => seed);
  const r = games.create({ profile, stops, firstPlayer: 'A' }, W);
  return { games, id: r.game, first: r };
}

/** Answers a game's start questions (MTG-103.5: keep the opening hand) so a test begins at the first turn. */
function settleStart(games: GameSessions, id: string): void {
  for (let s = games.state(id); s.pending; s = games.state(id)) {
    const d = s.pending.decision;
    games.act(id, W, { type: 'answer', by: d.player, pick: d.kind === 'may' ? false : (d.options[0]?.value ?? '') });
  }
}

describe('table flow: stops and passes the host makes (issue 15, flow without a flood)', () => {
  it('with no stops, every pass waits for the player', () => {
    const { games, id } = game('fab', MANUAL_STOPS);
    const r = games.act(id, W, { type: 'pass', by: games.state(id).turn.priority ?? 'A' });
    expect(r.autoPasses).toBeUndefined();
    expect(games.state(id).actions).toHaveLength(1);
  });

  it('passes for a seat that can do nothing but pass, and stops where a seat can respond', () => {
    const { games, id } = game('fab');
    const s0 = games.state(id);
    const seat = actingSeat(s0);
    const play = games.view(id, W).view.legal.find((a) => a.type === 'play');
    expect(play).toBeDefined();
    const r = games.act(id, W, play!);
    expect(r.autoPasses ?? 0).toBeGreaterThan(0);
    const s = games.state(id);
    // Where it stopped, the seat to act has a decision or something to do besides passing.
    const legal = games.view(id, W).view.legal;
    expect(s.pending !== null || s.over || meaningfulActions(games['games'].get(id)!.engine, s, legal).length > 0 || s.turn.number > s0.turn.number).toBe(true);
    // Every pass the host made is in the log as an ordinary pass, so the log replays the game.
    expect(toArray(s.actions).slice(1).filter((a) => a.type === 'pass').length).toBeGreaterThanOrEqual(r.autoPasses ?? 0);
    expect(itemAt(s.actions, 0)!).toEqual(play);
    void seat;
  });

  it('FAB-7: an attack goes from play to damage with the defenders declared and one pass per seat that could respond', () => {
    const { games, id } = game('fab');
    const view = games.view(id, W).view;
    const attacker = actingSeat(games.state(id));
    const defender = view.seats.find((x) => x !== attacker)!;
    const hand = view.players.find((p) => p.seat === attacker)?.zones.find((z) => z.zone === 'hand')?.cards ?? [];
    const attack = hand.find((c) => /attack/i.test(c.typeLine ?? '') && view.legal.some((a) => a.type === 'play' && a.card === c.id));
    expect(attack).toBeDefined();
    const life = games.state(id).players[defender].stats.life;
    games.act(id, W, { type: 'play', by: attacker, card: attack!.id });
    let chosen = 1;
    const responders = new Set<string>();
    for (let s = games.state(id); s.players[defender].stats.life === life && chosen < 10; s = games.state(id), chosen++) {
      if (s.pending) {
        // FAB-7.3: the defender declares no defenders.
        expect(s.pending.decision.player).toBe(defender);
        games.act(id, W, { type: 'answer', by: defender, pick: [] });
      } else {
        // A stop: the seat to act holds something it could respond with.
        const seat = actingSeat(s);
        const engine = games['games'].get(id)!.engine;
        expect(meaningfulActions(engine, s, games.view(id, W).view.legal).length).toBeGreaterThan(0);
        responders.add(seat);
        games.act(id, W, { type: 'pass', by: seat });
      }
    }
    expect(games.state(id).players[defender].stats.life).toBeLessThan(life);
    // The play, the declaration, and a pass only where a seat held a response.
    expect(chosen).toBeLessThanOrEqual(2 + responders.size * 2);
  });

  it('a stop on a phase holds there even with nothing to do', () => {
    const { games, id } = game('mtg', { ...DEFAULT_STOPS, steps: ['end'] });
    settleStart(games, id);
    const seat = actingSeat(games.state(id));
    games.passUntil(id, W, seat, 'turn');
    // A's "until the next turn" outranks A's own stops; B stops in the end phase as B asked.
    const s = games.state(id);
    expect([s.turn.number, s.turn.phase, s.turn.priority]).toEqual([1, 'end', 'B']);
  });

  it('refuses an action chosen on a stale view, so a double click passes once', () => {
    const { games, id, first } = game('house', MANUAL_STOPS);
    const pass = { type: 'pass' as const, by: 'A' };
    const once = games.act(id, W, pass, first.version);
    expect(once.notice).toBeUndefined();
    const twice = games.act(id, W, { type: 'pass', by: 'B' }, first.version);
    expect(twice.notice).toBe('stale');
    expect(games.state(id).actions).toHaveLength(1);
    expect(twice.version).toBe(once.version);
  });

  it('pass until the next phase stops when the phase changes', () => {
    const { games, id } = game('mtg', { ...DEFAULT_STOPS, respond: false });
    settleStart(games, id);
    const before = games.state(id);
    const seat = actingSeat(before);
    games.passUntil(id, W, seat, 'phase');
    const after = games.state(id);
    expect(after.turn.phase !== before.turn.phase || after.turn.number !== before.turn.number).toBe(true);
  });

  it('lists the phases of the turn to stop in', () => {
    const { games, id } = game('mtg');
    const { phases, stops } = games.stops(id, W);
    expect(phases).toEqual(expect.arrayContaining(['main', 'end']));
    expect(stops.A).toEqual(DEFAULT_STOPS);
  });
});
