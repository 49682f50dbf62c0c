import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { DeckListError, DeckListIssue, DeckListIssueCode } from '../../api';
import { catalogs, type Translate } from '../../i18n';
import { listErrorText, listIssueText } from './list-errors';

/** A translate function over the shipped catalogs, as createLocalizer makes (without the DOM). */
async function translate(lng: 'en' | 'ja'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, fallbackLng: false, resources: { en: { translation: catalogs.en }, ja: { translation: catalogs.ja } }, showSupportNotice: false });
  return (key, params) => i18n.t(key, params as Record<string, unknown>) as string;
}

/** Every issue the deck-list import reports, each variant of it (a new code fails the type check here until added). */
const ISSUES: Readonly<Record<DeckListIssueCode, readonly DeckListIssue[]>> = {
  'unknown-format': [{ code: 'unknown-format', params: { format: 'Sealed' } }],
  'format-not-in-game': [{ code: 'format-not-in-game', params: { format: 'Blitz', formatId: 'blitz', game: 'mtg' } }],
  'cards-after-header': [{ code: 'cards-after-header', params: { header: 'Deck' } }],
  'count-without-name': [{ code: 'count-without-name', params: { style: 'fab' } }, { code: 'count-without-name', params: { style: 'mtg' } }],
  'bad-count': [{ code: 'bad-count', params: { max: 999 } }],
  'name-missing': [{ code: 'name-missing', params: {} }],
  'name-too-long': [{ code: 'name-too-long', params: { max: 200 } }],
  'unknown-card': [{ code: 'unknown-card', params: { game: 'fab', name: 'Head Jabb' } }],
  'no-such-pitch': [{ code: 'no-such-pitch', params: { name: 'Kano', pitch: 1 } }],
  'pitch-needed': [{ code: 'pitch-needed', params: { name: 'Snatch', pitches: [1, 2, 3] } }, { code: 'pitch-needed', params: { name: 'Odd', pitches: [null, 3] } }],
  'no-cards': [{ code: 'no-cards', params: { style: 'fab' } }, { code: 'no-cards', params: { style: 'mtg' } }],
};

const error = (line: number, text: string, issue: DeckListIssue): DeckListError => ({ line, text, message: 'English for logs', ...issue });

describe('deck-list import errors in the player’s language', () => {
  it('every issue has its own text in English and Japanese, with no key or English message left in the Japanese', async () => {
    const [en, ja] = [await translate('en'), await translate('ja')];
    for (const issue of Object.values(ISSUES).flat()) {
      const [inEn, inJa] = [listIssueText(issue, en), listIssueText(issue, ja)];
      expect(inEn, issue.code).not.toMatch(/deck-list-error\.|{{/);
      expect(inJa, issue.code).not.toMatch(/deck-list-error\.|{{/);
      expect(inJa, issue.code).not.toBe(inEn);
      // Japanese prose: what is left once the names, formats and the list syntax the reader takes are removed has no English words.
      const prose = inJa.replace(/「[^」]*」/g, '').replace(/Blitz|Classic Constructed|Kano|Snatch|Odd/g, '');
      expect(prose, `${issue.code}: ${inJa}`).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('a pasted list’s unknown name reads in Japanese with its line and text, and the suggestions follow it', async () => {
    const ja = await translate('ja');
    const e = error(4, 'Head Jabb', { code: 'unknown-card', params: { game: 'fab', name: 'Head Jabb' } });
    expect(listErrorText(e, ja)).toBe('4行目「Head Jabb」：この名前のカードはありません。');
    expect(listErrorText(e, await translate('en'))).toBe('Line 4 “Head Jabb”: No card has this name.');
  });

  it('a card of several pitches asks which, with the colours in the player’s language and an example the list reader takes', async () => {
    const e = error(6, 'Snatch', ISSUES['pitch-needed'][0]);
    expect(listErrorText(e, await translate('ja'))).toBe('6行目「Snatch」：Snatchには赤・黄・青があります。「Snatch (red)」のように色を書いてください。');
    expect(listErrorText(e, await translate('en'))).toBe('Line 6 “Snatch”: Snatch comes in red, yellow, blue: write which, as “Snatch (red)”.');
    // A card with no red version is shown with a pitch it has.
    expect(listIssueText(ISSUES['pitch-needed'][1], await translate('en'))).toBe('Odd comes in no pitch, blue: write which, as “Odd (blue)”.');
  });

  it('a format the game lacks names the game and the format as the player’s language does', async () => {
    expect(listIssueText(ISSUES['format-not-in-game'][0], await translate('ja'))).toBe('マジック：ザ・ギャザリングにブリッツというフォーマットはありません。');
  });

  it('an error about the whole list (line 0) is said without a line', async () => {
    expect(listErrorText(error(0, '', ISSUES['no-cards'][0]), await translate('ja'))).toBe('リストにカードがありません。「3x カード名 (red)」のように1行に1種類ずつ書いてください。');
  });
});
