import type { CardView } from '../../../engine/index';
import { cardFace, frameOf } from '../components/card-face';
import { el } from '../dom';
import type { Translate } from '../i18n';

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
    // The frame shows the card's pitch colour (Flesh and Blood), as the printed card does.
    this.root.dataset.frame = frameOf(card);
    this.root.replaceChildren(...cardFace(card, t), el('p', { class: 'muted small', text: t('table.details.close') }));
    this.root.hidden = false;
  }

  /** Hides the details. */
  hide(): void {
    this.card = null;
    this.root.hidden = true;
  }
}
