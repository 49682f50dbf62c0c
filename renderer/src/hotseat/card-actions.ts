import type { Action, BoardView, ObjectId, Seat } from '../../../engine/index';
import { playableCards } from '../board/input';

/*
 * Pointer -> intent, never rules: what a click on a card may do is read from the actions the
 * engine listed as legal for the seat at the screen. When it lists nothing for the card, the
 * table still sends the most likely action (a play from hand, the card's first ability) so the
 * engine refuses it and the player reads why. Pure.
 */

/** Every legal action of the viewer that names `card`: plays, activations, attacks, defences. */
export function actionsForCard(view: BoardView, card: ObjectId): Action[] {
  if (view.decision || view.over) return [];
  return view.legal.filter((a) => a.by === view.viewer && namesCard(a, card));
}

function namesCard(a: Action, card: ObjectId): boolean {
  switch (a.type) {
    case 'play':
    case 'activate':
      return a.card === card;
    case 'attack':
      return a.with === card;
    case 'defend':
      return a.with.length === 1 && a.with[0] === card;
    case 'pass':
    case 'concede':
    case 'answer':
    case 'manual': // changes by hand have their own menu (hud/CardMenu), opened by a right-click
      return false;
  }
}

/** Where a card of the viewer lies: in hand (a play), else in play (an ability); null when it is not the viewer's. */
export function probeFor(view: BoardView, card: ObjectId): Action | null {
  if (view.decision || view.over) return null;
  const mine = view.players.find((p) => p.seat === view.viewer);
  const zone = mine?.zones.find((z) => z.cards.some((c) => c.id === card));
  if (!zone) return null;
  if (zone.zone === 'hand') return { type: 'play', by: view.viewer, card };
  return { type: 'activate', by: view.viewer, card, ability: 1 };
}

/** The viewer's cards that a click would do something with (for highlighting and keyboard picks). */
export const actionableCards: (view: BoardView) => ReadonlySet<ObjectId> = playableCards;

/** The "no defenders" declaration, when the viewer may make it. */
export function noDefence(view: BoardView): Action | null {
  return view.legal.find((a) => a.type === 'defend' && a.by === view.viewer && a.with.length === 0) ?? null;
}

/** The viewer's pass, when listed. */
export function passOf(view: BoardView): Action | null {
  return view.legal.find((a) => a.type === 'pass' && a.by === view.viewer) ?? null;
}

/** The viewer's concession, when listed. */
export function concedeOf(view: BoardView): Action | null {
  return view.legal.find((a) => a.type === 'concede' && a.by === view.viewer) ?? null;
}

/**
 * The seat whose turn it is to use the screen: the decision's player, else the priority
 * holder, else the turn player (the host sends the view of that seat).
 */
export function seatAtScreen(view: BoardView): Seat {
  return view.decision?.player ?? view.priority ?? view.viewer;
}

/** What an action is called in a menu: an i18n key and its parameters. */
export function actionLabel(
  view: BoardView,
  a: Action,
  nameOf: (card: ObjectId) => string,
  seatName: (s: Seat) => string,
): { key: string; params: Record<string, string | number> } {
  switch (a.type) {
    case 'play':
      return { key: 'table.action.play', params: { card: nameOf(a.card) } };
    case 'activate':
      return { key: 'table.action.activate', params: { card: nameOf(a.card), n: a.ability } };
    case 'attack':
      return { key: 'table.action.attack', params: { card: nameOf(a.with), target: view.seats.includes(a.target) ? seatName(a.target) : nameOf(a.target) } };
    case 'defend':
      return a.with.length === 0 ? { key: 'table.action.no-defence', params: {} } : { key: 'table.action.defend', params: { card: a.with.map(nameOf).join(', ') } };
    case 'pass':
      return { key: 'game.pass', params: {} };
    case 'concede':
      return { key: 'game.concede', params: {} };
    case 'answer':
      return { key: 'decision.confirm', params: {} };
    case 'manual':
      return { key: 'manual.by-hand', params: {} };
  }
}
