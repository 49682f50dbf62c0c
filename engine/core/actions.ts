import type { ObjectId, Seat } from './ids';

/** What a player does. Answers to decisions are actions too, so one log replays a game. */
export type Action =
  | { type: 'pass'; by: Seat }
  | { type: 'play'; by: Seat; card: ObjectId; targets?: readonly string[]; mode?: number; x?: number }
  | { type: 'activate'; by: Seat; card: ObjectId; ability: number; targets?: readonly string[] }
  | { type: 'attack'; by: Seat; with: ObjectId; target: string }
  | { type: 'defend'; by: Seat; with: readonly ObjectId[] }
  | { type: 'concede'; by: Seat }
  | { type: 'answer'; by: Seat; pick: Answer };

/** An answer to a decision (its shape depends on the decision kind). */
export type Answer = string | number | boolean | readonly string[] | Readonly<Record<string, number>>;

/** Action type names. */
export type ActionType = Action['type'];
