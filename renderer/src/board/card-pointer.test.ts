import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Pixi reads the browser's navigator as it loads; these tests draw nothing, Node's is enough (Node 20 has none).
vi.hoisted(() => {
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
});

import { Container } from 'pixi.js';
import { bindCardPointer, LONG_PRESS_MS, type CardPointerEnv } from './card-pointer';

/** A card bound to a recording env, and a way to send it pointer events as Pixi would. */
function boundCard(): { send(type: string, e?: Record<string, unknown>): void; env: { [K in keyof CardPointerEnv]: ReturnType<typeof vi.fn> } } {
  const card = new Container();
  const env = { onCardTap: vi.fn(), onCardHover: vi.fn(), onCardPress: vi.fn(), onCardFocus: vi.fn() };
  bindCardPointer(card, 'o1', env);
  return { env, send: (type, e = {}) => card.emit(type as 'pointertap', { global: { x: 10, y: 20 }, ...e } as never) };
}

const touch = { pointerType: 'touch', button: 0 };

describe('a card on a touch screen (play-test: a long press only zoomed, so the card menu was out of reach)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a long press opens the card menu (onCardPress), and the release that ends it makes no tap', () => {
    const { send, env } = boundCard();
    send('pointerdown', touch);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(env.onCardPress).toHaveBeenCalledWith('o1', { x: 10, y: 20 });
    send('pointerup', touch);
    send('pointertap', touch);
    send('pointerleave', touch);
    expect(env.onCardTap).not.toHaveBeenCalled();
    // The next tap on it is a tap again.
    send('pointerdown', touch);
    send('pointerup', touch);
    send('pointertap', touch);
    expect(env.onCardTap).toHaveBeenCalledTimes(1);
    expect(env.onCardPress).toHaveBeenCalledTimes(1);
  });

  it('a tap does what a click does: it acts, and opens no menu', () => {
    const { send, env } = boundCard();
    send('pointerdown', touch);
    vi.advanceTimersByTime(LONG_PRESS_MS / 3);
    send('pointerup', touch);
    send('pointertap', touch);
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(env.onCardTap).toHaveBeenCalledWith('o1', { button: 0, x: 10, y: 20 });
    expect(env.onCardPress).not.toHaveBeenCalled();
  });

  it('a finger that slides off, or drags across the card, is no long press', () => {
    const { send, env } = boundCard();
    send('pointerdown', touch);
    send('pointerleave', touch);
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    send('pointerdown', touch);
    send('pointermove', { ...touch, global: { x: 40, y: 20 } });
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(env.onCardPress).not.toHaveBeenCalled();
    // A finger that trembles a few pixels still presses.
    send('pointerdown', touch);
    send('pointermove', { ...touch, global: { x: 13, y: 22 } });
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(env.onCardPress).toHaveBeenCalledTimes(1);
  });

  it('a long press that slid off the card before release leaves the next tap alone', () => {
    const { send, env } = boundCard();
    send('pointerdown', touch);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    send('pointerupoutside', touch);
    send('pointerdown', touch);
    send('pointertap', touch);
    expect(env.onCardTap).toHaveBeenCalledTimes(1);
  });

  it('a mouse held down is no long press (its right button is the menu), and hovering zooms', () => {
    const { send, env } = boundCard();
    send('pointerenter', { pointerType: 'mouse' });
    expect(env.onCardHover).toHaveBeenCalledWith('o1', { x: 10, y: 20 });
    send('pointerdown', { pointerType: 'mouse', button: 0 });
    vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    expect(env.onCardPress).not.toHaveBeenCalled();
    send('pointertap', { pointerType: 'mouse', button: 2 });
    expect(env.onCardTap).toHaveBeenCalledWith('o1', { button: 2, x: 10, y: 20 });
  });

  it('a touch resting on a card does not zoom it (a long press is the menu, whose "Show details" zooms)', () => {
    const { send, env } = boundCard();
    send('pointerenter', touch);
    expect(env.onCardHover).not.toHaveBeenCalled();
  });
});
