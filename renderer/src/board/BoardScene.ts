import 'pixi.js/unsafe-eval';
import { Application, Container, FillGradient, Graphics } from 'pixi.js';
import type { Action, BoardView, ObjectId } from '../../../engine/index';
import type { Translate } from '../i18n';
import { HandView } from './HandView';
import { actionForCardTap, playableCards, sidesOf } from './input';
import { createLayers, type BoardLayers } from './layers';
import { computeLayout, type BoardLayout, type SideLayout } from './layout';
import { PileView } from './PileView';
import { SeatPlate } from './SeatPlate';
import { theme } from './theme';
import { ZoneView, type ZoneEnv } from './ZoneView';

/** What the board asks of its host: send an action the engine listed as legal. */
export interface BoardIntents {
  act(action: Action): void;
}

/** How the board names things: translations and seat display names. */
export interface BoardLabels {
  t: Translate;
  seatName(seat: string): string;
}

/** The drawn parts of one side of the table. */
interface SideViews {
  hand: HandView;
  play: ZoneView;
  deck: PileView;
  discard: PileView;
  plate: SeatPlate;
}

/**
 * The PixiJS table: a world render group (felt, zones, cards, layered) and a HUD render group
 * (seat plates). It is a pure projection of the last BoardView: `update` redraws from it,
 * `resize` relays it out, and taps turn into actions the view already lists as legal.
 */
export class BoardScene {
  private readonly world = new Container({ isRenderGroup: true, label: 'world' });
  private readonly hud = new Container({ isRenderGroup: true, label: 'hud' });
  private readonly felt = new Graphics({ label: 'felt' });
  private readonly layers: BoardLayers;
  private readonly near: SideViews;
  private readonly far: SideViews;
  private view: BoardView | null = null;
  private frame: number | null = null;
  private observer: ResizeObserver | null = null;
  private layout: BoardLayout;

  private constructor(
    private readonly app: Application,
    private labels: BoardLabels,
    private readonly intents: BoardIntents,
    private readonly host: HTMLElement,
  ) {
    app.stage.addChild(this.world, this.hud);
    this.world.addChild(this.felt);
    const sideViews = (side: string): SideViews => {
      const env: ZoneEnv = { layers: this.layers, onCardTap: (card) => this.onCardTap(card), requestRender: () => this.requestRender() };
      const v: SideViews = {
        play: new ZoneView(env, `${side}:play`),
        hand: new HandView(env, `${side}:hand`),
        deck: new PileView({ label: `${side}:deck` }),
        discard: new PileView({ label: `${side}:discard` }),
        plate: new SeatPlate({ label: `${side}:plate` }),
      };
      this.world.addChild(v.play, v.hand, v.deck, v.discard);
      this.hud.addChild(v.plate);
      return v;
    };
    // Layers are created first so zones can attach to them, then moved above the zones.
    this.layers = createLayers(this.world);
    this.near = sideViews('near');
    this.far = sideViews('far');
    for (const layer of Object.values(this.layers)) this.world.addChild(layer);
    this.layout = computeLayout(app.screen.width, app.screen.height);
    this.drawFelt();
  }

  /** Creates the Pixi application inside `host` (WebGL preferred; Pixi falls back when it is missing). */
  static async create(host: HTMLElement, labels: BoardLabels, intents: BoardIntents): Promise<BoardScene> {
    const app = new Application();
    await app.init({
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      preference: 'webgl',
      background: theme.felt.edge,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      // Render on demand, not every frame: the table only changes when a view arrives, the
      // window resizes or the pointer hovers a card (and software-rendered WebGL is slow).
      autoStart: false,
    });
    app.ticker.stop();
    app.canvas.setAttribute('role', 'img');
    app.canvas.dataset.testid = 'board-canvas';
    host.appendChild(app.canvas);
    const scene = new BoardScene(app, labels, intents, host);
    // The host changes size with the window and with the HUD column; follow it.
    scene.observer = new ResizeObserver(() => scene.resize());
    scene.observer.observe(host);
    return scene;
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
    const sprite = this.world.getChildByLabel(`card:${id}`, true);
    if (!sprite) return null;
    const p = sprite.getGlobalPosition();
    return { x: p.x, y: p.y };
  }

  /** Schedules one render on the next animation frame (several requests make one render). */
  requestRender(): void {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.app.render();
    });
  }

  /** Draws `view`. */
  update(view: BoardView): void {
    this.view = view;
    this.draw();
  }

  /** Switches labels (after a language change) and redraws. */
  relabel(labels: BoardLabels): void {
    this.labels = labels;
    this.draw();
  }

  /** Fits the canvas to its host and relays the table out. */
  resize(): void {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    if (width === this.app.screen.width && height === this.app.screen.height && this.view) return this.requestRender();
    this.app.renderer.resize(width, height);
    this.layout = computeLayout(this.app.screen.width, this.app.screen.height);
    this.drawFelt();
    this.draw();
  }

  /** Stops rendering and frees the GPU resources. */
  destroy(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.observer?.disconnect();
    this.app.destroy({ removeView: true }, { children: true });
  }

  private onCardTap(card: ObjectId): void {
    if (!this.view) return;
    const action = actionForCardTap(this.view, card);
    if (action) this.intents.act(action);
  }

  private drawFelt(): void {
    const { width, height, midline } = this.layout;
    const gradient = new FillGradient({
      type: 'radial',
      center: { x: 0.5, y: 0.5 },
      innerRadius: 0,
      outerCenter: { x: 0.5, y: 0.5 },
      outerRadius: 0.75,
      colorStops: [
        { offset: 0, color: theme.felt.center },
        { offset: 1, color: theme.felt.edge },
      ],
    });
    this.felt
      .clear()
      .rect(0, 0, width, height)
      .fill(gradient)
      .moveTo(width * 0.08, midline)
      .lineTo(width * 0.92, midline)
      .stroke({ width: 1, color: theme.felt.line, alpha: 0.18 });
  }

  private draw(): void {
    this.requestRender();
    const view = this.view;
    if (!view) return;
    const { near, far } = sidesOf(view);
    const playable = playableCards(view);
    this.drawSide(this.near, this.layout.near, near, view, playable);
    const farPlayer = far !== null;
    for (const part of Object.values(this.far)) part.visible = farPlayer;
    if (far !== null) this.drawSide(this.far, this.layout.far, far, view, playable);
  }

  private drawSide(views: SideViews, rects: SideLayout, seat: string, view: BoardView, playable: ReadonlySet<ObjectId>): void {
    const { t, seatName } = this.labels;
    const player = view.players.find((p) => p.seat === seat);
    const zone = (name: string) => player?.zones.find((z) => z.zone === name);
    const card = this.layout.card;
    const edge = rects.side === 'near' ? 'bottom' : 'top';
    const mine = seat === view.viewer ? playable : new Set<ObjectId>();
    views.play.update(zone('play'), { rect: rects.play, caption: t('zone.play'), card, captionEdge: edge === 'bottom' ? 'top' : 'bottom' }, mine);
    views.hand.update(zone('hand'), { rect: rects.hand, caption: t('zone.hand'), card, captionEdge: edge }, mine);
    for (const name of ['deck', 'discard'] as const) {
      const z = zone(name);
      views[name].update(z, { rect: rects[name], card, caption: t(`zone.${name}`), countText: t('zone.count', { count: z?.count ?? 0 }) });
    }
    const chips: string[] = [];
    if (view.turn.player === seat) chips.push(t(`phase.${view.turn.phase}`, { defaultValue: view.turn.phase }));
    if (view.priority === seat) chips.push(t('game.priority-chip'));
    views.plate.update({
      rect: rects.plate,
      edge,
      name: seatName(seat),
      stats: Object.entries(player?.stats ?? {}).map(([k, value]) => ({ label: t(`stat.${k}`, { defaultValue: k }), value })),
      chips,
      active: view.priority === seat || view.decision?.player === seat,
      lost: player?.lost ?? false,
    });
  }
}
