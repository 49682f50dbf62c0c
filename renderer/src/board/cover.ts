/**
 * What of a card the cards drawn over it hide, so the board need not draw it (issue 17's frame
 * time: without a GPU every pixel costs CPU time, and a crowded row of 60 overlapping
 * cards filled each of its pixels about eight times). Pure geometry, unit tested.
 */

/** A card as a row lays it out: its center, its size unturned, and whether it lies turned a quarter (tapped). */
export interface PlacedCard {
  x: number;
  y: number;
  width: number;
  height: number;
  turned: boolean;
  /** Whether it hides what lies under it: drawn fully opaque (not faded). */
  opaque: boolean;
  /** The radius of its rounded corners, where what lies under it shows through. */
  corner: number;
}

/** A rectangle by its edges. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The card's face on the table (its rectangle as drawn, turned or not). */
export function faceBox(c: PlacedCard): Box {
  const w = c.turned ? c.height : c.width;
  const h = c.turned ? c.width : c.height;
  return { minX: c.x - w / 2, minY: c.y - h / 2, maxX: c.x + w / 2, maxY: c.y + h / 2 };
}

/**
 * For cards in the order they are drawn (first drawn first), the part of each that the cards
 * drawn after it hide, in the table's coordinates, or null when nothing is sure to be hidden.
 * A row's cards overlap left to right: a card is hidden from where a run of later cards, each
 * as tall as it or taller, covers it through to its right edge. The hidden box keeps clear of
 * the covering cards' rounded corners and of a pixel at each of their edges (where a card
 * drawn between pixels is see-through), so whatever shows of the card is drawn as before.
 * `edge` is that margin at their top and bottom edges: 0 when cards are drawn at whole pixels
 * (without a GPU, software-gl.ts), where a card's edge rows are opaque; the card then shows in
 * fewer parts, each a draw call (CardSprite.hide).
 */
export function hiddenParts(cards: readonly PlacedCard[], edge = 1): Array<Box | null> {
  const boxes = cards.map(faceBox);
  return cards.map((_, i) => {
    const me = boxes[i];
    // The later cards that cover the card's full height.
    const over: Array<{ box: Box; corner: number }> = [];
    for (let k = i + 1; k < cards.length; k++) {
      const b = boxes[k];
      if (!cards[k].opaque || b.minY > me.minY || b.maxY < me.maxY || b.minX >= me.maxX || b.maxX <= me.minX) continue;
      over.push({ box: b, corner: cards[k].corner });
    }
    // Walk left from the card's right edge while a covering card reaches past the point
    // reached, overlapping the card before it by more than their corners (where they would leave a gap).
    let left = me.maxX;
    let right = me.maxX;
    let top = -Infinity;
    let bottom = Infinity;
    let corner = 0;
    let covered = false;
    for (;;) {
      let next: { box: Box; corner: number } | null = null;
      for (const o of over) {
        if (o.box.minX >= left || o.box.maxX < left) continue;
        if (covered && o.box.maxX < left + 2 * Math.max(corner, o.corner) + 2) continue;
        if (!next || o.box.minX < next.box.minX) next = o;
      }
      if (!next) break;
      left = next.box.minX;
      right = Math.max(right, next.box.maxX);
      top = Math.max(top, next.box.minY);
      bottom = Math.min(bottom, next.box.maxY);
      corner = Math.max(corner, next.corner);
      covered = true;
    }
    if (!covered) return null;
    const box = { minX: left + corner + 1, minY: top + edge, maxX: right - corner - 1, maxY: bottom - edge };
    return box.minX < box.maxX && box.minY < box.maxY && box.minX < me.maxX ? box : null;
  });
}

/**
 * A box in the table's coordinates as a box in the card's own (unturned, origin at its top left
 * corner): a tapped card lies turned a quarter clockwise about its center.
 */
export function toCardBox(c: PlacedCard, box: Box): Box {
  if (!c.turned) return { minX: box.minX - c.x + c.width / 2, minY: box.minY - c.y + c.height / 2, maxX: box.maxX - c.x + c.width / 2, maxY: box.maxY - c.y + c.height / 2 };
  // Turned: table (X, Y) = (x - (ly - h/2), y + (lx - w/2)).
  return { minX: box.minY - c.y + c.width / 2, maxX: box.maxY - c.y + c.width / 2, minY: c.x + c.height / 2 - box.maxX, maxY: c.x + c.height / 2 - box.minX };
}

/** `outer` without `hole`: at most four boxes (left, right, above, below the hole), none empty. */
export function subtract(outer: Box, hole: Box | null): Box[] {
  if (!hole || hole.minX >= outer.maxX || hole.maxX <= outer.minX || hole.minY >= outer.maxY || hole.maxY <= outer.minY) return [outer];
  const midMinX = Math.max(outer.minX, hole.minX);
  const midMaxX = Math.min(outer.maxX, hole.maxX);
  const parts: Box[] = [
    { minX: outer.minX, minY: outer.minY, maxX: midMinX, maxY: outer.maxY },
    { minX: midMaxX, minY: outer.minY, maxX: outer.maxX, maxY: outer.maxY },
    { minX: midMinX, minY: outer.minY, maxX: midMaxX, maxY: Math.max(outer.minY, hole.minY) },
    { minX: midMinX, minY: Math.min(outer.maxY, hole.maxY), maxX: midMaxX, maxY: outer.maxY },
  ];
  return parts.filter((p) => p.maxX > p.minX && p.maxY > p.minY);
}

/**
 * Boxes of the table that opaque cards cover whatever their order (a zone's background under
 * them need not be drawn there): each card's face less its corner columns and edge pixels,
 * overlapping ones merged into runs. The boxes do not overlap one another.
 */
export function coveredRuns(cards: readonly PlacedCard[]): Box[] {
  const inner = cards
    .filter((c) => c.opaque)
    .map((c) => {
      const f = faceBox(c);
      return { minX: f.minX + c.corner + 1, minY: f.minY + 1, maxX: f.maxX - c.corner - 1, maxY: f.maxY - 1 };
    })
    .filter((b) => b.minX < b.maxX && b.minY < b.maxY)
    .sort((a, b) => a.minX - b.minX);
  const runs: Box[] = [];
  for (const b of inner) {
    const run = runs[runs.length - 1];
    // Joined, the run keeps the rows both cover: every point of it lies on one of its cards.
    if (run && b.minX <= run.maxX && Math.max(run.minY, b.minY) < Math.min(run.maxY, b.maxY)) {
      run.maxX = Math.max(run.maxX, b.maxX);
      run.minY = Math.max(run.minY, b.minY);
      run.maxY = Math.min(run.maxY, b.maxY);
    } else if (!run || b.minX >= run.maxX) runs.push({ ...b });
    // A card overlapping the run without sharing its rows is left out: the runs must not overlap.
  }
  return runs;
}
