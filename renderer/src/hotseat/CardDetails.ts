import type { CardView } from '../../../engine/index';
import { el } from '../dom';
import type { Translate } from '../i18n';
import { statLabel } from '../i18n';

/**
 * A card's details (right-click, or Z on the focused card): its name, type line, text,
 * numbers, counters and damage, large and readable. Showing them never plays the card.
 */
export class CardDetails {
  /** The dialog's element (hidden until a card is shown). */
  readonly root = el('aside', { class: 'panel card-details', testid: 'card-details', attrs: { role: 'dialog' } });
  private card: string | null = null;

  constructor() {
    this.root.hidden = true;
    this.root.addEventListener('click', () => this.hide());
  }

  /** The card shown, if any. */
  get shown(): string | null {
    return this.card;
  }

  /** Shows a card (a hidden card shows only that it is hidden). */
  show(card: CardView, t: Translate): void {
    this.card = card.id;
    this.root.dataset.card = card.id;
    const stats = Object.entries(card.stats).map(([k, v]) => `${statLabel(t, k)} ${v}`);
    const counters = Object.entries(card.counters).filter(([, n]) => n !== 0).map(([k, n]) => `${k} ×${n}`);
    this.root.replaceChildren(
      el('h2', { class: 'panel-heading', text: card.hidden ? t('table.details.hidden') : (card.name ?? card.card ?? card.id) }),
      ...(card.hidden
        ? []
        : [
            el('p', { class: 'card-details-type', text: card.typeLine ?? '' }),
            el('p', { class: 'card-details-text', text: card.text ?? '' }),
            el('p', { class: 'muted', text: stats.join(' · ') }),
          ]),
      el('p', { class: 'muted', text: [card.tapped ? t('table.details.tapped') : '', card.damage > 0 ? t('table.details.damage', { n: card.damage }) : '', ...counters].filter(Boolean).join(' · ') }),
      el('p', { class: 'muted small', text: t('table.details.close') }),
    );
    this.root.hidden = false;
  }

  /** Hides the details. */
  hide(): void {
    this.card = null;
    this.root.hidden = true;
  }
}
