import type { Action, Answer, BoardView } from '../../../engine/index';
import { request, type ComputerLevel, type GameChangedEvent, type GameReply, type TableView } from '../api';
import { BoardScene, STACK_ITEM, type BoardLabels } from '../board/BoardScene';
import type { AppContext } from '../context';
import { el } from '../dom';
import type { Translate } from '../i18n';
import { DecisionPanel } from '../hud/DecisionPanel';
import { LogPanel } from '../hud/LogPanel';
import { CardZoom } from '../hud/CardZoom';
import { HotseatTable } from '../hotseat/HotseatTable';
import { CardMenu } from '../hud/CardMenu';
import { ManualPanel } from '../hud/ManualPanel';
import { PileList } from '../hud/PileList';
import type { Screen, ScreenParams } from '../navigation';
import { exposeBoard } from '../board/test-hooks';

/**
 * A game in progress: the Pixi board on the left, the DOM HUD on the right (turn, phase and
 * priority; the Pass button; the pending decision; the log). Hotseat: the view is always the
 * seat that must act, so the board turns to face whoever holds priority.
 */
export class GameScreen implements Screen<ScreenParams['game']> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen game-screen', testid: 'game-screen' });
  private readonly boardHost = el('div', { class: 'board-host', testid: 'board', attrs: { role: 'region' } });
  private readonly turnNumber = el('div', { class: 'turn-number' });
  private readonly turnOf = el('div', { class: 'turn-of' });
  private readonly phase = el('div', { class: 'turn-phase' });
  private readonly turnIndicator = el('section', { class: 'panel turn-indicator', testid: 'turn-indicator', attrs: { role: 'status' } }, [
    this.turnNumber,
    this.turnOf,
    this.phase,
  ]);
  private readonly toAct = el('div', { class: 'to-act', testid: 'to-act' });
  private readonly priority = el('div', { class: 'priority', testid: 'priority-indicator' });
  private readonly hint = el('p', { class: 'hint' });
  /** Says the computer is searching for its move (the page stays usable meanwhile: the search runs in the host's worker). */
  private readonly thinking = el('p', { class: 'thinking', testid: 'computer-thinking', attrs: { role: 'status', 'aria-live': 'polite' } });
  private readonly computerNote = el('p', { class: 'muted computer-seats', testid: 'computer-seats' });
  private computer: Record<string, ComputerLevel> = {};
  private thinkingSeat: string | null = null;
  private readonly pass = el('button', { class: 'primary pass-button', testid: 'pass-button', attrs: { type: 'button' } });
  /** Declares no blockers (an empty `defend`), where the view lists one; a tap on a creature declares it as the blocker. */
  private readonly over = el('section', { class: 'panel game-over', testid: 'game-over', attrs: { role: 'alert' } });
  private readonly settings = el('button', { testid: 'game-settings', attrs: { type: 'button' } });
  private readonly leave = el('button', { testid: 'leave-game', attrs: { type: 'button' } });
  private readonly decision: DecisionPanel;
  private readonly log = new LogPanel((objects) => this.scene?.highlight(objects), {
    // Older log lines come from the save the game autosaves into (issue 19).
    available: () => /^\d+$/.test(this.root.dataset.save ?? ''),
    page: (req) => request(this.ctx.api, 'saves:logPage', { save: Number(this.root.dataset.save), ...req }),
  });
  private readonly hotseat: HotseatTable;
  private readonly hud: HTMLElement;
  private readonly cardMenu = new CardMenu(
    (a) => void this.act(a),
    // An ability or a trigger on the stack has no card on the table: its details are what its token shows.
    (card) => this.hotseat.inspect(card, card.startsWith(STACK_ITEM) ? this.scene?.stackFace(card) : undefined),
  );
  private readonly zoom = new CardZoom();
  /** An opened pile's cards, each with the action a click on it would take on the table. */
  private readonly pileList = new PileList({
    tap: (card, at) => this.scene?.tapCard(card, { button: 0, ...at }),
    // No zoom over an open card menu: it already shows the card.
    zoom: (card, at, side) => (card && at && this.cardMenu.shown === null ? this.zoom.show(card, at, this.boardBounds(), this.ctx.i18n.t, false, side) : this.zoom.hide()),
    menu: (card, at) => this.openCardMenu(card, at.x, at.y),
  });
  private readonly manual = new ManualPanel((a) => void this.act(a));
  private scene: BoardScene | null = null;
  private game: string | null = null;
  private view: TableView | null = null;
  /** The view's version (GameReply.version): every action names it, so a stale one is refused. */
  private version = 0;
  /**
   * The version shown when the pointer went down: a click is chosen on the view under the
   * pointer then, so the second click of a double click, pressed before the next view was
   * drawn, names the old version and the host refuses it as stale.
   */
  private chosenOn: { version: number; at: number } | undefined;
  private busy = false;

  constructor(private readonly ctx: AppContext) {
    this.decision = new DecisionPanel(
      (pick) => void this.answer(pick),
      (picked) => this.scene?.setPicked(picked),
    );
    this.pass.addEventListener('click', () => void this.passPriority());
    this.settings.addEventListener('click', () => void ctx.nav.go('settings'));
    this.leave.addEventListener('click', () => void this.leaveGame());
    this.over.hidden = true;
    this.thinking.hidden = true;
    // The computer's moves arrive pushed: the host applied them like a person's action.
    ctx.onEvent((e) => {
      if (e.event === 'game:changed' && e.payload.game === this.game) this.changed(e.payload);
    });
    const table = el('div', { class: 'game-table' });
    this.hotseat = new HotseatTable(ctx, table, {
      act: (a) => void this.act(a),
      send: (channel, req) => this.send(channel, req),
      view: () => this.view,
      game: () => this.game,
      version: () => this.chosenVersion(),
      busy: () => this.busy,
      pass: () => void this.passPriority(),
      newGame: (reply) => this.opened(reply),
      boardFocus: () => this.scene?.focusedCard ?? null,
      openCardMenu: (card) => {
        const at = this.scene?.cardCenter(card);
        if (at) this.openCardMenu(card, at.x, at.y);
      },
      closeCardMenu: () => {
        const open = this.cardMenu.shown !== null;
        this.cardMenu.close();
        this.zoom.hide();
        return open;
      },
    });
    // The turn header sits above the part of the side panel that scrolls, never over it: in a
    // short window a header pinned inside the scroll covered the decision scrolled under it.
    this.hud = el('aside', { class: 'hud game-hud', testid: 'hud' }, [
      this.turnIndicator,
      el('div', { class: 'hud-body', testid: 'hud-body' }, [
        el('section', { class: 'panel act-panel' }, [this.toAct, this.priority, this.thinking, this.pass, this.hotseat.focusLine, this.hint, this.computerNote]),
        this.over,
        this.decision.root,
        this.hotseat.controls.root,
        this.manual.root,
        this.hotseat.stops.root,
        this.log.root,
        el('div', { class: 'row hud-footer' }, [this.settings, this.leave]),
      ]),
    ]);
    table.append(this.boardHost, this.hud);
    this.boardHost.append(this.cardMenu.root, this.pileList.root, this.zoom.root);
    this.root.addEventListener(
      'pointerdown',
      (e) => {
        this.chosenOn = { version: this.version, at: performance.now() };
        // A press anywhere else closes the card menu, as any menu closes (a right-click on a card opens it again).
        if (!(e.target instanceof Node && this.cardMenu.root.contains(e.target))) this.cardMenu.close();
      },
      { capture: true },
    );
    this.root.append(table, ...this.hotseat.overlays);
  }

  /** Opens a game: creates the board on first use and draws the game's view. */
  async prepare(params: ScreenParams['game']): Promise<void> {
    this.game = params.game;
    if (!this.scene) {
      this.scene = await BoardScene.create(this.boardHost, this.labels(), {
        act: (a) => void this.act(a),
        pick: (value) => this.decision.pick(value),
        tap: (card, at) => this.hotseat.tapCard(card, at),
        menu: (card, x, y) => this.openCardMenu(card, x, y),
        hover: (card, at) => this.zoomCard(card, at),
        openPile: (seat, zone, at) => {
          if (this.view) this.pileList.open(this.view, seat, zone, at, this.ctx.i18n.t, (s) => this.ctx.seatName(s));
        },
      });
    }
    this.boardHost.dataset.renderer = this.scene.rendererName;
    exposeBoard(this.scene);
    this.opened(params);
  }

  /**
   * A card's menu (a right-click, or Shift+F10 on the picked card), and nothing else: the
   * details, the action menu and the zoom close first, so no two card overlays cover each other.
   */
  private openCardMenu(card: string, x: number, y: number): void {
    if (!this.view) return;
    // A stack item (`stack:<item id>`): a card's is that card's own menu (it lies in its controller's
    // stack zone); an ability's or a trigger's shows what its token shows, with no changes by hand.
    const face = card.startsWith(STACK_ITEM) ? this.scene?.stackFace(card) : undefined;
    if (card.startsWith(STACK_ITEM) && !face) return;
    const onTable = face !== undefined && this.view.players.some((p) => p.zones.some((z) => z.cards.some((c) => c.id === face.id)));
    // Opened from a card's button in the board's accessibility layer (Shift+F10): Escape goes back to it.
    const active = this.root.ownerDocument.activeElement;
    const from = active instanceof HTMLElement && active !== this.scene?.canvas && this.boardHost.contains(active) && !this.cardMenu.root.contains(active) ? active : null;
    this.hotseat.closeCardOverlays();
    this.cardMenu.open(this.view, onTable ? face.id : card, x, y, this.ctx.i18n.t, from, onTable ? undefined : face);
  }

  /** Zooms the card the pointer rests on (a face-down card the viewer may not see zooms as hidden), or hides the zoom. */
  private zoomCard(card: string | null, at?: { x: number; y: number }): void {
    // A stack item zooms what it shows (`stack:<item id>`); a card, its view.
    const shown =
      card === null || !at
        ? undefined
        : card.startsWith(STACK_ITEM)
          ? this.scene?.stackFace(card)
          : this.view?.players.flatMap((p) => p.zones.flatMap((z) => z.cards)).find((c) => c.id === card);
    // No zoom over an open card menu or card details: they already show the card, and the zoom would cover them.
    if (!shown || !at || this.cardMenu.shown !== null || this.hotseat.detailsShown) return this.zoom.hide();
    this.zoom.show(shown, at, this.boardBounds(), this.ctx.i18n.t);
  }

  private boardBounds(): { width: number; height: number } {
    return { width: this.boardHost.clientWidth, height: this.boardHost.clientHeight };
  }

  /** The computer moved (or could not): the game's new view, pushed by the host. */
  private changed(e: GameChangedEvent): void {
    this.thinkingSeat = e.thinking ?? null;
    if (e.error) this.ctx.notify(e.error, 'error');
    this.version = e.version;
    this.setView(e.view, e.hash);
    if (e.save !== undefined) this.root.dataset.save = String(e.save);
  }

  /** Fits the board to the window and takes the table's keys. */
  show(): void {
    this.scene?.resize();
    this.hotseat.bindKeys();
  }

  /** Gives the keys back. */
  hide(): void {
    this.hotseat.unbindKeys();
  }

  /** Shows a game the host opened: new, resumed, or a rematch taking this one's place. */
  private opened(reply: GameReply): void {
    this.game = reply.game;
    this.version = reply.version;
    // The save this game autosaves into, for the record (and for tests comparing a resumed game).
    this.root.dataset.save = reply.save === undefined ? '' : String(reply.save);
    this.computer = reply.computer ?? {};
    this.thinkingSeat = reply.thinking ?? null;
    this.hotseat.opened(reply);
    this.setView(reply.view, reply.hash);
  }

  /** Fits the board to the window, and keeps a pending decision's answer in sight. */
  resize(): void {
    this.scene?.resize();
    this.decision.keepInSight();
  }

  /** Re-labels the HUD and the board in the current language. */
  localize(): void {
    this.scene?.relabel(this.labels());
    if (this.view) this.render(this.view);
    if (this.view) this.pileList.refresh(this.view, this.ctx.i18n.t, (s) => this.ctx.seatName(s));
  }

  private labels(): BoardLabels {
    return { t: this.ctx.i18n.t, seatName: (s) => this.ctx.seatName(s) };
  }

  private setView(view: TableView, hash?: string): void {
    this.view = view;
    // The state hash the service sent: equal hashes, equal games (a resumed game shows the one it was saved with).
    this.root.dataset.hash = hash ?? '';
    window.__arbiterView = view;
    // Counts the views drawn, so tests can wait for "the next view" without timing guesses.
    this.root.dataset.viewVersion = String(Number(this.root.dataset.viewVersion ?? 0) + 1);
    // The zoomed card may have moved or changed: the next rest of the pointer zooms it again.
    this.zoom.hide();
    this.scene?.update(view);
    this.render(view);
    this.pileList.refresh(view, this.ctx.i18n.t, (s) => this.ctx.seatName(s));
    this.hotseat.viewChanged(view);
  }

  private render(view: TableView): void {
    const { t } = this.ctx.i18n;
    const seat = (s: string) => this.ctx.seatName(s);
    this.boardHost.setAttribute('aria-label', t('game.board-label'));
    // Before the first turn (Magic's play-or-draw and mulligans, MTG-103) there is no phase yet.
    const phase = view.turn.phase ? t(`phase.${view.turn.phase}`, { defaultValue: view.turn.phase }) : t('game.phase-none');
    this.turnNumber.textContent = t('game.turn', { number: view.turn.number });
    // While a player chooses who plays first (FAB-4.1, MTG-103.2), the first turn is no one's yet.
    const unsettled = !view.turn.phase && view.decision?.kind === 'first-player';
    this.turnOf.textContent = unsettled ? t('game.turn-of-unsettled') : t('game.turn-of', { seat: seat(view.turn.player) });
    // The step too, when the phase has one (FaB's defend step, Magic's declare blockers step).
    const step = view.turn.step ? t(`step.${view.turn.step}`, { defaultValue: view.turn.step }) : '';
    this.phase.textContent = step ? t('game.phase-step', { phase, step }) : t('game.phase', { phase });
    Object.assign(this.turnIndicator.dataset, { turn: String(view.turn.number), player: view.turn.player, phase: view.turn.phase });
    this.toAct.textContent = view.over ? '' : t('game.to-act', { seat: seat(view.decision?.player ?? view.priority ?? view.viewer) });
    const thinking = !view.over && this.thinkingSeat !== null;
    this.thinking.hidden = !thinking;
    this.thinking.textContent = thinking ? t('game.thinking', { seat: seat(this.thinkingSeat ?? '') }) : '';
    this.root.dataset.thinking = thinking ? (this.thinkingSeat ?? '') : '';
    const computerSeats = Object.entries(this.computer);
    this.computerNote.hidden = computerSeats.length === 0;
    this.computerNote.textContent = computerSeats.map(([s, level]) => t('game.computer-seat', { seat: seat(s), level: t(`game.level-${level}`) })).join(' ');
    this.toAct.dataset.seat = view.viewer;
    // While a seat answers a decision, that is what the game waits for, not priority.
    const question = view.decision ? t(`decision.kind.${view.decision.kind}`, { defaultValue: t('decision.heading') }) : '';
    this.priority.textContent = view.decision
      ? t('game.answering', { seat: seat(view.decision.player), question })
      : view.priority
        ? t('game.priority', { seat: seat(view.priority) })
        : t('game.no-priority');
    this.priority.dataset.seat = view.priority ?? '';
    const canPass = !this.busy && view.legal.some((a) => a.type === 'pass' && a.by === view.viewer);
    // The side panel may still be scrolled down to an answered decision (1024 x 640): when
    // passing becomes possible, bring the Pass button back in sight.
    const passOpened = canPass && this.pass.disabled && !view.decision;
    this.pass.disabled = !canPass;
    if (passOpened) this.pass.scrollIntoView?.({ block: 'nearest' });
    this.pass.textContent = t('game.pass');
    this.pass.setAttribute('aria-label', t('game.pass-label', { seat: seat(view.viewer) }));
    const canPlay = view.legal.some((a) => a.type === 'play' && a.by === view.viewer);
    this.hint.textContent = canPlay ? t('game.hint-play') : '';
    this.hint.hidden = !canPlay;
    this.over.hidden = !view.over;
    this.over.replaceChildren(
      el('h2', { class: 'panel-heading', text: t('game.over') }),
      el('p', { text: this.outcome(view, t, seat) }),
    );
    this.settings.textContent = t('game.settings');
    this.leave.textContent = t('game.leave');
    this.decision.update(view, t, seat);
    this.manual.update(view, t, seat, this.busy);
    this.log.update(view, t, this.ctx.i18n.language(), seat);
    this.hotseat.render(view);
  }

  /** The game's end as the table says it: against the computer, to the person ("You win"); in hotseat, by the winning seat. */
  private outcome(view: BoardView, t: Translate, seat: (s: string) => string): string {
    if (!view.winner) return t('game.draw-game');
    const people = view.seats.filter((s) => !(s in this.computer));
    if (people.length === 1 && Object.keys(this.computer).length > 0) return t(view.winner === people[0] ? 'game.you-win' : 'game.you-lose', { seat: seat(view.winner) });
    return t('game.winner', { seat: seat(view.winner) });
  }

  private async passPriority(): Promise<void> {
    const view = this.view;
    const pass = view?.legal.find((a) => a.type === 'pass' && a.by === view.viewer);
    if (pass) await this.act(pass);
  }

  private async answer(pick: Answer): Promise<void> {
    const view = this.view;
    if (view?.decision) await this.act({ type: 'answer', by: view.decision.player, pick });
  }

  /** Sends one action, with the version of the view it was chosen on; a refusal leaves the view as it was and says why. */
  private async act(action: Action): Promise<void> {
    if (!this.game) return;
    await this.send('game:act', { game: this.game, action, version: this.chosenVersion() });
  }

  /**
   * The version the current input was chosen on: the pointer's, when it went down within the
   * last second (a click), else the view shown (a key press). Used once.
   */
  private chosenVersion(): number {
    const chosen = this.chosenOn;
    this.chosenOn = undefined;
    return chosen && performance.now() - chosen.at < 1000 ? chosen.version : this.version;
  }

  /**
   * Sends a game request that answers with a new view, one at a time (a click while one is on
   * its way is dropped; one sent on an older view is refused by the host as stale).
   */
  private async send<C extends 'game:act' | 'game:undo' | 'game:passUntil' | 'game:setStops'>(
    channel: C,
    req: Parameters<typeof request<C>>[2],
  ): Promise<GameReply | null> {
    if (!this.game || this.busy) return null;
    this.busy = true;
    if (this.view) this.render(this.view);
    try {
      const reply = (await request(this.ctx.api, channel, req)) as GameReply;
      if (!reply.refusal && !reply.notice) this.thinkingSeat = reply.thinking ?? null;
      if (reply.refusal) this.ctx.notify(this.hotseat.refusalText(reply.refusal), 'error');
      if (reply.notice && reply.notice !== 'stale' && reply.notice !== 'needs-agreement') {
        this.ctx.notify(this.ctx.i18n.t(`table.notice.${reply.notice}`), 'info');
      }
      this.busy = false;
      this.version = reply.version;
      this.setView(reply.view, reply.hash);
      if (reply.save !== undefined) this.root.dataset.save = String(reply.save);
      return reply;
    } catch (err) {
      this.busy = false;
      if (this.view) this.render(this.view);
      this.ctx.notify(this.ctx.describeError(err), 'error');
      return null;
    }
  }

  private async leaveGame(): Promise<void> {
    const game = this.game;
    this.game = null;
    this.view = null;
    this.hotseat.closed();
    this.pileList.close();
    delete window.__arbiterView;
    if (game) await request(this.ctx.api, 'game:close', { game }).catch(() => undefined);
    await this.ctx.nav.go('home');
  }
}
