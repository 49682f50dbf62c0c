import { Container, FillGradient, Graphics, Rectangle, Sprite, Text, Texture } from 'pixi.js';
import type { CardView } from '../../../engine/index';
import type { CardSize } from './layout';
import { artColor, theme } from './theme';
import type { Bake, Baked } from './bake';
import { subtract, type Box } from './cover';
import { plainCardText } from '../components/card-text';

/** How a card is shown besides its own data: its size and whether the viewer may play it. */
export interface CardLook {
  size: CardSize;
  playable: boolean;
  /** Its play or activation waits on the open decision (BoardView.waiting): outlined in its own colour. */
  waiting?: boolean;
  /** Picked for the open decision (a card to pitch, a defender) before Confirm: outlined and ticked, so the table shows the picks the panel lists. */
  picked?: boolean;
  /** A card drawn small (a strip pile's top card): its name and art only, no text or corner numbers. */
  small?: boolean;
}

/**
 * One card on the table: a frame with its name, art box, type line and text, or a card back
 * when hidden. It draws what `update` gives it and keeps no game state of its own; the
 * container's pivot is the card's center, so a tapped card turns in place.
 */
export class CardSprite extends Container {
  private drawnKey = '';
  private baked: Baked | null = null;
  /** The quads that show the texture: the whole of it, or (`hide`) the parts no card over it covers. */
  private readonly parts: Sprite[] = [];
  private hidden: Box | null = null;
  /**
   * The crops of the card's texture its parts showed, by their rectangle: a row that relays out
   * as a card turns and back (issue 17's frame time) shows the same few crops again, not a new
   * texture object per part per frame.
   */
  private readonly crops = new Map<string, Texture>();

  constructor(private readonly bake: Bake) {
    super({ label: 'card' });
  }

  /** Redraws the card from its view (only when something visible changed). */
  update(card: CardView, look: CardLook): void {
    const key = JSON.stringify([card.hidden, card.name, card.typeLine, card.text, card.card, card.stats, card.printed?.stats, card.counters, card.damage, look]);
    this.rotation = turnOf(card);
    this.pivot.set(look.size.width / 2, look.size.height / 2);
    this.cursor = look.playable ? 'pointer' : 'default';
    this.eventMode = 'static';
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    // A card is drawn once into a texture of its own and then costs a quad a frame, however
    // often it moves, turns or fades: without this a table of 200 cards made 900-2,200 draw
    // calls a frame (every text a texture of its own, every text box a stencil mask).
    const content = new Container();
    if (card.hidden) drawBack(content, look.size);
    else drawFace(content, card, look);
    const baked = this.bake(content);
    content.destroy({ children: true });
    this.dropCrops();
    this.baked?.texture.destroy(true);
    this.baked = baked;
    // Clicks, bounds and the accessibility button take the whole card, however little of it is drawn.
    this.hitArea = baked.frame;
    this.boundsArea = baked.frame;
    this.showParts();
  }

  /**
   * Leaves out of the drawing the part of the card that cards drawn over it hide (a box in the
   * card's own coordinates, `cover.ts`), or (null) draws it whole: a crowded row then fills
   * each pixel about once, not once per card lying on it.
   */
  hide(box: Box | null): void {
    const same = box === this.hidden || (box !== null && this.hidden !== null && box.minX === this.hidden.minX && box.minY === this.hidden.minY && box.maxX === this.hidden.maxX && box.maxY === this.hidden.maxY);
    if (same) return;
    this.hidden = box;
    this.showParts();
  }

  private showParts(): void {
    const baked = this.baked;
    if (!baked) return;
    const { frame, texture } = baked;
    const whole = { minX: frame.x, minY: frame.y, maxX: frame.x + frame.width, maxY: frame.y + frame.height };
    // Whole pixels of the texture, so a part's edge samples no texel of another part.
    const hole = this.hidden && { minX: Math.ceil(this.hidden.minX), minY: Math.ceil(this.hidden.minY), maxX: Math.floor(this.hidden.maxX), maxY: Math.floor(this.hidden.maxY) };
    const boxes = subtract(whole, hole && hole.minX < hole.maxX && hole.minY < hole.maxY ? hole : null);
    // Sprites only: the crops they showed stay in `crops`.
    for (const old of this.parts.splice(boxes.length)) old.destroy();
    const shown = boxes.map((b) => this.cropOf(texture, b.minX - frame.x, b.minY - frame.y, b.maxX - b.minX, b.maxY - b.minY));
    boxes.forEach((b, i) => {
      let part = this.parts[i];
      if (!part) {
        part = new Sprite();
        part.eventMode = 'none';
        this.parts.push(part);
        this.addChild(part);
      }
      part.position.set(b.minX, b.minY);
      if (part.texture !== shown[i]) part.texture = shown[i];
    });
  }

  /** The card's texture, or the crop of it at (x, y, width, height) in its own pixels (kept in `crops`). */
  private cropOf(texture: Texture, x: number, y: number, width: number, height: number): Texture {
    const { frame } = texture;
    if (x === frame.x && y === frame.y && width === frame.width && height === frame.height) return texture;
    const key = `${x},${y},${width},${height}`;
    let crop = this.crops.get(key);
    if (!crop) {
      // A card seldom shows more than a few crops in turn; past that, those no part shows go.
      if (this.crops.size >= CROPS_KEPT) this.dropCrops(new Set(this.parts.map((p) => p.texture)));
      crop = new Texture({ source: texture.source, frame: new Rectangle(x, y, width, height) });
      this.crops.set(key, crop);
    }
    return crop;
  }

  /** Frees the crops (but those in `keep`): they only frame the card's texture, which is freed with the card. */
  private dropCrops(keep?: ReadonlySet<Texture>): void {
    for (const [key, crop] of this.crops) {
      if (keep?.has(crop)) continue;
      this.crops.delete(key);
      if (!crop.destroyed) crop.destroy(false);
    }
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    const baked = this.baked;
    this.parts.length = 0;
    super.destroy(options);
    this.dropCrops();
    baked?.texture.destroy(true);
    this.baked = null;
  }
}

/** How many crops of its texture a card keeps for its parts to show again. */
const CROPS_KEPT = 16;

/** How a card lies on the table: turned a quarter when tapped. */
export function turnOf(card: CardView): number {
  return card.tapped ? Math.PI / 2 : 0;
}

/** The radius of a card's rounded corners. */
export function cornerRadius(size: CardSize): number {
  return Math.max(3, size.width * 0.06);
}

function drawShadow(c: Container, w: number, h: number, r: number): void {
  c.addChild(new Graphics().roundRect(2, 3, w, h, r).fill({ color: theme.card.shadow, alpha: 0.35 }));
}

/** A card back: navy with a gold frame, a lattice and an emblem. Also used by piles. */
export function drawBack(c: Container, size: CardSize): void {
  const { width: w, height: h } = size;
  const r = cornerRadius(size);
  drawShadow(c, w, h, r);
  const g = new Graphics();
  g.roundRect(0, 0, w, h, r).fill(theme.card.border);
  const m = Math.max(3, w * 0.06);
  g.roundRect(m, m, w - 2 * m, h - 2 * m, r * 0.6).fill(theme.back.fill).stroke({ width: Math.max(1, w * 0.015), color: theme.back.gold });
  const step = Math.max(8, w / 6);
  const d = step * 0.32;
  for (let y = m + step / 2; y + d < h - m; y += step) {
    for (let x = m + step / 2; x + d < w - m; x += step) g.poly([x, y - d, x + d, y, x, y + d, x - d, y], true);
  }
  g.stroke({ width: 1, color: theme.back.lattice, alpha: 0.22 });
  const cx = w / 2;
  const cy = h / 2;
  const e = w * 0.24;
  g.poly([cx, cy - e * 1.35, cx + e, cy, cx, cy + e * 1.35, cx - e, cy], true).fill(theme.back.inner).stroke({ width: Math.max(1.5, w * 0.02), color: theme.back.gold });
  g.circle(cx, cy, e * 0.42).fill(theme.back.gold);
  g.circle(cx, cy, e * 0.22).fill(theme.back.fill);
  c.addChild(g);
}

function fitText(text: Text, maxWidth: number, minSize: number): void {
  const style = text.style;
  while (text.width > maxWidth && Number(style.fontSize) > minSize) style.fontSize = Number(style.fontSize) - 1;
  if (text.width <= maxWidth) return;
  const full = text.text;
  let n = full.length;
  while (n > 1 && text.width > maxWidth) text.text = full.slice(0, --n) + '…';
}

function drawFace(c: Container, card: CardView, look: CardLook): void {
  const { width: w, height: h } = look.size;
  const r = cornerRadius(look.size);
  drawShadow(c, w, h, r);
  const g = new Graphics();
  if (look.playable) {
    g.roundRect(-4, -4, w + 8, h + 8, r + 4).fill({ color: theme.card.playable, alpha: 0.25 });
    g.roundRect(-2.5, -2.5, w + 5, h + 5, r + 2).stroke({ width: 3, color: theme.card.playable });
  }
  if (look.waiting) {
    g.roundRect(-4, -4, w + 8, h + 8, r + 4).fill({ color: theme.card.waiting, alpha: 0.3 });
    g.roundRect(-2.5, -2.5, w + 5, h + 5, r + 2).stroke({ width: 3, color: theme.card.waiting });
  }
  if (look.picked) {
    g.roundRect(-6, -6, w + 12, h + 12, r + 6).fill({ color: theme.card.picked, alpha: 0.35 });
    g.roundRect(-3.5, -3.5, w + 7, h + 7, r + 3).stroke({ width: 5, color: theme.card.picked });
  }
  g.roundRect(0, 0, w, h, r).fill(theme.card.border);
  const b = Math.max(2.5, w * 0.045);
  const innerW = w - 2 * b;
  g.roundRect(b, b, innerW, h - 2 * b, r * 0.5).fill(theme.card.body);

  const nameH = Math.max(14, Math.round(h * 0.13));
  const barX = b + 2;
  const barW = innerW - 4;
  g.roundRect(barX, b + 2, barW, nameH, 3).fill(theme.card.nameBar).stroke({ width: 1, color: theme.card.nameBarStroke });

  const artY = b + 2 + nameH + 3;
  // A card with no type line or text yet (not scripted) gives the art box the whole face.
  const hasBody = !look.small && !!(card.typeLine || card.text);
  const artH = hasBody ? Math.round(h * 0.36) : h - b - 4 - artY;
  const hue = artColor(card.card ?? card.id);
  const art = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 1, y: 1 },
    colorStops: [
      { offset: 0, color: lighten(hue, 0.35) },
      { offset: 1, color: hue },
    ],
  });
  // A card drawn too small for an art box under its name bar (a narrow strip pile's) has none:
  // a box of negative height was drawn upward over the name, and Canvas 2D refuses the emblem's negative radius
  // (as it does for a card narrower than its borders).
  if (artH > 0 && barW > 0) {
    g.rect(barX, artY, barW, artH).fill(art).stroke({ width: 1, color: theme.card.nameBarStroke });
    // A simple emblem in the art box so an unscripted card still looks like a card.
    g.circle(barX + barW / 2, artY + artH / 2, Math.min(barW, artH) * 0.22).fill({ color: 0xffffff, alpha: 0.18 });
  }
  c.addChild(g);
  const name = new Text({
    text: card.name ?? card.card ?? '',
    style: { fontFamily: theme.fonts.card, fontSize: Math.round(Math.max(9, Math.min(18, w * 0.105))), fontWeight: '700', fill: theme.card.ink },
    resolution: 2,
  });
  fitText(name, barW - 8, 8);
  name.position.set(barX + 4, b + 2 + (nameH - name.height) / 2);
  c.addChild(name);
  if (hasBody) drawBody(c, g, card, { barX, barW, artY, artH, b, w, h });
  if (!look.small) drawCorners(c, card, w, h, b);
  // A picked card is washed green and ticked: its outline alone reads as one more glow beside the gold "playable" one.
  if (look.picked) {
    c.addChild(new Graphics().roundRect(0, 0, w, h, r).fill({ color: theme.card.picked, alpha: 0.22 }));
    const tick = new Graphics();
    const rad = Math.max(8, Math.round(w * 0.13));
    tick.circle(w - rad * 0.6, rad * 0.6, rad).fill(theme.card.picked).stroke({ width: 2, color: theme.card.border });
    tick
      .moveTo(w - rad * 1.05, rad * 0.6)
      .lineTo(w - rad * 0.7, rad * 0.95)
      .lineTo(w - rad * 0.1, rad * 0.2)
      .stroke({ width: Math.max(2, rad * 0.28), color: theme.card.border, cap: 'round', join: 'round' });
    c.addChild(tick);
  }
}

/** The type line bar and the text box under the art. */
function drawBody(
  c: Container,
  g: Graphics,
  card: CardView,
  m: { barX: number; barW: number; artY: number; artH: number; b: number; w: number; h: number },
): void {
  const { barX, barW, artY, artH, b, w, h } = m;
  const typeY = artY + artH + 2;
  const typeH = Math.max(11, Math.round(h * 0.09));
  g.roundRect(barX, typeY, barW, typeH, 2).fill(theme.card.nameBar).stroke({ width: 1, color: theme.card.nameBarStroke });
  const textY = typeY + typeH + 2;
  g.rect(barX, textY, barW, h - b - 2 - textY).fill(theme.card.textBox);
  if (card.typeLine) {
    const type = new Text({
      text: card.typeLine,
      style: { fontFamily: theme.fonts.card, fontSize: Math.round(Math.max(7, Math.min(13, w * 0.075))), fontStyle: 'italic', fill: theme.card.ink },
      resolution: 2,
    });
    fitText(type, barW - 6, 7);
    type.position.set(barX + 3, typeY + (typeH - type.height) / 2);
    c.addChild(type);
  }

  const textH = h - b - 2 - textY;
  if (card.text && textH > 14) {
    const body = new Text({
      text: plainCardText(card.text),
      style: {
        fontFamily: theme.fonts.card,
        fontSize: Math.round(Math.max(7, Math.min(12, w * 0.07))),
        fill: theme.card.ink,
        wordWrap: true,
        breakWords: true,
        wordWrapWidth: barW - 6,
        lineHeight: Math.round(Math.max(8, Math.min(14, w * 0.085))),
      },
      resolution: 2,
    });
    body.position.set(barX + 3, textY + 2);
    const mask = new Graphics().rect(barX, textY, barW, textH).fill(0xffffff);
    body.mask = mask;
    c.addChild(mask, body);
  }
}

/**
 * The corner badges: the card's numbers as they are now (power/health..., after every effect)
 * and marked damage. Numbers an effect changed turn the badge green (raised) or red (lowered).
 */
function drawCorners(c: Container, card: CardView, w: number, h: number, b: number): void {
  const stats = Object.values(card.stats);
  if (stats.length > 0) drawBadge(c, stats.join('/'), w - b - 2, h - b - 2, w, 'bottom-right', changeFill(card));
  if (card.damage > 0) drawBadge(c, `-${card.damage}`, b + 2, h - b - 2, w, 'bottom-left', theme.card.damage);
}

/** The badge colour for a card's numbers: raised, lowered, or as printed. */
export function changeFill(card: CardView): number {
  const printed = card.printed?.stats ?? card.stats;
  let up = false;
  let down = false;
  for (const [k, v] of Object.entries(card.stats)) {
    const was = printed[k] ?? v;
    if (v > was) up = true;
    else if (v < was) down = true;
  }
  return up && !down ? theme.changed.up : down && !up ? theme.changed.down : theme.badge.fill;
}

/** A small rounded badge with text, anchored at a corner point. */
export function drawBadge(
  c: Container,
  label: string,
  x: number,
  y: number,
  cardWidth: number,
  anchor: 'bottom-right' | 'bottom-left' | 'center',
  fill: number = theme.badge.fill,
): void {
  const text = new Text({
    text: label,
    style: { fontFamily: theme.fonts.ui, fontSize: Math.round(Math.max(9, Math.min(16, cardWidth * 0.11))), fontWeight: '700', fill: theme.badge.text },
    resolution: 2,
  });
  const pw = text.width + 10;
  const ph = text.height + 4;
  const bx = anchor === 'bottom-right' ? x - pw : anchor === 'bottom-left' ? x : x - pw / 2;
  const by = anchor === 'center' ? y - ph / 2 : y - ph;
  c.addChild(new Graphics().roundRect(bx, by, pw, ph, ph / 2).fill({ color: fill, alpha: 0.88 }).stroke({ width: 1.5, color: theme.badge.stroke }));
  text.position.set(bx + 5, by + 2);
  c.addChild(text);
}

function lighten(color: number, amount: number): number {
  const ch = (shift: number) => {
    const v = (color >> shift) & 0xff;
    return Math.round(v + (255 - v) * amount);
  };
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}
