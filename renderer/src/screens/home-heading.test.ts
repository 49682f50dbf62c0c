import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogs, type Translate } from '../i18n';
import { gameKind, gameKindText } from './home-heading';

/** A translate function over the shipped catalogs, as createLocalizer makes (without the DOM). */
async function translate(lng: 'en' | 'ja'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, fallbackLng: false, resources: { en: { translation: catalogs.en }, ja: { translation: catalogs.ja } }, showSupportNotice: false });
  return (key, params) => i18n.t(key, params as Record<string, unknown>) as string;
}

const seatName = (seat: string) => `Seat ${seat}`;

describe("Home's heading says what game the seats' players make", () => {
  it('people on every seat make a hotseat game; one computer seat a game against the computer; no person a game the computer plays alone', () => {
    expect(gameKind([['A', 'human'], ['B', 'human']])).toEqual({ kind: 'hotseat' });
    expect(gameKind([['A', 'human'], ['B', 'hard']])).toEqual({ kind: 'vs-computer', people: ['A'], computer: [{ seat: 'B', level: 'hard' }] });
    expect(gameKind([['A', 'easy'], ['B', 'human']])).toEqual({ kind: 'vs-computer', people: ['B'], computer: [{ seat: 'A', level: 'easy' }] });
    expect(gameKind([['A', 'easy'], ['B', 'normal']])).toEqual({ kind: 'computer-only', computer: [{ seat: 'A', level: 'easy' }, { seat: 'B', level: 'normal' }] });
  });

  it('a hotseat game says two players share the screen, in English and Japanese', async () => {
    const game = gameKind([['A', 'human'], ['B', 'human']]);
    expect(gameKindText(game, await translate('en'), seatName)).toEqual({
      heading: 'New hotseat game',
      intro: 'Two players share this screen. The board always shows the seat that must act at the bottom.',
    });
    expect(gameKindText(game, await translate('ja'), seatName).intro).toContain('2人で1つの画面を使います');
  });

  it('a game against the computer names its level and whose seat is whose, and never says two players share the screen', async () => {
    const game = gameKind([['A', 'human'], ['B', 'normal']]);
    expect(gameKindText(game, await translate('en'), seatName)).toEqual({
      heading: 'New game against the computer (normal)',
      intro: 'You play Seat A; the computer plays Seat B. Your seat is always at the bottom of the board.',
    });
    const ja = gameKindText(game, await translate('ja'), (seat) => `プレイヤー${seat}`);
    expect(ja).toEqual({
      heading: 'コンピューター（ふつう）との新しい対戦',
      intro: 'あなたはプレイヤーA、コンピューターはプレイヤーBをプレイします。盤面の下側には、常にあなたの席が表示されます。',
    });
    expect(ja.intro).not.toContain('2人');
  });

  it('a game the computer plays alone names each seat with its level: the player watches', async () => {
    const game = gameKind([['A', 'easy'], ['B', 'hard']]);
    expect(gameKindText(game, await translate('en'), seatName)).toEqual({
      heading: 'New game: the computer plays every seat',
      intro: 'You watch the computer play Seat A (easy), Seat B (hard). The board always shows the seat that must act at the bottom.',
    });
    expect(gameKindText(game, await translate('ja'), (seat) => `プレイヤー${seat}`).intro).toBe(
      'コンピューターがプレイヤーA（やさしい）、プレイヤーB（むずかしい）をプレイし、あなたは観戦します。盤面の下側には、常に行動するプレイヤーが表示されます。',
    );
  });
});
