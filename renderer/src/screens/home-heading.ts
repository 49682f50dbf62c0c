import type { ComputerLevel } from '../api';
import type { Translate } from '../i18n';

/** Who plays a seat, as Home's menu says it: a person, or the computer at a level. */
export type SeatPlayer = 'human' | ComputerLevel;

/**
 * What game Home is about to start, by who plays its seats: a hotseat game (people only, who
 * share the screen), a game against the computer (people and the computer), or one the
 * computer plays alone (the window only watches: electron/services/game-seats.ts).
 */
export type GameKind =
  | { kind: 'hotseat' }
  | { kind: 'vs-computer'; people: string[]; computer: Array<{ seat: string; level: ComputerLevel }> }
  | { kind: 'computer-only'; computer: Array<{ seat: string; level: ComputerLevel }> };

/** The game seats played by `players` (seat to who plays it, in seat order) make. */
export function gameKind(players: ReadonlyArray<readonly [seat: string, player: SeatPlayer]>): GameKind {
  const people = players.filter(([, p]) => p === 'human').map(([seat]) => seat);
  const computer = players.flatMap(([seat, p]) => (p === 'human' ? [] : [{ seat, level: p }]));
  if (computer.length === 0) return { kind: 'hotseat' };
  if (people.length === 0) return { kind: 'computer-only', computer };
  return { kind: 'vs-computer', people, computer };
}

/**
 * Home's heading and the line under it for a kind of game, in the player's language. Against
 * the computer they name its level and which seat is whose; `seatName` gives a seat's display name.
 */
export function gameKindText(game: GameKind, t: Translate, seatName: (seat: string) => string): { heading: string; intro: string } {
  const level = (l: ComputerLevel) => t(`game.level-${l}`);
  const list = (seats: readonly string[]) => seats.map(seatName).join(t('common.list-separator'));
  switch (game.kind) {
    case 'hotseat':
      return { heading: t('home.heading'), intro: t('home.intro') };
    case 'vs-computer': {
      const levels = [...new Set(game.computer.map((c) => c.level))];
      return {
        heading: t('home.heading-computer', { level: levels.map(level).join(t('common.list-separator')) }),
        intro: t('home.intro-computer', { person: list(game.people), computer: list(game.computer.map((c) => c.seat)) }),
      };
    }
    case 'computer-only':
      return {
        heading: t('home.heading-watch'),
        intro: t('home.intro-watch', { seats: game.computer.map((c) => t('home.seat-level', { seat: seatName(c.seat), level: level(c.level) })).join(t('common.list-separator')) }),
      };
  }
}
