import { Container, Graphics, Text } from 'pixi.js';
import type { CardView } from '../../../engine/index';
import type { Translate } from '../i18n';
import { CardSprite } from './CardSprite';
import type { BoardLayers } from './layers';
import { stackArea, type BoardLayout } from './layout';
import type { StackShown } from './table-zones';
import { theme } from './theme';

/**
 * The stack / chain / gate in the middle of the table: a panel across the midline with the
 * items side by side, first put leftmost, the newest on top. A card item shows its card; an
 * ability or trigger shows as a card-shaped token named after its source. Everything is drawn
 * on the stack layer, above the cards in play, and only while the stack holds items.
 */
export class StackView extends Container {
  private readonly panel = new Graphics();
  private readonly caption = new Text({
    text: '',
    style: { fontFamily: theme.fonts.ui, fontSize: 12, fontWeight: '700', letterSpacing: 1.5, fill: theme.stack.label },
    resolution: 2,
  });
  private readonly sprites = new Map<string, CardSprite>();

  constructor(private readonly layers: BoardLayers) {
    super({ label: 'stack' });
    this.addChild(this.panel, this.caption);
    // Attached first, so the panel stays under the items attached after it.
    layers.stack.attach(this.panel, this.caption);
  }

  /** Redraws the stack's items (`stackName`: the game's name for it, translated as a zone caption). */
  update(items: readonly StackShown[], stackName: string, layout: BoardLayout, t: Translate): void {
    const keep = new Set(items.map((i) => i.entry.id));
    for (const [id, sprite] of this.sprites) {
      if (keep.has(id)) continue;
      this.sprites.delete(id);
      sprite.destroy({ children: true });
    }
    this.panel.visible = this.caption.visible = items.length > 0;
    if (items.length === 0) return;
    const { rect, xs } = stackArea(layout, items.length);
    const { card } = layout;
    this.panel
      .clear()
      .roundRect(rect.x, rect.y, rect.width, rect.height, 12)
      .fill({ color: theme.stack.fill, alpha: theme.stack.alpha })
      .stroke({ width: 1.5, color: theme.stack.stroke, alpha: 0.8 });
    this.caption.text = `${t(`zone.${stackName}`, { defaultValue: stackName }).toLocaleUpperCase()}  ${items.length}`;
    this.caption.style.fontSize = Math.round(Math.max(10, Math.min(13, card.width * 0.1)));
    this.caption.rotation = -Math.PI / 2;
    this.caption.position.set(rect.x + 6, rect.y + rect.height - 10);
    items.forEach((item, i) => {
      const sprite = this.spriteFor(item.entry.id, item.card?.id);
      sprite.update(item.card ?? tokenView(item, t), { size: card, playable: false });
      sprite.position.set(xs[i] + card.width / 2, rect.y + rect.height / 2);
    });
  }

  private spriteFor(id: string, cardId: string | undefined): CardSprite {
    let sprite = this.sprites.get(id);
    if (!sprite) {
      sprite = new CardSprite();
      this.addChild(sprite);
      this.layers.stack.attach(sprite);
      this.sprites.set(id, sprite);
    }
    // A card item is labelled by its object id, as in every zone, so tests can find where it is drawn.
    sprite.label = cardId === undefined ? `stack-item:${id}` : `card:${cardId}`;
    return sprite;
  }
}

/** An ability or trigger as a card-shaped token: its source's name over the kind of item. */
function tokenView(item: StackShown, t: Translate): CardView {
  const kind = t(`stack.kind.${item.entry.kind}`, { defaultValue: item.entry.kind });
  return {
    id: item.entry.id,
    hidden: false,
    card: item.entry.card ?? item.entry.id,
    name: item.entry.name ?? kind,
    typeLine: kind,
    tapped: false,
    faceDown: false,
    counters: {},
    damage: 0,
    stats: {},
  };
}
