import type { Container } from 'pixi.js';
import type { ObjectId } from '../../../engine/index';
import { zoomOnFocus } from './focus-zoom';
import { LongPress } from './long-press';

export { LONG_PRESS_MS } from './long-press';

/** Where a card's pointer events go (the zone's part of the scene: ZoneEnv). */
export interface CardPointerEnv {
  /** A click on a card: which button, and where (canvas CSS pixels). */
  onCardTap(card: ObjectId, e: { button: number; x: number; y: number }): void;
  /** The pointer rests on a card (`card` null: it left): the table zooms it (issue 17 item 3). */
  onCardHover(card: ObjectId | null, at?: { x: number; y: number }): void;
  /**
   * A long press on a card on a touch screen, at canvas CSS pixels (long-press.ts): a touch
   * screen's right-click, it opens the card's menu. The release that ends it is no tap
   * (bindCardPointer swallows it).
   */
  onCardPress(card: ObjectId, at: { x: number; y: number }): void;
  /** The keyboard's focus is on a card's button in Pixi's accessibility layer (`card` null: it left): the keyboard's right-click (Shift+F10) opens that card's menu. */
  onCardFocus(card: ObjectId | null): void;
}

/**
 * A card sprite's pointer events, wherever it is drawn: a tap acts (ZoneEnv.onCardTap), the
 * pointer resting on it zooms it, and on a touch screen, where nothing hovers, a long press is
 * the right-click (ZoneEnv.onCardPress: the card's menu, whose "Show details" is the zoom), as
 * card apps on phones and tablets do it. The finger lifted after a long press makes no tap:
 * the press was the menu, not the card's action.
 */
export function bindCardPointer(sprite: Container, id: ObjectId, env: CardPointerEnv): void {
  const press = new LongPress((at) => env.onCardPress(id, at));
  sprite.on('pointertap', (e) => {
    if (!press.tapped()) return;
    // A press of the card's button in Pixi's accessibility layer (Enter, Space, a screen
    // reader's click) arrives as a bare event, with no button or point: a left click on the card.
    const pointer = e as Partial<typeof e>;
    const at = pointer.global ?? sprite.getGlobalPosition();
    env.onCardTap(id, { button: pointer.button ?? 0, x: at.x, y: at.y });
  });
  sprite.on('pointerenter', (e) => {
    if (e.pointerType !== 'touch') env.onCardHover(id, { x: e.global.x, y: e.global.y });
  });
  sprite.on('pointerleave', () => {
    // The lifted finger leaves the card after its tap: a long press is over either way.
    press.abandon();
    env.onCardHover(null);
  });
  sprite.on('pointerdown', (e) => press.down(e.pointerType, { x: e.global.x, y: e.global.y }));
  sprite.on('pointermove', (e) => press.move({ x: e.global.x, y: e.global.y }));
  sprite.on('pointerup', () => press.up());
  sprite.on('pointerupoutside', () => press.abandon());
  sprite.on('pointercancel', () => press.abandon());
  zoomOnFocus(
    sprite,
    (at) => {
      env.onCardFocus(id);
      env.onCardHover(id, at);
    },
    () => {
      env.onCardFocus(null);
      env.onCardHover(null);
    },
  );
}
