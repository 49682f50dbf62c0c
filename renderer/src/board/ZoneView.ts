import { Container, Graphics, Text } from 'pixi.js';
import type { CardView, ObjectId, ZoneView as ZoneData } from '../../../engine/index';
import { makeAccessible } from './accessible';
import type { Bake } from './bake';
import { CardSprite, cornerRadius } from './CardSprite';
import { coveredRuns, hiddenParts, toCardBox, type Box, type PlacedCard } from './cover';
import { bindCardPointer, type CardPointerEnv } from './card-pointer';
import type { BoardLayers } from './layers';
import { attachmentRow, COMPACT_CAPTION, spreadRow, zoneGutter, type CardSize, type Rect } from './layout';
import { wholePixels } from './software-gl';
import { theme } from './theme';

/** Where and how a zone is drawn: its rectangle, caption and the card size. */
export interface ZoneLook {
  rect: Rect;
  caption: string;
  card: CardSize;
  /** Whose zone this is, said before each card's name in the accessibility layer ("Seat A, Hand"). */
  where: string;
  /** Which edge the caption sits at (the player's own edge). */
  captionEdge: 'top' | 'bottom';
  /**
   * A small zone of a crowded row (FaB's hero, weapon and equipment slots): its caption runs
   * along that edge instead of up a gutter, so the row's room goes to cards.
   */
  compact?: boolean;
}

/** What marks a zone's cards besides their data: the ones a tap would play, and the one whose play waits on a decision. */
export interface CardMarks {
  playable: ReadonlySet<ObjectId>;
  /** The card whose play or activation waits on the open decision (BoardView.waiting), if the viewer can see it. */
  waiting: ObjectId | null;
  /** The cards picked for the open decision so far (the decision panel's picks). */
  picked?: ReadonlySet<ObjectId>;
}

/** The corner radius of a zone's panel. */
const PANEL_RADIUS = 10;

/** What a zone needs from its scene: the layers, where taps go (CardPointerEnv), and a way to ask for a redraw. */
export interface ZoneEnv extends CardPointerEnv {
  layers: BoardLayers;
  requestRender(): void;
  /** A click on a seat's plate (a player the pending decision may name). */
  onSeatTap(seat: string): void;
  /** A click on a pile (deck, graveyard, banished ...) of `seat`, at canvas CSS pixels: the table lists its cards. */
  onPileTap(seat: string, zone: string, at: { x: number; y: number }): void;
  /** A card's name in the accessibility layer, in the player's language (a11y-labels.ts). */
  cardLabel(card: CardView, where: string, playable: boolean, waiting?: boolean, picked?: boolean): string;
  /** Draws a card into its texture (bake.ts). */
  bake: Bake;
}

/**
 * A zone whose cards lie side by side (the play area; the hand builds on it). Cards are
 * keyed by object id and redrawn from each view: the zone holds sprites, never game state.
 */
export class ZoneView extends Container {
  protected readonly background = new Graphics();
  protected readonly caption = new Text({
    text: '',
    style: { fontFamily: theme.fonts.ui, fontSize: 12, fontWeight: '600', letterSpacing: 1.5, fill: theme.zone.label },
    resolution: 2,
  });
  protected readonly sprites = new Map<ObjectId, CardSprite>();
  /** What the background was last drawn from: redrawing an unchanged one (a new caption texture, new geometry) every view cost frames. */
  private backgroundKey = '';
  /** What the panel was last drawn from (its rectangle and the holes its cards cover). */
  private panelKey = '';
  /** The zone's rectangle as last laid out. */
  private shownRect: Rect | null = null;

  protected readonly layers: BoardLayers;

  constructor(
    protected readonly env: ZoneEnv,
    label: string,
  ) {
    super({ label });
    this.layers = env.layers;
    const layers = env.layers;
    this.caption.alpha = theme.zone.labelAlpha;
    this.addChild(this.background, this.caption);
    layers.zones.attach(this.background, this.caption);
  }

  /** The zone's rectangle as last laid out, or null when it is not drawn (an empty slot given no room). */
  get rect(): Rect | null {
    return this.background.visible ? this.shownRect : null;
  }

  /** Redraws the zone from its data, its cards marked by `marks`. */
  update(zone: ZoneData | undefined, look: ZoneLook, marks: CardMarks): void {
    this.drawBackground(look, zone?.count ?? 0);
    this.placeCards(zone, look, marks);
    this.hideCovered();
  }

  protected drawBackground(look: ZoneLook, _count: number): void {
    const key = JSON.stringify([look.rect, look.caption, look.captionEdge, look.compact, look.card.width]);
    if (key === this.backgroundKey) return;
    this.backgroundKey = key;
    const { rect } = look;
    this.shownRect = rect;
    // An empty slot given no room (layout.ts splitPlayRow) is not drawn at all.
    const shown = rect.width >= 8;
    this.background.visible = this.caption.visible = shown;
    if (!shown) return;
    this.caption.text = look.caption.toLocaleUpperCase();
    if (look.compact) {
      this.caption.style.fontSize = 10;
      this.caption.rotation = 0;
      this.caption.anchor.set(0.5, 0);
      // A narrow slot's caption shrinks to fit it (down to 60 %), never into its neighbour's.
      this.caption.scale.set(1);
      this.caption.scale.set(Math.max(0.6, Math.min(1, (rect.width - 4) / Math.max(1, this.caption.width))));
      const y = look.captionEdge === 'top' ? rect.y + 2 : rect.y + rect.height - COMPACT_CAPTION;
      this.caption.position.set(rect.x + rect.width / 2, y);
      return;
    }
    this.caption.anchor.set(0, 0);
    this.caption.scale.set(1);
    this.caption.style.fontSize = Math.round(Math.max(10, Math.min(13, look.card.width * 0.1)));
    // The caption runs up the zone's left edge, in a gutter no card covers.
    this.caption.rotation = -Math.PI / 2;
    const y = look.captionEdge === 'top' ? rect.y + 8 + this.caption.width : rect.y + rect.height - 8;
    this.caption.position.set(rect.x + 5, y);
  }

  /**
   * The zone's panel, less the parts its cards cover (`covered`, cover.ts): the cards lie on
   * it opaque there, and without a GPU a crowded row's panel cost as much to fill as its cards.
   */
  private drawPanel(rect: Rect, covered: readonly Box[]): void {
    // Clear of the panel's rounded corners and its outline.
    const holes = covered
      .map((b) => ({ minX: Math.ceil(Math.max(b.minX, rect.x + PANEL_RADIUS + 1)), minY: Math.ceil(Math.max(b.minY, rect.y + 2)), maxX: Math.floor(Math.min(b.maxX, rect.x + rect.width - PANEL_RADIUS - 1)), maxY: Math.floor(Math.min(b.maxY, rect.y + rect.height - 2)) }))
      .filter((b) => b.minX < b.maxX && b.minY < b.maxY);
    const key = JSON.stringify([rect, holes]);
    if (key === this.panelKey) return;
    this.panelKey = key;
    const g = this.background.clear().roundRect(rect.x, rect.y, rect.width, rect.height, PANEL_RADIUS).fill({ color: theme.zone.fill, alpha: theme.zone.alpha });
    if (holes.length > 0) {
      for (const h of holes) g.rect(h.minX, h.minY, h.maxX - h.minX, h.maxY - h.minY);
      g.cut();
    }
    g.roundRect(rect.x, rect.y, rect.width, rect.height, PANEL_RADIUS).stroke({ width: 1, color: theme.zone.stroke, alpha: theme.zone.strokeAlpha });
  }

  /** Where cards may lie in the zone: right of the caption gutter. */
  protected cardArea(look: ZoneLook): { x: number; width: number } {
    if (look.compact) return { x: look.rect.x + 3, width: look.rect.width - 6 };
    const gutter = zoneGutter(look.card);
    return { x: look.rect.x + gutter, width: look.rect.width - gutter - 10 };
  }

  /** Keeps one sprite per card, drops sprites of cards that left, and lays the row out. */
  protected placeCards(zone: ZoneData | undefined, look: ZoneLook, { playable, waiting, picked }: CardMarks): void {
    const cards = zone?.cards ?? [];
    const keep = new Set(cards.map((c) => c.id));
    for (const [id, sprite] of this.sprites) {
      if (keep.has(id)) continue;
      this.sprites.delete(id);
      sprite.destroy({ children: true });
    }
    const { rect, card } = look;
    const anyTapped = cards.some((c) => c.tapped);
    const slot = anyTapped ? card.height : card.width;
    const area = this.cardArea(look);
    // A card attached to another of the row shares its host's slot, tucked under it and peeking out.
    const row = attachmentRow(cards);
    const xs = spreadRow(row.slots, area.width, slot, Math.round(card.width * 0.1));
    const tuck = { x: Math.round(card.width * 0.12), y: Math.round(card.height * 0.14) };
    // A compact zone's cards sit clear of its caption strip when the row has the room.
    const shift = look.compact ? Math.min(COMPACT_CAPTION, Math.max(0, rect.height - card.height)) / 2 : 0;
    const middle = rect.y + rect.height / 2 + (look.captionEdge === 'top' ? shift : -shift);
    cards.forEach((c, i) => {
      const { slot: at, depth } = row.places[i];
      const sprite = this.spriteFor(c.id);
      sprite.update(c, { size: card, playable: playable.has(c.id), waiting: c.id === waiting, picked: picked?.has(c.id) ?? false });
      makeAccessible(sprite, this.env.cardLabel(c, look.where, playable.has(c.id), c.id === waiting, picked?.has(c.id) ?? false));
      sprite.position.set(area.x + xs[at] + slot / 2 + depth * tuck.x, middle - depth * tuck.y);
      sprite.zIndex = at * 16 + 15 - Math.min(depth, 15);
    });
    this.shownCard = card;
  }

  /** The size the zone's cards were last drawn at. */
  private shownCard: CardSize | null = null;

  /**
   * Leaves out of each card's drawing what the cards drawn over it hide (cover.ts): in a
   * crowded row most of each card. Called whenever a card of the zone moves or changes layer.
   */
  protected hideCovered(): void {
    const size = this.shownCard;
    if (!size) {
      if (this.shownRect && this.background.visible) this.drawPanel(this.shownRect, []);
      return;
    }
    // The draw order: the cards layer by zIndex, then a card lifted onto the drag layer (over everything).
    const lifted = (s: CardSprite): number => (s.parentRenderLayer === this.layers.drag ? 1 : 0);
    const order = [...this.sprites.values()].sort((a, b) => lifted(a) - lifted(b) || a.zIndex - b.zIndex);
    const placed: PlacedCard[] = order.map((s) => ({
      x: s.x,
      y: s.y,
      width: size.width,
      height: size.height,
      turned: s.rotation !== 0,
      // A card turned some other way than a quarter (none is, today) neither hides nor is hidden.
      opaque: s.alpha === 1 && (s.rotation === 0 || s.rotation === Math.PI / 2),
      corner: cornerRadius(size),
    }));
    const hidden = hiddenParts(placed, wholePixels() ? 0 : 1);
    order.forEach((s, i) => {
      const box = hidden[i];
      s.hide(box && placed[i].opaque ? toCardBox(placed[i], box) : null);
    });
    if (this.shownRect && this.background.visible) this.drawPanel(this.shownRect, coveredRuns(placed));
  }

  protected spriteFor(id: ObjectId): CardSprite {
    let sprite = this.sprites.get(id);
    if (!sprite) {
      sprite = new CardSprite(this.env.bake);
      sprite.label = `card:${id}`;
      bindCardPointer(sprite, id, this.env);
      this.addChild(sprite);
      this.layers.cards.attach(sprite);
      this.sprites.set(id, sprite);
    }
    return sprite;
  }
}
