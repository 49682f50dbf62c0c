import type { Seat } from './ids';

/** The next seat clockwise. */
export function nextSeat(seats: readonly Seat[], seat: Seat): Seat {
  return seats[(seats.indexOf(seat) + 1) % seats.length];
}
