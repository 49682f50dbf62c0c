import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { ZoneView as ZoneData } from '../../../engine/index';
import { BakedSprite, type Bake } from './bake';
import { CardSprite, drawBack, drawBadge, turnOf } from './CardSprite';
import type { CardSize, Rect } from './layout';
import { theme } from './theme';

/** Where a pile is drawn, its caption and count text. */
export interface PileLook {
  rect: Rect;
  card: CardSize;
  caption: string;
  countText: string;
  /**
   * A pile of the narrow strip of other piles: its badge shows the count only, and the
   * caption goes on a line this high and at most this wide under the card (a badge with both
   * would be wider than the card).
   */
  labelBelow?: { height: number; width: number };
  /** How many of its cards a tap would play (FaB: a banished card Katsu lets its owner play this turn): the pile is ringed as a playable card is. */
  playable: number;
}

/**
 * A pile (deck, graveyard, pitch, exile ...): a few offset cards for thickness, the top card
 * face up when the viewer may see it, else a card back, and a badge with the caption and
 * count. Empty piles show an outline. The top card is the zone's first (the engine keeps
 * zones top first).
 */
export class PileView extends Container {
  private drawnKey = '';
  /** The top card, when it is shown face up: drawn on its own (its baked texture), so it can turn without the pile being drawn again. */
  private face: CardSprite | null = null;
  /**
   * What lies under the top card (the playable ring, the backs that give the pile thickness,
   * a face-down top card) and what lies over it (the badge, a strip pile's caption): each drawn
   * once into a texture of its own, one quad a frame (bake.ts BakedSprite), and drawn again
   * only when its count or top card changes.
   */
  private readonly under: BakedSprite;
  private readonly over: BakedSprite;

  /** `onOpen` hears a click on the pile (or Enter/Space on its accessibility button), at canvas CSS pixels: the table opens its list. */
  constructor(options: { label: string }, onOpen: (at: { x: number; y: number }) => void, private readonly bake: Bake) {
    super(options);
    this.under = new BakedSprite(bake, { label: 'pile-under' });
    this.over = new BakedSprite(bake, { label: 'pile-over' });
    this.addChild(this.under, this.over);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointertap', (e) => {
      // A press of its accessibility button arrives with no point: the pile's own place.
      const at = (e as Partial<typeof e>).global ?? this.getGlobalPosition();
      onOpen({ x: at.x, y: at.y });
    });
  }

  /** Redraws the pile from its zone data. */
  update(zone: ZoneData | undefined, look: PileLook): void {
    const count = zone?.count ?? 0;
    const top = zone?.cards[0];
    // A top card that only turned (tapped or untapped) is turned in place, nothing else drawn
    // again (issue 17's frame time: the turning card was drawn, baked and laid out anew every
    // frame, and then redrew the pile's texture with it every frame).
    const key = JSON.stringify([count, top && { ...top, tapped: false }, look]);
    if (key === this.drawnKey) {
      if (top && this.face) this.face.rotation = turnOf(top);
      return;
    }
    this.drawnKey = key;
    this.face?.destroy({ children: true });
    this.face = null;
    const under = new Container();
    const over = new Container();
    const { rect, card } = look;
    this.position.set(rect.x, rect.y);
    this.hitArea = new Rectangle(0, 0, card.width, card.height);
    if (look.playable > 0) {
      // Ringed as a playable card in hand is (CardSprite), around the pile's thickness too.
      const r = card.width * 0.06;
      const g = new Graphics();
      g.roundRect(-8, -8, card.width + 12, card.height + 12, r + 4).fill({ color: theme.card.playable, alpha: 0.25 });
      g.roundRect(-6.5, -6.5, card.width + 9, card.height + 9, r + 2).stroke({ width: 3, color: theme.card.playable });
      under.addChild(g);
    }
    if (count === 0) {
      under.addChild(
        new Graphics()
          .roundRect(0, 0, card.width, card.height, card.width * 0.06)
          .fill({ color: theme.zone.fill, alpha: theme.zone.alpha })
          .stroke({ width: 1.5, color: theme.zone.stroke, alpha: 0.35 }),
      );
    } else {
      const layers = Math.min(4, Math.ceil(count / 8));
      const step = Math.max(0.75, card.width * 0.014);
      for (let i = layers; i >= 1; i--) {
        const layer = new Container();
        layer.position.set(-i * step, -i * step);
        drawBack(layer, card);
        under.addChild(layer);
      }
      if (top && !top.hidden) {
        const face = new CardSprite(this.bake);
        // Labelled like a card in a zone, so tests can find where the top card is drawn.
        face.label = `card:${top.id}`;
        face.update(top, { size: card, playable: false, small: look.labelBelow !== undefined });
        face.position.set(card.width / 2, card.height / 2);
        this.addChildAt(face, 1);
        this.face = face;
      } else {
        const back = new Container();
        drawBack(back, card);
        under.addChild(back);
      }
    }
    if (look.labelBelow === undefined) {
      drawBadge(over, `${look.caption}  ${look.countText}`, card.width / 2, card.height + 2, card.width, 'center');
    } else {
      // The count sits on the card's lower edge, inside it, so the caption line below stays clear.
      drawBadge(over, look.countText, card.width / 2, card.height - 9, card.width * 1.4, 'center');
      over.addChild(this.stripCaption(look.caption, card, look.labelBelow));
    }
    this.under.redraw(under);
    this.over.redraw(over);
  }

  /** The caption under a strip pile: small caps in the zone label style, shrunk (then cut short) to the room it has. */
  private stripCaption(caption: string, card: CardSize, label: { height: number; width: number }): Text {
    const text = new Text({
      text: caption.toLocaleUpperCase(),
      style: { fontFamily: theme.fonts.ui, fontSize: Math.max(7, Math.min(11, label.height - 2)), fontWeight: '600', letterSpacing: 0.5, fill: theme.zone.label },
      resolution: 2,
    });
    text.alpha = 0.8;
    while (text.width > label.width && Number(text.style.fontSize) > 7) text.style.fontSize = Number(text.style.fontSize) - 1;
    if (text.width > label.width) {
      // Still too wide: drop the small caps (lower case is narrower) before cutting it short.
      text.style.letterSpacing = 0;
      text.text = caption;
    }
    const full = text.text;
    let n = full.length;
    while (n > 1 && text.width > label.width) text.text = full.slice(0, --n) + '…';
    text.anchor.set(0.5, 0);
    text.position.set(card.width / 2, card.height + 1);
    return text;
  }
}
