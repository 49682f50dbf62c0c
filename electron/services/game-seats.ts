import type { Seat } from '../../engine/index';
import { ServiceError } from './errors';

/*
 * Who plays which seat of an open game. A client is one Electron window or one web-host
 * connection; the host names it (`window:3`, `socket:12`), never the client itself. A client
 * acts only for the seats bound to it and is sent only what those seats may see.
 */

/** A client of the host, by the name the host gave it. */
export type Client = string;

/** The computer opponent of a practice game: the host acts for it, no window does. */
export const COMPUTER: Client = 'computer';

/**
 * How a game is played: `hotseat`, two people at one screen (the window plays every seat and
 * is sent the view of the seat to act); `practice`, one person against the computer (the
 * window plays its seat only and only ever sees what that seat sees).
 */
export type GameMode = 'hotseat' | 'practice';

/** The seats each client plays, by client. */
export type SeatBindings = ReadonlyMap<Client, readonly Seat[]>;

/** Binds a new game's seats: all to `client` in hotseat; in practice `seat` (default: the first) to it and the rest to the computer. */
export function bindSeats(seats: readonly Seat[], client: Client, mode: GameMode, seat?: Seat): SeatBindings {
  if (mode === 'hotseat') {
    if (seat !== undefined) throw new ServiceError('bad-request', 'a hotseat game has no seat of its own: the window plays every seat', 'seat');
    return new Map([[client, [...seats]]]);
  }
  const own = seat ?? seats[0];
  if (!seats.includes(own)) throw new ServiceError('bad-request', `"${own}" is not a seat of this game`, 'seat');
  return new Map([
    [client, [own]],
    [COMPUTER, seats.filter((s) => s !== own)],
  ]);
}

/** The seats a client plays (none: the game is not its own). */
export function controlledSeats(bindings: SeatBindings, client: Client): readonly Seat[] {
  return bindings.get(client) ?? [];
}

/**
 * The seat whose view a client is sent: the seat to act when the client plays it (hotseat:
 * the board turns to whoever acts), else the client's first seat (practice: always the person's).
 */
export function viewerFor(seats: readonly Seat[], acting: Seat): Seat {
  if (seats.length === 0) throw new ServiceError('forbidden', 'this window plays no seat of this game');
  return seats.includes(acting) ? acting : seats[0];
}
