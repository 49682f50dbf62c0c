import { Container, Graphics } from 'pixi.js';
import type { ZoneView as ZoneData } from '../../../engine/index';
import { CardSprite, drawBack, drawBadge } from './CardSprite';
import type { CardSize, Rect } from './layout';
import { theme } from './theme';

/** Where a pile is drawn, its caption and count text. */
export interface PileLook {
  rect: Rect;
  card: CardSize;
  caption: string;
  countText: string;
}

/**
 * A deck or discard pile: a few offset cards for thickness, the top card face up when the
 * zone is public, and a badge with the caption and count. Empty piles show an outline.
 */
export class PileView extends Container {
  private drawnKey = '';

  /** Redraws the pile from its zone data. */
  update(zone: ZoneData | undefined, look: PileLook): void {
    const count = zone?.count ?? 0;
    const top = zone && zone.cards.length > 0 ? zone.cards[zone.cards.length - 1] : undefined;
    const key = JSON.stringify([count, top, look]);
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    for (const child of this.removeChildren()) child.destroy({ children: true });
    const { rect, card } = look;
    this.position.set(rect.x, rect.y);
    if (count === 0) {
      this.addChild(
        new Graphics()
          .roundRect(0, 0, card.width, card.height, card.width * 0.06)
          .fill({ color: theme.zone.fill, alpha: theme.zone.alpha })
          .stroke({ width: 1.5, color: theme.zone.stroke, alpha: 0.35 }),
      );
    } else {
      const layers = Math.min(4, Math.ceil(count / 8));
      for (let i = layers; i >= 1; i--) {
        const under = new Container();
        under.position.set(-i * 1.5, -i * 1.5);
        drawBack(under, card);
        this.addChild(under);
      }
      if (top && !top.hidden) {
        const face = new CardSprite();
        face.update(top, { size: card, playable: false });
        face.position.set(card.width / 2, card.height / 2);
        this.addChild(face);
      } else {
        const back = new Container();
        drawBack(back, card);
        this.addChild(back);
      }
    }
    drawBadge(this, `${look.caption}  ${look.countText}`, card.width / 2, card.height + 2, card.width, 'center');
  }
}
