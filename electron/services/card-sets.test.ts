import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { profileIds } from '../../engine/index';
import { CardSetError, clearCardSetCache, defaultSetsDir, loadCardSets, readCardSets } from './card-sets';

const temps: string[] = [];
function setsFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-sets-'));
  temps.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  clearCardSetCache();
});

const goodSet = 'set: basics\nprofile: house\nname: Test\ncards:\n  - {id: fox, name: Fox, type: Creature, power: 2, text: ""}\n';

describe('the shipped card sets', () => {
  it('give every profile a card database with named cards', () => {
    const dbs = loadCardSets();
    for (const profile of profileIds()) {
      const cards = Object.values(dbs[profile] ?? {});
      expect(cards.length, profile).toBeGreaterThan(0);
      expect(cards.every((c) => c.name.length > 0)).toBe(true);
    }
    expect(dbs.fab['basic-strike-red'].name).toBe('Basic Strike');
    expect(dbs.mtg.forest.set).toBe('basics');
  });

  it('are read once per process (the same object comes back)', () => {
    expect(loadCardSets()).toBe(loadCardSets());
    expect(path.basename(defaultSetsDir())).toBe('sets');
  });
});

describe('a user drops a set file in', () => {
  it('loads a valid file into its profile', () => {
    const dir = setsFolder({ 'house/mine.yaml': goodSet });
    expect(loadCardSets(dir).house.fox.name).toBe('Fox');
  });

  it('is told which file, card and field is broken', () => {
    const dir = setsFolder({ 'house/ok.yaml': goodSet, 'house/broken.yaml': goodSet.replace('power: 2', 'power: lots').replace('basics', 'extra') });
    expect(() => readCardSets(dir)).toThrow(CardSetError);
    expect(() => readCardSets(dir)).toThrow(/house\/broken\.yaml: card "fox": power/);
  });

  it('is told when YAML does not parse', () => {
    const dir = setsFolder({ 'house/bad.yaml': 'set: [unclosed\n' });
    try {
      readCardSets(dir);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CardSetError);
      expect((e as CardSetError).file).toMatch(/house\/bad\.yaml$/);
      expect((e as CardSetError).message).toMatch(/bad\.yaml: YAML/);
    }
  });

  it('is told when a file sits in another profile folder, or repeats a card id', () => {
    expect(() => readCardSets(setsFolder({ 'mtg/stray.yaml': goodSet }))).toThrow(/mtg\/stray\.yaml: profile: "house" but the file is in the "mtg" folder/);
    const dup = setsFolder({ 'house/a.yaml': goodSet, 'house/b.yaml': goodSet.replace('basics', 'other') });
    expect(() => loadCardSets(dup)).toThrow(/duplicate card id "fox"/);
  });

  it('is told when the folder is missing', () => {
    expect(() => loadCardSets(path.join(os.tmpdir(), 'no-such-arbiter-sets'))).toThrow(/does not exist/);
  });
});
