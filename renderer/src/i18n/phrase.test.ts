import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../../engine/index';
import { catalogs, sayPhrase, type Translate } from './index';

/** A translate function over the shipped catalogs, as createLocalizer makes (without the DOM). */
async function translate(lng: 'en' | 'ja'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { translation: catalogs.en }, ja: { translation: catalogs.ja } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  return (key, params) => i18n.t(key, params as Record<string, unknown>) as string;
}

const cost = (key: string, params: Phrase['params']): Phrase => ({ key: 'decision.additional-cost-named', params: { card: 'Nimble Strike (red)', cost: { key, params } } });
const stat = (key: string, n: number, s: string): Phrase => ({ key: `cost-words.which.${key}`, params: { n, stat: { key: `cost-words.stat.${s}` } } });

describe('an optional additional cost asked in words (play-test: "Pay the additional cost?" did not say what it was)', () => {
  it('names the cost in en and ja, as the card says it', async () => {
    const banish = cost('cost-words.banish', { cards: { key: 'cost-words.cards', params: { count: 1, which: [{ key: 'cost-words.which.named', params: { name: 'Nimblism' } }] } }, zone: { key: 'cost-words.zone.graveyard' } });
    expect(sayPhrase(await translate('en'), banish)).toBe('As an additional cost to play Nimble Strike (red), you may banish a card named Nimblism from your graveyard. Pay it?');
    expect(sayPhrase(await translate('ja'), banish)).toBe('Nimble Strike (red)をプレイする追加コストとして、墓地から「Nimblism」という名前のカード1枚を追放することができます。支払いますか？');
  });

  it('counts in the plural and reads a card\'s qualifiers one after the other', async () => {
    const en = await translate('en');
    expect(sayPhrase(en, { key: 'cost-words.resources', params: { count: 4 } })).toBe('pay 4 resources');
    expect(sayPhrase(en, { key: 'cost-words.resources', params: { count: 1 } })).toBe('pay 1 resource');
    const discard: Phrase = { key: 'cost-words.discard', params: { cards: { key: 'cost-words.cards', params: { count: 2, which: [stat('at-least', 6, 'power'), stat('at-most', 3, 'cost')] } } } };
    expect(sayPhrase(en, discard)).toBe('discard 2 cards with 6 or more power with 3 or less cost');
    expect(sayPhrase(await translate('ja'), discard)).toBe('パワー6以上のコスト3以下のカード2枚を捨てる');
  });
});
