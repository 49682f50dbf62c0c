import type { Action, BoardView, CardView, ManualChange } from '../../../engine/index';
import { el } from '../dom';
import { renderCardText } from '../components/card-text';
import type { Translate } from '../i18n';

/** A visible card on the table with the seat whose zone holds it. */
function findCard(view: BoardView, id: string): { card: CardView; seat: string; zone: string } | null {
  for (const p of view.players) for (const z of p.zones) for (const c of z.cards) if (c.id === id && !c.hidden) return { card: c, seat: p.seat, zone: z.zone };
  return null;
}

/** The changes by hand a card's menu offers (pure): tap or untap, a counter more or less, a move to each other zone of its owner. */
export function manualChoices(view: BoardView, id: string): Array<{ key: string; params?: Record<string, string | number>; change: ManualChange }> {
  const found = findCard(view, id);
  if (!found) return [];
  const { card, seat, zone } = found;
  const out: Array<{ key: string; params?: Record<string, string | number>; change: ManualChange }> = [];
  out.push(card.tapped ? { key: 'manual.untap', change: { kind: 'tap', card: id, tapped: false } } : { key: 'manual.tap', change: { kind: 'tap', card: id, tapped: true } });
  const kind = Object.keys(card.counters)[0];
  const counter = kind ?? 'counter';
  // A card with no counters yet gets a plain one ("Add a counter", not "Add a counter counter").
  out.push(kind ? { key: 'manual.counter-add', params: { counter }, change: { kind: 'counters', card: id, counter, amount: 1 } } : { key: 'manual.counter-add-plain', change: { kind: 'counters', card: id, counter, amount: 1 } });
  if ((card.counters[counter] ?? 0) > 0) out.push({ key: 'manual.counter-remove', params: { counter }, change: { kind: 'counters', card: id, counter, amount: -1 } });
  const zones = view.players.find((p) => p.seat === seat)?.zones.map((z) => z.zone) ?? [];
  for (const to of zones) if (to !== zone && to !== 'stack') out.push({ key: 'manual.move', params: { zone: to }, change: { kind: 'move', card: id, to, owner: seat } });
  return out;
}

/**
 * The menu a right-click on a card opens (manual play, as on a tabletop), or a long press on a
 * touch screen, the one thing either opens: the card's name and text, "Show details" (the card's details, large, in
 * place of the menu), and each change by hand, sent as a `manual` action logged like any
 * other. It says when no one has scripted the card (the game does not enforce its text).
 */
export class CardMenu {
  readonly root = el('div', { class: 'card-menu', testid: 'card-menu', attrs: { role: 'menu' } });
  private card: string | null = null;
  /** Where the focus goes back to when Escape closes the menu (the card's button it was opened from), if anywhere. */
  private returnTo: HTMLElement | null = null;

  constructor(
    private readonly act: (action: Action) => void,
    /** Shows a card's details (the menu has closed first). */
    private readonly details: (card: string) => void = () => undefined,
  ) {
    this.root.hidden = true;
    // Escape inside the menu closes it, and only it (the table's Escape would also drop the keyboard's pick).
    // A closed menu lets every key through: a button of it may keep the focus a moment after it hides.
    this.root.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || this.root.hidden) return;
      e.stopPropagation();
      const back = this.returnTo;
      this.close();
      if (back?.isConnected) back.focus({ preventScroll: true });
    });
    // A long press opens the menu under the finger (on a touch screen): the browser's own long
    // press then lands on the menu, and its menu or text selection would cover this one.
    this.root.addEventListener('contextmenu', (e) => e.preventDefault());
  }

  /** The card whose menu is open, if any. */
  get shown(): string | null {
    return this.root.hidden ? null : this.card;
  }

  /**
   * Opens the menu for a card at (x, y) in the board's CSS pixels. `returnTo`: the element that
   * had the focus (the card's button in the board's accessibility layer, Shift+F10), which
   * Escape gives it back to. `face`: what to show for an object that is no card on the table
   * (an ability or a trigger on the stack, as its token shows it): its name, text and details,
   * and no changes by hand, as there is no card to change.
   */
  open(view: BoardView, id: string, x: number, y: number, t: Translate, returnTo: HTMLElement | null = null, face?: CardView): void {
    this.returnTo = returnTo;
    const found = findCard(view, id);
    const card = found?.card ?? face;
    if (!card) return this.close();
    const items = (found ? manualChoices(view, id) : []).map(({ key, params, change }) =>
      el('button', {
        class: 'card-menu-item',
        text: key === 'manual.move' ? t(key, { zone: t(`zone.${String(params?.zone)}`, { defaultValue: String(params?.zone) }) }) : t(key, params),
        attrs: { type: 'button', role: 'menuitem', 'data-change': change.kind, ...(change.kind === 'move' ? { 'data-zone': change.to } : {}) },
        on: {
          click: () => {
            this.close();
            this.act({ type: 'manual', by: view.viewer, change });
          },
        },
      }),
    );
    const details = el('button', {
      class: 'card-menu-item card-menu-details',
      text: t('manual.details'),
      testid: 'card-menu-details',
      attrs: { type: 'button', role: 'menuitem' },
      on: {
        click: () => {
          this.close();
          this.details(id);
        },
      },
    });
    this.card = id;
    this.root.replaceChildren(
      el('div', { class: 'card-menu-name', text: card.name ?? '' }),
      ...(card.unscripted ? [el('div', { class: 'card-menu-note', testid: 'card-unscripted', text: t('manual.unscripted') })] : []),
      ...(card.text ? [el('div', { class: 'card-menu-text' }, [renderCardText(card.text)])] : []),
      details,
      ...(items.length > 0 ? [el('div', { class: 'card-menu-heading', text: t('manual.by-hand') })] : []),
      ...items,
      el('button', { class: 'card-menu-close', text: t('manual.close'), attrs: { type: 'button' }, on: { click: () => this.close() } }),
    );
    this.root.hidden = false;
    // Kept inside the board: a card low on the table opens its menu upwards.
    const host = this.root.parentElement;
    const maxX = Math.max(0, (host?.clientWidth ?? x) - this.root.offsetWidth - 8);
    const maxY = Math.max(0, (host?.clientHeight ?? y) - this.root.offsetHeight - 8);
    this.root.style.left = `${Math.round(Math.min(x, maxX))}px`;
    this.root.style.top = `${Math.round(Math.min(y, maxY))}px`;
    // Its first item takes the focus, so the keys work in it (Shift+F10 opens it from the keyboard).
    details.focus({ preventScroll: true });
  }

  /** Closes the menu. */
  close(): void {
    this.card = null;
    this.returnTo = null;
    // The focus leaves with the menu, so the table's keys (Escape drops the pick) reach the table at once.
    const focused = this.root.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && this.root.contains(focused)) focused.blur();
    this.root.hidden = true;
  }
}
