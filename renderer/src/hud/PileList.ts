import type { BoardView, CardView, ObjectId } from '../../../engine/index';
import { zoneWhere } from '../board/a11y-labels';
import { playableCards } from '../board/input';
import { bindCardElement } from '../board/long-press';
import { pileContents, type PileContents } from '../board/pile-contents';
import { el } from '../dom';
import { actionLabel, actionsForCard } from '../hotseat/card-actions';
import type { Translate } from '../i18n';

/** The width a zoom needs beside the list (CardZoom: 320 px, and its gap). */
const ZOOM_ROOM = 350;

/** What the list asks of the game screen: the board's own card click, and the card zoom. */
export interface PileListDeps {
  /** A click on the card as on the table (BoardScene.tapCard): the one path from a card to an action. */
  tap(card: ObjectId, at: { x: number; y: number }): void;
  /** Zooms a card beside (x, y), the board's CSS pixels, on that side of it, or (null) hides the zoom. */
  zoom(card: CardView | null, at?: { x: number; y: number }, side?: 'left' | 'right'): void;
  /** A right-click or a long press on a card of the list: its menu at (x, y), the board's CSS pixels, as on the table (BoardIntents.menu). */
  menu(card: ObjectId, at: { x: number; y: number }): void;
}

/**
 * An opened pile (issue 17: piles a player can use): the cards of a deck, graveyard, banished
 * or pitch zone as the viewer may see them, top first, in a list over the board. A card with a
 * legal action has a button doing what a click on that card does on the table (FaB: a card
 * Katsu banished, playable this turn). A hidden pile shows its count and the face-up cards the
 * viewer may see, never a hidden card's name or handle (pile-contents.ts). A right-click on a
 * card, or a long press on a touch screen, opens its menu as on the table (long-press.ts).
 * Escape, the close button or a click outside closes it.
 */
export class PileList {
  /** The list's element (hidden until a pile is opened), placed inside the board's host. */
  readonly root = el('section', { class: 'panel pile-list', testid: 'pile-list', attrs: { role: 'dialog', tabindex: '-1' } });
  private opened: { seat: string; zone: string; at: { x: number; y: number } } | null = null;
  /** Where the focus was before the list opened: it goes back there when the list closes. */
  private returnFocus: Element | null = null;

  constructor(private readonly deps: PileListDeps) {
    this.root.hidden = true;
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.opened) this.close();
    });
    // A click anywhere else closes it (a click on another pile then opens that one).
    document.addEventListener('pointerdown', (e) => {
      if (this.opened && !(e.target instanceof Node && this.root.contains(e.target))) this.close();
    }, { capture: true });
  }

  /** The pile shown now (`seat` and `zone`), if any. */
  get shown(): { seat: string; zone: string } | null {
    return this.opened && { seat: this.opened.seat, zone: this.opened.zone };
  }

  /** Opens `seat`'s zone `zone` near (x, y), the board's CSS pixels. */
  open(view: BoardView, seat: string, zone: string, at: { x: number; y: number }, t: Translate, seatName: (s: string) => string): void {
    if (!this.opened) this.returnFocus = document.activeElement;
    this.opened = { seat, zone, at };
    if (!this.draw(view, t, seatName)) return;
    this.root.focus({ preventScroll: true });
  }

  /** Redraws the open list from a new view (the pile may have changed); closes it when the zone is gone. */
  refresh(view: BoardView, t: Translate, seatName: (s: string) => string): void {
    if (this.opened) this.draw(view, t, seatName);
  }

  /** Closes the list and gives the focus back to where it was. */
  close(): void {
    if (!this.opened) return;
    this.opened = null;
    this.root.hidden = true;
    this.root.replaceChildren();
    this.deps.zoom(null);
    const back = this.returnFocus;
    this.returnFocus = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
  }

  private draw(view: BoardView, t: Translate, seatName: (s: string) => string): boolean {
    const opened = this.opened;
    const pile = opened && pileContents(view, opened.seat, opened.zone, playableCards(view));
    if (!opened || !pile) {
      this.close();
      return false;
    }
    const where = zoneWhere(t, seatName(pile.seat), t(`zone.${pile.zone}`, { defaultValue: pile.zone }));
    const heading = el('h2', { class: 'panel-heading', text: t('pile.heading', { where, count: pile.count }) });
    const close = el('button', { class: 'pile-close', text: '×', testid: 'pile-close', attrs: { type: 'button', 'aria-label': t('pile.close'), title: t('pile.close') }, on: { click: () => this.close() } });
    const rows = pile.shown.map((card, i) => this.row(view, pile, card, i === 0, t, seatName));
    const list = el('ol', { class: 'pile-cards', attrs: { 'aria-label': t('pile.list-label', { where }) } }, rows);
    const notes: HTMLElement[] = [];
    if (pile.hidden > 0) notes.push(el('p', { class: 'muted pile-hidden', testid: 'pile-hidden', text: t('pile.hidden', { count: pile.hidden }) }));
    if (pile.count === 0) notes.push(el('p', { class: 'muted', text: t('pile.empty') }));
    this.root.replaceChildren(el('div', { class: 'pile-head' }, [heading, close]), ...(rows.length > 0 ? [list] : []), ...notes);
    this.root.setAttribute('aria-label', where);
    Object.assign(this.root.dataset, { seat: pile.seat, zone: pile.zone });
    this.root.hidden = false;
    this.place(opened.at);
    return true;
  }

  /** One card of the pile: its name and type line, zoomed on hover or focus, its menu on a right-click or a long press, with its action when it has one. */
  private row(view: BoardView, pile: PileContents, card: CardView, top: boolean, t: Translate, seatName: (s: string) => string): HTMLElement {
    // The zoom goes beside the list, never over it: right of it when the board has room there, else left of it.
    const zoomAt = (node: HTMLElement): { x: number; y: number; side: 'left' | 'right' } => {
      const host = this.root.parentElement;
      const origin = host?.getBoundingClientRect();
      const list = this.root.getBoundingClientRect();
      const r = node.getBoundingClientRect();
      const right = list.right - (origin?.left ?? 0);
      const room = right + ZOOM_ROOM <= (host?.clientWidth ?? 0);
      return { x: room ? right : list.left - (origin?.left ?? 0), y: r.top + r.height / 2 - (origin?.top ?? 0), side: room ? 'right' : 'left' };
    };
    const item = el('li', { class: 'pile-card', testid: 'pile-card', attrs: { 'data-card': card.id } }, [
      el('span', { class: 'pile-card-name', text: card.name ?? card.card ?? t('a11y.unnamed') }),
      top ? el('span', { class: 'pile-card-top', text: t('pile.top') }) : null,
      card.typeLine ? el('span', { class: 'muted pile-card-type', text: card.typeLine }) : null,
    ]);
    const zoom = (): void => {
      const at = zoomAt(item);
      this.deps.zoom(card, at, at.side);
    };
    item.addEventListener('pointerenter', zoom);
    item.addEventListener('pointerleave', () => this.deps.zoom(null));
    bindCardElement(item, card.id, (id, at) => this.deps.menu(id, at), () => {
      const origin = this.root.parentElement?.getBoundingClientRect();
      return { x: origin?.left ?? 0, y: origin?.top ?? 0 };
    });
    if (pile.playable.includes(card.id)) {
      const act = el('button', { class: 'primary pile-card-act', testid: 'pile-card-act', text: this.actionText(view, card.id, t, seatName), attrs: { type: 'button', 'data-card': card.id } });
      act.addEventListener('click', () => {
        const { x, y } = zoomAt(act);
        this.close();
        this.deps.tap(card.id, { x, y });
      });
      act.addEventListener('focus', zoom);
      act.addEventListener('blur', () => this.deps.zoom(null));
      item.append(act);
      item.classList.add('playable');
    }
    return item;
  }

  /** What the card's button says: its one action ("Play Follow-up"), "Actions…" for several, "Choose" for a decision's option. */
  private actionText(view: BoardView, card: ObjectId, t: Translate, seatName: (s: string) => string): string {
    const actions = actionsForCard(view, card);
    if (actions.length === 1) {
      const nameOf = (id: ObjectId): string => view.players.flatMap((p) => p.zones.flatMap((z) => z.cards)).find((c) => c.id === id)?.name ?? id;
      const { key, params } = actionLabel(view, actions[0], nameOf, seatName);
      return t(key, params);
    }
    return t(actions.length > 1 ? 'pile.actions' : 'pile.pick');
  }

  /** Beside the pile, inside the board (a small window included): it scrolls when the pile is long. */
  private place(at: { x: number; y: number }): void {
    const host = this.root.parentElement;
    const w = this.root.offsetWidth;
    const h = this.root.offsetHeight;
    const width = host?.clientWidth ?? w;
    const height = host?.clientHeight ?? h;
    const gap = 16;
    const x = at.x + gap + w <= width ? at.x + gap : Math.max(8, at.x - gap - w);
    const y = Math.max(8, Math.min(height - h - 8, at.y - h / 2));
    this.root.style.left = `${Math.round(x)}px`;
    this.root.style.top = `${Math.round(y)}px`;
  }
}
