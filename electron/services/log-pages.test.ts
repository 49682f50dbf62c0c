import { describe, expect, it } from 'vitest';
import { act, createEngine, newGame, type GameSetup, type GameState, type LogLine } from '../../engine/index';
import { playRandomGame } from '../../engine/testing/random-play';
import { attackFirst } from '../../engine/testing/attacking-play';
import { wtrBlitzDecks, wtrPairing } from '../../scripts/engine/wtr-blitz-decks';
import { RECORDS_KEPT } from '../../engine/core/records';
import { playLong, wholeLog } from '../../engine/testing/test-games';
import { tempDatabase } from '../db/test-db';
import { starterCards } from './starter-cards';
import { ServiceError } from './errors';
import { SaveService } from './saves';

/** A fab game with the starter decks, saved after every action as the host does, and its whole log as it was written. */
function savedLongGame(actions: number) {
  const engine = createEngine('fab', starterCards.cards('fab'));
  const setup: GameSetup = { seats: ['A', 'B'], decks: { A: starterCards.deck('fab', 'A'), B: starterCards.deck('fab', 'B') } };
  const start = newGame(engine, { seed: 11, seats: setup.seats, decks: setup.decks });
  const { db } = tempDatabase();
  const saves = new SaveService(db, { engineFor: () => engine });
  const save = saves.create('Long', setup, start).id;
  // The whole log, from every state's window: a line is the same object in every state that keeps it.
  const whole = wholeLog();
  const log = whole.log;
  const logAt: number[] = [];
  const note = (s: GameState) => {
    whole.note(s);
    logAt.push(log.length);
  };
  note(start);
  const end = playLong(engine, start, actions, (s) => {
    saves.autosave(save, s);
    note(s);
  });
  return { saves, save, log, logAt, end };
}

/** Every page back from the newest line at `step`, joined oldest first. */
function pageBack(saves: SaveService, save: number, limit: number, step?: number): { lines: LogLine[]; pages: number } {
  let before = 0;
  let at = step;
  const pages: LogLine[][] = [];
  for (;;) {
    const page = saves.logPage(save, { step: at, before, limit });
    pages.unshift(page.lines);
    expect(page.before).toBe(before + page.lines.length);
    before = page.before;
    at = page.step;
    if (!page.more) break;
    expect(page.lines).toHaveLength(limit);
  }
  return { lines: pages.flat(), pages: pages.length };
}

// Issue 19: the state keeps the latest RECORDS_KEPT log lines; older lines are paged from the save.
describe('saves:logPage, older log lines from the database', () => {
  it('a long game past the window: the pages joined are the whole log in order, at the end and at an earlier step', () => {
    const { saves, save, log, logAt, end } = savedLongGame(1_400);
    // Past the window: the state no longer holds the first lines.
    expect(log.length).toBeGreaterThan(RECORDS_KEPT + 350);
    expect(end.log).toHaveLength(RECORDS_KEPT);
    expect(end.log[0]).not.toBe(log[0]);
    const back = pageBack(saves, save, 250);
    expect(back.lines).toEqual(log);
    expect(back.pages).toBe(Math.ceil(log.length / 250));
    // At step 450 (between two snapshots): the log as it was then.
    const earlier = pageBack(saves, save, 400, 450);
    expect(earlier.lines).toEqual(log.slice(0, logAt[450]));
    // A page in the middle: the lines before the newest 1,234, the step it was read at, and more to come.
    const mid = saves.logPage(save, { before: 1_234, limit: 100 });
    expect(mid).toMatchObject({ lines: log.slice(log.length - 1_334, log.length - 1_234), step: end.actions.length, before: 1_334, more: true });
  });

  it('a page names the cards its lines name by id, as they may since be hidden (a pitched card at the bottom of its deck)', () => {
    // A Blitz game of the shipped decks (Rhinar against Bravo), played at random and saved after every action.
    const cards = starterCards.cards('fab');
    const pairing = wtrPairing(wtrBlitzDecks(cards), 4);
    const engine = createEngine('fab', cards);
    const setup: GameSetup = { seats: ['A', 'B'], decks: pairing.decks, inventory: pairing.inventory };
    const start = newGame(engine, { seed: 4, seats: setup.seats, decks: setup.decks, inventory: setup.inventory });
    const { db } = tempDatabase();
    const saves = new SaveService(db, { engineFor: () => engine });
    const save = saves.create('Blitz', setup, start).id;
    let state = start;
    for (const action of playRandomGame(engine, setup.decks, 4, 300, setup.inventory, attackFirst).log) {
      const r = act(engine, state, action);
      if (!r.ok) throw new Error(r.refusal.message);
      state = r.state;
      saves.autosave(save, state);
    }
    const page = saves.logPage(save, { before: 0, limit: 10_000 });
    const ids = page.lines.map((l) => l.params?.card).filter((c): c is string => typeof c === 'string' && cards[c] !== undefined);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(page.cardNames[id]).toBe(cards[id].name);
  });

  it('refuses an unknown game, a step past the save, and a cursor past the log, saying which', () => {
    const { saves, save, log, end } = savedLongGame(30);
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(ServiceError);
        const { code, message, path } = (e as ServiceError).toApiError();
        return { code, message, path };
      }
      throw new Error('expected a refusal');
    };
    expect(refusal(() => saves.logPage(save + 1, { before: 0, limit: 10 }))).toEqual({ code: 'not-found', message: `no saved game ${save + 1}`, path: 'save' });
    expect(refusal(() => saves.logPage(save, { step: end.actions.length + 1, before: 0, limit: 10 }))).toEqual({
      code: 'bad-request', message: `step ${end.actions.length + 1} is past the last of saved game ${save}'s ${end.actions.length} actions (an undo took them back?)`, path: 'step',
    });
    expect(refusal(() => saves.logPage(save, { before: log.length + 1, limit: 10 }))).toEqual({
      code: 'bad-request', message: `before ${log.length + 1} is past the ${log.length} lines of saved game ${save}'s log at step ${end.actions.length}`, path: 'before',
    });
    // The cursor at the log's very start: no lines, none older.
    expect(saves.logPage(save, { before: log.length, limit: 10 })).toMatchObject({ lines: [], more: false });
  });
});
