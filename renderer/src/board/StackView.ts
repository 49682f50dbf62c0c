import { Container, Graphics, Text } from 'pixi.js';
import type { CardView } from '../../../engine/index';
import type { Translate } from '../i18n';
import { CardSprite } from './CardSprite';
import type { BoardLayers } from './layers';
import { stackArea, type BoardLayout } from './layout';
import type { StackShown } from './table-zones';
import { theme } from './theme';

/** Where a target is drawn (a card's center, a seat's plate), or null when it is not on the table. */
export type Locate = (target: string) => { x: number; y: number } | null;

/** An arrow the stack drew: from an item to one of its targets (read by tests). */
export interface StackArrow {
  item: string;
  target: string;
}

/**
 * The stack / chain / gate in the middle of the table as layers (issue 17 item 1): a panel
 * across the midline with the items side by side, first put leftmost, the newest on top and
 * marked so. Each item names its controller, and draws an arrow to each of its targets (a card
 * or a seat's plate). A card item shows its card; an ability or trigger shows as a card-shaped
 * token named after its source and its kind. Everything is drawn on the stack layer, above the
 * cards in play, and only while the stack holds items.
 */
export class StackView extends Container {
  private readonly panel = new Graphics();
  private readonly caption = new Text({
    text: '',
    style: { fontFamily: theme.fonts.ui, fontSize: 12, fontWeight: '700', letterSpacing: 1.5, fill: theme.stack.label },
    resolution: 2,
  });
  private readonly sprites = new Map<string, CardSprite>();
  private readonly arrows = new Graphics({ label: 'stack-arrows' });
  private readonly tags = new Container({ label: 'stack-tags' });
  /** The arrows drawn by the last update. */
  drawn: StackArrow[] = [];

  constructor(private readonly layers: BoardLayers) {
    super({ label: 'stack' });
    this.addChild(this.panel, this.caption, this.arrows, this.tags);
    // Attached first, so the panel (and the arrows leaving the items) stay under the items attached after it.
    layers.stack.attach(this.panel, this.caption, this.arrows, this.tags);
  }

  /**
   * Redraws the stack's items (`stackName`: the game's name for it, translated as a zone
   * caption), their controllers, the top marker and the target arrows (`locate` finds targets).
   */
  update(items: readonly StackShown[], stackName: string, layout: BoardLayout, t: Translate, locate: Locate = () => null, seatName: (seat: string) => string = (s) => s): void {
    const keep = new Set(items.map((i) => i.entry.id));
    for (const [id, sprite] of this.sprites) {
      if (keep.has(id)) continue;
      this.sprites.delete(id);
      sprite.destroy({ children: true });
    }
    this.panel.visible = this.caption.visible = items.length > 0;
    this.arrows.clear();
    for (const tag of this.tags.removeChildren()) tag.destroy();
    this.drawn = [];
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
    const fontSize = Math.round(Math.max(9, Math.min(12, card.width * 0.09)));
    items.forEach((item, i) => {
      const sprite = this.spriteFor(item.entry.id, item.card?.id);
      sprite.update(item.card ?? tokenView(item, t), { size: card, playable: false });
      const center = { x: xs[i] + card.width / 2, y: rect.y + rect.height / 2 };
      sprite.position.set(center.x, center.y);
      const top = i === items.length - 1;
      this.tags.addChild(tag(seatName(item.entry.controller), center.x, rect.y + rect.height - 2, fontSize, top));
      if (top) this.tags.addChild(tag(t('stack.top'), center.x, rect.y + fontSize + 2, fontSize, true));
      for (const target of item.entry.targets) {
        const to = locate(target);
        if (!to) continue;
        arrow(this.arrows, center, to, card.width * 0.12);
        this.drawn.push({ item: item.entry.id, target });
      }
    });
    this.arrows.stroke({ width: 3, color: theme.stack.stroke, alpha: 0.9, cap: 'round', join: 'round' });
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

/** A small caption on the stack panel: an item's controller, or the top marker (highlighted). */
function tag(text: string, x: number, bottom: number, fontSize: number, strong: boolean): Text {
  const label = new Text({
    text,
    style: { fontFamily: theme.fonts.ui, fontSize, fontWeight: strong ? '800' : '600', fill: strong ? theme.stack.stroke : theme.stack.label },
    resolution: 2,
  });
  label.anchor.set(0.5, 1);
  label.position.set(x, bottom);
  return label;
}

/** A line from an item to its target, ending in an arrowhead just short of the target's center. */
function arrow(g: Graphics, from: { x: number; y: number }, to: { x: number; y: number }, head: number): void {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length < head * 2) return;
  const ux = dx / length;
  const uy = dy / length;
  const tip = { x: to.x - ux * head, y: to.y - uy * head };
  g.moveTo(from.x, from.y).lineTo(tip.x, tip.y);
  g.moveTo(tip.x - ux * head - uy * head * 0.6, tip.y - uy * head + ux * head * 0.6)
    .lineTo(tip.x, tip.y)
    .lineTo(tip.x - ux * head + uy * head * 0.6, tip.y - uy * head - ux * head * 0.6);
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
