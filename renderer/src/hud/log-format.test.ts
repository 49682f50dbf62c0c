import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { BoardView } from '../../../engine/index';
import en from '../i18n/en.json';
import ja from '../i18n/ja.json';
import { formatLogLine } from './log-format';

async function translator(lng: 'en' | 'ja') {
  const i = i18next.createInstance();
  await i.init({ lng, resources: { en: { translation: en }, ja: { translation: ja } }, interpolation: { escapeValue: false } });
  return (key: string, params?: Readonly<Record<string, unknown>>) => i.t(key, params as Record<string, unknown>) as string;
}

const view = {
  players: [{ seat: 'A', stats: {}, lost: false, zones: [{ zone: 'play', visibility: 'public', count: 1, cards: [{ id: 'o1', card: 'river-spirit', name: 'River Spirit', hidden: false }] }] }],
} as unknown as BoardView;
const seatName = (s: string) => `Seat ${s}`;

describe('log lines', () => {
  it('render engine message keys in English with seat and card names', async () => {
    const t = await translator('en');
    expect(formatLogLine({ key: 'log.draw', params: { seat: 'A', count: 1 }, turn: 1 }, view, t, seatName)).toBe('Seat A draws a card.');
    expect(formatLogLine({ key: 'log.draw', params: { seat: 'A', count: 2 }, turn: 1 }, view, t, seatName)).toBe('Seat A draws 2 cards.');
    expect(formatLogLine({ key: 'log.play', params: { seat: 'B', card: 'river-spirit' }, turn: 2 }, view, t, seatName)).toBe('Seat B plays River Spirit.');
    expect(formatLogLine({ key: 'log.game-over', params: { winner: '-' }, turn: 9 }, view, t, seatName)).toBe('Game over. No one wins.');
    // Issue 16: a move by hand names the zone's owner by seat name, as the mover.
    expect(formatLogLine({ key: 'log.manual-move', params: { seat: 'A', card: 'river-spirit', zone: 'graveyard', owner: 'B' }, turn: 3 }, view, t, seatName)).toBe(
      'Seat A moves River Spirit by hand to Seat B’s zone Graveyard.',
    );
    expect(formatLogLine({ key: 'log.attached', params: { card: 'river-spirit', host: 'river-spirit' }, turn: 3 }, view, t, seatName)).toBe('River Spirit is attached to River Spirit.');
  });

  it('FAB-4.1: the start explains who chose who plays first, naming both by seat name, in en and ja', async () => {
    const en = await translator('en');
    const ja = await translator('ja');
    const chose = { key: 'trace.starting-player', params: { seat: 'B', chooser: 'A' }, turn: 1 };
    expect(formatLogLine(chose, view, en, seatName)).toBe('Seat A chose who plays first: Seat B.');
    expect(formatLogLine({ ...chose, key: 'trace.starting-player-loser' }, view, en, seatName)).toBe('Seat A lost the last game and chose who plays first: Seat B.');
    expect(formatLogLine({ key: 'trace.starting-player-set', params: { seat: 'B' }, turn: 1 }, view, en, seatName)).toBe('Seat B plays first, as the game was set up.');
    expect(formatLogLine({ key: 'log.starting-player', params: { seat: 'B' }, turn: 1 }, view, ja, seatName)).toBe('Seat Bが先攻。');
    expect(formatLogLine(chose, view, ja, seatName)).toBe('Seat Aが先攻を選んだ：Seat B。');
  });

  it('name a card no face-up card shows by the name the view gives it (a pitched card now at the bottom of its deck)', async () => {
    const t = await translator('en');
    const named = { ...view, cardNames: { 'sink-below-blue': 'Sink Below' } } as BoardView;
    expect(formatLogLine({ key: 'log.pitch', params: { seat: 'A', card: 'sink-below-blue' }, turn: 2 }, named, t, seatName)).toBe(
      formatLogLine({ key: 'log.pitch', params: { seat: 'A', card: 'Sink Below' }, turn: 2 }, view, t, seatName),
    );
    expect(formatLogLine({ key: 'log.pitch', params: { seat: 'A', card: 'sink-below-blue' }, turn: 2 }, named, t, seatName)).toContain('Sink Below');
  });

  it("say 'a hidden card' where the view names no card the seat may not see", async () => {
    const t = await translator('en');
    expect(formatLogLine({ key: 'trace.intimidate', params: { card: '' }, turn: 2 }, view, t, seatName)).toBe('Intimidate: a hidden card is banished face down until the end of the turn.');
  });

  it('render in Japanese', async () => {
    const t = await translator('ja');
    expect(formatLogLine({ key: 'log.pass', params: { seat: 'A' }, turn: 1 }, view, t, (s) => `プレイヤー${s}`)).toBe('プレイヤーAはパスした。');
    expect(formatLogLine({ key: 'log.draw', params: { seat: 'A', count: 1 }, turn: 1 }, view, t, (s) => `プレイヤー${s}`)).toBe('プレイヤーAはカードを1枚引いた。');
    expect(formatLogLine({ key: 'log.manual-move', params: { seat: 'A', card: 'river-spirit', zone: 'graveyard', owner: 'B' }, turn: 3 }, view, t, (s) => `プレイヤー${s}`)).toMatch(/^プレイヤーAはRiver Spiritを手動でプレイヤーBの.+に移した。$/);
  });

  it('show unknown keys visibly instead of failing', async () => {
    const t = await translator('en');
    expect(formatLogLine({ key: 'log.brand-new', turn: 1 }, view, t, seatName)).toBe('(log.brand-new)');
  });
});
