import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCardSets, defaultSetsDir } from '../../services/card-sets';
import { decksDirBeside } from '../../services/decks/shipped-decks';
import { loadSimDeck } from './sim-decks';

const cards = loadCardSets().fab ?? {};
const shipped = decksDirBeside(defaultSetsDir());
const tmp = (name: string, text: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-sim-')), name);
  fs.writeFileSync(file, text);
  return file;
};

describe('arbiter sim --decks (issue 18: the Welcome to Rathe Blitz decks, with their heroes, in computer games)', () => {
  it('a shipped deck by file name brings its hero, weapon and equipment into play (FAB-4.1)', () => {
    const d = loadSimDeck('rhinar-blitz', 'fab', cards, shipped);
    expect(d.hero).toBe('rhinar');
    expect(d.inventory).toContain('rhinar');
    expect(d.inventory).toContain('romping-club');
    expect(d.inventory.length).toBe(6);
    expect(d.deck.length).toBe(40);
  });

  it('a shipped deck by its title works too', () => {
    expect(loadSimDeck('Katsu (Blitz): Welcome to Rathe', 'fab', cards, shipped).hero).toBe('katsu');
  });

  it('a deck list file in the app format, and a file of card ids', () => {
    const list = loadSimDeck(tmp('d.txt', 'Hero: Dorinthea\nWeapons: Dawnblade\n\nDeck:\n2x Sharpen Steel (red)\n'), 'fab', cards, shipped);
    expect(list.inventory).toEqual(['dorinthea', 'dawnblade']);
    expect(list.deck).toEqual(['sharpen-steel-red', 'sharpen-steel-red']);
    const ids = loadSimDeck(tmp('ids.txt', '# ids\n3 sharpen-steel-red\nrout\n'), 'fab', cards, shipped);
    expect(ids.deck).toEqual(['sharpen-steel-red', 'sharpen-steel-red', 'sharpen-steel-red', 'rout']);
    expect(ids.inventory).toEqual([]);
  });

  it('bad decks are errors that say what and where', () => {
    expect(() => loadSimDeck('no-such-deck', 'fab', cards, shipped)).toThrow(/no-such-deck: no such file, and no shipped fab deck of that name \(known: starter, bravo-blitz/);
    const bad = tmp('bad.txt', 'Hero: Rhinar\nDeck:\n1x Not A Card (red)\n');
    expect(() => loadSimDeck(bad, 'fab', cards, shipped)).toThrow(`${bad}: line 3: no fab card "Not A Card" of pitch 1`);
  });
});
