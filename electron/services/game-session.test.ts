import { describe, expect, it } from 'vitest';
import { getProfile, profileIds, type Action } from '../../engine/index';
import { RULES_REVISION } from '../../engine/core/rules-revision';
import { loadCardSets } from './card-sets';
import { GameSessions } from './game-session';
import { starterDeck } from './starter-cards';
import { ServiceError } from './errors';
import { memorySaves } from './memory-saves';

/** A host whose seeds come from `seed` (tests only: the host picks every game's seed). */
function sessions(seed = 42): GameSessions {
  return new GameSessions(undefined, () => seed);
}

/** The window in these tests. */
const W = 'window:1';

describe('GameSessions', () => {
  it('opens a house game with two seats, the first to act', () => {
    const games = sessions();
    const r = games.create({ profile: 'house' }, W);
    expect(r.view.seats).toEqual(['A', 'B']);
    expect(r.view.turn).toMatchObject({ number: 1, player: 'A', phase: 'main' });
    expect(r.view.priority).toBe('A');
    expect(r.hash).toMatch(/\S/);
    expect(games.ids()).toEqual([r.game]);
  });

  it('starts a fab game with each seat\'s inventory in play and the hero\'s life (FAB-4.1)', () => {
    const games = sessions(3);
    const deck = Array<string>(10).fill('filler');
    const r = games.create({ profile: 'fab', decks: { A: deck, B: deck }, inventory: { A: ['sl-small-hero', 'sl-sword'], B: ['sl-hero'] } }, W);
    const state = games.state(r.game);
    expect(state.zones['A:hero']).toHaveLength(1);
    expect(state.zones['A:weapons']).toHaveLength(1);
    expect(state.players.A.stats.life).toBe(15);
    expect(() => games.create({ profile: 'fab', decks: { A: deck, B: deck }, inventory: { A: ['filler'] } }, W)).toThrow(ServiceError);
  });

  it('is reproducible from the seed the host picks', () => {
    const a = sessions(9).create({ profile: 'house' }, W);
    const b = sessions(9).create({ profile: 'house' }, W);
    expect(a.hash).toBe(b.hash);
  });

  it('applies a legal action and moves priority', () => {
    const games = sessions();
    const { game, hash } = games.create({ profile: 'house' }, W);
    const r = games.act(game, W, { type: 'pass', by: 'A' });
    expect(r.refusal).toBeUndefined();
    expect(r.view.priority).toBe('B');
    expect(r.hash).not.toBe(hash);
    const turn = games.act(game, W, { type: 'pass', by: 'B' });
    expect(turn.view.turn).toMatchObject({ number: 2, player: 'B' });
  });

  it('returns a refusal and keeps the state when an action is illegal', () => {
    const games = sessions();
    const { game, hash } = games.create({ profile: 'house' }, W);
    const before = games.state(game);
    const r = games.act(game, W, { type: 'pass', by: 'B' });
    expect(r.refusal?.code).toBe('not-your-priority');
    expect(r.hash).toBe(hash);
    expect(games.state(game)).toBe(before);
  });

  it('refuses unknown games, profiles and seats with service errors', () => {
    const games = sessions();
    expect(() => games.view('nope', W)).toThrow(ServiceError);
    expect(() => games.create({ profile: 'nope' }, W)).toThrow(/unknown profile/);
    expect(() => games.create({ profile: 'house', seats: ['A', 'A'] }, W)).toThrow(/differ/);
    const { game } = games.create({ profile: 'house' }, W);
    expect(() => games.view(game, W, 'Z')).toThrow(/not a seat/);
    expect(() => games.act(game, W, { type: 'pass', by: 'Z' })).toThrow(/not a seat/);
  });

  it('shows a seat its own hand and hides the other one', () => {
    const games = sessions();
    const { game } = games.create({ profile: 'house' }, W);
    const asB = games.view(game, W, 'B').view;
    const handOf = (seat: string) => asB.players.find((p) => p.seat === seat)?.zones.find((z) => z.zone === 'hand');
    expect(handOf('A')?.cards.every((c) => c.hidden)).toBe(true);
    expect(asB.viewer).toBe('B');
  });

  it('hotseat: the window plays both seats and is sent the view of the seat to act (issue 15)', () => {
    const games = sessions();
    const start = games.create({ profile: 'house' }, W);
    expect(start.seats).toEqual(['A', 'B']);
    expect(start.view.viewer).toBe('A');
    const passed = games.act(start.game, W, { type: 'pass', by: 'A' });
    expect(passed.view.viewer).toBe('B');
  });

  it('a game is bound to the client that started it: another window can neither see nor act in it (issue 19)', () => {
    const games = sessions();
    const { game } = games.create({ profile: 'house' }, W);
    expect(() => games.view(game, 'socket:9')).toThrow(/plays no seat/);
    expect(() => games.act(game, 'socket:9', { type: 'pass', by: 'A' })).toThrow(/plays no seat/);
    expect(() => games.close(game, 'socket:9')).toThrow(/plays no seat/);
  });

  it('refuses an action chosen on an older view: a double click on Pass passes once (issue 15)', () => {
    const games = sessions();
    const start = games.create({ profile: 'house' }, W);
    const once = games.act(start.game, W, { type: 'pass', by: 'A' }, start.version);
    expect(once.notice).toBeUndefined();
    const twice = games.act(start.game, W, { type: 'pass', by: 'A' }, start.version);
    expect(twice.notice).toBe('stale');
    expect(twice.hash).toBe(once.hash);
  });

  it('closes a game once', () => {
    const games = sessions();
    const { game } = games.create({ profile: 'house' }, W);
    expect(games.close(game, W)).toBe(true);
    expect(games.close(game, W)).toBe(false);
  });
});

describe('a new user starts a game of any profile from the Home screen', () => {
  const handOf = (view: ReturnType<GameSessions['view']>['view'], seat: string) =>
    view.players.find((p) => p.seat === seat)?.zones.find((z) => z.zone === 'hand');

  it.each(profileIds())('%s: real cards from the shipped sets, an opening hand, and passing works', (profile) => {
    const games = sessions();
    const created = games.create({ profile }, W);
    const { game } = created;
    let { view } = created;
    // A game may ask before its first turn (Magic, MTG-103): seat A plays first, every hand is kept.
    for (let i = 0; i < 4 && view.decision; i++) {
      const d = view.decision;
      view = games.act(game, W, { type: 'answer', by: d.player, pick: d.kind === 'first-player' ? 'A' : false }).view;
    }
    const db = loadCardSets()[profile];
    expect(Object.keys(db ?? {}).length).toBeGreaterThan(0);
    expect(view.over).toBe(false);
    expect(view.priority).toBe('A');
    const hand = handOf(view, 'A');
    const opening = getProfile(profile)?.openingHand ?? 0;
    expect(hand?.count).toBeGreaterThanOrEqual(opening);
    expect(hand?.count).toBeGreaterThan(0);
    // Every card the seat sees in hand is a real card with its printed name.
    for (const card of hand?.cards ?? []) {
      expect(card.hidden).toBe(false);
      expect(db?.[card.card ?? '']?.name).toBe(card.name);
    }
    // Passing priority around reaches the next seat's turn without a refusal.
    let reply = games.view(game, W);
    for (let i = 0; i < 200 && reply.view.turn.number < 2; i++) {
      const pass = reply.view.legal.find((a) => a.type === 'pass');
      expect(pass, `a pass for ${reply.view.priority} in ${reply.view.turn.phase}`).toBeDefined();
      reply = games.act(game, W, pass as Action);
      expect(reply.refusal).toBeUndefined();
    }
    expect(reply.view.turn).toMatchObject({ number: 2, player: 'B' });
  });

  it('builds starter decks from the profile basics set, repeated to the smallest legal size', () => {
    const fab = loadCardSets().fab;
    const deck = starterDeck('fab', fab);
    expect(deck).toHaveLength(60);
    expect(new Set(deck.map((id) => fab[id].set))).toEqual(new Set(['basics']));
    expect(starterDeck('house', loadCardSets().house, 20).every((id) => loadCardSets().house[id])).toBe(true);
    expect(starterDeck('fab', {})).toEqual([]);
  });
});

describe('FAB-4.1: who plays first, as the game is set up', () => {
  it("a seat chosen on Home takes turn 1 and nobody is asked; the save's setup records it, and the resumed game replays from it (undo)", () => {
    const saves = memorySaves();
    const games = new GameSessions(undefined, () => 5, saves);
    const r = games.create({ profile: 'fab', firstPlayer: 'B' }, W);
    expect(r.view.decision).toBeNull();
    expect(r.view.turn).toMatchObject({ number: 1, player: 'B' });
    const acted = games.act(r.game, W, { type: 'pass', by: 'B' }, r.version);
    expect(saves.setup).toMatchObject({ firstPlayer: 'B', rules: RULES_REVISION });
    // Reopened elsewhere: undo replays the log from the seed, with B first as the setup says.
    const other = new GameSessions(undefined, () => 99, memorySaves());
    const resumed = other.resume(1, saves.setup!, saves.state!, W);
    expect(resumed.hash).toBe(acted.hash);
    const undone = other.undo(resumed.game, W, resumed.version);
    expect(undone.notice).toBeUndefined();
    expect(undone.hash).toBe(r.hash);
  });

  it('without a choice the random draw asks a seat; the answer is logged, the save replays it', () => {
    const saves = memorySaves();
    const games = new GameSessions(undefined, () => 5, saves);
    const r = games.create({ profile: 'fab' }, W);
    const d = r.view.decision;
    expect(d).toMatchObject({ kind: 'first-player', prompt: 'decision.who-plays-first', rule: 'FAB-4.1' });
    const other = d!.player === 'A' ? 'B' : 'A';
    const answered = games.act(r.game, W, { type: 'answer', by: d!.player, pick: other }, r.version);
    expect(answered.view.turn).toMatchObject({ number: 1, player: other });
    expect(saves.setup?.firstPlayer).toBeUndefined();
    const again = new GameSessions(undefined, () => 99, memorySaves());
    const resumed = again.resume(1, saves.setup!, saves.state!, W);
    // The draw used the game's randomness: undoing the answer takes the other seat's agreement (undo.ts).
    expect(again.undo(resumed.game, W, resumed.version).notice).toBe('needs-agreement');
    expect(again.undo(resumed.game, W, resumed.version, true).hash).toBe(r.hash);
  });

  it('refuses a first player who is no seat of the game, naming the field', () => {
    const games = sessions();
    expect(() => games.create({ profile: 'fab', firstPlayer: 'C' }, W)).toThrow(/"C" is not a seat of this game/);
    try {
      games.create({ profile: 'fab', firstPlayer: 'C' }, W);
    } catch (e) {
      expect((e as ServiceError).path).toBe('firstPlayer');
    }
    expect(() => games.create({ profile: 'fab', firstPlayer: 'A', firstPlayerChooser: 'B' }, W)).toThrow(/not both/);
  });

  it('a rematch asks the loser of the game before who plays first, whatever Home chose', () => {
    for (const loser of ['A', 'B']) {
      const games = sessions(11);
      const r = games.create({ profile: 'fab', firstPlayer: 'A' }, W);
      const over = games.act(r.game, W, { type: 'concede', by: loser }, r.version);
      expect(over.view.over).toBe(true);
      const next = games.rematch(r.game, W);
      expect(next.view.decision).toMatchObject({ kind: 'first-player', player: loser, prompt: 'decision.who-plays-first-loser' });
    }
  });

  it('a house game (no question of who plays first) takes a chosen first seat as it is, and its rematch asks nothing', () => {
    const games = sessions();
    const r = games.create({ profile: 'house', firstPlayer: 'B' }, W);
    expect(r.view.turn.player).toBe('B');
    const over = games.act(r.game, W, { type: 'concede', by: 'A' }, r.version);
    expect(games.rematch(over.game, W).view.decision).toBeNull();
  });
});
