import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelNames } from '../ipc/contract';
import { dispatch } from './dispatch';
import { createServices, type Services } from './services';
import type { Action } from '../../engine/index';

let dir: string;
let services: Services;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-dispatch-'));
  services = createServices({ dataDir: dir, host: 'web' });
});
afterEach(() => {
  services.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function newGame(): Promise<{ game: string; hash: string }> {
  const r = await dispatch(services, 'game:new', { profile: 'house' }, 'window:1');
  if (!r.ok) throw new Error(r.error.message);
  return { game: r.value.game, hash: r.value.hash ?? '' };
}

describe('dispatch', () => {
  it('answers every channel of the contract', async () => {
    const { game } = await newGame();
    const search = await dispatch(services, 'collection:search', { game: 'house', unit: 'printing', limit: 1 }, 'window:1');
    const printing = search.ok ? search.value.rows[0] : undefined;
    if (!printing?.printingId) throw new Error('no house printing in the catalogue');
    const deck = await dispatch(services, 'decks:create', { game: 'house', name: 'D', cards: [{ cardId: printing.cardId, section: 'main', count: 2 }] }, 'window:1');
    const deckId = deck.ok ? deck.value.deck.id : 0;
    const savedGame = async (): Promise<number> => {
      const g = await dispatch(services, 'game:new', { profile: 'house' }, 'window:1');
      if (!g.ok) throw new Error(g.error.message);
      // A game is kept from its first action on.
      const acted = await dispatch(services, 'game:act', { game: g.value.game, action: { type: 'pass', by: g.value.view.viewer }, version: g.value.version }, 'window:1');
      return (acted.ok && acted.value.save) || 0;
    };
    const save = await savedGame();
    const otherSave = await savedGame();
    const exported = await dispatch(services, 'saves:export', { save }, 'window:1');
    const csv = `name,count,game\n${printing.name},1,house\n`;
    const opened = await dispatch(services, 'lab:open', { file: 'fab.yaml' }, 'window:1');
    const lab = opened.ok ? opened.value.lab : '';
    const requests: Record<string, unknown> = {
      'collection:search': { text: 'fox' },
      'collection:facets': {},
      'collection:set': { printingId: printing.printingId, count: 2 },
      'collection:add': { printingId: printing.printingId, delta: 1 },
      'collection:bulkSet': { changes: [{ printingId: printing.printingId, count: 4 }] },
      'collection:setTotals': { changes: [{ cardId: printing.cardId, count: 3 }] },
      'collection:printings': { card: printing.cardId },
      'collection:exportCsv': {},
      'collection:importCsv': { text: csv },
      'decks:list': {},
      'decks:get': { deck: deckId },
      'decks:create': { game: 'house', name: 'E', cards: [{ cardId: printing.cardId, section: 'main', count: 1 }] },
      'decks:update': { deck: deckId, name: 'D2' },
      'decks:delete': { deck: deckId + 1 },
      'decks:check': { game: 'house', cards: [] },
      'decks:importList': { game: 'house', name: 'F', text: `2 ${printing.name}` },
      'decks:exportList': { deck: deckId },
      'decks:defaults': { game: 'fab' },
      'saves:list': {},
      'saves:rename': { save, name: 'Renamed' },
      'saves:resume': { save },
      'saves:replayStep': { save, step: 0 },
      'saves:logPage': { save, before: 0, limit: 10 },
      'saves:export': { save },
      'saves:importPart': { text: '{' },
      'saves:import': { text: exported.ok ? exported.value.text : '' },
      'saves:delete': { save: otherSave },
      'saves:lastUnfinished': {},
      'import:setFile': { name: 'x.yaml', text: 'set: x\nprofile: house\nname: X\ncards: []\n' },
      'import:ownedCsv': { text: csv },
      'import:fabCube': { path: dir },
      'import:cancel': { job: 'none' },
      'app:info': {},
      'settings:get': {},
      'settings:set': { language: 'ja' },
      'game:new': { profile: 'house' },
      'game:view': { game },
      'game:act': { game, action: { type: 'pass', by: 'A' }, version: 0 },
      'game:undo': { game, version: 1 },
      'game:passUntil': { game, seat: 'A', until: 'turn', version: 2 },
      'game:stops': { game },
      'game:setStops': { game, seat: 'B', stops: { autoPass: false, respond: true, skipReactions: true, holdPriority: false, steps: [] } },
      'game:rematch': { game },
      'game:close': { game },
      'lab:list': {},
      'lab:open': { file: 'mtg.yaml' },
      'lab:frame': { lab, index: 0 },
      'lab:play': { lab, index: 0 },
    };
    for (const channel of channelNames) {
      const r = await dispatch(services, channel, requests[channel], 'window:1');
      // Jobs run one at a time: wait for each to finish (a fab-cube job on a folder that is not one fails in its done event).
      if (channel.startsWith('import:') && channel !== 'import:cancel') await new Promise((resolve) => services.events.on((e) => e.event === 'import:done' && resolve(null)));
      expect(r, channel).toMatchObject({ ok: true });
    }
  });

  it('reports the host, the data folder, the profiles and the deck formats of the games that have some', async () => {
    const r = await dispatch(services, 'app:info', {}, 'window:1');
    expect(r).toMatchObject({ ok: true, value: { host: 'web', dataDir: dir, profiles: expect.arrayContaining(['house']) } });
    // The deck builder's format choice: the default first (a deck naming no format is checked by it).
    expect(r).toMatchObject({ value: { deckFormats: { fab: ['cc', 'blitz'] } } });
    expect(r.ok && 'house' in r.value.deckFormats).toBe(false);
    // Home's "who goes first" choice: the games whose start draws a player to choose it (FAB-4.1, MTG-103.2).
    expect(r).toMatchObject({ value: { firstPlayerChoice: ['fab', 'mtg'] } });
  });

  it('refuses unknown channels and malformed requests without touching the game', async () => {
    const { game, hash } = await newGame();
    const bad: Array<[string, unknown, string]> = [
      ['game:explode', {}, 'unknown-channel'],
      ['game:act', { game, action: { type: 'pass' }, version: 0 }, 'bad-request'],
      ['game:act', { game, action: { type: 'pass', by: 'A' } }, 'bad-request'],
      ['game:act', { game, action: { type: 'pass', by: 'A' }, extra: 1 }, 'bad-request'],
      ['game:act', 'pass', 'bad-request'],
      ['game:act', { game: 'missing', action: { type: 'pass', by: 'A' }, version: 0 }, 'not-found'],
      ['game:new', { profile: 'nope' }, 'not-found'],
      ['game:new', { profile: 'fab', firstPlayer: 2 }, 'bad-request'],
      ['game:new', { profile: 'fab', firstPlayer: '' }, 'bad-request'],
      ['game:new', { profile: 'fab', firstPlayer: 'C' }, 'bad-request'],
      ['game:new', { profile: 'fab', firstPlayerChooser: 'A' }, 'bad-request'],
      ['settings:set', { language: 'fr' }, 'bad-request'],
      ['__proto__', {}, 'unknown-channel'],
    ];
    for (const [channel, request, code] of bad) {
      const r = await dispatch(services, channel, request, 'window:1');
      expect(r, `${channel} ${JSON.stringify(request)}`).toMatchObject({ ok: false, error: { code } });
    }
    const view = await dispatch(services, 'game:view', { game }, 'window:1');
    expect(view.ok && view.value.hash).toBe(hash);
  });

  it('names the offending field of a bad request', async () => {
    const r = await dispatch(services, 'game:act', { game: 'g', action: { type: 'pass', by: 7 } }, 'window:1');
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-request', path: 'action.by' } });
    // A first player who is no seat of the game: the message says why.
    const seat = await dispatch(services, 'game:new', { profile: 'fab', firstPlayer: 'C' }, 'window:1');
    expect(seat).toMatchObject({ ok: false, error: { code: 'bad-request', path: 'firstPlayer', message: expect.stringMatching(/"C" is not a seat of this game/) } });
  });

  it('turns a crash into an internal error reply', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(services.settings, 'get').mockImplementation(() => {
      throw new Error('disk on fire');
    });
    const r = await dispatch(services, 'settings:get', {}, 'window:1');
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } });
    spy.mockRestore();
  });
});

/**
 * The game once `seat` is to act, and a plain first action for it (polled, at most 10 s): the
 * computer, when it is to act, has moved first. Drawn to choose who plays first (FAB-4.1), the
 * seat names itself; asked to defend (FAB-7.3), it defends with nothing; with priority, it passes.
 */
async function whenToAct(game: string, seat: string): Promise<{ version: number; action: Action }> {
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    const v = await dispatch(services, 'game:view', { game }, 'window:1');
    if (!v.ok) throw new Error(v.error.message);
    if (v.value.thinking === undefined) {
      const asked = v.value.view.decision;
      if (asked?.player === seat && asked.kind === 'first-player') return { version: v.value.version, action: { type: 'answer', by: seat, pick: seat } };
      if (asked?.player === seat && asked.kind === 'cards' && (asked.min ?? 1) === 0) return { version: v.value.version, action: { type: 'answer', by: seat, pick: [] } };
      if (v.value.view.legal.some((a) => a.type === 'pass' && a.by === seat)) return { version: v.value.version, action: { type: 'pass', by: seat } };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${seat} never got to act`);
}

describe('saves:replayStep (issue 15: the other seat hidden)', () => {
  it("replays a game against the computer as its person saw it: the computer's hand stays hidden at every step", async () => {
    const started = await dispatch(services, 'game:new', { profile: 'fab', computer: { B: 'easy' } }, 'window:1');
    if (!started.ok) throw new Error(started.error.message);
    // The host picks the seed: when the computer's seat acts first, its move comes before the person's turn.
    const ready = await whenToAct(started.value.game, 'A');
    // The person's first action makes the save.
    const acted = await dispatch(services, 'game:act', { game: started.value.game, action: ready.action, version: ready.version }, 'window:1');
    if (!acted.ok) throw new Error(acted.error.message);
    const save = acted.value.save;
    if (save === undefined) throw new Error('no save was made');
    for (const at of [0, 1]) {
      const step = await dispatch(services, 'saves:replayStep', { save, step: at }, 'window:1');
      if (!step.ok) throw new Error(step.error.message);
      const hand = (seat: string) => step.value.view.players.find((p) => p.seat === seat)!.zones.find((z) => z.zone === 'hand')!;
      expect(step.value.view.viewer).toBe('A');
      expect(hand('B').cards.length).toBeGreaterThan(0);
      expect(hand('B').cards.every((c) => c.hidden)).toBe(true);
      expect(hand('A').cards.some((c) => !c.hidden)).toBe(true);
    }
  });
});
