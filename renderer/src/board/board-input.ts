import type { Action, ObjectId } from '../../../engine/index';
import type { TableView } from '../api';
import type { CardPointerEnv } from './card-pointer';
import { LiftedTouch } from './long-press';
import { actionForCardTap, decisionOptionForCardTap } from './input';

/** What the board asks of its host: send an action the engine listed as legal, or handle a click on a card itself. */
export interface BoardIntents {
  act(action: Action): void;
  /** Picks (or unpicks) an option of the pending decision: a tapped card that is one (a card to pitch). */
  pick?(value: string): void;
  /** A (left) click on a card, at canvas CSS pixels; when absent, a click plays the card if it is playable. */
  tap?(card: ObjectId, at: { x: number; y: number }): void;
  /**
   * A right-click on a card (or a long press on a touch screen): its menu at (x, y), the board's
   * CSS pixels, and nothing else (the menu shows the card's text and offers its details and the
   * changes by hand); never an action.
   */
  menu?(card: ObjectId, x: number, y: number): void;
  /** A click on a pile (or Enter/Space on its accessibility button): list `seat`'s zone `zone` near (x, y), the board's CSS pixels. */
  openPile?(seat: string, zone: string, at: { x: number; y: number }): void;
  /** The pointer rests on a card (a stack item: `stack:<item id>`) at (x, y), the board's CSS pixels, or (null) left it: zoom it (issue 17 item 3). */
  hover?(card: ObjectId | null, at?: { x: number; y: number }): void;
}

/** What the board's input needs of the scene: its canvas, and the chain's fan to fold at a press off it. */
export interface InputSurface {
  canvas: HTMLCanvasElement;
  /** A press on the board has gone through the cards' handlers (ChainFan.pressEnded). */
  pressEnded(): void;
  /** Tab was pressed: Pixi's accessibility layer shows, and its buttons are placed at the next render. */
  showAccessibility(): void;
}

/**
 * The player's hands on the table, turned into the host's intents (BoardIntents), never into
 * rules: a click on a card picks it for the pending decision or acts (the one path from a card
 * to an action), a right-click or a long press opens its menu, a resting pointer zooms it, a
 * click on a seat's plate or a pile names it; and the keyboard's focus in Pixi's accessibility
 * layer (issue 17 item 8), which the keyboard's right-click (Shift+F10) follows. It reads the
 * view it acts on (`view`) and holds no game state.
 */
export class BoardInput {
  /** A long press opened a card's menu and its finger is still down: the browser's click at its release is stopped. */
  private readonly lifted = new LiftedTouch();
  /** The card whose button in the accessibility layer has the keyboard's focus, if any. */
  private focused: ObjectId | null = null;
  /** What a card's pointer events do, wherever the card lies (zones, the combat chain). */
  readonly cards: CardPointerEnv;
  /**
   * What a stack item's pointer events do (its id `stack:<item id>`): as a card's, but a click
   * zooms it (what the pile hides of it, a lower execution's amounts, is read there), as Enter
   * or Space on its button does, for an item is no card to play.
   */
  readonly stackItems: CardPointerEnv;

  constructor(
    private readonly intents: BoardIntents,
    private readonly view: () => TableView | null,
  ) {
    this.cards = {
      onCardTap: (card, e) => this.tapCard(card, e),
      onCardHover: (card, at) => this.intents.hover?.(card, at),
      onCardFocus: (card) => (this.focused = card),
      onCardPress: (card, at) => {
        this.lifted.pressing = true;
        this.intents.hover?.(null);
        this.intents.menu?.(card, at.x, at.y);
      },
    };
    this.stackItems = {
      ...this.cards,
      onCardTap: (item, e) => {
        if (e.button === 2) this.intents.menu?.(item, e.x, e.y);
        else if (e.button === 0) this.intents.hover?.(item, { x: e.x, y: e.y });
      },
    };
  }

  /** The card whose button in the board's accessibility layer has the keyboard's focus (Tab), or null. */
  get focusedCard(): ObjectId | null {
    return this.focused;
  }

  /**
   * A click on a card, wherever it is shown (on the table, or in an opened pile's list): a
   * card the pending decision offers is picked, else the host's tap (or the card's listed
   * action) acts. The one path from a card to an action.
   */
  tapCard(card: ObjectId, e: { button: number; x: number; y: number }): void {
    const view = this.view();
    if (!view) return;
    if (e.button === 2) {
      this.intents.menu?.(card, e.x, e.y);
      return;
    }
    if (e.button !== 0) return;
    // A card the pending decision offers (a card to pitch, FAB-1.14; a defender, FAB-7.3) is picked.
    const option = decisionOptionForCardTap(view, card);
    if (option !== null) return this.intents.pick?.(option);
    if (this.intents.tap) return this.intents.tap(card, { x: e.x, y: e.y });
    const action = actionForCardTap(view, card);
    if (action) this.intents.act(action);
  }

  /** A click on a seat's plate picks that player when the pending decision offers it (a player to target). */
  seatTap(seat: string): void {
    const view = this.view();
    if (!view) return;
    const option = decisionOptionForCardTap(view, seat);
    if (option !== null) this.intents.pick?.(option);
  }

  /** A click on `seat`'s pile of zone `zone`, at the board's CSS pixels: the host lists it. */
  pileTap(seat: string, zone: string, at: { x: number; y: number }): void {
    this.intents.openPile?.(seat, zone, at);
  }

  /**
   * Wires the board's canvas and the window's Tab to this input, and returns how to unwire
   * them: a right-click opens a card's menu (never the browser's), the finger lifted after a
   * long press clicks nothing, a press off the combat chain's fan folds it, and Tab shows the
   * accessibility layer.
   */
  bind(surface: InputSurface): () => void {
    const { canvas } = surface;
    // A right-click opens a card's menu (BoardIntents.menu): never the browser's menu, never a play.
    canvas.addEventListener('contextmenu', (e) => e.preventDefault());
    // The finger that long-pressed a card lifts over the menu it opened: it clicks nothing there.
    this.lifted.bind(canvas);
    // After Pixi has taken the press to the cards (its listener captures): a press off the
    // combat chain's fanned pile folds it, as a touch screen has no pointer to leave it.
    canvas.addEventListener('pointerdown', () => surface.pressEnded());
    return this.followAccessibilityLayer(surface);
  }

  /**
   * Pixi's accessibility layer (issue 17 item 8) puts a button over the canvas for every
   * object the board made accessible (cards, stack items, seat plates). It shows on the first
   * Tab (and goes when the mouse moves), as Pixi does by default. Its buttons are placed by the
   * render after it shows, and the board renders on demand: so Tab asks for a render.
   */
  private followAccessibilityLayer(surface: InputSurface): () => void {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Tab') surface.showAccessibility();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }
}
