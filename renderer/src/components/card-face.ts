import type { CardView } from '../../../engine/index';
import { el } from '../dom';
import type { Translate } from '../i18n';
import { statLabel } from '../i18n';
import { renderCardText } from './card-text';

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

/** The colour of a card's frame: its pitch colour (Flesh and Blood), as the printed card shows it, else plain. */
export function frameOf(card: CardView): string {
  const pitch = card.printed?.stats.pitch ?? card.stats.pitch;
  return pitch !== undefined ? (PITCH_FRAMES[pitch] ?? 'plain') : 'plain';
}

/**
 * A card as people read it (issue 17 item 3), for the details dialog and the hover zoom: its
 * name, type line, rendered text (markdown, symbols), labelled numbers with the printed value
 * beside any an effect changed, keywords granted by effects, and whether it is tapped, damaged
 * or has counters. A hidden card shows only that it is hidden.
 */
export function cardFace(card: CardView, t: Translate): HTMLElement[] {
  const counters = Object.entries(card.counters).filter(([, n]) => n !== 0).map(([k, n]) => `${k} ×${n}`);
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
  const status = [card.tapped ? t('table.details.tapped') : '', card.damage > 0 ? t('table.details.damage', { n: card.damage }) : '', ...counters].filter(Boolean).join(' · ');
  return [
    el('h2', { class: 'panel-heading', text: card.hidden ? t('table.details.hidden') : (card.name ?? card.card ?? card.id) }),
    ...(card.hidden
      ? []
      : [
          el('p', { class: 'card-details-type', text: card.typeLine ?? '' }),
          renderCardText(card.text ?? ''),
          stats,
          ...(granted.length > 0 ? [el('p', { class: 'card-details-granted', testid: 'card-details-granted', text: t('table.details.granted', { keywords: granted.join(', ') }) })] : []),
        ]),
    ...(status ? [el('p', { class: 'muted', text: status })] : []),
  ];
}
