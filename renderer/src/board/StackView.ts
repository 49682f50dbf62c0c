import { Container, Graphics, Text } from 'pixi.js';
import type { CardView } from '../../../engine/index';
import type { Translate } from '../i18n';
import { stackItemLabel } from './a11y-labels';
import { makeAccessible } from './accessible';
import type { Bake } from './bake';
import { bindCardPointer, type CardPointerEnv } from './card-pointer';
import { CardSprite } from './CardSprite';
import type { BoardLayers } from './layers';
import { stackPile, type BoardLayout } from './layout';
import type { StackShown } from './table-zones';
import { theme } from './theme';

/** Where a target is drawn (a card's center, a seat's plate), or null when it is not on the table. */
export type Locate = (target: string) => { x: number; y: number } | null;

/** How the board names a stack item to its host (its hover, menu and focus): `stack:<item id>`. */
export const STACK_ITEM = 'stack:';

/** An arrow the stack drew: from an item to one of its targets (read by tests). */
export interface StackArrow {
  item: string;
  target: string;
}

/**
 * The stack / chain / gate as layers (issue 17 item 1): a pile in its own column beside the
 * play rows, across the midline, first put at the top, each later item overlapping the one
 * before with its name bar in sight, the newest whole at the bottom, outlined and marked as
 * the top. Each item names its controller and draws an arrow to each of its targets (a card or
 * a seat's plate). A card item shows its card; an ability or trigger shows as a card-shaped
 * token named after its source and its kind. Drawn on the stack layer, above the cards in play.
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
  /** What the column and its caption were last drawn from (see ZoneView's background). */
  private panelKey = '';
  /** The arrows drawn by the last update. */
  drawn: StackArrow[] = [];

  /** The card each item shows (its card, or its token), by item id: what a zoom of it reads. */
  readonly shown = new Map<string, CardView>();

  constructor(
    private readonly layers: BoardLayers,
    private readonly bake: Bake,
    /** Where an item's pointer events go, by its id `stack:<item id>` (BoardInput.stackItems). */
    private readonly env: CardPointerEnv,
  ) {
    super({ label: 'stack' });
    this.addChild(this.panel, this.caption, this.arrows, this.tags);
    // The stack layer sorts: the column under the items, the arrows and tags over them.
    this.panel.zIndex = -2;
    this.caption.zIndex = -1;
    this.arrows.zIndex = 10_000;
    this.tags.zIndex = 10_001;
    // Attached first, so the panel (and the arrows leaving the items) stay under the items attached after it.
    layers.stack.attach(this.panel, this.caption, this.arrows, this.tags);
  }

  /**
   * Redraws the stack's items (`stackName`: the game's name for it, translated as a zone
   * caption), their controllers, the top marker and the target arrows (`locate` finds targets;
   * `nameOf` names a seat or a card on the table).
   */
  update(items: readonly StackShown[], stackName: string, layout: BoardLayout, t: Translate, locate: Locate = () => null, nameOf: (target: string) => string = (s) => s): void {
    const keep = new Set(items.map((i) => i.entry.id));
    this.shown.clear();
    for (const [id, sprite] of this.sprites) {
      if (keep.has(id)) continue;
      this.sprites.delete(id);
      sprite.destroy({ children: true });
    }
    this.arrows.clear();
    for (const tag of this.tags.removeChildren()) tag.destroy();
    this.drawn = [];
    const { rail, stackCard: card } = layout;
    // The column is always there, beside the play rows: it lights up while it holds items.
    const caption = `${t(`zone.${stackName}`, { defaultValue: stackName }).toLocaleUpperCase()}  ${items.length}`;
    const key = JSON.stringify([rail, caption, items.length > 0, layout.card.width]);
    if (key !== this.panelKey) {
      this.panelKey = key;
      this.drawPanel(rail, caption, items.length > 0, layout.card.width);
    }
    if (items.length === 0) return;
    const centers = stackPile(layout, items.length);
    const fontSize = Math.round(Math.max(9, Math.min(12, layout.card.width * 0.09)));
    items.forEach((item, i) => {
      const sprite = this.spriteFor(item.entry.id, item.card?.id);
      const face = item.card ?? tokenView(item, t, nameOf);
      this.shown.set(item.entry.id, face);
      sprite.update(face, { size: card, playable: false });
      makeAccessible(
        sprite,
        stackItemLabel(t, {
          stack: t(`zone.${stackName}`, { defaultValue: stackName }),
          index: i,
          count: items.length,
          face,
          kind: t(`stack.kind.${item.entry.kind}`, { defaultValue: item.entry.kind }),
          controller: nameOf(item.entry.controller),
          targets: item.entry.targets.map(nameOf),
        }),
      );
      const center = centers[i];
      sprite.position.set(center.x, center.y);
      sprite.zIndex = i;
      const top = i === items.length - 1;
      // Each item names its controller at the right end of its name bar, the part of it the next item leaves in sight.
      this.tags.addChild(tag(nameOf(item.entry.controller), center.x + card.width / 2 - 3, center.y - card.height / 2 + 2, fontSize, top, 'right'));
      if (top) {
        this.arrows.roundRect(center.x - card.width / 2 - 3, center.y - card.height / 2 - 3, card.width + 6, card.height + 6, 6);
        this.tags.addChild(tag(t('stack.top'), center.x, center.y + card.height / 2 + 2, fontSize, true));
      }
      for (const target of item.entry.targets) {
        const to = locate(target);
        if (!to) continue;
        // The arrow leaves the item's name bar (the part in sight), toward the table on the left.
        arrow(this.arrows, { x: center.x - card.width / 2, y: center.y - card.height / 2 + card.height * 0.1 }, to, layout.card.width * 0.12);
        this.drawn.push({ item: item.entry.id, target });
      }
    });
    this.arrows.stroke({ width: 3, color: theme.stack.stroke, alpha: 0.9, cap: 'round', join: 'round' });
  }

  /** The column beside the play rows and its caption, lit while the stack holds items. */
  private drawPanel(rail: BoardLayout['rail'], caption: string, lit: boolean, cardWidth: number): void {
    this.panel
      .clear()
      .roundRect(rail.x, rail.y, rail.width, rail.height, 10)
      .fill({ color: lit ? theme.stack.fill : theme.zone.fill, alpha: lit ? theme.stack.alpha : theme.zone.alpha })
      .stroke({ width: lit ? 1.5 : 1, color: lit ? theme.stack.stroke : theme.zone.stroke, alpha: lit ? 0.8 : theme.zone.strokeAlpha });
    this.caption.text = caption;
    this.caption.alpha = lit ? 1 : theme.zone.labelAlpha;
    this.caption.style.fontSize = Math.round(Math.max(10, Math.min(13, cardWidth * 0.1)));
    this.caption.rotation = -Math.PI / 2;
    this.caption.position.set(rail.x + 6, rail.y + rail.height / 2 + this.caption.width / 2);
  }

  /** The sprite item `item` is drawn as, if it is on the stack. */
  itemSprite(item: string): CardSprite | undefined {
    return this.sprites.get(item);
  }

  private spriteFor(id: string, cardId: string | undefined): CardSprite {
    let sprite = this.sprites.get(id);
    if (!sprite) {
      sprite = new CardSprite(this.bake);
      // As a card on the table: resting the pointer on an item (or the keyboard's focus on its
      // button) zooms it, the part of it the pile hides (a lower execution's amounts) read there;
      // a right-click or a long press opens its menu.
      bindCardPointer(sprite, `${STACK_ITEM}${id}`, this.env);
      this.addChild(sprite);
      this.layers.stack.attach(sprite);
      this.sprites.set(id, sprite);
    }
    // A card item is labelled by its object id, as in every zone, so tests can find where it is drawn.
    sprite.label = cardId === undefined ? `stack-item:${id}` : `card:${cardId}`;
    return sprite;
  }
}

/** A small pill on the stack: an item's controller (at its name bar's right end, from `top`), or the top marker (centered under it). */
function tag(text: string, x: number, top: number, fontSize: number, strong: boolean, align: 'center' | 'right' = 'center'): Container {
  const c = new Container();
  const label = new Text({
    text,
    style: { fontFamily: theme.fonts.ui, fontSize, fontWeight: strong ? '800' : '600', fill: strong ? theme.stack.stroke : theme.stack.label },
    resolution: 2,
  });
  const w = label.width + 8;
  const h = label.height + 2;
  const left = align === 'right' ? -w : -w / 2;
  c.addChild(new Graphics().roundRect(left, 0, w, h, h / 2).fill({ color: theme.stack.fill, alpha: 0.92 }));
  label.position.set(left + 4, 1);
  c.addChild(label);
  c.position.set(x, top);
  return c;
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

/**
 * An ability or trigger as a card-shaped token: its source's name over the kind of item. A
 * damage execution lists what it deals to whom, the amount as placed struck through to the
 * amount reductions left (GR-13-3d: "3 → 1").
 */
function tokenView(item: StackShown, t: Translate, nameOf: (target: string) => string): CardView {
  const kind = t(`stack.kind.${item.entry.kind}`, { defaultValue: item.entry.kind });
  const text = (item.entry.amounts ?? [])
    .map((a) => t(a.amount === a.placed ? 'stack.amount' : 'stack.amount-reduced', { target: nameOf(a.target), amount: a.amount, placed: a.placed }))
    .join('\n');
  return {
    ...(text ? { text } : {}),
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
