import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindCardElement, LONG_PRESS_MS } from './long-press';

/** A row of an opened pile's list bound to a recording menu, with the board's top-left at (100, 50) in the page. */
function row(): { menu: ReturnType<typeof vi.fn>; send(type: string, e?: Record<string, unknown>): Event } {
  const element = new EventTarget();
  const menu = vi.fn();
  bindCardElement(element as HTMLElement, 'o7', menu, () => ({ x: 100, y: 50 }));
  return {
    menu,
    send(type, e = {}) {
      const event = Object.assign(new Event(type, { cancelable: true }), { pointerType: 'touch', clientX: 130, clientY: 90, touches: { length: 0 } }, e);
      element.dispatchEvent(event);
      return event;
    },
  };
}

describe('a card in an opened pile\'s list on a touch screen (play-test: only the table\'s cards had a long-press menu)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a long press opens the card\'s menu where the finger is, in the board\'s pixels; the lifted finger clicks nothing (not the row\'s button, not the menu under it)', () => {
    const { menu, send } = row();
    send('touchstart', { touches: { length: 1 } });
    send('pointerdown');
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(menu).toHaveBeenCalledWith('o7', { x: 30, y: 40 });
    send('pointerup');
    expect(send('touchend').defaultPrevented).toBe(true);
    // Android's own long press arrives as a contextmenu too: one menu, and never the browser's.
    const native = send('contextmenu');
    expect(native.defaultPrevented).toBe(true);
    expect(menu).toHaveBeenCalledTimes(1);
  });

  it('a tap clicks as it always did, and opens no menu', () => {
    const { menu, send } = row();
    send('touchstart', { touches: { length: 1 } });
    send('pointerdown');
    vi.advanceTimersByTime(LONG_PRESS_MS / 3);
    send('pointerup');
    expect(send('touchend').defaultPrevented).toBe(false);
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(menu).not.toHaveBeenCalled();
  });

  it('a finger that scrolls the list (the browser cancels the pointer) or slides away presses nothing', () => {
    const { menu, send } = row();
    send('pointerdown');
    send('pointercancel');
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    send('pointerdown');
    send('pointermove', { clientX: 160 });
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(menu).not.toHaveBeenCalled();
  });

  it('a right-click opens the menu at once, and a mouse held down is no long press', () => {
    const { menu, send } = row();
    send('pointerdown', { pointerType: 'mouse' });
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(menu).not.toHaveBeenCalled();
    const right = send('contextmenu', { pointerType: 'mouse', clientX: 300, clientY: 60 });
    expect(right.defaultPrevented).toBe(true);
    expect(menu).toHaveBeenCalledWith('o7', { x: 200, y: 10 });
  });
});
