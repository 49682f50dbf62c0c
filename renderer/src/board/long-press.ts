import type { ObjectId } from '../../../engine/index';

/*
 * A card's long press on a touch screen, the touch screen's right-click (its menu), whatever
 * draws the card: the board's sprites (card-pointer.ts) and the rows of an opened pile's list
 * (`bindCardElement`) share it. Plain DOM and timers: no Pixi here, so the page's own lists
 * take it without the board's renderer.
 */

/** How long a touch must rest on a card before it counts as a long press, in ms. */
export const LONG_PRESS_MS = 450;

/** How far a touch may wander (CSS pixels) and still be a long press: further, it is a drag or a slip. */
const PRESS_SLOP = 10;

/** A point in CSS pixels. */
type Point = { x: number; y: number };

/**
 * One card's long press on a touch screen, whatever draws the card (a sprite on the board, a
 * row of an opened pile's list): a touch resting `LONG_PRESS_MS` on it, within a few pixels,
 * presses it (`onPress`); a mouse never does (its right button is the menu). The release that
 * ends a long press is no tap (`tapped`).
 */
export class LongPress {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private start: Point | null = null;
  /** A long press fired since the finger went down: its release is swallowed. */
  private fired = false;

  constructor(private readonly onPress: (at: Point) => void) {}

  /** Whether a long press fired since the pointer went down. */
  get pressed(): boolean {
    return this.fired;
  }

  /** A pointer went down on the card at `at`: a touch starts the clock. */
  down(pointerType: string, at: Point): void {
    this.fired = false;
    this.cancel();
    if (pointerType !== 'touch') return;
    this.start = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start = null;
      this.fired = true;
      this.onPress(at);
    }, LONG_PRESS_MS);
  }

  /** The pointer moved: past a few pixels it drags or slips, and presses nothing. */
  move(at: Point): void {
    if (this.start && Math.hypot(at.x - this.start.x, at.y - this.start.y) > PRESS_SLOP) this.cancel();
  }

  /** The pointer lifted over the card: the clock stops (a press made stays made: its tap is swallowed). */
  up(): void {
    this.cancel();
  }

  /** The pointer left the card, lifted off it or was cancelled: no press, and no tap of its to swallow. */
  abandon(): void {
    this.cancel();
    this.fired = false;
  }

  /** The card was tapped: true for a plain tap, false (once) for the release of a long press. */
  tapped(): boolean {
    if (!this.fired) return true;
    this.fired = false;
    return false;
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.start = null;
  }
}

/**
 * The finger that long-pressed a card lifts over the menu it opened, where a browser that took
 * the press for a tap would click the menu's item under it: a touch's click is its touchend's
 * default, prevented while `pressing` (a new touch clears it). Touch events go to the element
 * the touch began on, so binding `target` (the board's canvas, a pile's row) catches the lift
 * wherever the finger is.
 */
export class LiftedTouch {
  /** A long press opened a menu and its finger is still down. */
  pressing = false;

  /** Swallows the clicks of `target`'s lifted long presses. */
  bind(target: EventTarget): void {
    const lifted = (e: Event): void => {
      if (!this.pressing) return;
      if ((e as TouchEvent).touches.length === 0) this.pressing = false;
      if (e.cancelable) e.preventDefault();
    };
    target.addEventListener('touchend', lifted, { passive: false });
    target.addEventListener('touchcancel', lifted, { passive: false });
    target.addEventListener('touchstart', () => (this.pressing = false), { passive: true });
  }
}

/**
 * A card drawn in the page rather than on the canvas (a row of an opened pile's list, PileList)
 * opens its menu as a card on the board does: a right-click, or a long press on a touch screen
 * (`LongPress`), at `at`, the board's CSS pixels (`origin`: the board's top-left in the page).
 * The finger lifted after a long press clicks nothing, neither the row's button under it nor
 * the menu's item that opened there (`LiftedTouch`); a tap clicks as it always did. Scrolling
 * the list cancels the press (the browser cancels the pointer).
 */
export function bindCardElement(element: HTMLElement, id: ObjectId, onPress: (card: ObjectId, at: Point) => void, origin: () => Point): void {
  const local = (e: MouseEvent): Point => {
    const o = origin();
    return { x: e.clientX - o.x, y: e.clientY - o.y };
  };
  const lifted = new LiftedTouch();
  const press = new LongPress((at) => {
    lifted.pressing = true;
    onPress(id, at);
  });
  element.addEventListener('pointerdown', (e) => press.down(e.pointerType, local(e)));
  element.addEventListener('pointermove', (e) => press.move(local(e)));
  element.addEventListener('pointerup', () => press.up());
  element.addEventListener('pointercancel', () => press.abandon());
  // The right-click, and a touch screen's own long press (Android's): the menu, never the browser's.
  element.addEventListener('contextmenu', (e) => {
    e.preventDefault();
    if (!press.pressed) onPress(id, local(e));
  });
  lifted.bind(element);
}
