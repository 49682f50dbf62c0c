import type { BoardView, CardView, ObjectId } from '../../../engine/index';

/**
 * What a player may read of one pile (deck, graveyard, banished, pitch ...) when it is opened:
 * the cards the view shows this seat, in the zone's order (the engine keeps zones top first),
 * and how many it keeps hidden. A hidden card is counted and nothing more: its handle and
 * whatever the view says of it never leave this function, so a list of a deck cannot name the
 * cards in it. Pure.
 */
export interface PileContents {
  seat: string;
  zone: string;
  count: number;
  /** The cards this seat may see, top first. */
  shown: CardView[];
  /** How many cards of the pile this seat may not see. */
  hidden: number;
  /** The shown cards a tap would act with (input.ts `playableCards`), in the pile's order. */
  playable: ObjectId[];
}

/** The contents of `seat`'s zone `zone` as `view` shows them, or null when the seat has no such zone. */
export function pileContents(view: BoardView, seat: string, zone: string, playable: ReadonlySet<ObjectId>): PileContents | null {
  const z = view.players.find((p) => p.seat === seat)?.zones.find((x) => x.zone === zone);
  if (!z) return null;
  const shown = z.cards.filter((c) => !c.hidden);
  return {
    seat,
    zone,
    count: z.count,
    shown,
    hidden: Math.max(0, z.count - shown.length),
    playable: shown.filter((c) => playable.has(c.id)).map((c) => c.id),
  };
}

/** How many of a zone's cards a tap would act with (a pile is marked playable when any). Pure. */
export function playableIn(cards: readonly CardView[], playable: ReadonlySet<ObjectId>): number {
  let n = 0;
  for (const c of cards) if (!c.hidden && playable.has(c.id)) n++;
  return n;
}
