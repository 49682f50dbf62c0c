import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueFacets } from '../../db/repos/facets';
import { searchCards } from '../../db/search';
import { tempDatabase } from '../../db/test-db';
import { defaultSetsDir } from '../card-sets';
import { syncShippedSets } from '../game-cards';
import { importFabCube } from './fab-cube';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'fab-cube');

/** What a reader sees of fab: search by card and by printing, and the facets' counts. */
function visible(db: ReturnType<typeof tempDatabase>['db']) {
  const f = catalogueFacets(db, 'fab');
  return {
    cards: searchCards(db, { game: 'fab', limit: 500 }).total,
    printings: searchCards(db, { game: 'fab', unit: 'printing', limit: 500 }).total,
    anyGame: searchCards(db, { text: 'Kano', limit: 500 }).total,
    facets: { cards: f.cards, printings: f.printings, sets: f.sets.length, types: f.types.length },
  };
}

async function cancelledAfter(db: ReturnType<typeof tempDatabase>['db'], phase: 'cards' | 'printings', chunks: number) {
  const controller = new AbortController();
  let seen = 0;
  const result = await importFabCube(db, FIXTURE, {
    chunkSize: 3,
    signal: controller.signal,
    onProgress: (p) => {
      if (p.phase === phase && p.done > 0 && ++seen === chunks) controller.abort();
    },
  });
  expect(result.cancelled).toBe(true);
}

describe('imports are all or nothing to readers (issue 19)', () => {
  it('a half-done fab-cube import shows no fab card to search or facets, says so, and a rerun shows the whole catalogue', async () => {
    const full = tempDatabase();
    await importFabCube(full.db, FIXTURE);
    const whole = visible(full.db);
    expect(whole.cards).toBe(10);

    const { db } = tempDatabase();
    await cancelledAfter(db, 'cards', 2);
    // Some fab rows were committed (whole chunks), but no reader sees them.
    expect((db.prepare("SELECT count(*) FROM cards WHERE game = 'fab'").pluck().get() as number)).toBeGreaterThan(0);
    expect(visible(db)).toEqual({ cards: 0, printings: 0, anyGame: 0, facets: { cards: 0, printings: 0, sets: 0, types: 0 } });
    const facets = catalogueFacets(db);
    expect(facets.games).not.toContain('fab');
    expect(facets.unfinished).toEqual([{ game: 'fab', kind: 'fab-cube', source: path.resolve(FIXTURE), startedAt: expect.any(Number) }]);

    // Resuming: the same import again.
    await importFabCube(db, FIXTURE);
    expect(visible(db)).toEqual(whole);
    expect(catalogueFacets(db).unfinished).toEqual([]);
  });

  it('an interrupted re-import hides the old catalogue too (a mix of old and new rows is half a catalogue), other games stay visible', async () => {
    const { db } = tempDatabase();
    syncShippedSets(db, defaultSetsDir(), false);
    await importFabCube(db, FIXTURE);
    const games = catalogueFacets(db).games;
    expect(games).toContain('fab');
    await cancelledAfter(db, 'printings', 1);
    expect(visible(db).cards).toBe(0);
    expect(catalogueFacets(db).games).toEqual(games.filter((g) => g !== 'fab'));
    expect(searchCards(db, { game: 'house', limit: 1 }).total).toBeGreaterThan(0);
  });
});
