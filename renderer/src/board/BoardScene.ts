import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics } from 'pixi.js';
import type { CardView, ObjectId } from '../../../engine/index';
import type { TableView } from '../api';
import type { Translate } from '../i18n';
import { cardLabels } from './a11y-labels';
import { rememberedT } from './remembered-t';
import { BoardInput, type BoardIntents } from './board-input';
import { HighlightRings } from './HighlightRings';
import { playableCards, sidesOf } from './input';
import { createLayers, type BoardLayers } from './layers';
import { computeLayout, type BoardLayout, type Rect, type TableShape } from './layout';
import { SideView } from './SideView';
import { sideData } from './side-data';
import { STACK_ITEM, StackView } from './StackView';
import { ChainView } from './ChainView';
import { chainShown, hasChain, stackItems, tableShape } from './table-zones';
import { pointWhereHit } from './hit-probe';
import { bakerFor } from './bake';
import { canvasAccessibility, rendererOptions, softwareGl } from './software-gl';
import { FeltFill, feltCss } from './felt';
import { theme } from './theme';
import type { ZoneEnv } from './ZoneView';

export type { BoardIntents } from './board-input';
export { STACK_ITEM } from './StackView';

/** How the board names things: translations and seat display names. */
export interface BoardLabels {
  t: Translate;
  seatName(seat: string): string;
}

/**
 * The PixiJS table: a world render group (felt, zones, cards, the stack, layered) and a HUD
 * render group (seat plates). It is a pure projection of the last TableView: `update` redraws
 * from it, `resize` relays it out, and taps turn into actions the view already lists as legal.
 * Where each zone goes comes from the roles in the view, so every game's zones are drawn.
 */
export class BoardScene {
  private readonly world = new Container({ isRenderGroup: true, label: 'world' });
  private readonly hud = new Container({ isRenderGroup: true, label: 'hud' });
  private readonly felt = new Graphics({ label: 'felt' });
  /** The felt painted on the canvas, with no GPU (felt.ts); null on a GPU, where the host's CSS background is the felt. */
  private readonly feltFill: FeltFill | null;
  private readonly layers: BoardLayers;
  private readonly near: SideView;
  private readonly far: SideView;
  private readonly stack: StackView;
  private readonly chain: ChainView;
  /** Rings around the objects a "why?" names (issue 17 item 4), drawn above the cards. */
  private readonly rings = new HighlightRings((id) => this.cardBox(id));
  /** Where clicks, presses, hovers and the keyboard's focus on the table go (the host's intents). */
  private readonly input: BoardInput;
  private view: TableView | null = null;
  /** The cards picked for the open decision so far (setPicked). */
  private picked: ReadonlySet<ObjectId> = new Set();
  private frame: number | null = null;
  private observer: ResizeObserver | null = null;
  private unbindInput: (() => void) | null = null;
  private layout: BoardLayout;
  private shape: TableShape = { piles: 0 };
  /** Translations in the current language, remembered (remembered-t.ts). */
  private t: Translate;
  /** Cards' accessibility labels in the current language (remembered: a11y-labels.ts cardLabels). */
  private cardLabel: (card: CardView, where: string, playable: boolean, waiting?: boolean, picked?: boolean) => string;

  private constructor(
    private readonly app: Application,
    private labels: BoardLabels,
    intents: BoardIntents,
    private readonly host: HTMLElement,
    software: boolean,
  ) {
    this.t = rememberedT(labels.t);
    this.cardLabel = cardLabels(labels.t);
    this.feltFill = software ? new FeltFill() : null;
    if (this.feltFill) app.stage.addChild(this.feltFill);
    app.stage.addChild(this.world, this.hud);
    this.world.addChild(this.felt);
    // Layers are created first so zones can attach to them, then moved above the zones.
    this.layers = createLayers(this.world);
    this.input = new BoardInput(intents, () => this.view);
    const env: ZoneEnv = {
      layers: this.layers,
      ...this.input.cards,
      requestRender: () => this.requestRender(),
      onSeatTap: (seat) => this.input.seatTap(seat),
      onPileTap: (seat, zone, at) => this.input.pileTap(seat, zone, at),
      cardLabel: (card, where, playable, waiting, picked) => this.cardLabel(card, where, playable, waiting, picked),
      bake: bakerFor(app.renderer),
    };
    this.near = new SideView(env, 'near', this.hud);
    this.far = new SideView(env, 'far', this.hud);
    this.stack = new StackView(this.layers, env.bake, this.input.stackItems);
    this.chain = new ChainView(env);
    // The chain after the stack: Pixi hits the last child first, and the chain's fanned pile lies over the stack's column.
    this.world.addChild(this.near.root, this.far.root, this.stack, this.chain);
    this.world.addChild(this.rings);
    this.layers.arrows.attach(this.rings);
    for (const layer of Object.values(this.layers)) this.world.addChild(layer);
    this.layout = computeLayout(app.screen.width, app.screen.height, this.shape);
    this.drawFelt();
  }

  /** Creates the Pixi application inside `host` (WebGL preferred; Pixi falls back when it is missing). */
  static async create(host: HTMLElement, labels: BoardLabels, intents: BoardIntents): Promise<BoardScene> {
    // Without a GPU the board draws with Canvas 2D, not software-rasterised WebGL (software-gl.ts).
    const software = softwareGl();
    if (software) canvasAccessibility();
    // On a GPU the felt is the host's CSS background, under a transparent canvas: the browser
    // paints it once, where a full-table quad would be filled again on every frame. Without
    // one the canvas is opaque with the felt painted in (felt.ts, rendererOptions).
    host.style.background = feltCss();
    const app = new Application();
    await app.init({
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      ...rendererOptions(software),
      autoDensity: true,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      // Render on demand, not every frame: the table only changes when a view arrives, the
      // window resizes or the pointer hovers a card (and without a GPU every frame is CPU time).
      autoStart: false,
    });
    app.ticker.stop();
    app.canvas.setAttribute('role', 'img');
    app.canvas.dataset.testid = 'board-canvas';
    host.appendChild(app.canvas);
    const scene = new BoardScene(app, labels, intents, host, software);
    scene.unbindInput = scene.input.bind({
      canvas: app.canvas,
      pressEnded: () => scene.chain.fan.pressEnded(),
      // Pixi shifts the layer by the canvas's place in the window, but it lives inside the
      // board's host, which the canvas fills: the class `board-a11y` keeps it where the canvas is.
      showAccessibility: () => {
        app.renderer.accessibility.div?.classList.add('board-a11y');
        scene.requestRender();
      },
    });
    // The host changes size with the window and with the HUD column; follow it.
    scene.observer = new ResizeObserver(() => scene.resize());
    scene.observer.observe(host);
    return scene;
  }

  /** The card whose button in the board's accessibility layer has the keyboard's focus (Tab), or null. */
  get focusedCard(): ObjectId | null {
    return this.input.focusedCard;
  }

  /** The renderer Pixi picked (`webgl`, `webgpu` or `canvas`), for diagnostics. */
  get rendererName(): string {
    return this.app.renderer.name;
  }

  /** The canvas the board draws on. */
  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** The center of a card's sprite in canvas CSS pixels, or null when it is not on the table (for tests). */
  cardCenter(id: ObjectId): { x: number; y: number } | null {
    const sprite = this.cardSprite(id);
    if (!sprite) return null;
    const p = sprite.getGlobalPosition();
    return { x: p.x, y: p.y };
  }

  /** The sprite a card is drawn as, wherever it lies (zones, piles, stack, chain), or a stack item (`stack:<item id>`), or null. */
  private cardSprite(id: ObjectId): Container | null {
    if (id.startsWith(STACK_ITEM)) return this.stack.itemSprite(id.slice(STACK_ITEM.length)) ?? null;
    return this.world.getChildByLabel(`card:${id}`, true);
  }

  /** The box a card is drawn in, in canvas CSS pixels, or null when it is not drawn (for tests). */
  cardBox(id: ObjectId): { x: number; y: number; width: number; height: number } | null {
    const b = this.cardSprite(id)?.getBounds();
    return b ? { x: b.x, y: b.y, width: b.width, height: b.height } : null;
  }

  /** A point on a card where a click reaches it (a part of it no other card covers), in canvas CSS pixels, or null (for tests). */
  cardPoint(id: ObjectId): { x: number; y: number } | null {
    const sprite = this.cardSprite(id);
    return sprite ? pointWhereHit(this.app, sprite) : null;
  }

  /** A point on `seat`'s pile of zone `zone` where a click reaches it, in canvas CSS pixels, or null when it is not drawn (for tests). */
  pilePoint(seat: string, zone: string): { x: number; y: number } | null {
    const pile = this.sideOf(seat)?.pileOf(zone);
    return pile?.visible ? pointWhereHit(this.app, pile) : null;
  }

  /** The label of the zone a card is drawn in (`near:arena`, `far:graveyard`, `stack`), or null (for tests). */
  cardZone(id: ObjectId): string | null {
    return this.cardSprite(id)?.parent?.label ?? null;
  }

  /**
   * Rings the cards (and seat plates) with these ids: the objects a rule trace entry involves
   * ("why?"). An empty list clears it. Ids the table does not show (a hidden card's handle that
   * is not drawn) are skipped.
   */
  highlight(ids: readonly string[]): void {
    this.rings.set(ids);
    this.requestRender();
  }

  /** The ids ringed now that are drawn on the table (for tests). */
  ringed(): string[] {
    return this.rings.ringed();
  }

  /** What a stack item shows (its card, or a token for an ability, trigger or execution), by its id (or its `stack:<item id>`). */
  stackFace(item: string): CardView | undefined {
    return this.stack.shown.get(item.startsWith(STACK_ITEM) ? item.slice(STACK_ITEM.length) : item);
  }

  /**
   * Renders now, not on the next animation frame (the frame-time benchmark measures this). A
   * render already asked for (`update` asks for one) is dropped: it would draw the same table
   * again, and the benchmark measured two renders a frame.
   */
  renderNow(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.app.render();
  }

  /** Schedules one render on the next animation frame (several requests make one render). */
  requestRender(): void {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.app.render();
    });
  }

  /**
   * Marks the cards picked for the open decision (the decision panel's picks, before Confirm):
   * clicking a card to pitch or to defend with shows on the card itself, not only in the panel.
   */
  setPicked(ids: readonly ObjectId[]): void {
    const next = new Set(ids);
    if (next.size === this.picked.size && ids.every((id) => this.picked.has(id))) return;
    this.picked = next;
    this.draw();
  }

  /** Draws `view`, relaying the table out when its game has a different set of piles. */
  update(view: TableView): void {
    this.view = view;
    const shape = tableShape(view);
    if (shape.piles !== this.shape.piles) {
      this.shape = shape;
      this.layout = computeLayout(this.app.screen.width, this.app.screen.height, shape);
      this.drawFelt();
    }
    this.draw();
  }

  /** Switches labels (after a language change) and redraws. */
  relabel(labels: BoardLabels): void {
    this.labels = labels;
    this.t = rememberedT(labels.t);
    this.cardLabel = cardLabels(labels.t);
    this.draw();
  }

  /** Fits the canvas to its host and relays the table out. */
  resize(): void {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    if (width === this.app.screen.width && height === this.app.screen.height && this.view) return this.requestRender();
    this.app.renderer.resize(width, height);
    this.layout = computeLayout(this.app.screen.width, this.app.screen.height, this.shape);
    this.drawFelt();
    this.draw();
  }

  /** Stops rendering and frees the GPU resources. */
  destroy(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.observer?.disconnect();
    this.unbindInput?.();
    this.app.destroy({ removeView: true }, { children: true });
  }

  /**
   * A click on a card, wherever it is shown (on the table, or in an opened pile's list): a
   * card the pending decision offers is picked, else the host's tap (or the card's listed
   * action) acts. The one path from a card to an action (BoardInput.tapCard).
   */
  tapCard(card: ObjectId, e: { button: number; x: number; y: number }): void {
    this.input.tapCard(card, e);
  }

  /** The midline across the felt (the felt itself is the host's background, `feltCss`, or without a GPU `feltFill`). */
  private drawFelt(): void {
    const { width, midline } = this.layout;
    this.feltFill?.paint(this.app.screen.width, this.app.screen.height, this.app.renderer.resolution);
    this.felt
      .clear()
      .moveTo(width * 0.08, midline)
      .lineTo(width * 0.92, midline)
      .stroke({ width: 1, color: theme.felt.line, alpha: 0.18 });
  }

  private draw(): void {
    this.requestRender();
    const view = this.view;
    if (!view) return;
    const { t } = this;
    const { near, far } = sidesOf(view);
    const playable = playableCards(view);
    // The combat chain first: the play rows end where its band begins.
    const chainCaption = view.players[0]?.zones.find((z) => z.role === 'chain')?.zone ?? 'combat-chain';
    this.chain.update(hasChain(view) ? chainShown(view) : null, this.layout, { attacker: view.turn.player === near ? 'near' : 'far', caption: t(`zone.${chainCaption}`, { defaultValue: chainCaption }) }, t);
    const playRight = this.chain.left ?? undefined;
    const side = (seat: string) => sideData(view, seat, playable, this.picked, t, this.labels.seatName);
    this.near.update(this.layout, side(near), t, playRight);
    this.far.visible = far !== null;
    if (far !== null) this.far.update(this.layout, side(far), t, playRight);
    const nameOf = (target: string): string =>
      view.seats.includes(target) ? this.labels.seatName(target) : (view.players.flatMap((p) => p.zones.flatMap((z) => z.cards)).find((c) => c.id === target)?.name ?? target);
    this.stack.update(stackItems(view), view.stackName, this.layout, t, (target) => this.locate(view, target), nameOf);
    this.rings.draw();
  }

  /** Where a stack item's target is drawn: a seat's plate, or a card's center. */
  private locate(view: TableView, target: string): { x: number; y: number } | null {
    if (view.seats.includes(target)) return this.sideOf(target)?.plateCenter() ?? null;
    return this.cardCenter(target);
  }

  /** The side of the table that shows `seat`, if one does. */
  private sideOf(seat: string): SideView | null {
    if (!this.view) return null;
    const { near, far } = sidesOf(this.view);
    return seat === near ? this.near : seat === far ? this.far : null;
  }

  /** Whether the combat chain's folded pile is fanned out now (for tests). */
  chainFanned(): boolean {
    return this.chain.fan.fanned;
  }

  /** The box the combat chain's fanned pile covers (its tray), in canvas CSS pixels, or null while it is stacked (for tests). */
  chainFanBox(): Rect | null {
    if (!this.chain.fan.fanned) return null;
    const b = this.chain.fan.tray.getBounds();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  }

  /** The box `seat`'s zone `zone` of the play row is drawn in (FaB: the arena, hero, weapon and equipment slots), or null (for tests). */
  zoneBox(seat: string, zone: string): Rect | null {
    return this.sideOf(seat)?.playZoneRect(zone) ?? null;
  }

  /** Where the combat chain's labels are drawn (canvas CSS pixels), for tests: none may overlap another. */
  chainLabels(): Array<{ x: number; y: number; width: number; height: number }> {
    return this.chain.visible ? this.chain.labelBounds() : [];
  }

  /** The arrows the stack drew from its items to their targets (for tests). */
  stackArrows(): Array<{ item: string; target: string }> {
    return [...this.stack.drawn];
  }
}
