/**
 * The table's geometry, pure: zone rectangles and card positions for a board of a given
 * size. The viewer sits at the bottom (`near`), the opponent at the top (`far`), point-mirrored
 * like players across a real table: each side has a hand row at its edge, a play row toward
 * the middle, its deck and graveyard in the column to its right, a strip of its other piles
 * (pitch, exile, soul ...) between them and the rows, and its seat plate in the column to its
 * left. The stack / chain / gate shows over the middle of the table while it holds items.
 */

/** An axis-aligned rectangle in board pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A card's size in board pixels (63 x 88 mm proportions). */
export interface CardSize {
  width: number;
  height: number;
}

/** The zones of one side of the table. */
export interface SideLayout {
  side: 'near' | 'far';
  hand: Rect;
  /** The play row: every zone in play, side by side (`splitPlayRow`). */
  play: Rect;
  deck: Rect;
  graveyard: Rect;
  /** The strip of the side's other piles (`pileSlots`); zero wide when the game has none. */
  piles: Rect;
  plate: Rect;
}

/** The whole table. */
export interface BoardLayout {
  width: number;
  height: number;
  pad: number;
  card: CardSize;
  /** The size of a card in the strip of other piles. */
  mini: CardSize;
  /** The height of a strip pile's caption under its card. */
  miniLabel: number;
  /** The y of the line between the two halves. */
  midline: number;
  near: SideLayout;
  far: SideLayout;
  /**
   * The stack / chain / gate's column (issue 17 item 1): beside the play rows, at the right
   * end of the span both share, across the midline; the play rows end before it.
   */
  rail: Rect;
  /** The size of a card on the stack. */
  stackCard: CardSize;
}

/** What of a game's table changes the layout: how many other piles a side has (FaB 4, MTG 1, house 0). */
export interface TableShape {
  piles: number;
}

/** Width / height of a card. */
export const CARD_ASPECT = 63 / 88;

/** A strip pile's card, as a share of a table card: small, so FaB's four fit beside the deck and graveyard. */
export const MINI_SCALE = 0.55;

/** A stack item's card, as a share of a table card (the stack's column is this wide, with its caption gutter). */
export const STACK_SCALE = 0.8;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/**
 * The card size that fits two rows per half and, across, a plate, five cards, the strip of
 * other piles (when there is one) and the pile column.
 */
export function cardSizeFor(width: number, height: number, pad: number, strip = false): CardSize {
  const byHeight = (height / 2 - 3 * pad) / 2.12;
  // A plate, five cards, the stack's column (a smaller card and its gutter), the strip, the pile column.
  const columns = 7 + STACK_SCALE + 0.25 + (strip ? MINI_SCALE : 0);
  const byWidth = (width - (strip ? 10 : 9) * pad) / columns / CARD_ASPECT;
  const h = Math.floor(clamp(Math.min(byHeight, byWidth), 40, 260));
  return { width: Math.round(h * CARD_ASPECT), height: h };
}

/** The width of a zone's caption gutter at its left edge, where no card lies. */
export function zoneGutter(card: CardSize): number {
  return Math.round(clamp(card.width * 0.1, 10, 13)) + 14;
}

/** The layout of a board `width` x `height` pixels whose sides have `shape.piles` other piles each. Pure. */
export function computeLayout(width: number, height: number, shape: TableShape = { piles: 0 }): BoardLayout {
  const w = Math.max(width, 320);
  const h = Math.max(height, 240);
  const pad = Math.round(clamp(Math.min(w, h) * 0.018, 6, 20));
  const strip = shape.piles > 0;
  const card = cardSizeFor(w, h, pad, strip);
  const midline = Math.round(h / 2);
  const sideCol = card.width + 2 * pad;
  const stripCol = strip ? Math.round(card.width * MINI_SCALE) + pad : 0;
  const centerW = w - 2 * sideCol - stripCol;
  const handH = card.height + pad;
  const playH = midline - handH - 2 * pad;
  const halfH = midline - 2 * pad;
  const miniLabel = Math.round(clamp(card.height * 0.09, 8, 14));
  const mini = miniSize(card, halfH, shape.piles, miniLabel, pad);

  const nearX = sideCol;
  const near: SideLayout = {
    side: 'near',
    hand: { x: nearX, y: h - pad - handH, width: centerW, height: handH },
    play: { x: nearX, y: midline + pad, width: centerW, height: playH },
    deck: { x: w - sideCol + pad, y: h - pad - handH + pad / 2, width: card.width, height: card.height },
    graveyard: { x: w - sideCol + pad, y: midline + pad + (playH - card.height) / 2, width: card.width, height: card.height },
    piles: { x: nearX + centerW + (strip ? pad : 0), y: midline + pad, width: Math.max(0, stripCol - pad), height: halfH },
    plate: { x: pad, y: midline + pad, width: card.width, height: h - midline - 2 * pad },
  };
  const farX = sideCol + stripCol;
  const far: SideLayout = {
    side: 'far',
    hand: { x: farX, y: pad, width: centerW, height: handH },
    play: { x: farX, y: midline - pad - playH, width: centerW, height: playH },
    deck: { x: pad, y: pad + pad / 2, width: card.width, height: card.height },
    graveyard: { x: pad, y: midline - pad - playH + (playH - card.height) / 2, width: card.width, height: card.height },
    piles: { x: sideCol, y: pad, width: Math.max(0, stripCol - pad), height: halfH },
    plate: { x: w - sideCol + pad, y: pad, width: card.width, height: midline - 2 * pad },
  };
  // The stack's column takes the right end of the span both play rows share.
  const stackCard = { width: Math.round(card.width * STACK_SCALE), height: Math.round(card.height * STACK_SCALE) };
  const railW = stackCard.width + zoneGutter(card) + pad;
  const railX = nearX + centerW - railW;
  const rail = { x: railX, y: far.play.y, width: railW, height: near.play.y + near.play.height - far.play.y };
  near.play.width = railX - Math.round(pad / 2) - near.play.x;
  far.play.width = railX - Math.round(pad / 2) - far.play.x;
  return { width: w, height: h, pad, card, mini, miniLabel, midline, near, far, rail, stackCard };
}

/** The strip piles' card size: `MINI_SCALE` of a card, smaller when `count` of them (each with its caption) would not fit in `height`. */
function miniSize(card: CardSize, height: number, count: number, label: number, pad: number): CardSize {
  const gap = Math.round(pad / 2);
  const fit = count > 0 ? (height - count * label - (count - 1) * gap) / count : card.height;
  const h = Math.max(1, Math.floor(Math.min(card.height * MINI_SCALE, fit)));
  return { width: Math.round(h * CARD_ASPECT), height: h };
}

/**
 * The cards of the strip of other piles, from the midline outward (the near side's first pile
 * is its top one, the far side's its bottom one, as the table is point-mirrored). Each card's
 * caption goes in the `miniLabel` below it. Pure.
 */
export function pileSlots(layout: BoardLayout, side: SideLayout, count: number): Rect[] {
  const { mini, miniLabel, pad } = layout;
  const gap = Math.round(pad / 2);
  const step = mini.height + miniLabel + gap;
  const x = side.piles.x + (side.piles.width - mini.width) / 2;
  return Array.from({ length: count }, (_, i) => {
    const y = side.side === 'near' ? side.piles.y + i * step : side.piles.y + side.piles.height - miniLabel - mini.height - i * step;
    return { x, y, width: mini.width, height: mini.height };
  });
}

/** A zone of a play row: where it lies and the size its cards are drawn at. */
export interface PlaySlot {
  rect: Rect;
  card: CardSize;
  /** A zone after the first: its caption runs along its edge (ZoneLook.compact). */
  compact?: boolean;
}

/** The smallest share of a table card that cards of a crowded play row shrink to. */
export const MIN_ROW_SCALE = 0.55;

/**
 * The smallest share of a table card for the later zones in two lines: below one line's
 * smallest, as two lines are chosen only where one line would overlap its cards.
 */
export const MIN_LINES_SCALE = 0.45;

/** Extra room between two lines of a play row: a playable card's glow and its shadow reach this far past its face. */
const LINE_AIR = 6;

/** The height of a compact zone's caption strip (ZoneView draws it along the zone's edge). */
export const COMPACT_CAPTION = 14;

/**
 * Splits a play row among its zones (FaB: the arena, then the hero, weapon and equipment
 * zones): every zone after the first is compact (its caption along its edge, no gutter) and
 * gets the room its cards need (none while empty); the first zone (the game's own play zone)
 * gets the rest, at least one card's room. When that does not fit, the later zones' cards
 * shrink (down to `MIN_ROW_SCALE`) so no card spills into its neighbour, or go in two lines
 * one above the other where that shows them larger (`twoLines`); the hover zoom shows them
 * whole. Pure.
 */
export function splitPlayRow(row: Rect, counts: readonly number[], card: CardSize, gap: number): PlaySlot[] {
  if (counts.length <= 1) return counts.map(() => ({ rect: { ...row }, card }));
  const gutter = zoneGutter(card) + 10;
  const edge = 8;
  // An empty slot of the row (no head equipment; a game set up without a hero) takes no room.
  const later = counts.slice(1).filter((n) => n > 0).length;
  const fixed = gutter + later * (edge + gap);
  const perScale = counts.slice(1).reduce((sum, n) => sum + n * card.width * 1.06, 0) + card.width * 1.06;
  const scale = clamp((row.width - fixed) / perScale, MIN_ROW_SCALE, 1);
  const small = scale >= 1 ? card : { width: Math.floor(card.width * scale), height: Math.floor(card.height * scale) };
  const needs = counts.slice(1).map((n) => (n === 0 ? 0 : edge + n * Math.round(small.width * 1.06)));
  // Still too wide at the smallest size: every later zone gives up the same share (its cards overlap within it).
  const room = row.width - (gutter + Math.round(small.width * 1.06)) - later * gap;
  const squeeze = Math.min(1, room / Math.max(1, needs.reduce((a, b) => a + b, 0)));
  // Two lines win when their cards come out a tenth larger than one line's (overlapped cards count as narrower).
  const stacked = scale < 1 ? twoLines(row, counts, card, gap, gutter, edge) : null;
  if (stacked && stacked[1].card.width > small.width * squeeze * 1.1) return stacked;
  const widths = needs.map((n) => Math.floor(n * squeeze));
  const first = row.width - widths.reduce((a, b) => a + b, 0) - later * gap;
  const slots: PlaySlot[] = [{ rect: { ...row, width: first }, card: first - gutter >= card.width ? card : small }];
  let x = row.x + first + gap;
  for (const width of widths) {
    slots.push({ rect: { x, y: row.y, width, height: row.height }, card: small, compact: true });
    if (width > 0) x += width + gap;
  }
  return slots;
}

/**
 * The later zones of a crowded play row in two lines, each half the row's height with its
 * caption strip (FaB's hero and weapons above, the equipment below, in a small window): the
 * zones keep their order, split where the lines' cards are most even; the first zone keeps the
 * row's whole height and room for one card (only its caption while it is empty). Null when fewer
 * than two later zones hold cards, or when their cards would be smaller than `MIN_LINES_SCALE`.
 */
function twoLines(row: Rect, counts: readonly number[], card: CardSize, gap: number, gutter: number, edge: number): PlaySlot[] | null {
  const held = counts.flatMap((n, i) => (i > 0 && n > 0 ? [{ i, n }] : []));
  if (held.length < 2) return null;
  const total = held.reduce((sum, z) => sum + z.n, 0);
  let split = 1;
  for (let k = 1, upto = 0, best = Infinity; k < held.length; k++) {
    upto += held[k - 1].n;
    const longer = Math.max(upto, total - upto);
    if (longer < best) [best, split] = [longer, k];
  }
  const lines = [held.slice(0, split), held.slice(split)];
  // The top line's cards glow and cast shadows a few pixels past their faces: the lines are that far apart.
  const apart = gap + LINE_AIR;
  const lineHeight = Math.floor((row.height - apart) / 2);
  const byHeight = (lineHeight - COMPACT_CAPTION) / card.height;
  // The first zone's room: its caption gutter while it is empty (a card entering it lays the row out again), else a whole card.
  const firstRoom = gutter + (counts[0] > 0 ? Math.round(card.width * 1.06) : edge) + gap;
  const fits = (s: number) => lines.every((line) => line.reduce((sum, z) => sum + edge + z.n * Math.round(card.width * s * 1.06), 0) + (line.length - 1) * gap <= row.width - firstRoom);
  // Never tinier than MIN_LINES_SCALE (a card drawn tinier loses its face's parts).
  let scale = Math.min(1, byHeight);
  while (scale >= MIN_LINES_SCALE && !fits(scale)) scale -= 0.01;
  if (scale < MIN_LINES_SCALE) return null;
  const small = { width: Math.floor(card.width * scale), height: Math.floor(card.height * scale) };
  const zoneWidth = (n: number) => edge + n * Math.round(small.width * 1.06);
  const block = Math.max(...lines.map((line) => line.reduce((sum, z) => sum + zoneWidth(z.n), 0) + (line.length - 1) * gap));
  const first = row.width - block - gap;
  const x0 = row.x + first + gap;
  const slots: PlaySlot[] = counts.map(() => ({ rect: { x: x0, y: row.y, width: 0, height: row.height }, card: small, compact: true }));
  slots[0] = { rect: { ...row, width: first }, card: first - gutter >= card.width ? card : small };
  lines.forEach((line, l) => {
    let x = x0;
    for (const z of line) {
      slots[z.i] = { rect: { x, y: row.y + l * (lineHeight + apart), width: zoneWidth(z.n), height: lineHeight }, card: small, compact: true };
      x += zoneWidth(z.n) + gap;
    }
  });
  return slots;
}

/**
 * Where the stack / chain / gate's `count` items lie in its column (issue 17 item 1): a pile,
 * first put at the top, each later item overlapping the one before so that its name bar stays
 * in sight, the newest whole at the bottom; closer together when many would not fit. Returns
 * each item's card center. Pure.
 */
export function stackPile(layout: BoardLayout, count: number): Array<{ x: number; y: number }> {
  const { rail, stackCard, card, pad } = layout;
  const x = rail.x + zoneGutter(card) + stackCard.width / 2;
  const room = rail.height - 2 * pad - stackCard.height;
  const step = count > 1 ? Math.min(stackCard.height * 0.3, room / (count - 1)) : 0;
  // A short pile sits centered on the midline; a long one fills the column.
  const top = rail.y + pad + Math.max(0, (room - step * (count - 1)) / 2);
  return Array.from({ length: count }, (_, i) => ({ x, y: top + stackCard.height / 2 + i * step }));
}

/**
 * The x offsets of `count` cards laid left to right, centered in a row `rowWidth` wide:
 * spaced by `gap` when they fit, else overlapping evenly so the last card ends at the edge.
 */
export function spreadRow(count: number, rowWidth: number, cardWidth: number, gap: number): number[] {
  if (count <= 0) return [];
  const natural = count * cardWidth + (count - 1) * gap;
  if (natural <= rowWidth) {
    const start = (rowWidth - natural) / 2;
    return Array.from({ length: count }, (_, i) => start + i * (cardWidth + gap));
  }
  if (count === 1) return [Math.max(0, (rowWidth - cardWidth) / 2)];
  const step = Math.max(0, (rowWidth - cardWidth) / (count - 1));
  return Array.from({ length: count }, (_, i) => i * step);
}

/** Where a card of a row goes: the slot it shares with its host, and how deep it is tucked under it. */
export interface RowPlace {
  slot: number;
  /** 0 for a card with no host in the row; 1, 2 ... for its host's attachments in the order they appear. */
  depth: number;
}

/**
 * Places a row whose cards may be attached to others of the same row (an aura, an SCP Tool):
 * every card without a host in the row takes a slot of its own; an attached card shares its
 * host's slot (its host's host's, for a chain), one step deeper per attachment. Cards attached
 * to something elsewhere keep a slot of their own. Pure.
 */
export function attachmentRow(cards: ReadonlyArray<{ id: string; attachedTo?: string }>): { places: RowPlace[]; slots: number } {
  const inRow = new Map(cards.map((c, i) => [c.id, i]));
  const rootOf = (i: number): number => {
    let at = i;
    for (let guard = 0; guard < cards.length; guard++) {
      const host = cards[at].attachedTo;
      const next = host === undefined ? undefined : inRow.get(host);
      if (next === undefined) return at;
      if (next === i) return i; // a cycle (never made by the engine): the card stands alone
      at = next;
    }
    return i;
  };
  const slotOf = new Map<number, number>();
  const depthOf = new Map<number, number>();
  const places: RowPlace[] = [];
  cards.forEach((_, i) => {
    const root = rootOf(i);
    if (root === i) slotOf.set(i, slotOf.size);
  });
  cards.forEach((_, i) => {
    const root = rootOf(i);
    if (root === i) return places.push({ slot: slotOf.get(i)!, depth: 0 });
    const depth = (depthOf.get(root) ?? 0) + 1;
    depthOf.set(root, depth);
    places.push({ slot: slotOf.get(root)!, depth });
  });
  return { places, slots: slotOf.size };
}

/** Whether two rectangles overlap (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
