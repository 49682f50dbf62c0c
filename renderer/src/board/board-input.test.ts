import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardView } from '../../../engine/index';
import { tableView } from './scenes/fixture-cards';
import { BoardInput, type BoardIntents } from './board-input';

/** A's table with one playable card (o3). */
const view = (patch: Partial<BoardView> = {}): BoardView => tableView({ legal: [{ type: 'pass', by: 'A' }, { type: 'play', by: 'A', card: 'o3' }], ...patch });

const intents = (): { [K in keyof Required<BoardIntents>]: ReturnType<typeof vi.fn> } => ({ act: vi.fn(), pick: vi.fn(), tap: vi.fn(), menu: vi.fn(), openPile: vi.fn(), hover: vi.fn() });

/** A touch event as the canvas receives it: `touches` still on the screen, cancelable. */
function touchEvent(type: string, touches: number): Event {
  const e = new Event(type, { cancelable: true });
  Object.defineProperty(e, 'touches', { value: { length: touches } });
  return e;
}

describe('BoardInput: the player\'s hands on the table become the host\'s intents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a click on a card acts (the host\'s tap, else its listed play); one the pending decision offers is picked (FAB-1.14); a right-click opens its menu', () => {
    const host = intents();
    let shown: BoardView = view();
    const input = new BoardInput(host, () => shown);
    input.tapCard('o3', { button: 0, x: 5, y: 6 });
    expect(host.tap).toHaveBeenCalledWith('o3', { x: 5, y: 6 });
    const { tap: _tap, ...bare } = host;
    new BoardInput(bare, () => shown).tapCard('o3', { button: 0, x: 5, y: 6 });
    expect(host.act).toHaveBeenCalledWith({ type: 'play', by: 'A', card: 'o3' });
    shown = view({ decision: { kind: 'cards', player: 'A', prompt: 'decision.pitch', options: [{ value: 'o4', label: 'Head Jab', object: 'o4' }], min: 1, max: 1 } });
    input.tapCard('o4', { button: 0, x: 0, y: 0 });
    expect(host.pick).toHaveBeenCalledWith('o4');
    input.tapCard('o4', { button: 2, x: 7, y: 8 });
    expect(host.menu).toHaveBeenCalledWith('o4', 7, 8);
    expect(host.tap).toHaveBeenCalledTimes(1);
  });

  it('with no view drawn yet a click does nothing; a seat\'s plate is picked when the decision offers that player', () => {
    const host = intents();
    new BoardInput(host, () => null).tapCard('o3', { button: 0, x: 0, y: 0 });
    expect(host.tap).not.toHaveBeenCalled();
    const input = new BoardInput(host, () => view({ decision: { kind: 'targets', player: 'A', prompt: 'decision.targets', options: [{ value: 'B', label: 'B', object: 'B' }], min: 1, max: 1 } }));
    input.seatTap('B');
    expect(host.pick).toHaveBeenCalledWith('B');
  });

  it('a long press opens the card\'s menu alone (the zoom goes), and the finger lifted after it clicks nothing under it; the next touch is a touch again', () => {
    vi.stubGlobal('window', new EventTarget());
    const host = intents();
    const input = new BoardInput(host, () => view());
    const canvas = new EventTarget();
    const pressEnded = vi.fn();
    input.bind({ canvas: canvas as HTMLCanvasElement, pressEnded, showAccessibility: vi.fn() });
    canvas.dispatchEvent(touchEvent('touchstart', 1));
    input.cards.onCardPress('o3', { x: 3, y: 4 });
    expect(host.hover).toHaveBeenCalledWith(null);
    expect(host.menu).toHaveBeenCalledWith('o3', 3, 4);
    const lift = touchEvent('touchend', 0);
    canvas.dispatchEvent(lift);
    expect(lift.defaultPrevented).toBe(true);
    canvas.dispatchEvent(touchEvent('touchstart', 1));
    const tap = touchEvent('touchend', 0);
    canvas.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    canvas.dispatchEvent(new Event('pointerdown'));
    expect(pressEnded).toHaveBeenCalledTimes(1);
  });

  it('a stack item: a click zooms it (an item is no card to play), a right-click or a long press opens its menu', () => {
    const host = intents();
    const input = new BoardInput(host, () => view());
    input.stackItems.onCardTap('stack:s1', { button: 0, x: 5, y: 6 });
    expect(host.hover).toHaveBeenCalledWith('stack:s1', { x: 5, y: 6 });
    expect(host.tap).not.toHaveBeenCalled();
    expect(host.act).not.toHaveBeenCalled();
    input.stackItems.onCardTap('stack:s1', { button: 2, x: 7, y: 8 });
    expect(host.menu).toHaveBeenCalledWith('stack:s1', 7, 8);
    input.stackItems.onCardPress('stack:s1', { x: 1, y: 2 });
    expect(host.menu).toHaveBeenLastCalledWith('stack:s1', 1, 2);
    input.stackItems.onCardFocus('stack:s1');
    expect(input.focusedCard).toBe('stack:s1');
  });

  it('Tab shows the accessibility layer; the keyboard\'s focus on a card\'s button is remembered for Shift+F10; unbound, Tab does nothing', () => {
    const keys = new EventTarget();
    vi.stubGlobal('window', keys);
    const input = new BoardInput(intents(), () => view());
    const showAccessibility = vi.fn();
    const unbind = input.bind({ canvas: new EventTarget() as HTMLCanvasElement, pressEnded: vi.fn(), showAccessibility });
    keys.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Tab' }));
    expect(showAccessibility).toHaveBeenCalledTimes(1);
    input.cards.onCardFocus('o3');
    expect(input.focusedCard).toBe('o3');
    unbind();
    keys.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Tab' }));
    expect(showAccessibility).toHaveBeenCalledTimes(1);
  });
});
