import { Container, Graphics, Text } from 'pixi.js';
import type { ObjectId } from '../../../engine/index';
import type { Translate } from '../i18n';
import { chainWhere } from './a11y-labels';
import { makeAccessible } from './accessible';
import { CardSprite } from './CardSprite';
import { chainBand, chainSlots, fanLabels, fanRoom, fanSlots } from './chain-layout';
import { ChainFan, type PileCard } from './ChainFan';
import { spreadRow, zoneGutter, type BoardLayout, type Rect } from './layout';
import type { ChainShown } from './table-zones';
import { theme } from './theme';
import { bindCardPointer } from './card-pointer';
import type { ZoneEnv } from './ZoneView';

/** What the chain needs to know of the table: which side attacks (the turn player's) and the caption. */
export interface ChainLook {
  /** The side of the attacking seat: its attacks lie on its half, the defenders on the other. */
  attacker: 'near' | 'far';
  caption: string;
}

/**
 * The combat chain as links (issue 17 item 2, FAB-7.0): a band across the midline where each
 * link is a column, its attack on the attacker's half facing the cards defending it on the
 * defender's half (cards from hand and equipment alike), with the power against the total
 * defense on the midline and the attack reactions played on it under that. The active link is
 * outlined and marked; the links already resolved fade. A chain longer than the band holds
 * side by side folds its earlier links into a pile at the band's left, labelled by one list of
 * their totals (`chainSlots`), so no label covers another; the pile fans out on demand (the
 * pointer resting on it, the keyboard's focus on one of its cards, a tap: ChainFan), rightwards
 * over the open links and the stack's column (`fanRoom`), clear of the heroes, weapons and
 * equipment, so every card under its top can be read, zoomed and opened. Each link's cards live in a container
 * named `chain:link-<n>` (what `cardZone` reports), on the cards layer.
 */
export class ChainView extends Container {
  private readonly panel = new Graphics();
  private readonly caption = new Text({
    text: '',
    style: { fontFamily: theme.fonts.ui, fontSize: 12, fontWeight: '600', letterSpacing: 1.5, fill: theme.zone.label },
    resolution: 2,
  });
  private readonly marks = new Graphics({ label: 'chain-marks' });
  private readonly tags = new Container({ label: 'chain-tags' });
  private readonly links: Container[] = [];
  private readonly sprites = new Map<ObjectId, CardSprite>();
  /** The folded pile, fanned out on demand so every card of it can be reached (ChainFan). */
  readonly fan: ChainFan;
  /** The x where the play rows must end (the band's left edge), or null when there is no chain. */
  left: number | null = null;

  /** Where the chain's labels are drawn (board pixels), for tests: no two may overlap. */
  labelBounds(): Rect[] {
    return [this.caption, ...this.tags.children].map((tag) => {
      const b = tag.getBounds();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    });
  }

  constructor(private readonly env: ZoneEnv) {
    super({ label: 'chain' });
    this.caption.alpha = theme.zone.labelAlpha;
    this.fan = new ChainFan(env.layers, () => env.requestRender());
    // The fan's tray after the labels and before the links: the links' cards are hit first, then the tray, then the play rows.
    this.addChild(this.panel, this.caption, this.marks, this.tags, this.fan.tray, this.fan.labels);
    env.layers.zones.attach(this.panel, this.caption);
    env.layers.stack.attach(this.marks, this.tags);
  }

  /** Redraws the links; `shown` null hides the band (a game without a combat chain). */
  update(shown: readonly ChainShown[] | null, layout: BoardLayout, look: ChainLook, t: Translate): void {
    this.visible = shown !== null;
    this.marks.clear();
    for (const tag of this.tags.removeChildren()) tag.destroy();
    if (shown === null) {
      this.left = null;
      this.fan.set([], null, []);
      this.dropSprites(new Set());
      return;
    }
    const { rect, card } = chainBand(layout, shown.length);
    this.left = rect.x;
    this.panel
      .clear()
      .roundRect(rect.x, rect.y, rect.width, rect.height, 10)
      .fill({ color: theme.zone.fill, alpha: theme.zone.alpha })
      .stroke({ width: 1, color: theme.zone.stroke, alpha: theme.zone.strokeAlpha });
    this.caption.text = look.caption.toLocaleUpperCase();
    this.caption.style.fontSize = Math.round(Math.max(10, Math.min(13, layout.card.width * 0.1)));
    this.caption.rotation = -Math.PI / 2;

    const gutter = zoneGutter(layout.card);
    const inner = { x: rect.x + gutter, width: rect.width - gutter - layout.pad / 2 };
    const fontSize = Math.round(Math.max(10, Math.min(13, layout.card.width * 0.11)));
    // The folded links' list of totals is measured first: the pile is made at least as wide as it.
    const foldedList = (count: number): Container => ledger(shown.slice(0, count).map((item, i) => t('chain.folded', { link: i + 1, versus: t('chain.versus', { power: item.link.power, defense: item.link.defense }) })), fontSize);
    const widest = foldedList(shown.length);
    // The list may reach over the caption's gutter (the caption then moves up, out of its way).
    const gutterRoom = gutter - 6;
    const { slots, pile } = chainSlots(inner.width, shown.length, card, Math.round(layout.pad / 2), widest.width - gutterRoom);
    widest.destroy({ children: true });
    const captionTop = rect.y + 8;
    this.caption.position.set(rect.x + 5, pile ? captionTop + this.caption.width : rect.y + rect.height / 2 + this.caption.width / 2);
    const halves = { near: layout.near.play, far: layout.far.play };
    const attackRow = halves[look.attacker];
    const defendRow = halves[look.attacker === 'near' ? 'far' : 'near'];
    const keep = new Set<ObjectId>();
    // The folded links fanned out: rightwards from the pile's left edge, over the open links and the stack's column, never over the play rows (fanRoom).
    const folded = slots.filter((slot) => !slot.open).length;
    const room = pile && fanRoom(layout, inner.x + pile.x);
    const fanned = room ? fanSlots(shown.slice(0, folded).map((item) => item.defenders.length), card, Math.round(layout.pad / 2), room) : null;
    const pileCards: PileCard[] = [];
    const totals: Array<{ label: Container; left: number; right: number }> = [];
    while (this.links.length < shown.length) {
      const link = new Container({ label: `chain:link-${this.links.length + 1}` });
      this.links.push(link);
      this.addChild(link);
    }
    shown.forEach((item, i) => {
      const slot = slots[i];
      const left = inner.x + slot.x;
      const column = slot.width;
      const center = left + column / 2;
      const link = this.links[i];
      const alpha = item.link.active ? 1 : 0.5;
      // A resolved link's cards dim rather than fade: see-through cards overlapping in the pile would mix their names.
      const tint = item.link.active ? 0xffffff : RESOLVED_TINT;
      if (item.attack) {
        keep.add(item.attack.id);
        const sprite = this.spriteFor(item.attack.id, link);
        sprite.update(item.attack, { size: card, playable: false });
        makeAccessible(sprite, this.env.cardLabel(item.attack, chainWhere(t, look.caption, i + 1, 'attack'), false));
        sprite.position.set(center, attackRow.y + attackRow.height / 2);
        // A folded link lies under the ones after it: each later link is drawn over the one before.
        sprite.zIndex = i;
        sprite.tint = tint;
        if (!slot.open && fanned) pileCards.push({ sprite, home: { x: sprite.x, y: sprite.y }, fanned: { x: fanned.links[i].attack + card.width / 2, y: sprite.y } });
      }
      const dxs = spreadRow(item.defenders.length, column, card.width, 4);
      item.defenders.forEach((d, k) => {
        keep.add(d.id);
        const sprite = this.spriteFor(d.id, link);
        sprite.update(d, { size: card, playable: false });
        makeAccessible(sprite, this.env.cardLabel(d, chainWhere(t, look.caption, i + 1, 'defender'), false));
        sprite.position.set(left + dxs[k] + card.width / 2, defendRow.y + defendRow.height / 2);
        sprite.zIndex = 100 + i * 10 + k;
        sprite.tint = tint;
        if (!slot.open && fanned) pileCards.push({ sprite, home: { x: sprite.x, y: sprite.y }, fanned: { x: fanned.links[i].defenders[k] + card.width / 2, y: sprite.y } });
      });
      if (!slot.open) {
        // Fanned, a folded link shows its power against defense by the midline, as an open link does (placed below: fanLabels).
        if (fanned) {
          const { attack, defenders } = fanned.links[i];
          const label = badge(t('chain.folded', { link: i + 1, versus: t('chain.versus', { power: item.link.power, defense: item.link.defense }) }), 0, 0, fontSize + 2, false, Infinity);
          label.alpha = alpha;
          totals.push({ label, left: attack, right: Math.max(attack, ...defenders) + card.width });
        }
        return;
      }
      // Power against defense on the midline (FAB-7.5), and what was played on the link, all within the link's column.
      const total = badge(t('chain.versus', { power: item.link.power, defense: item.link.defense }), center, layout.midline, fontSize + 2, item.link.active, column);
      total.alpha = alpha;
      this.tags.addChild(total);
      // Under the badge: the active marker, then the attack reactions played on the link.
      let below = layout.midline + total.height / 2 + 2;
      if (item.link.active) {
        this.marks.roundRect(left - 3, rect.y + 3, column + 6, rect.height - 6, 8).stroke({ width: 2.5, color: theme.stack.stroke, alpha: 0.95 });
        const active = note(t('chain.active'), center, below, fontSize - 2, column, true);
        this.tags.addChild(active);
        below += active.height;
      }
      if (item.link.reactions.length > 0) {
        const played = note(item.link.reactions.map((r) => `+ ${r.name}`).join('\n'), center, below, fontSize - 1, column);
        played.alpha = alpha;
        this.tags.addChild(played);
      }
    });
    // The folded links' totals, one line each, over their pile on the midline (the fan shows its own).
    let pileList: Container | null = null;
    if (pile) {
      const list = foldedList(slots.filter((s) => !s.open).length);
      list.label = 'chain-folded';
      const room = { width: pile.width + gutterRoom, height: 2 * (layout.midline - captionTop - this.caption.width - 4) };
      list.scale.set(Math.min(1, room.width / list.width, room.height / list.height));
      list.position.set(inner.x + pile.x + pile.width - room.width / 2, layout.midline);
      this.tags.addChild(list);
      pileList = list;
    }
    this.dropSprites(keep);
    const tray = fanned && { x: fanned.left - 6, y: rect.y, width: fanned.right - fanned.left + 9, height: rect.height };
    // The totals between the fanned attacks and their defenders: one line while they fit, a staircase of lines when the fan is squeezed.
    if (tray) {
      const between = Math.abs(defendRow.y + defendRow.height / 2 - (attackRow.y + attackRow.height / 2)) - card.height - 4;
      const places = fanLabels(totals, totals.map(({ label }) => label), { left: tray.x + 2, right: tray.x + tray.width - 2 }, layout.midline, between);
      totals.forEach(({ label }, i) => {
        label.position.set(places[i].x, places[i].y);
        label.scale.set(places[i].scale);
      });
    }
    // The open links the tray lies over: hidden under it while it is open, so no pointer reaches them through it.
    const beneath = tray ? this.links.filter((_, i) => i < shown.length && slots[i].open && inner.x + slots[i].x < tray.x + tray.width) : [];
    this.fan.set(pileCards, tray || null, totals.map(({ label }) => label), pileList, beneath);
  }

  private spriteFor(id: ObjectId, link: Container): CardSprite {
    let sprite = this.sprites.get(id);
    if (!sprite) {
      sprite = new CardSprite(this.env.bake);
      sprite.label = `card:${id}`;
      // The pile's handlers first: a card the pointer or the focus reaches in the pile is moved before it is zoomed.
      this.fan.bind(sprite);
      bindCardPointer(sprite, id, this.fan.guard(this.env));
      this.env.layers.cards.attach(sprite);
      this.sprites.set(id, sprite);
    }
    if (sprite.parent !== link) link.addChild(sprite);
    return sprite;
  }

  private dropSprites(keep: ReadonlySet<ObjectId>): void {
    for (const [id, sprite] of this.sprites) {
      if (keep.has(id)) continue;
      this.sprites.delete(id);
      sprite.destroy({ children: true });
    }
  }
}

/** How a resolved link's cards are dimmed. */
const RESOLVED_TINT = 0x8c8c8c;

/** The power-against-defense badge of a link, centered at (x, y), shrunk to fit its column `width` ("11 vs 10" in a narrow window). */
function badge(text: string, x: number, y: number, fontSize: number, strong: boolean, width: number): Container {
  const c = new Container();
  const label = new Text({ text, style: { fontFamily: theme.fonts.ui, fontSize, fontWeight: '800', fill: strong ? theme.stack.label : theme.badge.text }, resolution: 2 });
  label.anchor.set(0.5);
  const w = label.width + 14;
  const h = label.height + 6;
  c.addChild(new Graphics().roundRect(-w / 2, -h / 2, w, h, h / 2).fill({ color: theme.badge.fill, alpha: 0.9 }).stroke({ width: 1.5, color: theme.badge.stroke }));
  c.addChild(label);
  c.scale.set(Math.min(1, (width - 2) / w));
  c.position.set(x, y);
  return c;
}

/** The folded links' totals, one per line, on one plate centered on its position. */
function ledger(lines: readonly string[], fontSize: number): Container {
  const c = new Container();
  const label = new Text({ text: lines.join('\n'), style: { fontFamily: theme.fonts.ui, fontSize, fontWeight: '700', fill: theme.badge.text, lineHeight: Math.round(fontSize * 1.35) }, resolution: 2 });
  label.anchor.set(0.5);
  const w = label.width + 12;
  const h = label.height + 8;
  c.addChild(new Graphics().roundRect(-w / 2, -h / 2, w, h, 8).fill({ color: theme.badge.fill, alpha: 0.92 }).stroke({ width: 1, color: theme.badge.stroke, alpha: 0.8 }));
  c.addChild(label);
  return c;
}

/** A small centered caption (the reactions played on a link, the active marker). */
function note(text: string, x: number, top: number, fontSize: number, width: number, strong = false): Text {
  const label = new Text({
    text,
    style: { fontFamily: theme.fonts.ui, fontSize, fontWeight: strong ? '800' : '600', fill: strong ? theme.stack.stroke : theme.stack.label, align: 'center', wordWrap: true, breakWords: true, wordWrapWidth: width },
    resolution: 2,
  });
  label.anchor.set(0.5, 0);
  label.position.set(x, top);
  return label;
}
