import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportDoneEvent, Replies, ServerEvent } from '../ipc/contract';
import { dispatch } from './dispatch';
import { createServices, type Services } from './services';

let dir: string;
let services: Services;

/** Every pass by hand: these tests count the actions they send. */
const MANUAL = { autoPass: false, respond: true, skipReactions: false, holdPriority: false, steps: [] };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-services-'));
  services = createServices({ dataDir: dir, host: 'web' });
  services.settings.set({ stops: MANUAL });
});
afterEach(() => {
  services.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function call<C extends keyof Replies>(channel: C, request: unknown): Promise<Replies[C]> {
  const r = await dispatch(services, channel, request, 'window:1');
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.value as Replies[C];
}

/** Owns four copies of five house cards and saves a legal 20-card deck of them. */
async function houseDeck(): Promise<number> {
  const found = await call('collection:search', { game: 'house', unit: 'printing', sort: 'name', limit: 5 });
  expect(found.rows).toHaveLength(5);
  await call('collection:bulkSet', { changes: found.rows.map((r) => ({ printingId: r.printingId, count: 4 })) });
  const cards = found.rows.map((r) => ({ cardId: r.cardId, section: 'main', count: 4 }));
  const check = await call('decks:check', { game: 'house', cards });
  expect(check).toEqual({ problems: [], legal: true, unscripted: 0 });
  return (await call('decks:create', { game: 'house', name: 'Five of four', cards })).deck.id;
}

describe('services wiring', () => {
  it('puts the shipped sets into the catalogue once, and skips them when unchanged', async () => {
    const facets = await call('collection:facets', { game: 'house' });
    expect(facets.cards).toBeGreaterThanOrEqual(12);
    expect(facets.games).toEqual(expect.arrayContaining(['house', 'fab', 'mtg']));
    services.close();
    const started = performance.now();
    services = createServices({ dataDir: dir, host: 'web' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await call('collection:facets', { game: 'house' })).cards).toBe(facets.cards);
  });

  it('starts a game from a saved deck, autosaves every action, and resumes it with the same hash', async () => {
    const deck = await houseDeck();
    const game = await call('game:new', { profile: 'house', decks: { A: deck, B: deck } });
    // A game no one acted in is not kept: the save is made with the first action.
    expect(game.save).toBeUndefined();
    expect(await call('saves:list', {})).toEqual([]);
    const names = new Set(game.view.players.flatMap((p) => p.zones.flatMap((z) => z.cards.filter((c) => !c.hidden).map((c) => c.name))));
    expect([...names].every((n) => typeof n === 'string')).toBe(true);
    let last = game;
    for (const by of ['A', 'B', 'B']) last = await call('game:act', { game: game.game, action: { type: 'pass', by }, version: last.version });
    const [summary] = await call('saves:list', {});
    expect(last.save).toBeGreaterThan(0);
    expect(summary).toMatchObject({ id: last.save, actionCount: 3, stateHash: last.hash });
    expect(await call('saves:lastUnfinished', {})).toMatchObject({ id: last.save });
    await call('game:close', { game: game.game });
    const resumed = await call('saves:resume', { save: last.save });
    expect(resumed.hash).toBe(last.hash);
    expect(resumed.view).toEqual(last.view);
    const next = await call('game:act', { game: resumed.game, action: { type: 'pass', by: resumed.view.priority }, version: resumed.version });
    expect((await call('saves:list', {}))[0]).toMatchObject({ actionCount: 4, stateHash: next.hash });
  });

  it('steps through a save with the replay viewer', async () => {
    const game = await call('game:new', { profile: 'house' });
    const hashes = [game.hash];
    let save = 0;
    let version = game.version;
    for (const by of ['A', 'B']) {
      const r = await call('game:act', { game: game.game, action: { type: 'pass', by }, version });
      version = r.version;
      hashes.push(r.hash);
      save = r.save ?? 0;
    }
    for (let step = 0; step <= 2; step++) {
      const r = await call('saves:replayStep', { save, step });
      expect(r).toMatchObject({ step, steps: 2, hash: hashes[step] });
      expect(r.action === null).toBe(step === 0);
    }
    expect((await call('saves:replayStep', { save, step: 99 })).step).toBe(2);
  });

  it('refuses a deck of another game and a seat the game lacks, naming the seat, with an issue the UI words', async () => {
    const deck = await houseDeck();
    expect(await dispatch(services, 'game:new', { profile: 'mtg', decks: { A: deck } }, 'window:1')).toMatchObject({
      ok: false,
      error: { path: 'decks.A', issue: { code: 'deck-other-game', params: { game: 'house', profile: 'mtg' } } },
    });
    expect(await dispatch(services, 'game:new', { profile: 'house', decks: { C: deck } }, 'window:1')).toMatchObject({ ok: false, error: { path: 'decks.C' } });
    expect(await dispatch(services, 'game:new', { profile: 'house', decks: { A: 'one' } }, 'window:1')).toMatchObject({ ok: false, error: { path: 'decks.A' } });
  });

  it('a deck deleted after Home chose it is refused for its seat, with nothing started (the UI words why)', async () => {
    const deck = await houseDeck();
    await call('decks:delete', { deck });
    const saved = (await call('saves:list', {})).length;
    const gone = { code: 'deck-not-found', params: { deck } };
    expect(await dispatch(services, 'game:new', { profile: 'house', decks: { B: deck } }, 'window:1')).toMatchObject({ ok: false, error: { code: 'not-found', path: 'decks.B', issue: gone } });
    expect(await dispatch(services, 'decks:update', { deck, name: 'Renamed' }, 'window:1')).toMatchObject({ ok: false, error: { code: 'not-found', path: 'deck', issue: gone } });
    expect(await dispatch(services, 'decks:exportList', { deck }, 'window:1')).toMatchObject({ ok: false, error: { path: 'deck', issue: gone } });
    expect(await call('saves:list', {})).toHaveLength(saved);
  });

  it('issue 19: the host refuses an illegal deck unless the game is casual, and picks the seed itself', async () => {
    const found = await call('collection:search', { game: 'house', unit: 'printing', sort: 'name', limit: 1 });
    const small = (await call('decks:create', { game: 'house', name: 'Too small', cards: [{ cardId: found.rows[0].cardId, section: 'main', count: 2 }] })).deck.id;
    const refused = await dispatch(services, 'game:new', { profile: 'house', decks: { A: small } }, 'window:1');
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-request', path: 'decks.A', issue: { code: 'deck-not-legal', params: { name: 'Too small', problem: { code: 'too-few-cards' } } } } });
    if (!refused.ok) expect(refused.error.message).toMatch(/"Too small" is not legal: the deck has 2 cards/);
    expect(await dispatch(services, 'game:new', { profile: 'house', decks: { A: small }, casual: true }, 'window:1')).toMatchObject({ ok: true });
    expect(await dispatch(services, 'game:new', { profile: 'house', seed: 3 }, 'window:1')).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('issue 19: a game is bound to the window that started it', async () => {
    const game = await call('game:new', { profile: 'house' });
    expect(game.seats).toEqual(['A', 'B']);
    const other = await dispatch(services, 'game:act', { game: game.game, action: { type: 'pass', by: 'A' }, version: game.version }, 'window:2');
    expect(other).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await dispatch(services, 'game:view', { game: game.game }, 'window:2')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // Resuming the save binds it to the window that resumes it.
    const acted = await call('game:act', { game: game.game, action: { type: 'pass', by: 'A' }, version: game.version });
    const resumed = await dispatch(services, 'saves:resume', { save: acted.save }, 'window:2');
    expect(resumed).toMatchObject({ ok: true, value: { seats: ['A', 'B'] } });
  });

  it('runs an import job with progress and done events, and lists its errors', async () => {
    const events: ServerEvent[] = [];
    const done = new Promise<ImportDoneEvent>((resolve) =>
      services.events.on((e) => {
        events.push(e);
        if (e.event === 'import:done') resolve(e.payload);
      }),
    );
    const names = (await call('collection:search', { game: 'house', unit: 'printing', limit: 2, sort: 'name' })).rows.map((r) => r.name);
    const csv = `name,count,game\n${names[0]},2,house\nNo Such Card,1,house\n`;
    const { job } = await call('import:ownedCsv', { text: csv });
    const result = await done;
    expect(result).toMatchObject({ job, kind: 'owned-csv', error: null, result: { rows: 2, written: 1 } });
    expect(result.result?.errors[0]).toMatchObject({ line: 3 });
    expect(events.some((e) => e.event === 'import:progress' && e.payload.job === job)).toBe(true);
    expect(await call('import:cancel', { job })).toEqual({ cancelled: false });
    const nowhere = path.join(dir, 'nowhere');
    expect(await dispatch(services, 'import:fabCube', { path: nowhere }, 'window:1')).toMatchObject({
      ok: false,
      error: { code: 'not-found', path: 'path', issue: { code: 'folder-not-found', params: { path: nowhere } } },
    });
  });
});

describe('import jobs', () => {
  it('cancels a running job cleanly (done says cancelled), refuses a second job while one runs, and frees the slot after', async () => {
    const fixture = path.join(import.meta.dirname, 'import', 'fixtures', 'fab-cube');
    const done = new Promise<ImportDoneEvent>((resolve) => services.events.on((e) => e.event === 'import:done' && resolve(e.payload)));
    const { job } = await call('import:fabCube', { path: fixture });
    expect(await dispatch(services, 'import:setFile', { name: 'x.yaml', text: '' }, 'window:1')).toMatchObject({ ok: false, error: { code: 'refused', issue: { code: 'import-running' } } });
    expect(await call('import:cancel', { job })).toEqual({ cancelled: true });
    const result = await done;
    expect(result).toMatchObject({ job, error: null, result: { cancelled: true } });
    const next = new Promise<ImportDoneEvent>((resolve) => services.events.on((e) => e.event === 'import:done' && e.payload.job !== job && resolve(e.payload)));
    await call('import:fabCube', { path: fixture });
    expect((await next).result?.cancelled).toBe(false);
  });
});

describe('catalogue-only cards in games', () => {
  it('plays an imported fab-cube card as an unscripted card, and resumes the game with the same hash', async () => {
    const fixture = path.join(import.meta.dirname, 'import', 'fixtures', 'fab-cube');
    const done = new Promise<ImportDoneEvent>((resolve) => services.events.on((e) => e.event === 'import:done' && resolve(e.payload)));
    await call('import:fabCube', { path: fixture });
    expect((await done).error).toBeNull();
    const found = await call('collection:search', { game: 'fab', text: 'Kano', limit: 5 });
    const hero = found.rows.find((r) => r.name === 'Kano');
    const strikes = await call('collection:search', { game: 'fab', text: 'Aether Dart', limit: 3 });
    expect(strikes.rows.map((r) => r.uid).sort()).toEqual(['AETH1', 'AETH2', 'AETH3']);
    if (!hero) throw new Error('the fixture has no Kano');
    const cards = [
      { cardId: hero.cardId, section: 'hero', count: 1 },
      ...strikes.rows.map((r) => ({ cardId: r.cardId, section: 'main', count: 3 })),
    ];
    const deck = (await call('decks:create', { game: 'fab', name: 'Mixed', cards })).deck.id;
    // Nine cards are no legal FaB deck: played as a casual game, which the request must say.
    const game = await call('game:new', { profile: 'fab', decks: { A: deck }, casual: true, firstPlayer: 'A' });
    const seatA = game.view.players.find((p) => p.seat === 'A');
    // The hero starts in play, in its hero zone (FAB-4.1); the nine others are the deck and hand.
    expect(seatA?.zones.reduce((n, z) => n + z.count, 0)).toBe(10);
    expect(seatA?.zones.find((z) => z.zone === 'hero')?.cards.map((c) => c.name)).toEqual(['Kano']);
    const shown = seatA?.zones.filter((z) => z.zone !== 'hero').flatMap((z) => z.cards.filter((c) => !c.hidden).map((c) => c.name)) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(['Aether Dart']));
    const acted = await call('game:act', { game: game.game, action: { type: 'pass', by: game.view.priority }, version: game.version });
    await call('game:close', { game: game.game });
    expect((await call('saves:resume', { save: acted.save })).hash).toBe(acted.hash);
  });
});

describe('the decks a new game deals by default (Home preselects them)', () => {
  /** Each seat's hero and the cards it has in play at the start (FAB-4.1: hero, weapons, equipment), by name. */
  const inPlay = (reply: Replies['game:new']) =>
    Object.fromEntries(reply.view.players.map((p) => [p.seat, p.zones.filter((z) => z.zone !== 'hand' && z.zone !== 'deck').flatMap((z) => z.cards.map((c) => `${z.zone}:${c.name}`)).sort()]));

  it('fab on a fresh data folder: Rhinar against Katsu with their weapons and equipment; the rematch and the resumed save keep them', async () => {
    const { decks } = await call('decks:defaults', { game: 'fab' });
    const names = Object.fromEntries(await Promise.all(Object.entries(decks).map(async ([seat, deck]) => [seat, (await call('decks:get', { deck })).deck.name] as const)));
    expect(names).toEqual({ A: 'Rhinar (Blitz): Welcome to Rathe', B: 'Katsu (Blitz): Welcome to Rathe' });
    const game = await call('game:new', { profile: 'fab', decks, firstPlayer: 'A' });
    const start = inPlay(game);
    expect(start.A).toEqual(['arms:Ironrot Gauntlet', 'chest:Barkbone Strapping', 'head:Ironrot Helm', 'hero:Rhinar', 'legs:Scabskin Leathers', 'weapons:Romping Club']);
    expect(start.B).toEqual(['arms:Breaking Scales', 'chest:Ironrot Plate', 'head:Mask of Momentum', 'hero:Katsu', 'legs:Ironrot Legs', 'weapons:Harmonized Kodachi']);
    expect(game.view.players.map((p) => p.stats.life)).toEqual([20, 20]);
    expect(inPlay(await call('game:rematch', { game: game.game }))).toEqual(start);
    const acted = await call('game:act', { game: game.game, action: { type: 'pass', by: game.view.priority }, version: game.version });
    await call('game:close', { game: game.game });
    expect(inPlay(await call('saves:resume', { save: acted.save }))).toEqual(start);
  });

  it('other games deal their starter decks', async () => {
    for (const game of ['house', 'mtg', 'gate-ruler', 'chrono', 'scp']) expect(await call('decks:defaults', { game }), game).toEqual({ decks: {} });
  });
});

describe('a database from a newer Arbiter', () => {
  it('opens read-only: app:info says why, writes are refused, games still play without a save', async () => {
    services.close();
    const file = new Database(path.join(dir, 'arbiter.db'));
    file.pragma('user_version = 999');
    file.close();
    services = createServices({ dataDir: dir, host: 'web' });
    const info = await call('app:info', {});
    expect(info.readonlyReason).toMatch(/newer version/);
    const cause = { why: 'newer-schema', file: path.join(dir, 'arbiter.db'), version: 999, latest: expect.any(Number) };
    expect(info.readonlyCause).toEqual(cause);
    // The refusal says why in words the UI puts in the player's language, and in English.
    expect(await dispatch(services, 'decks:create', { game: 'house', name: 'x' }, 'window:1')).toMatchObject({
      ok: false,
      error: { code: 'refused', message: expect.stringMatching(/newer version/), issue: { code: 'read-only', params: cause } },
    });
    const game = await call('game:new', { profile: 'house' });
    expect(game.save).toBeUndefined();
    expect((await call('game:act', { game: game.game, action: { type: 'pass', by: 'A' }, version: game.version })).view.priority).toBe('B');
  });
});
