import type { ObjectId, ZoneView as ZoneData } from '../../../engine/index';
import type { CardSprite } from './CardSprite';
import { spreadRow } from './layout';
import { ZoneView, type ZoneLook } from './ZoneView';

/**
 * A player's hand: cards overlap when they do not fit, and a hovered card rises above its
 * neighbours (it moves to the drag layer while staying a child of the hand).
 */
export class HandView extends ZoneView {
  protected override placeCards(zone: ZoneData | undefined, look: ZoneLook, playable: ReadonlySet<ObjectId>): void {
    super.placeCards(zone, look, playable);
    const cards = zone?.cards ?? [];
    const { rect, card } = look;
    const area = this.cardArea(look);
    const xs = spreadRow(cards.length, area.width, card.width, Math.round(card.width * 0.08));
    cards.forEach((c, i) => {
      const sprite = this.sprites.get(c.id);
      if (!sprite) return;
      const baseY = rect.y + rect.height / 2;
      sprite.position.set(area.x + xs[i] + card.width / 2, baseY);
      this.layers.cards.attach(sprite);
      this.bindHover(sprite, baseY, Math.round(card.height * 0.08) * (look.captionEdge === 'bottom' ? 1 : -1));
    });
  }

  private bindHover(sprite: CardSprite, baseY: number, lift: number): void {
    sprite.removeAllListeners('pointerover');
    sprite.removeAllListeners('pointerout');
    sprite.on('pointerover', () => {
      sprite.y = baseY - lift;
      this.layers.drag.attach(sprite);
      // The lifted card is drawn whole, over its neighbours, and uncovers the one under it.
      this.hideCovered();
      this.env.requestRender();
    });
    sprite.on('pointerout', () => {
      sprite.y = baseY;
      this.layers.cards.attach(sprite);
      this.hideCovered();
      this.env.requestRender();
    });
  }
}
