import type { BoardView, CardView, ZoneView } from '../../../../engine/index';

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

/** A fixture table: a Flesh and Blood game on turn 1, seat A to act and viewing, no cards, nothing legal; `patch` sets the rest. */
export function tableView(patch: Partial<BoardView> = {}): BoardView {
  return {
    profile: 'fab',
    stackName: 'stack',
    seats: ['A', 'B'],
    viewer: 'A',
    turn: { number: 1, player: 'A', phase: 'action', step: null },
    priority: 'A',
    players: [],
    stack: [],
    decision: null,
    legal: [],
    over: false,
    winner: null,
    log: [],
    trace: [],
    ...patch,
  } as BoardView;
}
