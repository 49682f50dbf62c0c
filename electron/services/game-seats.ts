import type { Seat } from '../../engine/index';
import { ServiceError } from './errors';

/*
 * Who plays which seat of an open game. A client is one Electron window or one web-host
 * connection; the host names it (`window:3`, `socket:12`), never the client itself. A client
 * acts only for the seats bound to it and is sent only what those seats may see. The
 * computer's seats are bound to no client: the host moves for them (computer/computer.ts).
 */

/** A client of the host, by the name the host gave it. */
export type Client = string;

/** The seats each client plays, by client. */
export type SeatBindings = ReadonlyMap<Client, readonly Seat[]>;

/**
 * Binds a game's seats: every seat the computer does not play goes to `client` (hotseat: all
 * of them, and the window is sent the view of the seat to act; against the computer: the
 * person's seat only, so the window only ever sees what that seat sees). When the computer
 * plays every seat, the client watches them all (no person's cards to hide) and acts for none:
 * the host refuses a person's action for a computer's seat.
 */
export function bindSeats(seats: readonly Seat[], client: Client, computer: Readonly<Record<Seat, unknown>> = {}): SeatBindings {
  const people = seats.filter((s) => computer[s] === undefined);
  return new Map([[client, people.length > 0 ? people : [...seats]]]);
}

/** The seats a client plays (none: the game is not its own). */
export function controlledSeats(bindings: SeatBindings, client: Client): readonly Seat[] {
  return bindings.get(client) ?? [];
}

/** The client that plays a game's people's seats (the computer's moves are shown as it sees them). */
export function peopleClient(bindings: SeatBindings): Client {
  const [client] = bindings.keys();
  return client;
}

/**
 * The seat whose view a client is sent: the seat to act when the client plays it (hotseat:
 * the board turns to whoever acts), else the client's first seat (against the computer: always
 * the person's).
 */
export function viewerFor(seats: readonly Seat[], acting: Seat): Seat {
  if (seats.length === 0) throw new ServiceError('forbidden', 'this window plays no seat of this game');
  return seats.includes(acting) ? acting : seats[0];
}
