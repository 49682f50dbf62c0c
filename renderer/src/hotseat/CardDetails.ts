import type { CardView } from '../../../engine/index';
import { renderCardText } from '../components/card-text';
import { el } from '../dom';
import type { Translate } from '../i18n';
import { statLabel } from '../i18n';

/** Flesh and Blood's pitch colours by pitch value: the frame of a card shows it. */
const PITCH_FRAMES: Readonly<Record<number, string>> = { 1: 'red', 2: 'yellow', 3: 'blue' };

/** A card's numbers, labelled: the value the rules use now, and the printed one when an effect changed it. */
export function labelledStats(card: CardView, t: Translate): Array<{ key: string; label: string; value: number; printed?: number }> {
  const printed = card.printed?.stats ?? {};
  return Object.entries(card.stats).map(([key, value]) => {
    const was = printed[key];
    const row = { key, label: statLabel(t, key), value };
    return was !== undefined && was !== value ? { ...row, printed: was } : row;
  });
}

/** Keywords an effect gave the card (not printed on it). */
export function grantedKeywords(card: CardView): string[] {
  const printed = new Set(card.printed?.keywords ?? []);
  return (card.computed?.keywords ?? []).filter((k) => !printed.has(k));
}

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
    const counters = Object.entries(card.counters).filter(([, n]) => n !== 0).map(([k, n]) => `${k} ×${n}`);
    // The frame shows the card's pitch colour (Flesh and Blood), as the printed card does.
    const pitch = card.printed?.stats.pitch ?? card.stats.pitch;
    this.root.dataset.frame = pitch !== undefined ? (PITCH_FRAMES[pitch] ?? 'plain') : 'plain';
    const granted = grantedKeywords(card);
    const stats = el(
      'dl',
      { class: 'card-details-stats', testid: 'card-details-stats' },
      labelledStats(card, t).flatMap((s) => [
        el('dt', { text: s.label }),
        el('dd', { class: s.printed !== undefined ? 'changed' : '', attrs: { 'data-stat': s.key } }, [
          el('span', { class: 'now', text: String(s.value) }),
          s.printed !== undefined ? el('span', { class: 'printed muted', text: t('table.details.printed', { value: s.printed }) }) : null,
        ]),
      ]),
    );
    this.root.replaceChildren(
      el('h2', { class: 'panel-heading', text: card.hidden ? t('table.details.hidden') : (card.name ?? card.card ?? card.id) }),
      ...(card.hidden
        ? []
        : [
            el('p', { class: 'card-details-type', text: card.typeLine ?? '' }),
            renderCardText(card.text ?? ''),
            stats,
            ...(granted.length > 0 ? [el('p', { class: 'card-details-granted', testid: 'card-details-granted', text: t('table.details.granted', { keywords: granted.join(', ') }) })] : []),
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
