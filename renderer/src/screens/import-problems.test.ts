import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RowIssue, RowProblem } from '../api';
import { catalogs, type Translate } from '../i18n';
import { rowIssueText, rowProblemText } from './import-problems';

async function translate(lng: 'en' | 'ja'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, fallbackLng: false, resources: { en: { translation: catalogs.en }, ja: { translation: catalogs.ja } }, showSupportNotice: false });
  return (key, params) => i18n.t(key, params as Record<string, unknown>) as string;
}

/** One of each issue an import reports (a new code fails the type check here until added). */
const ISSUES: Readonly<Record<RowIssue['code'], RowIssue>> = {
  'csv-syntax': { code: 'csv-syntax', params: {} },
  'owned-header': { code: 'owned-header', params: { line: 'Kano,1' } },
  'owned-columns': { code: 'owned-columns', params: { columns: '"price"' } },
  'owned-count': { code: 'owned-count', params: { value: 'two' } },
  'owned-no-card': { code: 'owned-no-card', params: {} },
  'owned-finish': { code: 'owned-finish', params: { finish: 'shiny' } },
  'owned-no-match': { code: 'owned-no-match', params: { card: 'Snatchh' } },
};

describe('an owned list\'s refused lines in the player\'s language (the collection\'s import)', () => {
  it('every issue has its own text in English and Japanese', async () => {
    const [en, ja] = [await translate('en'), await translate('ja')];
    for (const issue of Object.values(ISSUES)) {
      const [inEn, inJa] = [rowIssueText(issue, en), rowIssueText(issue, ja)];
      expect(inEn, issue.code).not.toMatch(/row-issue\.|{{/);
      expect(inJa, issue.code).not.toMatch(/row-issue\.|{{/);
      expect(inJa, issue.code).not.toBe(inEn);
    }
  });

  it('a line naming no card reads in Japanese; a problem the importer has no case for keeps its own message', async () => {
    const ja = await translate('ja');
    const noMatch: RowProblem = { file: 'mine.csv', line: 4, message: 'no card matches Snatchh', issue: ISSUES['owned-no-match'] };
    expect(rowProblemText(noMatch, ja)).toBe('Snatchhに一致するカードはありません。');
    expect(rowProblemText({ file: 'card.csv', line: 9, message: 'Pitch: expected a number' }, ja)).toBe('Pitch: expected a number');
  });
});
