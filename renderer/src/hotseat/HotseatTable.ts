import type { Action, CardView, ObjectId, Refusal } from '../../../engine/index';
import { request, type GameReply, type Request, type SeatStops, type TableView } from '../api';
import type { AppContext } from '../context';
import { el } from '../dom';
import { ruleText } from '../i18n/rule-texts';
import { ActionMenu } from './ActionMenu';
import { actionLabel, actionableCards, actionsForCard, concedeOf, noDefence, passOf, probeFor } from './card-actions';
import { CardDetails } from './CardDetails';
import { bindTableKeys, type KeyCommand } from './keyboard';
import { KeyHelp } from './KeyHelp';
import { PassDeviceScreen } from './PassDeviceScreen';
import { StopsPanel } from './StopsPanel';
import { TableControls } from './TableControls';

/** The game requests that answer with a new view. */
type ViewChannel = 'game:act' | 'game:undo' | 'game:passUntil' | 'game:setStops';

/** What the hotseat table needs from the game screen. */
export interface HotseatDeps {
  act(action: Action): void;
  send<C extends ViewChannel>(channel: C, req: Request<C>): Promise<GameReply | null>;
  view(): TableView | null;
  game(): string | null;
  version(): number;
  busy(): boolean;
  pass(): void;
  /** A new game replaces this one (a rematch). */
  newGame(reply: GameReply): void;
  /** Opens a card's menu (the right-click one: text, details, changes by hand) where the card is drawn. */
  openCardMenu(card: ObjectId): void;
  /** The card whose button in the board's accessibility layer has the keyboard's focus (Tab), or null. */
  boardFocus(): ObjectId | null;
  /**
   * Closes the game screen's own card overlays (the card menu, the zoom) before the table opens
   * one of its own: one card overlay at a time. Returns whether the card menu was open.
   */
  closeCardMenu(): boolean;
}

/**
 * Two people at one screen: the pass-the-device screen between seats, a control for every
 * legal action (cards by click or menu, pass until, no defenders, undo, concede, rematch),
 * the stops, card details (from a card's menu, or Z), and the keyboard. The rules stay in the engine and
 * the host: everything here is read from the view's legal actions or asked of the host.
 */
export class HotseatTable {
  readonly controls: TableControls;
  readonly stops: StopsPanel;
  /** The card or option the keyboard has picked (N / Shift+N), shown under the Pass button. */
  readonly focusLine = el('p', { class: 'key-focus', testid: 'key-focus' });
  private readonly pass: PassDeviceScreen;
  private readonly details = new CardDetails();
  private readonly menu: ActionMenu;
  private readonly help = new KeyHelp();
  /** The seat that last took the device (the pass screen shows when the seat to act differs). */
  private revealed: string | null = null;
  /** The seats people play at this screen (GameReply.seats): the device passes only between two of them. */
  private people: readonly string[] = [];
  private focused: ObjectId | null = null;
  private unbind: (() => void) | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly table: HTMLElement,
    private readonly deps: HotseatDeps,
  ) {
    this.pass = new PassDeviceScreen(table, (seat) => {
      this.revealed = seat;
    });
    this.menu = new ActionMenu((a) => deps.act(a));
    this.stops = new StopsPanel((seat, stops) => void this.setStops(seat, stops));
    this.controls = new TableControls({
      pass: () => deps.pass(),
      passUntil: (until) => void this.passUntil(until),
      noDefence: () => {
        const v = deps.view();
        const a = v && noDefence(v);
        if (a) deps.act(a);
      },
      undo: () => void this.undo(),
      concede: () => this.concede(),
      rematch: () => void this.rematch(),
      toggleStops: () => void this.toggleStops(),
      toggleHelp: () => this.help.toggle(this.ctx.i18n.t),
    });
    this.focusLine.hidden = true;
  }

  /** The elements laid over the table (pass screen, menu, details, help). */
  get overlays(): HTMLElement[] {
    return [this.menu.root, this.details.root, this.help.root, this.pass.root];
  }

  /** A game was opened here: the first seat to act takes the device. */
  opened(reply: GameReply): void {
    this.people = reply.seats;
    this.revealed = null;
    this.focused = null;
    this.menu.close();
    this.details.hide();
  }

  /** The game was left. */
  closed(): void {
    this.pass.hide();
    this.menu.close();
    this.details.hide();
    this.help.hide();
  }

  /** Takes the table's keys (the game screen is shown). */
  bindKeys(): void {
    this.unbind?.();
    this.unbind = bindTableKeys(window, (c) => this.command(c));
  }

  /** Gives the keys back. */
  unbindKeys(): void {
    this.unbind?.();
    this.unbind = null;
  }

  /** A new view arrived: hand the device over when the seat to act changed. */
  viewChanged(view: TableView): void {
    this.menu.close();
    if (this.focused && !actionableCards(view).has(this.focused)) this.focused = null;
    const seat = view.viewer;
    const { t } = this.ctx.i18n;
    // Against the computer the view is always the person's: there is no one to pass the device to.
    if (!this.ctx.settings().passScreen || view.over || this.people.length < 2 || !this.people.includes(seat)) {
      this.pass.hide();
      this.revealed = seat;
    } else if (seat !== this.revealed) {
      this.details.hide();
      this.pass.show(seat, this.ctx.seatName(seat), t);
    }
    if (!this.stops.root.hidden) void this.loadStops();
    // A decision keeps its panel in sight, however far the side panel was scrolled.
    if (view.decision) this.table.querySelector('.decision-panel')?.scrollIntoView({ block: 'nearest' });
  }

  /** Redraws the controls from the view. */
  render(view: TableView): void {
    const { t } = this.ctx.i18n;
    this.controls.update(view, t, this.deps.busy());
    const card = this.focused ? this.cardView(view, this.focused) : undefined;
    this.focusLine.hidden = !card;
    this.focusLine.textContent = card ? t('table.keys.focused', { card: card.name ?? card.id }) : '';
    if (this.pass.showing) this.pass.localize(this.ctx.seatName(view.viewer), t);
    if (this.help.open) this.help.render(t);
  }

  /**
   * A refusal in the player's language, with the rule behind it when there is one: its ID and
   * what that rule says (issue 17 item 4, "why?" for a refusal).
   */
  refusalText(refusal: Refusal): string {
    const { t } = this.ctx.i18n;
    const text = t(`refusal.${refusal.code}`, { defaultValue: refusal.message });
    if (!refusal.rule) return text;
    const said = ruleText(refusal.rule, this.ctx.i18n.language());
    return said === undefined ? t('table.refusal-rule', { text, rule: refusal.rule }) : t('table.refusal-why', { text, rule: refusal.rule, said });
  }

  /**
   * A click on a card: its one legal action, a menu when it has several, and when it has
   * none, the likeliest action anyway so the engine's refusal says why.
   */
  tapCard(card: ObjectId, at: { x: number; y: number }): void {
    const view = this.deps.view();
    if (!view || this.pass.showing || this.deps.busy()) return;
    const actions = actionsForCard(view, card);
    if (actions.length === 1) return this.deps.act(actions[0]);
    if (actions.length > 1) {
      const { t } = this.ctx.i18n;
      const entries = actions.map((action) => {
        const { key, params } = actionLabel(view, action, (id) => this.cardView(view, id)?.name ?? id, (s) => this.ctx.seatName(s));
        return { action, label: t(key, params) };
      });
      this.closeCardOverlays();
      return this.menu.show(entries, this.cardView(view, card)?.name ?? card, at);
    }
    const probe = probeFor(view, card);
    if (probe) this.deps.act(probe);
    else this.inspect(card);
  }

  /**
   * A card's details (its menu's "Show details", Z on the picked card, a click on a card with
   * nothing to do): never an action. `face`: what to show for an object that is no card on the
   * table (an ability on the stack, as its token shows it).
   */
  inspect(card: ObjectId, face?: CardView): void {
    const view = this.deps.view();
    const c = face ?? (view && this.cardView(view, card));
    if (!c || this.pass.showing) return;
    this.closeCardOverlays();
    this.details.show(c, this.ctx.i18n.t);
  }

  /** Whether a card's details are shown (the zoom waits while they are). */
  get detailsShown(): boolean {
    return this.details.shown !== null;
  }

  /** Closes every card overlay (the action menu, the details, and the game screen's card menu and zoom) before another opens. */
  closeCardOverlays(): void {
    this.menu.close();
    this.details.hide();
    this.deps.closeCardMenu();
  }

  private cardView(view: TableView, id: ObjectId): CardView | undefined {
    for (const p of view.players) for (const z of p.zones) for (const c of z.cards) if (c.id === id) return c;
    return undefined;
  }

  private async passUntil(until: 'event' | 'phase' | 'turn'): Promise<void> {
    const view = this.deps.view();
    const game = this.deps.game();
    if (!view || !game || !passOf(view)) return;
    await this.deps.send('game:passUntil', { game, seat: view.viewer, until, version: this.deps.version() });
  }

  /** Undo; past a card shown or a random outcome, the other seat is asked first (hotseat: on this screen). */
  private async undo(): Promise<void> {
    const game = this.deps.game();
    if (!game) return;
    const reply = await this.deps.send('game:undo', { game, version: this.deps.version() });
    if (reply?.notice !== 'needs-agreement') return;
    const { t } = this.ctx.i18n;
    const others = reply.view.seats.filter((s) => s !== reply.view.viewer).map((s) => this.ctx.seatName(s)).join(', ');
    if (window.confirm(t('table.undo-agree', { seats: others }))) {
      await this.deps.send('game:undo', { game, version: this.deps.version(), agreed: true });
    }
  }

  private concede(): void {
    const view = this.deps.view();
    const a = view && concedeOf(view);
    if (a && window.confirm(this.ctx.i18n.t('table.concede-confirm', { seat: this.ctx.seatName(a.by) }))) this.deps.act(a);
  }

  private async rematch(): Promise<void> {
    const game = this.deps.game();
    if (!game) return;
    try {
      this.deps.newGame(await request(this.ctx.api, 'game:rematch', { game }));
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async toggleStops(): Promise<void> {
    this.stops.toggle();
    if (!this.stops.root.hidden) await this.loadStops();
  }

  private async loadStops(): Promise<void> {
    const game = this.deps.game();
    const view = this.deps.view();
    if (!game || !view) return;
    try {
      const { stops, phases } = await request(this.ctx.api, 'game:stops', { game });
      const seat = view.viewer;
      this.stops.update(seat, this.ctx.seatName(seat), stops[seat] ?? this.ctx.settings().stops, phases, this.ctx.i18n.t);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async setStops(seat: string, stops: SeatStops): Promise<void> {
    const game = this.deps.game();
    if (!game) return;
    await this.deps.send('game:setStops', { game, seat, stops });
    // The stops chosen become the defaults of the next games.
    await this.ctx.saveSettings({ stops }).catch(() => undefined);
  }

  /** Runs a key's command; true when it did something (the key's default is then prevented). */
  private command(c: KeyCommand): boolean {
    const view = this.deps.view();
    if (!view) return false;
    if (this.pass.showing) {
      if (c === 'confirm' || c === 'pass') this.pass.reveal();
      return true;
    }
    const { t } = this.ctx.i18n;
    switch (c) {
      case 'help':
        this.help.toggle(t);
        return true;
      case 'cancel':
        if (this.help.open) this.help.hide();
        else if (this.menu.open) this.menu.close();
        else if (this.deps.closeCardMenu()) return true;
        else if (this.details.shown) this.details.hide();
        else if (this.focused) this.focused = null;
        else this.table.querySelector<HTMLButtonElement>('[data-testid="decision-clear"]')?.click();
        this.render(view);
        return true;
      case 'pass':
        if (!passOf(view)) return false;
        this.deps.pass();
        return true;
      case 'pass-until-event':
      case 'pass-until-phase':
      case 'pass-until-turn':
        void this.passUntil(c === 'pass-until-event' ? 'event' : c === 'pass-until-phase' ? 'phase' : 'turn');
        return true;
      case 'confirm': {
        const confirm = this.table.querySelector<HTMLButtonElement>('[data-testid="decision-confirm"]');
        if (confirm && !confirm.disabled) confirm.click();
        else if (this.focused) this.tapCard(this.focused, { x: 24, y: 24 });
        else return false;
        return true;
      }
      case 'next-target':
      case 'previous-target':
        return this.cycle(view, c === 'next-target' ? 1 : -1);
      case 'zoom':
        if (this.details.shown) this.details.hide();
        else if (this.focused) this.inspect(this.focused);
        else return false;
        return true;
      case 'menu': {
        // The keyboard's right-click: the menu of the card whose button has the focus (Tab, in
        // the board's accessibility layer: any card on the table), else of the picked card.
        const card = this.deps.boardFocus() ?? this.focused;
        if (!card) return false;
        this.closeCardOverlays();
        this.deps.openCardMenu(card);
        return true;
      }
      case 'undo':
        void this.undo();
        return true;
      case 'concede':
        this.concede();
        return true;
    }
  }

  /** Moves the keyboard's pick to the next decision option, else the next card with an action. */
  private cycle(view: TableView, step: 1 | -1): boolean {
    const options = [...this.table.querySelectorAll<HTMLButtonElement>('.decision-panel button:not([disabled])')];
    if (view.decision && options.length > 0) {
      const i = options.indexOf(document.activeElement as HTMLButtonElement);
      options[(i + step + options.length) % options.length].focus();
      return true;
    }
    const cards = [...actionableCards(view)];
    if (cards.length === 0) return false;
    const i = this.focused ? cards.indexOf(this.focused) : -1;
    this.focused = cards[(i + step + cards.length) % cards.length];
    this.render(view);
    return true;
  }
}
