/**
 * The combat chain's geometry (FAB-7.0), pure: the band across the midline where its links lie,
 * and where each link lies in it. A link's attack faces its defenders across the midline, its
 * labels (power against defense, what was played on it) between them; links side by side while
 * they fit, the earlier ones folded into a pile once they do not, so no two labels meet.
 */
import { spreadRow, zoneGutter, type BoardLayout, type CardSize, type Rect } from './layout';

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/**
 * The width of one link's column in the combat chain's band (FAB-7.0): room for its attack and
 * two defenders side by side (1.5 cards) when the band has it, else the band's share per link,
 * down to a card and a tenth, so that links sit side by side, their totals unhidden, until
 * there are too many for that. Pure.
 */
export function chainColumn(innerWidth: number, links: number, card: CardSize, gap: number): number {
  const n = Math.max(1, links);
  const share = (innerWidth - (n - 1) * gap) / n;
  return Math.round(clamp(share, card.width * 1.1, card.width * 1.5));
}

/** A chain link's card, as a share of a table card. */
export const CHAIN_SCALE = 0.85;

/**
 * Where a combat chain's links lie (FAB-7.0): a band across the midline, over both play rows,
 * at the right end of the span the two rows share, so each link's attack faces its defenders
 * across the midline. Room for two links of two defenders at least, more as links come, at most
 * 45 % of the shared span; the play rows end before it. Pure.
 */
export function chainBand(layout: BoardLayout, links: number): { rect: Rect; card: CardSize } {
  const { card, pad, near, far } = layout;
  const chainCard = { width: Math.round(card.width * CHAIN_SCALE), height: Math.round(card.height * CHAIN_SCALE) };
  const left = Math.max(near.play.x, far.play.x);
  const right = Math.min(near.play.x + near.play.width, far.play.x + far.play.width);
  const column = Math.round(chainCard.width * 1.5) + pad;
  const want = zoneGutter(card) + pad + Math.max(2, links) * column;
  const width = Math.round(Math.min(want, (right - left) * 0.45));
  const top = far.play.y;
  return { rect: { x: right - width, y: top, width, height: near.play.y + near.play.height - top }, card: chainCard };
}

/** Where one link lies across the band: its left edge and width from the band's inner left, and whether it is open (labelled) or folded into the pile. */
export interface ChainSlot {
  x: number;
  width: number;
  open: boolean;
}

/**
 * Where each of `links` links lies across a band `innerWidth` wide (first link first). While
 * each has about a card's width, side by side (`chainColumn`), every one open. Past that
 * (a chain of three at 1024 x 640, of six at 1440 x 900) the latest links stay open, as many as
 * fit beside the pile, the one being fought always among them, and the earlier ones fold into
 * a pile at the band's left, each a sliver further right than the one before, where one list
 * `listWidth` wide labels them all (ChainView): the pile is at least that wide. Columns and
 * the pile never overlap, so neither do their labels. Pure.
 */
export function chainSlots(innerWidth: number, links: number, card: CardSize, gap: number, listWidth = 0): { slots: ChainSlot[]; pile: { x: number; width: number } | null } {
  if (links <= 0) return { slots: [], pile: null };
  const least = Math.round(card.width * 1.1);
  // Side by side while each link has about a card's width (its cards may touch; its labels shrink to it).
  const share = Math.floor((innerWidth - (links - 1) * gap) / links);
  if (share >= card.width * 0.95) {
    const column = Math.min(chainColumn(innerWidth, links, card, gap), share);
    return { slots: spreadRow(links, innerWidth, column, gap).map((x) => ({ x, width: column, open: true })), pile: null };
  }
  const sliver = Math.max(6, Math.round(card.width * 0.12));
  const pileWidth = (folded: number): number => Math.max(listWidth, card.width + (folded - 1) * sliver);
  // The most links left open that fit beside the pile of the others (at least the latest).
  let open = 1;
  while (open + 1 < links && pileWidth(links - open - 1) + gap + (open + 1) * least + open * gap <= innerWidth) open++;
  const folded = links - open;
  // A pile too wide even so (a very long chain in a small window) draws its slivers thinner; a wider list spreads them.
  const room = innerWidth - gap - open * least - (open - 1) * gap;
  const pile = { x: 0, width: Math.round(Math.max(0, Math.min(room, pileWidth(folded)))) };
  const step = folded > 1 ? clamp((pile.width - card.width) / (folded - 1), 0, sliver) : 0;
  const start = Math.max(0, (pile.width - card.width - (folded - 1) * step) / 2);
  const rest = innerWidth - pile.width - gap;
  const column = chainColumn(rest, open, card, gap);
  const xs = spreadRow(open, rest, Math.min(column, rest), gap);
  const slots: ChainSlot[] = [];
  for (let i = 0; i < folded; i++) slots.push({ x: Math.round(start + i * step), width: card.width, open: false });
  for (const x of xs) slots.push({ x: pile.width + gap + x, width: Math.min(column, rest), open: true });
  return { slots, pile };
}

/** Where a fanned-out pile's links lie: each link's attack and defenders by left edge (board pixels), and the span they take. */
export interface ChainFan {
  links: Array<{ attack: number; defenders: number[] }>;
  left: number;
  right: number;
}

/** The span a fanned pile may take: from `left` to `right`, and on to `reach` only when it does not fit (board pixels). */
export interface FanRoom {
  left: number;
  right: number;
  reach: number;
}

/**
 * The span a combat chain's folded pile (FAB-7.0) fans out over: from the pile's left edge
 * `pileLeft` rightwards, over the open links and the stack's column, to the right end of the
 * span both play rows share, the middle of the table that the chain and the stack hold; a long
 * pile reaches on over the strip of piles beside it, up to the column of the decks and plates.
 * Never leftwards: the play rows' hero, weapon and equipment slots end where the chain's band
 * begins (play-test: the fan opened over them and hid them until the pointer left it). Pure.
 */
export function fanRoom(layout: BoardLayout, pileLeft: number): FanRoom {
  const { rail, pad, near, far } = layout;
  const half = Math.round(pad / 2);
  return { left: pileLeft, right: rail.x + rail.width - half, reach: Math.min(near.deck.x, near.graveyard.x, far.plate.x) - pad };
}

/**
 * Where the folded links of a combat chain (FAB-7.0) lie when their pile fans out, so that
 * each card under the pile's top can be read, hovered, pressed and focused: side by side,
 * rightwards from the pile's left edge (`room`, fanRoom), the earliest link leftmost, each link
 * as wide as its defenders (one card at least), its attack over the first of them. Whole while
 * they fit before `room.right`, or before `room.reach`; past that, every card overlaps the next
 * by the same amount, the latest whole at `room.reach`. Pure.
 */
export function fanSlots(defenders: readonly number[], card: CardSize, gap: number, room: FanRoom): ChainFan {
  const inner = 4;
  // Each card's left edge from the first card's, unsqueezed: cards of a link `inner` apart, links `gap` apart.
  const offsets: number[][] = [];
  let at = 0;
  defenders.forEach((count, i) => {
    if (i > 0) at += card.width + gap;
    const row: number[] = [];
    for (let k = 0; k < Math.max(1, count); k++) {
      if (k > 0) at += card.width + inner;
      row.push(at);
    }
    offsets.push(row);
  });
  const natural = at + card.width;
  const { left } = room;
  const width = Math.max(card.width, Math.min(natural, Math.max(room.right, room.reach) - left));
  // Squeezed evenly: every gap between two cards' left edges shrinks by the same factor.
  const squeeze = natural <= width || at === 0 ? 1 : (width - card.width) / at;
  const x = (offset: number): number => Math.round(left + offset * squeeze);
  return {
    links: offsets.map((row, i) => ({ attack: x(row[0]), defenders: row.slice(0, defenders[i]).map(x) })),
    left: Math.round(left),
    right: Math.round(left + width),
  };
}

/** Where one fanned link's total is drawn: its center, and the scale it is drawn at. */
export interface FanLabelPlace {
  x: number;
  y: number;
  scale: number;
}

/**
 * Where the fanned links' totals go (FAB-7.0: power against defense, as an open link shows
 * it), given each link's span `links` (fanSlots), each label's size, and the height `between`
 * the attacks and the defenders around the midline: each centered over the part of its link
 * that the next link leaves in sight, kept within the fan (`within`); on the midline while they
 * fit side by side (shrunk a little if need be), else in as many lines as keep them apart,
 * stepping down across the midline as the links go right, and shrunk further only when even the
 * lines the height holds are too few. Pure.
 */
export function fanLabels(links: ReadonlyArray<{ left: number; right: number }>, sizes: ReadonlyArray<{ width: number; height: number }>, within: { left: number; right: number }, midline: number, between: number): FanLabelPlace[] {
  const n = links.length;
  if (n === 0) return [];
  const apart = 4;
  const centers = links.map((link, i) => {
    const shown = i + 1 < n ? Math.min(link.right, links[i + 1].left) : link.right;
    const half = sizes[i].width / 2;
    return Math.max(within.left + half, Math.min(within.right - half, (link.left + Math.max(link.left, shown)) / 2));
  });
  const step = Math.max(...sizes.map((s) => s.height)) + 3;
  const most = Math.max(1, Math.min(n, Math.floor(between / step)));
  // The room two labels of a line have, as a share of what they need (1 or more: they fit).
  const fit = (lines: number): number => {
    let least = Infinity;
    for (let i = 0; i + lines < n; i++) least = Math.min(least, (centers[i + lines] - centers[i] - apart) / ((sizes[i].width + sizes[i + lines].width) / 2));
    return least;
  };
  // A label may shrink a little (to 85 %) to stay on its line; past that, a line more keeps it readable.
  let lines = 1;
  while (lines < most && fit(lines) < 0.85) lines++;
  // Never below 60 %: past that a label is no longer read, and its link's cards are zoomed for it anyway.
  const scale = Math.max(0.6, Math.min(1, fit(lines)));
  return centers.map((x, i) => ({ x, y: midline + ((i % lines) - (lines - 1) / 2) * step, scale }));
}
