import type { ObjectId, Seat } from './ids';

/** What a player does. Answers to decisions are actions too, so one log replays a game. */
export type Action =
  | { type: 'pass'; by: Seat }
  | { type: 'play'; by: Seat; card: ObjectId; targets?: readonly string[]; mode?: number; x?: number }
  | { type: 'activate'; by: Seat; card: ObjectId; ability: number; targets?: readonly string[]; mode?: number }
  | { type: 'attack'; by: Seat; with: ObjectId; target: string }
  | { type: 'defend'; by: Seat; with: readonly ObjectId[] }
  | { type: 'concede'; by: Seat }
  | { type: 'manual'; by: Seat; change: ManualChange }
  | { type: 'answer'; by: Seat; pick: Answer };

/**
 * A change made by hand, outside the rules (manual play, as on a tabletop): move a card to a
 * zone (of `owner`, default the card's owner), tap or untap it, add or remove counters, change a
 * player's stat by `amount`, or mark an unscripted card's text resolved (`card`: its physical id).
 */
export type ManualChange =
  | { kind: 'move'; card: ObjectId; to: string; owner?: Seat; position?: 'top' | 'bottom' }
  | { kind: 'tap'; card: ObjectId; tapped: boolean }
  | { kind: 'counters'; card: ObjectId; counter: string; amount: number }
  | { kind: 'stat'; player: Seat; stat: string; amount: number }
  | { kind: 'resolved'; card: string };

/** An answer to a decision (its shape depends on the decision kind). */
export type Answer = string | number | boolean | readonly string[] | Readonly<Record<string, number>>;

/** Action type names. */
export type ActionType = Action['type'];
