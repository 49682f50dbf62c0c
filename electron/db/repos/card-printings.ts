import type Database from 'better-sqlite3';
import type { CardPrinting } from '../../ipc/types';
import { cachedStatement } from '../statements';
import { MissingRowError } from './missing-row';
import { ownedCount, setOwned } from './owned';

// A card's printings as the collection lists them (migration 0010's card_printings: its own and
// those of the imported cards that play it), each with the copies owned in its own finish plus
// any other finish a CSV recorded for it. The order is the one a copy added to the card's total
// goes to first: the printing with the most copies, then one of the card's own set (WTR for a
// shipped `wtr` card), real printings before a shipped set's entry, normal finish first.
const PRINTINGS = `SELECT p.id AS printingId, upper(p.set_code) AS setCode, p.number, p.edition, p.finish, p.rarity,
    (SELECT coalesce(sum(o.count), 0) FROM owned o WHERE o.printing_id = p.id) AS owned,
    EXISTS (SELECT 1 FROM sets s WHERE s.game = p.game AND s.code = p.set_code AND s.source = 'arbiter') AS shipped
  FROM card_printings cp JOIN printings p ON p.id = cp.printing_id JOIN cards c ON c.id = cp.card_id
  WHERE cp.card_id = ?
  ORDER BY owned DESC, upper(p.set_code) = upper(coalesce(c.set_code, '')) DESC, shipped, p.finish <> 'normal', p.id`;

/** The card a listed row stands for: an imported card that plays a shipped script is that script's card. */
export function listedCardId(db: Database.Database, cardId: number): number | undefined {
  const row = cachedStatement(
    db,
    `SELECT coalesce((SELECT s.id FROM cards s WHERE s.game = c.game AND s.uid = c.script), c.id) AS id FROM cards c WHERE c.id = ?`,
  ).get(cardId) as { id: number } | undefined;
  return row?.id;
}

/** A card's printings with their owned copies, in the order `setCardTotal` adds to them. */
export function printingsOfCard(db: Database.Database, cardId: number): CardPrinting[] {
  const listed = listedCardId(db, cardId);
  if (listed === undefined) throw new MissingRowError('card', cardId);
  return (cachedStatement(db, PRINTINGS).all(listed) as Array<Omit<CardPrinting, 'shipped'> & { shipped: number }>).map((r) => ({ ...r, shipped: r.shipped === 1 }));
}

/**
 * Sets how many copies of a card are owned, over all its printings, without losing which
 * printings they are: copies added go to the first printing (`printingsOfCard`'s order: the one
 * already most owned), copies removed come off the printings in that same order. Returns the
 * new total. Runs inside the caller's transaction when there is one.
 */
export function setCardTotal(db: Database.Database, cardId: number, count: number): number {
  const target = Math.max(0, Math.floor(count));
  const printings = printingsOfCard(db, cardId);
  if (!printings.length) throw new MissingRowError('card', cardId, `no printing of card ${cardId}`);
  const total = printings.reduce((n, p) => n + p.owned, 0);
  if (target > total) {
    const first = printings[0];
    setOwned(db, { printingId: first.printingId, count: ownedCount(db, first.printingId, first.finish) + target - total });
    return target;
  }
  let remove = total - target;
  for (const p of printings) {
    if (remove === 0) break;
    // Every finish recorded for the printing, its own first.
    const lines = cachedStatement(db, `SELECT finish, count FROM owned WHERE printing_id = ? ORDER BY finish <> ?, finish`).all(p.printingId, p.finish) as Array<{ finish: string; count: number }>;
    for (const line of lines) {
      const take = Math.min(remove, line.count);
      setOwned(db, { printingId: p.printingId, finish: line.finish, count: line.count - take });
      remove -= take;
      if (remove === 0) break;
    }
  }
  return target;
}
