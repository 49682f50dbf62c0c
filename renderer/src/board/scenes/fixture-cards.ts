import type { CardView, ZoneView } from '../../../../engine/index';

/** A fixture card: face up unless `hidden`. */
export function card(id: string, name: string, extra: Partial<CardView> = {}): CardView {
  return { id, card: name.toLowerCase().replace(/\s+/g, '-'), name, hidden: false, tapped: false, faceDown: false, counters: {}, damage: 0, stats: {}, ...extra };
}

/** A fixture card the viewer may not see. */
export function hidden(id: string): CardView {
  return { id, hidden: true, tapped: false, faceDown: false, counters: {}, damage: 0, stats: {} };
}

/** A fixture zone; `count` defaults to its cards (a hidden deck lists none). */
export function zone(name: string, role: ZoneView['role'], visibility: ZoneView['visibility'], cards: CardView[], count = cards.length): ZoneView {
  return { zone: name, role, visibility, count, cards };
}
