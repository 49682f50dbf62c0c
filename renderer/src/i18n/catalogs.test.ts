import { describe, expect, it } from 'vitest';
import { getProfile, profileIds } from '../../../engine/index';
import { catalogKeys, catalogs } from './index';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with plural suffixes folded (English has `_one`/`_other`, Japanese only `_other`). */
function baseKeys(catalog: object): string[] {
  return [...new Set(catalogKeys(catalog).map((k) => k.replace(PLURAL, '')))].sort();
}

describe('i18n catalogs', () => {
  it('en and ja define the same keys', () => {
    expect(baseKeys(catalogs.ja)).toEqual(baseKeys(catalogs.en));
  });

  it('every plural key has an _other form in each language', () => {
    for (const catalog of [catalogs.en, catalogs.ja]) {
      const keys = catalogKeys(catalog);
      for (const k of keys.filter((key) => PLURAL.test(key))) expect(keys).toContain(k.replace(PLURAL, '_other'));
    }
  });

  it('no message is empty and interpolations match across languages', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const flat = (catalog: object) => {
      const map = new Map<string, string>();
      const walk = (o: object, p: string) => {
        for (const [k, v] of Object.entries(o)) {
          const key = p ? `${p}.${k}` : k;
          if (typeof v === 'string') map.set(key.replace(PLURAL, ''), v);
          else walk(v as object, key);
        }
      };
      walk(catalog, '');
      return map;
    };
    const en = flat(catalogs.en);
    const ja = flat(catalogs.ja);
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(ja.get(key)?.trim(), key).not.toBe('');
      // `count` may be dropped in English singular forms; compare the rest.
      const strip = (v: string[]) => v.filter((x) => x !== 'count');
      expect(strip(vars(ja.get(key) ?? '')), key).toEqual(strip(vars(text)));
    }
  });

  it('names every zone and stack of every game (the board captions them by zone.<name>)', () => {
    const keys = new Set(catalogKeys(catalogs.en));
    for (const id of profileIds()) {
      const profile = getProfile(id);
      for (const name of [...(profile?.zones.map((z) => z.name) ?? []), profile?.stackName]) expect(keys, `${id}: zone.${name}`).toContain(`zone.${name}`);
    }
  });
});
