import type { CardId, ObjectId, Seat, ZoneKey } from '../core/ids';
import type { SourceRef } from '../core/state';

/**
 * Every change to the game is an event, and every event goes through one pipeline
 * (engine/events/pipeline.ts). A recipient (`target`) is an object id or a seat.
 */
export type GameEvent =
  | {
      type: 'damage';
      source: SourceRef;
      target: string;
      amount: number;
      kind?: string;
      combat?: boolean;
      unpreventable?: boolean;
      noCounter?: boolean;
    }
  | { type: 'destroy'; target: ObjectId; source?: SourceRef }
  | { type: 'move'; object: ObjectId; to: ZoneKey; position?: 'top' | 'bottom'; source?: SourceRef }
  | {
      type: 'enter';
      object: ObjectId;
      controller: Seat;
      zone?: string;
      tapped?: boolean;
      counters?: Readonly<Record<string, number>>;
      copy?: CardId;
      chosen?: Readonly<Record<string, string | number>>;
      source?: SourceRef;
    }
  | { type: 'draw'; player: Seat; source?: SourceRef }
  | { type: 'discard'; player: Seat; object: ObjectId; source?: SourceRef }
  | { type: 'gain-life'; player: Seat; amount: number; source?: SourceRef }
  | { type: 'lose-life'; player: Seat; amount: number; source?: SourceRef }
  | { type: 'counters'; object: ObjectId; kind: string; amount: number; source?: SourceRef }
  | { type: 'roll'; player: Seat; sides: number; result?: number; source?: SourceRef }
  | { type: 'create-token'; card: CardId; controller: Seat; source?: SourceRef }
  | { type: 'gain-stat'; player: Seat; stat: string; amount: number; source?: SourceRef }
  | { type: 'heal'; target: string; amount: number; source?: SourceRef }
  | { type: 'tap'; object: ObjectId; untap?: boolean; source?: SourceRef }
  /**
   * FAB-6.2.5: a continuous effect's change first applies to an object (`change`: its
   * modification key: `power`, `keywords`, `types` ...), gaining an amount or names, losing names.
   */
  | {
      type: 'apply-effect';
      object: ObjectId;
      effect: string;
      change: string;
      amount?: number;
      gains?: readonly string[];
      loses?: readonly string[];
      source?: SourceRef;
    }
  | { type: 'play' | 'deploy' | 'cross-test'; object: ObjectId; player: Seat; source?: SourceRef }
  /** An ability was activated (put on the stack, or resolved at once); `attack`: it is an attack (fab "Attack", FAB-7.1). */
  | { type: 'activate'; object: ObjectId; player: Seat; attack?: boolean; source?: SourceRef }
  | { type: 'start-of-turn' | 'end-of-turn'; player: Seat; source?: SourceRef }
  | { type: 'hit'; attack: ObjectId; hero: Seat; source?: SourceRef }
  /** fab FAB-1.14: a card was pitched to pay a cost. */
  | { type: 'pitch'; object: ObjectId; player: Seat; source?: SourceRef }
  /** fab FAB-7.2: the attack became the chain link's attack ("when this attacks"). */
  | { type: 'attack'; attack: ObjectId; player: Seat; source?: SourceRef }
  /**
   * fab FAB-7.3: defending cards declared, one compound event; `from` is each card's zone
   * before it defended (`hand`, `arsenal` or an equipment zone).
   */
  | { type: 'defend'; objects: readonly ObjectId[]; from: readonly string[]; hero: Seat; attack: ObjectId; source?: SourceRef }
  /** fab FAB-7.7: the combat chain closes. */
  | { type: 'chain-close'; player: Seat; source?: SourceRef }
  /** fab FAB-4.3 / FAB-4.4: the beginning of a player's action phase or end phase. */
  | { type: 'action-phase' | 'end-phase'; player: Seat; source?: SourceRef }
  /** fab intimidate: `player` banished `object` from hand face down until the end phase. */
  | { type: 'intimidate'; player: Seat; object?: ObjectId; source?: SourceRef }
  /** `object` becomes attached to `to` (core/attachments.ts). */
  | { type: 'attach'; object: ObjectId; to: ObjectId; source?: SourceRef }
  /** SCP-601.3c: a sandbox at 0 protection has a containment breach; `object` is the object whose damage caused it (profiles/scp). */
  | { type: 'containment-breach'; sandbox: ObjectId; object?: ObjectId; source?: SourceRef };

/** Event type names. */
export type EventType = GameEvent['type'];

/** What happened: whether the (possibly replaced) event was performed, and its result. */
export interface EventOutcome {
  happened: boolean;
  event: GameEvent;
  /** The event's result: a new object id (moves, tokens), the die result, damage dealt. */
  value?: number | string;
}
