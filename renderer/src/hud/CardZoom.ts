import type { CardView } from '../../../engine/index';
import { cardFace, frameOf } from '../components/card-face';
import { el } from '../dom';
import type { Translate } from '../i18n';

/** How long the pointer rests on a card before it zooms, in ms (a pass over the table shows nothing). */
export const ZOOM_DELAY_MS = 250;

/**
 * A card zoomed where the pointer rests on it (issue 17 item 3): the card's face in the DOM,
 * large, beside the pointer and inside the board, with the text rendered (markdown, symbols),
 * labelled numbers with printed values beside changed ones, granted keywords, counters and
 * damage, framed in its pitch colour. Japanese text wraps as the browser wraps it. It never
 * takes the pointer: the card under it can still be clicked.
 */
export class CardZoom {
  /** The zoom's element (hidden until a card is zoomed). */
  readonly root = el('aside', { class: 'panel card-zoom', testid: 'card-zoom', attrs: { role: 'tooltip' } });
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    this.root.hidden = true;
  }

  /** The id of the card zoomed now, if any. */
  get shown(): string | null {
    return this.root.hidden ? null : (this.root.dataset.card ?? null);
  }

  /**
   * Zooms `card` after the delay (at once when `now`), at the board point `at` inside a board
   * `bounds` big: right of it when there is room, else left; `side` 'left' asks for left (a
   * list with no room at its right zooms its cards towards the board's left edge, off itself).
   */
  show(card: CardView, at: { x: number; y: number }, bounds: { width: number; height: number }, t: Translate, now = false, side: 'left' | 'right' = 'right'): void {
    this.cancel();
    const open = (): void => {
      this.timer = null;
      this.root.dataset.card = card.id;
      this.root.dataset.frame = frameOf(card);
      this.root.replaceChildren(...cardFace(card, t));
      this.root.hidden = false;
      // Beside the pointer, on the side with room, and inside the board.
      const w = this.root.offsetWidth;
      const h = this.root.offsetHeight;
      const gap = 24;
      const x = side === 'right' && at.x + gap + w <= bounds.width ? at.x + gap : Math.max(0, at.x - gap - w);
      const y = Math.max(0, Math.min(bounds.height - h, at.y - h / 2));
      this.root.style.left = `${Math.round(x)}px`;
      this.root.style.top = `${Math.round(y)}px`;
    };
    if (now) open();
    else this.timer = setTimeout(open, ZOOM_DELAY_MS);
  }

  /** Hides the zoom (and forgets one about to open). */
  hide(): void {
    this.cancel();
    this.root.hidden = true;
    delete this.root.dataset.card;
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
