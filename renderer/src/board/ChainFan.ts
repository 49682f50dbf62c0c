import { Container, FederatedMouseEvent, Graphics, type FederatedPointerEvent } from 'pixi.js';
import type { CardPointerEnv } from './card-pointer';
import type { BoardLayers } from './layers';
import type { Rect } from './layout';
import { theme } from './theme';

/** One card of the combat chain's folded pile: where it lies in the pile, and where when the pile fans out. */
export interface PileCard {
  sprite: Container;
  home: { x: number; y: number };
  fanned: { x: number; y: number };
}

/** How long the pointer rests on the pile before it fans out, in ms: a pass of the pointer over the table moves nothing (the zoom waits too). */
export const FAN_DELAY_MS = 200;

/** How long the pointer (or the keyboard's focus) may be off the fanned pile before it folds again, in ms: the gaps between its cards are crossed in less. */
export const FOLD_DELAY_MS = 150;

/**
 * The combat chain's folded pile, fanned out on demand (play-test: only the top card of a
 * folded pile could be hovered or inspected). The pile's cards lie stacked; the pointer resting
 * on the pile a moment, a keyboard focus on one of its cards' buttons (Pixi's accessibility
 * layer), or a tap on it spreads them side by side over a tray (`fanSlots`), drawn over the open links and the stack's column (`fanRoom`), each
 * link's power against defense on the midline as an open link shows it, so every card can be
 * read, hovered (the zoom), pressed (its menu) and focused. The pile folds again when the
 * pointer or the focus has been off it a moment, or at a press elsewhere on the board. A touch
 * that fans the pile does nothing else: its tap and its long press are the pile's, not the card's.
 * It moves sprites the chain made and holds no game state.
 */
export class ChainFan {
  /** The tray under the fanned cards: it keeps the fan open while the pointer crosses a gap between two cards. */
  readonly tray = new Graphics({ label: 'chain-fan' });
  /** The fanned links' totals on the midline (a child of the chain, as the tray is: the scene graph places what a layer draws). */
  readonly labels = new Container({ label: 'chain-fan-labels' });
  private cards: PileCard[] = [];
  /** The pile's list of totals: the fan's labels stand in for it while it is open. */
  private ledger: Container | null = null;
  /** What the tray lies over (the open links): no pointer reaches them through it while it is open. */
  private beneath: Container[] = [];
  private open = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A press on the board landed on the fan (its cards or its tray): the board's press handler leaves it open. */
  private pressedInside = false;
  /** The touch that fanned the pile: its tap and long press are swallowed. */
  private swallow = false;

  constructor(
    private readonly layers: BoardLayers,
    private readonly requestRender: () => void,
  ) {
    this.tray.visible = false;
    this.tray.eventMode = 'none';
    this.labels.visible = false;
    this.labels.eventMode = 'none';
    // Attached before any card: the drag layer draws in the order things were attached to it.
    layers.drag.attach(this.tray, this.labels);
    this.tray.on('pointerdown', () => (this.pressedInside = true));
    this.tray.on('pointerenter', (e) => {
      if (e.pointerType !== 'touch') this.rest();
    });
    this.tray.on('pointerleave', (e) => {
      if (e.pointerType !== 'touch') this.leave();
    });
  }

  /** Whether the pile is fanned out now. */
  get fanned(): boolean {
    return this.open;
  }

  /** The card's pointer events that concern the pile (its cards only: the open links' are left alone). Call before `bindCardPointer`, so the fan moves first. */
  bind(sprite: Container): void {
    const held = (): boolean => this.cards.some((c) => c.sprite === sprite);
    sprite.on('pointerdown', (e: FederatedPointerEvent) => {
      if (!held()) return;
      this.pressedInside = true;
      // A touch screen has no hover: a tap on the stacked pile fans it, and does only that.
      this.swallow = !this.open && e.pointerType === 'touch';
      if (this.swallow) this.fan();
    });
    sprite.on('pointerenter', (e: FederatedPointerEvent) => {
      if (held() && e.pointerType !== 'touch') this.rest();
    });
    sprite.on('pointerleave', (e: FederatedPointerEvent) => {
      if (held() && e.pointerType !== 'touch') this.leave();
    });
    // The finger that fanned the pile slid off the card: no tap will come to swallow.
    sprite.on('pointerupoutside', () => (this.swallow = false));
    sprite.on('pointercancel', () => (this.swallow = false));
    // The keyboard's focus on the card's button arrives as a bare mouseover, its blur as a bare mouseout (focus-zoom.ts).
    sprite.on('mouseover', (e) => {
      if (held() && !(e instanceof FederatedMouseEvent)) this.fan();
    });
    sprite.on('mouseout', (e) => {
      if (held() && !(e instanceof FederatedMouseEvent)) this.leave();
    });
  }

  /** The chain's card events as the pile lets them through: the tap and long press of the touch that fanned it go no further. */
  guard(env: CardPointerEnv): CardPointerEnv {
    return {
      onCardTap: (card, e) => {
        if (this.swallow) this.swallow = false;
        else env.onCardTap(card, e);
      },
      onCardHover: (card, at) => env.onCardHover(card, at),
      onCardFocus: (card) => env.onCardFocus(card),
      onCardPress: (card, at) => {
        if (this.swallow) this.swallow = false;
        else env.onCardPress(card, at);
      },
    };
  }

  /**
   * The pile as the chain last laid it out (its sprites already at `home`): its cards, the tray
   * under them fanned (`tray`), the links' totals (`labels`, taken over) and the pile's own list
   * of them (`ledger`, hidden while fanned), and what the tray lies over (`beneath`: the open
   * links, which take no pointer while it is open). A fanned pile stays fanned as the view
   * changes; no pile, no fan.
   */
  set(cards: PileCard[], tray: Rect | null, labels: Container[], ledger: Container | null = null, beneath: Container[] = []): void {
    this.ledger = ledger;
    // A link that is no longer beneath (the chain grew, or closed) takes the pointer again.
    for (const c of this.beneath) if (!beneath.includes(c) && !c.destroyed) c.eventMode = 'passive';
    this.beneath = beneath;
    const kept = new Set(cards.map((c) => c.sprite));
    // A card that left the pile (its link opened again, or the chain closed) goes back among the table's cards.
    for (const c of this.cards) if (!kept.has(c.sprite) && !c.sprite.destroyed) this.layers.cards.attach(c.sprite);
    this.cards = cards;
    for (const old of this.labels.removeChildren()) old.destroy({ children: true });
    if (labels.length > 0) this.labels.addChild(...labels);
    this.tray.clear();
    if (tray) {
      this.tray
        .roundRect(tray.x, tray.y, tray.width, tray.height, 10)
        .fill({ color: theme.stack.fill })
        .stroke({ width: 1.5, color: theme.stack.stroke, alpha: 0.8 });
    }
    if (cards.length === 0 || !tray) {
      this.open = false;
      this.cancel();
    }
    this.show();
  }

  /** Spreads the pile out (and keeps it so). */
  fan(): void {
    this.cancel();
    if (this.open || this.cards.length === 0) return;
    this.open = true;
    this.show();
  }

  /** Stacks the pile again. */
  fold(): void {
    this.cancel();
    if (!this.open) return;
    this.open = false;
    this.show();
  }

  /**
   * A press on the board ended its course through the cards (BoardScene): one that did not land
   * on the fan folds it (a touch screen has no pointer to leave it).
   */
  pressEnded(): void {
    if (this.open && !this.pressedInside) this.fold();
    this.pressedInside = false;
  }

  /** The pointer came onto the pile (or its fan): it fans after a moment, or stays fanned. */
  private rest(): void {
    this.cancel();
    if (!this.open) this.timer = setTimeout(() => this.fan(), FAN_DELAY_MS);
  }

  /** The pointer or the focus left the pile (or its fan): it folds after a moment, unless it comes back; a fan about to open does not. */
  private leave(): void {
    this.cancel();
    if (this.open) this.timer = setTimeout(() => this.fold(), FOLD_DELAY_MS);
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Puts the cards where the fan's state says, on the layer it says: over everything while fanned, among the table's cards while stacked. */
  private show(): void {
    const open = this.open;
    this.tray.visible = this.labels.visible = open;
    if (this.ledger) this.ledger.visible = !open;
    this.tray.eventMode = open ? 'static' : 'none';
    // Pixi hits the links before the tray (the scene graph's order, not the layers'): those under it are left out while it is open.
    for (const c of this.beneath) if (!c.destroyed) c.eventMode = open ? 'none' : 'passive';
    for (const c of this.cards) {
      // A timer may outlive the board (the game screen left): its cards are gone.
      if (c.sprite.destroyed) continue;
      const at = open ? c.fanned : c.home;
      c.sprite.position.set(at.x, at.y);
      (open ? this.layers.drag : this.layers.cards).attach(c.sprite);
    }
    this.requestRender();
  }
}
