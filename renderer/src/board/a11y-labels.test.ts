import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogs, type Translate } from '../i18n';
import { cardLabel, cardLabels, chainWhere, pileLabel, plateLabel, stackItemLabel, zoneWhere } from './a11y-labels';
import { card, hidden } from './scenes/fixture-cards';

/** A translate function over the shipped catalogs, as createLocalizer makes (without the DOM). */
async function translate(lng: 'en' | 'ja'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { translation: catalogs.en }, ja: { translation: catalogs.ja } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  return (key, params) => i18n.t(key, params as Record<string, unknown>) as string;
}

const anger = card('a1', "Rhinar's Anger", { stats: { pitch: 1, power: 6 }, printed: { types: [], subtypes: [], supertypes: [], keywords: [], stats: { pitch: 1, power: 6 } } });

describe('issue 17 item 8: what the board’s accessibility layer says, in the player’s language', () => {
  it('a card: where it is, its name, pitch colour, numbers and state (en and ja)', async () => {
    const en = await translate('en');
    expect(cardLabel(en, anger, zoneWhere(en, 'Seat A', 'Hand'), true)).toBe("Seat A, Hand: Rhinar's Anger, red, Pitch 1, Power 6, playable");
    expect(cardLabel(en, { ...anger, tapped: true, damage: 2 }, 'Seat A, Arena', false)).toBe("Seat A, Arena: Rhinar's Anger, red, Pitch 1, Power 6, tapped, 2 damage");
    // FAB-5.1: the card a pitch is paying for says so.
    expect(cardLabel(en, anger, 'Seat A, Hand', false, true)).toBe("Seat A, Hand: Rhinar's Anger, red, Pitch 1, Power 6, its cost is being paid");
    // A card picked for the open decision (a card to pitch) says so, as the board marks it.
    expect(cardLabel(en, anger, 'Seat A, Hand', true, false, true)).toBe("Seat A, Hand: Rhinar's Anger, red, Pitch 1, Power 6, playable, picked");
    const ja = await translate('ja');
    expect(cardLabel(ja, anger, zoneWhere(ja, 'プレイヤーA', '手札'), false)).toBe("プレイヤーAの手札：Rhinar's Anger、赤、ピッチ1、パワー6");
  });

  it('pass-the-device privacy: a hidden card is said to be hidden, and nothing of it is named', async () => {
    const en = await translate('en');
    const secret = { ...hidden('?B:hand:0'), name: 'Secret Plan', stats: { power: 9 } };
    expect(cardLabel(en, secret, 'Seat B, Hand', true)).toBe('Seat B, Hand: hidden card');
    expect(cardLabel(en, { ...secret, faceDown: true }, 'Seat B, Arsenal', false)).toBe('Seat B, Arsenal: face-down card');
    expect(cardLabel(await translate('ja'), secret, 'プレイヤーBの手札', false)).toBe('プレイヤーBの手札：非公開のカード');
  });

  it('a stack item, a chain link’s card and a seat plate', async () => {
    const en = await translate('en');
    const jab = card('a30', 'Light Jab', { stats: { cost: 1 } });
    expect(stackItemLabel(en, { stack: 'Stack', index: 2, count: 3, face: jab, kind: 'Card', controller: 'Seat A', targets: ['Seat B', 'Stone Giant'] })).toBe(
      'Stack, item 3 of 3, top: Light Jab, Cost 1, Card, controlled by Seat A, targets Seat B, Stone Giant',
    );
    expect(cardLabel(en, jab, chainWhere(en, 'Combat chain', 2, 'defender'), false)).toBe('Combat chain, link 2, defending: Light Jab, Cost 1');
    expect(plateLabel(en, { name: 'Seat A', stats: [{ label: 'Life', value: 14 }], chips: ['Main', 'Priority'], lost: false })).toBe('Seat A: Life 14, Main, Priority');
  });

  it('a pile: where, how many cards, and how many a tap would play (en and ja)', async () => {
    const en = await translate('en');
    expect(pileLabel(en, zoneWhere(en, 'Seat A', 'Banished'), 3, 1)).toBe('Seat A, Banished: 3 cards, 1 playable');
    expect(pileLabel(en, 'Seat B, Deck', 1, 0)).toBe('Seat B, Deck: 1 card');
    const ja = await translate('ja');
    expect(pileLabel(ja, zoneWhere(ja, 'プレイヤーA', '追放'), 3, 1)).toBe('プレイヤーAの追放：3枚、使用可能1枚');
  });

  it('a remembered label is the same label, and says so again only when what it says changed (issue 17 frame time)', async () => {
    const en = await translate('en');
    let lookups = 0;
    const counted: Translate = (key, params) => {
      lookups++;
      return en(key, params);
    };
    const label = cardLabels(counted);
    const where = 'Seat A, Arena';
    expect(label(anger, where, true)).toBe(cardLabel(en, anger, where, true));
    const first = lookups;
    expect(label({ ...anger }, where, true)).toBe(cardLabel(en, anger, where, true));
    expect(lookups).toBe(first);
    expect(label({ ...anger, tapped: true }, where, true)).toBe("Seat A, Arena: Rhinar's Anger, red, Pitch 1, Power 6, tapped, playable");
    expect(label({ ...anger, damage: 1 }, where, false)).toBe(cardLabel(en, { ...anger, damage: 1 }, where, false));
    expect(label({ ...anger, stats: { pitch: 1, power: 7 } }, where, true)).toBe(cardLabel(en, { ...anger, stats: { pitch: 1, power: 7 } }, where, true));
    expect(label(anger, 'Seat B, Arena', true)).toBe(cardLabel(en, anger, 'Seat B, Arena', true));
    expect(label({ ...anger, hidden: true }, where, true)).toBe('Seat A, Arena: hidden card');
  });
});
