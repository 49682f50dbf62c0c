import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildCardDb, loadSet, type LoadedSet } from './load';
import { cardDialect } from '../profiles/registry';
import { lintCard } from './lint';
import { PRINTED_SETS } from './printed-sets';
import { readRepoFile, setFiles } from '../../scripts/card-files';

const CATALOGUE = readRepoFile('../shared/conformance/cards.yaml');

const loaded: LoadedSet[] = setFiles().map((file) => {
  const r = loadSet(readRepoFile(file) ?? '', file, cardDialect);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  expect(file.split('/')[2]).toBe(r.set.profile);
  return r.set;
});

type CatalogueCard = { id: string; name: string; type: string; cost?: number | string; [stat: string]: unknown };
const STATS = ['cost', 'pitch', 'power', 'defense', 'hp', 'toughness', 'containment', 'protection'] as const;

describe('card sets under assets/sets', () => {
  it('all load, and ids are unique within each profile', () => {
    const profiles = [...new Set(loaded.map((s) => s.profile))];
    expect(profiles.sort()).toEqual(['chrono', 'fab', 'gate-ruler', 'house', 'mtg', 'scp']);
    for (const p of profiles) expect(() => buildCardDb(loaded.filter((s) => s.profile === p))).not.toThrow();
  });

  it('every lab card with text is scripted, and every card is lint-clean', () => {
    for (const s of loaded) {
      for (const card of s.cards) {
        // A printed set (fab `wtr`) is scripted name by name; `arbiter coverage` reports how far.
        if (card.text !== '' && !PRINTED_SETS.has(s.id)) expect(card.scripted, `${s.profile}/${card.id}`).toBe(true);
        expect(lintCard(card, cardDialect(s.profile)), `${s.profile}/${card.id}`).toEqual([]);
      }
    }
  });
});

describe.skipIf(CATALOGUE === undefined)('the conformance catalogue (../shared/conformance/cards.yaml)', () => {
  const catalogue = CATALOGUE !== undefined ? (parse(CATALOGUE) as Record<string, CatalogueCard[]>) : {};
  for (const [profile, cards] of Object.entries(catalogue)) {
    it(`${profile}: every catalogue card is in the lab set with its name, type, numbers and text`, () => {
      const lab = loaded.find((s) => s.profile === profile && s.id === 'lab');
      expect(lab, `assets/sets/${profile}/lab.yaml`).toBeDefined();
      const byId = new Map(lab!.cards.map((c) => [c.id, c]));
      for (const want of cards) {
        const got = byId.get(want.id);
        expect(got, `${profile}/${want.id}`).toBeDefined();
        expect(got!.name, want.id).toBe(want.name);
        expect(got!.typeLine, want.id).toBe(want.type);
        expect(got!.text, want.id).toBe(want.text);
        for (const stat of STATS) {
          const v = want[stat];
          if (typeof v === 'string') expect(got!.manaCost, `${want.id}.${stat}`).toBe(v);
          else expect(got!.stats[stat], `${want.id}.${stat}`).toBe(v);
        }
        for (const sub of (want.subtypes as string[] | undefined) ?? []) expect(got!.subtypes, want.id).toContain(sub);
        if (want.cb) expect(got!.stats.cb, want.id).toBe(1);
      }
    });
  }
});
