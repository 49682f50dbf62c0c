import { describe, expect, it } from 'vitest';
import { act, createEngine, getProfile, newGame, profileIds, type Profile } from '../index';
import { labEngine } from '../../scripts/engine/lab-engine';
import { createNodeHost } from '../../scripts/engine/node-host';
import { setUpBoard } from '../testing/scenario-board';
import { simpleDeck } from '../testing/decks';
import { attackWith } from '../testing/test-board';
import { objectAt } from '../core/object-table';
import { zoneKey } from '../core/ids';
import { boardView } from './board';
import type { BoardView, CardView } from './types';

const profile = (id: string): Profile => {
  const p = getProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
};

const cards = (v: BoardView): CardView[] => v.players.flatMap((p) => p.zones.flatMap((z) => z.cards));
const rolesOf = (v: BoardView, seat: string) => Object.fromEntries(v.players.find((p) => p.seat === seat)!.zones.map((z) => [z.zone, z.role]));

describe('zone roles come from the profile zone specs', () => {
  for (const id of profileIds()) {
    it(`${id}: one hand, one deck, one graveyard, the profile's play zone in play`, () => {
      const p = profile(id);
      const named = (role: string) => p.zones.filter((z) => z.role === role).map((z) => z.name);
      expect(named('hand')).toEqual(['hand']);
      expect(named('deck')).toEqual(['deck']);
      // The kernel sends resolved and destroyed cards to the one graveyard (events/perform.ts).
      expect(named('graveyard')).toHaveLength(1);
      expect(named('play')).toContain(p.playZone);
    });
  }

  it('fab: the arena, hero, weapon and equipment zones are in play, the combat chain is drawn as links; pitch, banished, soul and arsenal are other piles', () => {
    const engine = labEngine('fab');
    const v = boardView(engine, newGame(engine, { seed: 1, decks: { A: simpleDeck(engine.cards), B: simpleDeck(engine.cards) } }), 'A');
    expect(rolesOf(v, 'A')).toEqual({
      deck: 'deck',
      hand: 'hand',
      arena: 'play',
      hero: 'play',
      weapons: 'play',
      head: 'play',
      chest: 'play',
      arms: 'play',
      legs: 'play',
      'combat-chain': 'chain',
      stack: 'stack',
      pitch: 'pile',
      graveyard: 'graveyard',
      banished: 'pile',
      soul: 'pile',
      arsenal: 'pile',
    });
  });

  it('a game with a discard pile and no graveyard zone sends its cards there (chrono, house)', () => {
    expect(profile('chrono').zones.find((z) => z.role === 'graveyard')?.name).toBe('discard');
    expect(profile('house').zones.find((z) => z.role === 'graveyard')?.name).toBe('discard');
  });
});

describe('FAB-6.3.1: cards on the table carry their computed characteristics', () => {
  it('an attack under a +3 power effect that grants go again shows 3 more power and go again, beside its printed values', () => {
    const engine = labEngine('fab');
    const { state, attack } = attackWith(engine, 'light-jab', [{ id: 'e1', timestamp: 10, spec: { power: 3, keywords: { gain: ['go-again'] } } }]);
    const card = cards(boardView(engine, state, 'B')).find((c) => c.id === attack);
    const printed = engine.cards['light-jab'].stats.power;
    expect(card?.printed?.stats.power).toBe(printed);
    expect(card?.stats.power).toBe(printed + 3);
    expect(card?.computed?.stats.power).toBe(printed + 3);
    expect(card?.computed?.keywords).toContain('go-again');
    expect(card?.printed?.keywords).not.toContain('go-again');
    expect(card?.computed?.types).toEqual(engine.cards['light-jab'].types);
  });
});

describe('the stack comes from the engine', () => {
  it('fab: a played card waits on the stack, named, in its controller stack zone, until both pass', () => {
    const engine = createEngine('fab', labEngine('fab').cards);
    const deck = simpleDeck(engine.cards, 60);
    let state = newGame(engine, { seed: 42, firstPlayer: 'A', decks: { A: deck, B: deck } });
    const start = boardView(engine, state);
    expect(start.stack).toEqual([]);
    const play = start.legal.find((a) => a.type === 'play');
    if (play?.type !== 'play') throw new Error('fab starts with a playable card');
    const name = engine.cards[objectAt(state.objects, play.card)!.card].name;
    const played = act(engine, state, play);
    if (!played.ok) throw new Error(played.refusal.message);
    state = played.state;
    const [entry] = boardView(engine, state, 'A').stack;
    expect(entry).toMatchObject({ kind: 'card', controller: 'A', name });
    const stackZone = boardView(engine, state, 'A').players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'stack');
    expect(stackZone?.cards.map((c) => c.id)).toEqual([entry.object]);
  });
});

describe('issue 19: hidden cards carry no identity', () => {
  const engine = labEngine('mtg');
  const deck = simpleDeck(engine.cards, 40);
  const state = newGame(engine, { seed: 7, decks: { A: deck, B: deck } });

  it('the viewer sees its own hand; the other hand and both decks are handles of place only', () => {
    const v = boardView(engine, state, 'A');
    expect(state.zones[zoneKey('B', 'hand')]?.length).toBeGreaterThan(0);
    const zone = (seat: string, name: string) => v.players.find((p) => p.seat === seat)!.zones.find((z) => z.zone === name)!;
    expect(zone('A', 'hand').cards.every((c) => !c.hidden && c.card !== undefined)).toBe(true);
    for (const [seat, name] of [['B', 'hand'], ['A', 'deck'], ['B', 'deck']]) {
      const z = zone(seat, name);
      expect(z.cards.map((c) => c.id)).toEqual(z.cards.map((_, i) => `?${seat}:${name}:${i}`));
      expect(z.cards.every((c) => c.hidden && c.card === undefined && c.name === undefined && c.computed === undefined)).toBe(true);
    }
    // No object id of a hidden card appears anywhere in the view.
    const text = JSON.stringify(v);
    for (const id of [...state.zones[zoneKey('B', 'hand')]!, ...state.zones[zoneKey('A', 'deck')]!, ...state.zones[zoneKey('B', 'deck')]!]) expect(text).not.toContain(`"${id}"`);
  });

  it('a decision is sent whole to the seat that answers it and as a bare question to the others', () => {
    const pending = {
      ...state,
      pending: {
        decision: { kind: 'cards' as const, player: 'B', prompt: 'decision.discard', options: state.zones[zoneKey('B', 'hand')]!.map((id) => ({ value: id, label: id, object: id })), min: 1, max: 1 },
        action: { type: 'pass' as const, by: 'B' },
        answers: [],
      },
    };
    expect(boardView(engine, pending, 'B').decision?.options).toHaveLength(state.zones[zoneKey('B', 'hand')]!.length);
    expect(boardView(engine, pending, 'A').decision).toMatchObject({ kind: 'cards', player: 'B', prompt: 'decision.discard', options: [] });
  });

  it('FAB-5.1: a play waiting on its pitch names its card to every seat, by the id each seat may see', () => {
    const hand = state.zones[zoneKey('A', 'hand')]!;
    const played = hand[0];
    const pending = {
      ...state,
      pending: {
        decision: { kind: 'cards' as const, player: 'A', prompt: 'decision.pitch', options: hand.slice(1).map((id) => ({ value: id, label: id, object: id })), min: 1, max: 1 },
        action: { type: 'play' as const, by: 'A', card: played },
        answers: [],
      },
    };
    const name = engine.cards[objectAt(state.objects, played)!.card]!.name;
    expect(boardView(engine, pending, 'A').waiting).toEqual({ card: played, name, action: 'play' });
    // The other seat cannot see A's hand: the card is its handle there, and the name is public (announced).
    expect(boardView(engine, pending, 'B').waiting).toEqual({ card: '?A:hand:0', name, action: 'play' });
    // A decision that belongs to no play (a discard while passing) marks no card.
    expect(boardView(engine, { ...pending, pending: { ...pending.pending, action: { type: 'pass' as const, by: 'A' } } }, 'A').waiting).toBeUndefined();
  });
});

describe('the rule trace as a seat sees it', () => {
  it("names no card of an object the seat may not see (intimidate's card banished face down), and keeps the card of one it sees", () => {
    const engine = labEngine('fab');
    const start = newGame(engine, { seed: 1, decks: { A: simpleDeck(engine.cards), B: simpleDeck(engine.cards) } });
    const hidden = (start.zones[zoneKey('B', 'hand')] ?? [])[0];
    const card = objectAt(start.objects, hidden)!.card;
    const entry = { rule: 'FAB-KW-INTIMIDATE', key: 'trace.intimidate', params: { card }, objects: [hidden], turn: 1, seq: 999 };
    const state = { ...start, trace: [...start.trace, entry] };
    const seenByA = boardView(engine, state, 'A').trace.at(-1)!;
    expect(seenByA.params?.card).toBe('');
    expect(seenByA.objects?.[0]).not.toBe(hidden);
    expect(boardView(engine, state, 'A').cardNames?.[card]).toBeUndefined();
    expect(boardView(engine, state, 'B').trace.at(-1)!.params?.card).toBe(card);
  });
});

describe('intimidate: the card that returns to hand stays hidden from the other seat', () => {
  /** A plays Pack Hunt (intimidate: B banishes a random card of theirs face down), then the turn ends and it returns. */
  function intimidatedAndReturned(rules?: number) {
    const host = createNodeHost();
    const fillers = ['filler', 'filler', 'filler', 'filler'];
    const setup = setUpBoard(host, 'fab', {
      A: { stats: { resources: 2 }, zones: { hero: ['sl-hero'], hand: ['pack-hunt-red'], deck: fillers } },
      B: { zones: { hero: ['sl-hero'], hand: ['sink-below-red'], deck: fillers } },
    });
    let state = rules === undefined ? setup.state : { ...setup.state, rules };
    const played = act(setup.engine, state, { type: 'play', by: 'A', card: (state.zones[zoneKey('A', 'hand')] ?? [])[0] });
    if (!played.ok) throw new Error(played.refusal.message);
    state = played.state;
    // Everyone passes (no defenders, no arsenal) until B's turn begins.
    for (let i = 0; i < 60 && state.turn.player === 'A'; i++) {
      const seat = state.pending?.decision.player;
      const step = seat ? { type: 'answer' as const, by: seat, pick: state.pending!.decision.kind === 'cards' ? [] : state.pending!.decision.options.map((o) => o.value) } : host.passAction(state);
      if (!step) break;
      const r = act(setup.engine, state, step);
      if (!r.ok) throw new Error(r.refusal.message);
      state = r.state;
    }
    const entry = (seat: string) => boardView(setup.engine, state, seat).trace.find((t) => t.key === 'trace.intimidated-return');
    return { entry };
  }

  it('the other seat reads "a hidden card"; its owner reads the card', () => {
    const { entry } = intimidatedAndReturned();
    expect(entry('B')?.params?.card).toBe('sink-below-red');
    expect(entry('A')?.params?.card).toBe('');
  });

  it('a game saved before revision 1 replays its trace as it was written (the card named, no object)', () => {
    const { entry } = intimidatedAndReturned(0);
    expect(entry('A')?.params?.card).toBe('sink-below-red');
    expect(entry('A')?.objects).toBeUndefined();
  });
});
