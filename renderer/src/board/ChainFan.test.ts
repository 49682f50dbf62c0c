import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Pixi reads the browser's navigator as it loads; these tests draw nothing, Node's is enough (Node 20 has none).
vi.hoisted(() => {
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
});

import { Container, FederatedMouseEvent, FederatedEvent, EventBoundary } from 'pixi.js';
import { ChainFan, FAN_DELAY_MS, FOLD_DELAY_MS, type PileCard } from './ChainFan';
import { createLayers } from './layers';

const mouse = { pointerType: 'mouse', button: 0, global: { x: 0, y: 0 } };
const touch = { pointerType: 'touch', button: 0, global: { x: 0, y: 0 } };

/** A fan over a pile of three cards (and one open link's card), each card bound as the chain binds it. */
function pile() {
  const world = new Container();
  const layers = createLayers(world);
  const render = vi.fn();
  const fan = new ChainFan(layers, render);
  const env = { onCardTap: vi.fn(), onCardHover: vi.fn(), onCardPress: vi.fn(), onCardFocus: vi.fn() };
  const guarded = fan.guard(env);
  const cards: PileCard[] = [0, 1, 2].map((i) => {
    const sprite = new Container({ label: `card:o${i}` });
    world.addChild(sprite);
    layers.cards.attach(sprite);
    sprite.position.set(100, 50);
    fan.bind(sprite);
    // What bindCardPointer does with a tap: the chain's env, through the fan's guard.
    sprite.on('pointertap', () => guarded.onCardTap(`o${i}`, { button: 0, x: 0, y: 0 }));
    return { sprite, home: { x: 100, y: 50 }, fanned: { x: 20 + 40 * i, y: 50 } };
  });
  const open = new Container({ label: 'card:o9' });
  world.addChild(open);
  fan.bind(open);
  fan.set(cards, { x: 0, y: 0, width: 140, height: 100 }, []);
  const send = (target: Container, type: string, e: object = mouse): void => void target.emit(type as 'pointerdown', e as never);
  /** What the keyboard's focus on a card's button sends (Pixi's accessibility layer): a bare event, no mouse event. */
  const focusEvent = (): FederatedEvent => new FederatedEvent(new EventBoundary());
  return { fan, cards, open, layers, env, guarded, send, focusEvent };
}

describe('ChainFan (play-test: only the top card of a folded combat chain pile could be hovered)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the pointer resting on the pile fans it out over everything; leaving it folds it back', () => {
    const { fan, cards, layers, send } = pile();
    send(cards[2].sprite, 'pointerenter');
    expect(fan.fanned).toBe(false);
    vi.advanceTimersByTime(FAN_DELAY_MS);
    expect(fan.fanned).toBe(true);
    for (const c of cards) {
      expect({ x: c.sprite.x, y: c.sprite.y }).toEqual(c.fanned);
      expect(c.sprite.parentRenderLayer).toBe(layers.drag);
    }
    send(cards[2].sprite, 'pointerleave');
    vi.advanceTimersByTime(FOLD_DELAY_MS);
    expect(fan.fanned).toBe(false);
    for (const c of cards) {
      expect({ x: c.sprite.x, y: c.sprite.y }).toEqual(c.home);
      expect(c.sprite.parentRenderLayer).toBe(layers.cards);
    }
  });

  it('a pointer passing over the pile moves nothing', () => {
    const { fan, cards, send } = pile();
    send(cards[2].sprite, 'pointerenter');
    vi.advanceTimersByTime(FAN_DELAY_MS / 2);
    send(cards[2].sprite, 'pointerleave');
    vi.advanceTimersByTime(FAN_DELAY_MS * 2);
    expect(fan.fanned).toBe(false);
  });

  it('stays fanned while the pointer goes from card to card over the tray, so each card can be hovered in turn', () => {
    const { fan, cards, send } = pile();
    send(cards[2].sprite, 'pointerenter');
    vi.advanceTimersByTime(FAN_DELAY_MS);
    send(cards[2].sprite, 'pointerleave');
    send(fan.tray, 'pointerenter');
    vi.advanceTimersByTime(FOLD_DELAY_MS * 2);
    send(fan.tray, 'pointerleave');
    send(cards[0].sprite, 'pointerenter');
    vi.advanceTimersByTime(FOLD_DELAY_MS * 2);
    expect(fan.fanned).toBe(true);
  });

  it('an open link\'s card does not fan the pile', () => {
    const { fan, open, send } = pile();
    send(open, 'pointerenter');
    send(open, 'pointerdown', touch);
    vi.advanceTimersByTime(FAN_DELAY_MS * 2);
    expect(fan.fanned).toBe(false);
  });

  it('touch: a tap on the stacked pile fans it and does nothing else; a tap on a fanned card acts', () => {
    const { fan, cards, env, send } = pile();
    send(cards[2].sprite, 'pointerdown', touch);
    expect(fan.fanned).toBe(true);
    send(cards[2].sprite, 'pointertap', touch);
    expect(env.onCardTap).not.toHaveBeenCalled();
    // The finger lifted leaves the card: a touch screen's leave folds nothing.
    send(cards[2].sprite, 'pointerleave', touch);
    vi.advanceTimersByTime(FOLD_DELAY_MS * 2);
    expect(fan.fanned).toBe(true);
    send(cards[0].sprite, 'pointerdown', touch);
    send(cards[0].sprite, 'pointertap', touch);
    expect(env.onCardTap).toHaveBeenCalledWith('o0', expect.anything());
  });

  it('touch: a long press on the stacked pile fans it and opens no menu; one on a fanned card opens the menu', () => {
    const { fan, cards, env, guarded, send } = pile();
    send(cards[2].sprite, 'pointerdown', touch);
    guarded.onCardPress('o2', { x: 0, y: 0 });
    expect(env.onCardPress).not.toHaveBeenCalled();
    expect(fan.fanned).toBe(true);
    send(cards[1].sprite, 'pointerdown', touch);
    guarded.onCardPress('o1', { x: 0, y: 0 });
    expect(env.onCardPress).toHaveBeenCalledWith('o1', { x: 0, y: 0 });
  });

  it('touch: a press elsewhere on the board folds it; a press on its cards or tray does not', () => {
    const { fan, cards, send } = pile();
    send(cards[2].sprite, 'pointerdown', touch);
    fan.pressEnded();
    expect(fan.fanned).toBe(true);
    send(fan.tray, 'pointerdown', touch);
    fan.pressEnded();
    expect(fan.fanned).toBe(true);
    fan.pressEnded();
    expect(fan.fanned).toBe(false);
  });

  it('keyboard: the focus on a pile card\'s button fans it at once, moving to the next keeps it, leaving folds it', () => {
    const { fan, cards, send, focusEvent } = pile();
    send(cards[0].sprite, 'mouseover', focusEvent());
    expect(fan.fanned).toBe(true);
    send(cards[0].sprite, 'mouseout', focusEvent());
    send(cards[1].sprite, 'mouseover', focusEvent());
    vi.advanceTimersByTime(FOLD_DELAY_MS * 2);
    expect(fan.fanned).toBe(true);
    send(cards[1].sprite, 'mouseout', focusEvent());
    vi.advanceTimersByTime(FOLD_DELAY_MS);
    expect(fan.fanned).toBe(false);
    // A real mouse's mouseover is the pointer's (pointerenter handles it), not a focus.
    send(cards[0].sprite, 'mouseover', new FederatedMouseEvent(new EventBoundary()));
    expect(fan.fanned).toBe(false);
  });

  it('stays fanned as the view changes; a chain with no pile folds, and a card that left the pile goes back among the table\'s cards', () => {
    const { fan, cards, layers, send, focusEvent } = pile();
    send(cards[0].sprite, 'mouseover', focusEvent());
    fan.set(cards.slice(0, 2), { x: 0, y: 0, width: 100, height: 100 }, []);
    expect(fan.fanned).toBe(true);
    expect(cards[2].sprite.parentRenderLayer).toBe(layers.cards);
    expect(cards[1].sprite.parentRenderLayer).toBe(layers.drag);
    fan.set([], null, []);
    expect(fan.fanned).toBe(false);
    expect(cards[0].sprite.parentRenderLayer).toBe(layers.cards);
  });
  it('the open links its tray lies over take no pointer while it is open (Pixi would hit them through it), and take it again when it folds or they are no longer beneath', () => {
    const { fan, cards, send, focusEvent } = pile();
    const link = new Container({ label: 'chain:link-4' });
    fan.set(cards, { x: 0, y: 0, width: 140, height: 100 }, [], null, [link]);
    expect(link.eventMode).toBe('passive');
    send(cards[0].sprite, 'mouseover', focusEvent());
    expect(link.eventMode).toBe('none');
    fan.fold();
    expect(link.eventMode).toBe('passive');
    fan.fan();
    expect(link.eventMode).toBe('none');
    fan.set(cards, { x: 0, y: 0, width: 60, height: 100 }, [], null, []);
    expect(fan.fanned).toBe(true);
    expect(link.eventMode).toBe('passive');
  });
});
