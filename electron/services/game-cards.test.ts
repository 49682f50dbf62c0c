import { describe, expect, it } from 'vitest';
import { tempDatabase } from '../db/test-db';
import { linkScripts, upsertCard, upsertPrinting, upsertSet } from '../db/repos/catalogue';
import { defaultSetsDir, loadCardSets } from './card-sets';
import { GameCards, syncShippedSets } from './game-cards';

/** An imported (fab-cube style) card of the given name and pitch, printed in `set`. */
function imported(db: ReturnType<typeof tempDatabase>['db'], uid: string, name: string, pitch: number, set: string): void {
  upsertSet(db, { game: 'fab', code: set, name: set, source: 'fab-cube' });
  const card = upsertCard(db, {
    game: 'fab', uid, name, text: 'Go again', typeLine: 'Ninja Action - Attack', types: ['Action', 'Attack'], subtypes: [],
    classes: ['Ninja'], talents: [], keywords: ['go-again'], pitch, stats: { pitch }, scripted: false,
  });
  upsertPrinting(db, { game: 'fab', uid: `${uid}-p`, cardId: card.id, setCode: set, number: '098', edition: 'alpha', finish: 'normal', art: '' });
}

describe('imported printings of scripted cards (issue 14 item 3)', () => {
  it('a WTR printing links to the wtr script by name and pitch, shows as scripted and plays the script', () => {
    const { db } = tempDatabase();
    syncShippedSets(db, defaultSetsDir(), false);
    imported(db, 'JAB-RED', 'Head Jab', 1, 'WTR');
    imported(db, 'JAB-BLUE-OTHER-SET', 'Head Jab', 3, 'XYZ');
    expect(linkScripts(db, 'fab')).toBe(1);
    const rows = db.prepare("SELECT uid, script, scripted FROM cards WHERE uid LIKE 'JAB-%' ORDER BY uid").all();
    expect(rows).toEqual([
      { uid: 'JAB-BLUE-OTHER-SET', script: null, scripted: 0 },
      { uid: 'JAB-RED', script: 'head-jab-red', scripted: 1 },
    ]);
    const cards = new GameCards(db, (p) => loadCardSets()[p]).cards('fab', ['JAB-RED', 'JAB-BLUE-OTHER-SET']);
    expect(cards['JAB-RED']).toMatchObject({ id: 'JAB-RED', name: 'Head Jab', scripted: true, keywords: ['go-again'], types: ['Action', 'Attack'] });
    expect(cards['JAB-BLUE-OTHER-SET'].scripted).toBe(false);
  });

  it('an unscripted wtr card links but stays "not scripted"', () => {
    const { db } = tempDatabase();
    syncShippedSets(db, defaultSetsDir(), false);
    imported(db, 'GALE', 'Pounding Gale', 1, 'WTR');
    linkScripts(db, 'fab');
    const shipped = loadCardSets().fab['pounding-gale'];
    expect(db.prepare("SELECT script, scripted FROM cards WHERE uid = 'GALE'").get()).toEqual({ script: 'pounding-gale', scripted: shipped.scripted ? 1 : 0 });
  });
});
