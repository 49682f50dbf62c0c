/// <reference types="vite/client" />
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { DeckProblem } from '../../api';
import { catalogKeys, catalogs, type Translate } from '../../i18n';
import { problemText } from './DeckLines';

/** A translate function over the shipped catalogs, as createLocalizer makes (without the DOM). */
async function translate(lng: 'en' | 'ja'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { translation: catalogs.en }, ja: { translation: catalogs.ja } }, showSupportNotice: false });
  return (key, params) => i18n.t(key, params as Record<string, unknown>) as string;
}

/** Problems as the services send them for a Blitz deck checked as Classic Constructed, and a short Blitz deck. */
const heroAge: DeckProblem = {
  code: 'hero-age', severity: 'error', rule: 'FAB-FMT-HERO', message: 'Classic Constructed is played with an adult hero; Dorinthea is young', cards: ['Dorinthea'],
  params: { hero: 'Dorinthea', format: 'Classic Constructed', formatId: 'cc', age: 'adult' },
};
const shortBlitz: DeckProblem = {
  code: 'too-few-cards', severity: 'error', rule: 'FAB-BLITZ-deck-size', message: 'the deck has 30 cards; it needs exactly 40', cards: [], params: { size: 30, min: 40, max: 40 },
};
const shortCc: DeckProblem = { ...shortBlitz, rule: 'FAB-CC-deck-size', message: 'the deck has 40 cards; it needs at least 60', params: { size: 40, min: 60 } };

describe('deck problems in the player’s language (issue 14 item 5)', () => {
  it('FAB-FMT-HERO names the hero age the format wants and the format, translated', async () => {
    expect(problemText(heroAge, await translate('en'))).toBe('Classic Constructed is played with an adult hero; Dorinthea is a young hero.');
    expect(problemText(heroAge, await translate('ja'))).toBe('クラシックコンストラクテッドでは大人のヒーローを使います。Dorintheaは若いヒーロー（ヤング）です。');
  });

  it('FAB-BLITZ-deck-size says "exactly" for Blitz and "at least" for Classic Constructed', async () => {
    const en = await translate('en');
    expect(problemText(shortBlitz, en)).toBe('The deck has 30 cards; it needs exactly 40.');
    expect(problemText(shortCc, en)).toBe('The deck has 40 cards; it needs at least 60.');
    expect(problemText(shortBlitz, await translate('ja'))).toBe('デッキが30枚です。ちょうど40枚必要です。');
  });

  it('FAB-1.1.3: the cards a hero cannot play are listed as the language lists them', async () => {
    const offClass: DeckProblem = {
      code: 'off-class', severity: 'error', rule: 'FAB-1.1.3', message: 'not playable by Katsu: Snatch (red), Ravenous Rabble (red)',
      cards: ['Snatch (red)', 'Ravenous Rabble (red)'], params: { hero: 'Katsu', cards: 'Snatch (red), Ravenous Rabble (red)' },
    };
    expect(problemText(offClass, await translate('ja'))).toBe('Katsuでは使えないカードがあります：Snatch (red)、Ravenous Rabble (red)');
    expect(problemText(offClass, await translate('en'))).toBe('Not playable by Katsu: Snatch (red), Ravenous Rabble (red).');
  });

  it('every problem code the deck rules report has a text in en and ja (Home and the deck builder word them by code)', () => {
    // The deck checks' sources as text (the renderer may import only engine/index, even in tests).
    const sources = import.meta.glob<string>(['../../../../engine/profiles/deck-rules.ts', '../../../../engine/profiles/*/deck-formats.ts'], { query: '?raw', import: 'default', eager: true });
    const codes = new Set(Object.values(sources).flatMap((text) => [...text.matchAll(/\bcode: '([a-z-]+)'/g)].map((m) => m[1])));
    expect(codes).toContain('too-few-cards');
    expect(codes).toContain('hero-age');
    for (const lang of ['en', 'ja'] as const) {
      const keys = new Set(catalogKeys(catalogs[lang]));
      expect([...codes].filter((c) => !keys.has(`deck-problem.${c}`)), lang).toEqual([]);
    }
  });

  it('falls back to the service’s English message for a code the catalog lacks', async () => {
    expect(problemText({ code: 'new-rule', severity: 'error', message: 'a new rule says no', cards: [] }, await translate('ja'))).toBe('a new rule says no');
  });
});
