import type { ZoneView as ZoneData } from '../../../engine/index';
import type { CardSprite } from './CardSprite';
import { spreadRow } from './layout';
import { ZoneView, type CardMarks, type ZoneLook } from './ZoneView';

/**
 * A player's hand: cards overlap when they do not fit, and a hovered card rises above its
 * neighbours (it moves to the drag layer while staying a child of the hand). A card whose play
 * waits on a decision (its pitch) stays risen and whole, so the player sees what they pay for.
 */
export class HandView extends ZoneView {
  protected override placeCards(zone: ZoneData | undefined, look: ZoneLook, marks: CardMarks): void {
    super.placeCards(zone, look, marks);
    const cards = zone?.cards ?? [];
    const { rect, card } = look;
    const area = this.cardArea(look);
    const xs = spreadRow(cards.length, area.width, card.width, Math.round(card.width * 0.08));
    cards.forEach((c, i) => {
      const sprite = this.sprites.get(c.id);
      if (!sprite) return;
      const lift = Math.round(card.height * 0.08) * (look.captionEdge === 'bottom' ? 1 : -1);
      // The waiting card rises as a hovered one does, and stays there until its play goes on or is undone.
      const risen = c.id === marks.waiting;
      const baseY = rect.y + rect.height / 2 - (risen ? lift : 0);
      sprite.position.set(area.x + xs[i] + card.width / 2, baseY);
      (risen ? this.layers.drag : this.layers.cards).attach(sprite);
      this.bindHover(sprite, baseY, risen ? 0 : lift, risen);
    });
  }

  private bindHover(sprite: CardSprite, baseY: number, lift: number, risen: boolean): void {
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
      if (!risen) this.layers.cards.attach(sprite);
      this.hideCovered();
      this.env.requestRender();
    });
  }
}
