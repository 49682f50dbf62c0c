import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiCallError, type ServiceIssue, type ServiceIssueCode } from './api';
import { describeError, readOnlyText, serviceIssueText } from './error-text';
import { catalogs, type Translate } from './i18n';

/** A translate function over the shipped catalogs, as createLocalizer makes (without the DOM). */
async function translate(lng: 'en' | 'ja'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, fallbackLng: false, resources: { en: { translation: catalogs.en }, ja: { translation: catalogs.ja } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  return (key, params) => i18n.t(key, params as Record<string, unknown>) as string;
}

const FILE = '/home/aiko/.config/Arbiter/arbiter.db';

/** Every issue the services report, each variant of it (a new code fails the type check here until added). */
const ISSUES: Readonly<Record<ServiceIssueCode, readonly ServiceIssue[]>> = {
  'read-only': [
    { code: 'read-only', params: { why: 'unwritable', file: FILE } },
    { code: 'read-only', params: { why: 'newer-schema', file: FILE, version: 14, latest: 12 } },
  ],
  'deck-not-found': [{ code: 'deck-not-found', params: { deck: 12 } }],
  'deck-format-not-in-game': [
    { code: 'deck-format-not-in-game', params: { game: 'fab', format: 'draft', formats: ['cc', 'blitz'] } },
    { code: 'deck-format-not-in-game', params: { game: 'house', format: 'blitz', formats: [] } },
  ],
  'deck-cards-not-in-game': [{ code: 'deck-cards-not-in-game', params: { game: 'mtg' } }],
  'deck-empty': [{ code: 'deck-empty', params: {} }],
  'deck-not-legal': [
    { code: 'deck-not-legal', params: { name: 'Rhinar' } },
    {
      code: 'deck-not-legal',
      params: { name: 'Rhinar', problem: { code: 'too-many-copies', severity: 'error', message: '3 copies of Head Jab (red); at most 1.', cards: ['Head Jab'], params: { card: 'Head Jab (red)', copies: 3, max: 1 } } },
    },
  ],
  'deck-other-game': [{ code: 'deck-other-game', params: { name: 'Rhinar', game: 'fab', profile: 'mtg' } }],
  'card-gone': [{ code: 'card-gone', params: { game: 'fab', card: 'WTR-999' } }],
  'card-not-found': [{ code: 'card-not-found', params: { card: 7 } }],
  'printing-not-found': [{ code: 'printing-not-found', params: { printing: 9 } }],
  'import-running': [{ code: 'import-running', params: {} }],
  'folder-not-found': [{ code: 'folder-not-found', params: { path: '/tmp/fab-cube' } }],
};

/** What is left of a Japanese text once its names, paths and numbers are taken out: it has no English words. */
const prose = (ja: string) => ja.replace(/「[^」]*」|\/[\w./-]+|Flesh and Blood|Magic: The Gathering|Classic Constructed|Blitz|Arbiter|WTR-999|Head Jab \(red\)|Rhinar/g, '');

describe('service errors in the player’s language', () => {
  it('every issue has its own text in English and Japanese, with no key, no placeholder and no English prose left in the Japanese', async () => {
    const [en, ja] = [await translate('en'), await translate('ja')];
    for (const issue of Object.values(ISSUES).flat()) {
      const [inEn, inJa] = [serviceIssueText(issue, en), serviceIssueText(issue, ja)];
      expect(inEn, issue.code).not.toMatch(/service-error\.|deck-problem\.|{{/);
      expect(inJa, issue.code).not.toMatch(/service-error\.|deck-problem\.|{{/);
      expect(inJa, issue.code).not.toBe(inEn);
      expect(prose(inJa), `${issue.code}: ${inJa}`).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('a refused write to a read-only database says why in Japanese, naming the file and the schema versions', async () => {
    const ja = await translate('ja');
    const text = readOnlyText({ why: 'newer-schema', file: FILE, version: 14, latest: 12 }, ja);
    expect(text).toBe(`このデータベース（${FILE}）は新しいバージョンのArbiterで書かれています（スキーマ14。このバージョンは12まで対応）。そのため読み取り専用で開いています。変更するにはArbiterを更新してください。`);
  });

  it('a deck deleted in another window, chosen for a seat, is said of that seat in the player’s language', async () => {
    const error = new ApiCallError('game:new', { code: 'not-found', message: 'no deck 12', path: 'decks.B', issue: { code: 'deck-not-found', params: { deck: 12 } } });
    const seat = (s: string) => `プレイヤー${s}`;
    expect(describeError(error, await translate('ja'), seat)).toBe('プレイヤーBのデッキ：このデッキはもうありません（別のウィンドウなどで削除されました）。ほかのデッキを選んでください。');
    const update = new ApiCallError('decks:update', { code: 'not-found', message: 'no deck 12', path: 'deck', issue: { code: 'deck-not-found', params: { deck: 12 } } });
    expect(describeError(update, await translate('en'), seat)).toBe('This deck no longer exists: it was deleted, perhaps in another window. Choose another deck.');
  });

  it('an illegal deck names its first problem as the deck builder words it', async () => {
    const [issue] = ISSUES['deck-not-legal'].slice(1);
    expect(serviceIssueText(issue, await translate('en'))).toBe('The deck “Rhinar” is not legal: 3 copies of Head Jab (red); at most 1. To play it anyway, tick “Play anyway” for a casual game.');
  });

  it('a refusal the service did not code keeps its message', async () => {
    const error = new ApiCallError('game:view', { code: 'not-found', message: 'no open game "x"', path: 'game' });
    expect(describeError(error, await translate('en'), (s) => s)).toBe('The service refused the request: no open game "x"');
  });
});
