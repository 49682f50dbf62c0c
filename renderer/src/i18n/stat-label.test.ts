import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogs, statLabel, type Translate } from './index';

/** A translate function over the shipped catalogs, as createLocalizer makes (without the DOM). */
async function translate(lng: 'en' | 'ja'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { translation: catalogs.en }, ja: { translation: catalogs.ja } }, showSupportNotice: false });
  return (key, params) => i18n.t(key, params as Record<string, unknown>) as string;
}

describe('statLabel: a player stat in the player’s language', () => {
  it('issue 15 (played as a new user): a Magic mana pool colour reads in en and ja, not as a raw `mana:G`', async () => {
    const en = await translate('en');
    expect(statLabel(en, 'mana:G')).toBe('Mana (green)');
    expect(statLabel(en, 'life')).toBe('Life');
    expect(statLabel(en, 'no-such-stat')).toBe('no-such-stat');
    expect(statLabel(await translate('ja'), 'mana:G')).toBe('マナ（緑）');
  });
});
