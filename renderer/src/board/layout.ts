/**
 * The table's geometry, pure: zone rectangles and card positions for a board of a given
 * size. The viewer sits at the bottom (`near`), the opponent at the top (`far`), point-mirrored
 * like players across a real table: each side has a hand row at its edge, a play row toward
 * the middle, its piles (deck, discard) in the column to its right, and its seat plate in the
 * column to its left.
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
  play: Rect;
  deck: Rect;
  discard: Rect;
  plate: Rect;
}

/** The whole table. */
export interface BoardLayout {
  width: number;
  height: number;
  pad: number;
  card: CardSize;
  /** The y of the line between the two halves. */
  midline: number;
  near: SideLayout;
  far: SideLayout;
}

/** Width / height of a card. */
export const CARD_ASPECT = 63 / 88;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** The card size that fits two rows per half and seven cards across. */
export function cardSizeFor(width: number, height: number, pad: number): CardSize {
  const byHeight = (height / 2 - 3 * pad) / 2.12;
  const byWidth = (width - 8 * pad) / 7 / CARD_ASPECT;
  const h = Math.floor(clamp(Math.min(byHeight, byWidth), 40, 260));
  return { width: Math.round(h * CARD_ASPECT), height: h };
}

/** The layout of a board `width` x `height` pixels. Pure. */
export function computeLayout(width: number, height: number): BoardLayout {
  const w = Math.max(width, 320);
  const h = Math.max(height, 240);
  const pad = Math.round(clamp(Math.min(w, h) * 0.018, 6, 20));
  const card = cardSizeFor(w, h, pad);
  const midline = Math.round(h / 2);
  const sideCol = card.width + 2 * pad;
  const centerX = sideCol;
  const centerW = w - 2 * sideCol;
  const handH = card.height + pad;
  const playH = midline - handH - 2 * pad;

  const near: SideLayout = {
    side: 'near',
    hand: { x: centerX, y: h - pad - handH, width: centerW, height: handH },
    play: { x: centerX, y: midline + pad, width: centerW, height: playH },
    deck: { x: w - sideCol + pad, y: h - pad - handH + pad / 2, width: card.width, height: card.height },
    discard: { x: w - sideCol + pad, y: midline + pad + (playH - card.height) / 2, width: card.width, height: card.height },
    plate: { x: pad, y: midline + pad, width: card.width, height: h - midline - 2 * pad },
  };
  const far: SideLayout = {
    side: 'far',
    hand: { x: centerX, y: pad, width: centerW, height: handH },
    play: { x: centerX, y: midline - pad - playH, width: centerW, height: playH },
    deck: { x: pad, y: pad + pad / 2, width: card.width, height: card.height },
    discard: { x: pad, y: midline - pad - playH + (playH - card.height) / 2, width: card.width, height: card.height },
    plate: { x: w - sideCol + pad, y: pad, width: card.width, height: midline - 2 * pad },
  };
  return { width: w, height: h, pad, card, midline, near, far };
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
