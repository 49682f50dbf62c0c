import type { CardView } from '../../../engine/index';
import { frameOf } from '../components/card-face';
import type { Translate } from '../i18n';
import { statLabel } from '../i18n';

/**
 * What Pixi's accessibility layer says of each object on the board (issue 17 item 8), in the
 * player's language: where it is, then what it is. A card is named only when the view shows it
 * to this seat: a hidden card (the other seat's hand, a face-down card the viewer may not see)
 * has no name, text or numbers in the view, and is said to be hidden, nothing more. Pure.
 */

/** Where a card lies: a seat's zone ("Seat A, Hand"). */
export function zoneWhere(t: Translate, seat: string, zone: string): string {
  return t('a11y.where', { seat, zone });
}

/** A card's label: "Seat A, Hand: Rhinar's Anger, red, Power 6, Defense 3, playable". */
export function cardLabel(t: Translate, card: CardView, where: string, playable: boolean, waiting = false, picked = false): string {
  return t('a11y.card', { where, card: cardWhat(t, card, playable, waiting, picked) });
}

/** How many labels a `cardLabels` memo keeps before it starts afresh (a long game's table, with room to spare). */
const LABELS_KEPT = 2048;

/**
 * `cardLabel` for one translator, remembered by what the label says: the board names every
 * card it draws on every view, and i18next's eight-odd lookups a card cost 10-15 ms a frame at
 * 200 cards (issue 17's frame time) for labels that had not changed. A new language makes a new memo.
 */
export function cardLabels(t: Translate): (card: CardView, where: string, playable: boolean, waiting?: boolean, picked?: boolean) => string {
  const kept = new Map<string, string>();
  return (card, where, playable, waiting = false, picked = false) => {
    // Everything cardWhat reads: a change to any of them is a new label.
    const key = JSON.stringify([where, playable, waiting, picked, card.hidden, card.faceDown, card.name, card.card, frameOf(card), card.stats, card.tapped, card.damage]);
    let label = kept.get(key);
    if (label === undefined) {
      if (kept.size >= LABELS_KEPT) kept.clear();
      label = cardLabel(t, card, where, playable, waiting, picked);
      kept.set(key, label);
    }
    return label;
  };
}

/**
 * What a card is, without where: its name, colour, numbers and state, or that it is hidden.
 * `waiting`: its play waits on the open decision (a pitch paying for it, BoardView.waiting).
 */
export function cardWhat(t: Translate, card: CardView, playable: boolean, waiting = false, picked = false): string {
  if (card.hidden) return t(card.faceDown ? 'a11y.face-down' : 'a11y.hidden');
  const parts: string[] = [card.name ?? card.card ?? t('a11y.unnamed')];
  const frame = frameOf(card);
  if (frame !== 'plain') parts.push(t(`a11y.colour.${frame}`));
  for (const [key, value] of Object.entries(card.stats)) parts.push(t('a11y.stat', { label: statLabel(t, key), value }));
  if (card.faceDown) parts.push(t('a11y.face-down-own'));
  if (card.tapped) parts.push(t('a11y.tapped'));
  if (card.damage > 0) parts.push(t('a11y.damage', { n: card.damage }));
  if (playable) parts.push(t('a11y.playable'));
  if (waiting) parts.push(t('a11y.waiting'));
  if (picked) parts.push(t('a11y.picked'));
  return parts.join(t('a11y.separator'));
}

/** A stack item's label: its place in the pile (the top marked), what it is, whose it is, and what it targets. */
export function stackItemLabel(
  t: Translate,
  item: { stack: string; index: number; count: number; face: CardView; kind: string; controller: string; targets: readonly string[] },
): string {
  const parts = [cardWhat(t, item.face, false), item.kind, t('a11y.controller', { seat: item.controller })];
  if (item.targets.length > 0) parts.push(t('a11y.targets', { targets: item.targets.join(t('a11y.separator')) }));
  const where = t(item.index === item.count - 1 ? 'a11y.stack-top' : 'a11y.stack-item', { stack: item.stack, n: item.index + 1, count: item.count });
  return t('a11y.card', { where, card: parts.join(t('a11y.separator')) });
}

/** Where a card of the combat chain lies: its link, attacking or defending. */
export function chainWhere(t: Translate, chain: string, link: number, role: 'attack' | 'defender'): string {
  return t(`a11y.chain-${role}`, { chain, link });
}

/** A seat plate's label: the seat, its numbers, and the chips it shows (phase, priority). */
export function plateLabel(t: Translate, plate: { name: string; stats: ReadonlyArray<{ label: string; value: number }>; chips: readonly string[]; lost: boolean }): string {
  const parts = [...plate.stats.map((s) => t('a11y.stat', { label: s.label, value: s.value })), ...plate.chips];
  if (plate.lost) parts.push(t('a11y.lost'));
  return t('a11y.card', { where: plate.name, card: parts.join(t('a11y.separator')) });
}

/** A pile's label: where it is, how many cards, and how many a tap would play ("Seat A, Banished: 3 cards, 1 playable"). */
export function pileLabel(t: Translate, where: string, count: number, playable: number): string {
  const parts = [t('a11y.pile-cards', { count })];
  if (playable > 0) parts.push(t('a11y.pile-playable', { count: playable }));
  return t('a11y.pile', { where, cards: parts.join(t('a11y.separator')) });
}
