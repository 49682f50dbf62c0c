import type { Action } from '../core/actions';
import type { CardId, Seat } from '../core/ids';
import type { GameState, LogLine } from '../core/state';
import type { TraceEntry } from '../core/trace';
import type { Decision } from '../decisions/types';
import type { ZoneRole, ZoneSpec } from '../profiles/types';

export type { ZoneRole };

/**
 * A card's characteristics as the table shows them: types and keywords (granted ones
 * included) and its numbers (cost, pitch, power, defense, life ...).
 */
export interface Characteristics {
  types: readonly string[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  keywords: readonly string[];
  stats: Readonly<Record<string, number>>;
}

/**
 * A card as one seat sees it on the table. A card the seat may not see carries no name, card,
 * text or characteristics, and its `id` is a handle that names only its place in this one view
 * (`?A:deck:3`): the same handle in two views need not be the same card (engine/view/sight.ts).
 */
export interface CardView {
  /** The object's id, or for a hidden card its handle in this view. */
  id: string;
  hidden: boolean;
  card?: CardId;
  name?: string;
  /** The printed type line as written. */
  typeLine?: string;
  text?: string;
  controller?: Seat;
  tapped: boolean;
  faceDown: boolean;
  counters: Readonly<Record<string, number>>;
  damage: number;
  /** The numbers after every continuous effect (FAB-6.3.1): what the rules use now. */
  stats: Readonly<Record<string, number>>;
  /** The characteristics after every continuous effect, keywords granted by effects included. */
  computed?: Characteristics;
  /** The card's printed characteristics, to show what effects changed. */
  printed?: Characteristics;
  /** The card it is attached to (core/attachments.ts): the table draws it tucked under its host. */
  attachedTo?: string;
  /** True for a card no one has scripted: the game does not enforce its text (manual play). */
  unscripted?: boolean;
}

/** A card whose text waits to be resolved by hand (manual play): its physical id, name and text. */
export interface ManualResolution {
  card: string;
  name: string;
  text: string;
}

/** One zone of one seat, with where the table draws it. */
export interface ZoneView {
  zone: string;
  role: ZoneRole;
  visibility: ZoneSpec['visibility'];
  count: number;
  cards: CardView[];
}

/** One item on the stack / chain / gate as the table shows it. */
export interface StackEntry {
  id: string;
  /** What the engine put there: a card, an ability, a trigger, or a game's own item (a Gate Ruler damage execution ...). */
  kind: GameState['stack'][number]['kind'];
  controller: Seat;
  /** What the item targets, in order: seats by name, objects by id (or handle when hidden). */
  targets: string[];
  /** The card itself, in its controller's stack zone (kind `card`): its id, or its handle when hidden. */
  object?: string;
  /** The card the item comes from (abilities and triggers: their source), for its name; absent when face down. */
  card?: CardId;
  /** The source card's name, when it is known. */
  name?: string;
  /** A damage execution's recipients (seats, or object ids / handles) with the amount as placed and as reduced since (GR-13-2a, GR-13-3d). */
  amounts?: Array<{ target: string; amount: number; placed: number }>;
}

/**
 * One link of a combat chain as the table shows it (FAB-7.0): the attack and the cards
 * defending it (ids, or handles for what the viewer may not see), the attack reactions played
 * on it, and its power against the total defense.
 */
export interface ChainLinkView {
  attack: string;
  defenders: string[];
  reactions: Array<{ card: CardId; name: string }>;
  power: number;
  defense: number;
  /** The link being fought now; the others have resolved. */
  active: boolean;
}

/**
 * A message for people that the view words and the renderer translates: a catalog key and its
 * parameters, some of them phrases themselves (a list of phrases reads one after the other).
 */
export interface Phrase {
  key: string;
  params?: Readonly<Record<string, string | number | Phrase | readonly Phrase[]>>;
}

/**
 * The pending decision as the table shows it: the engine's decision (what saves hash) and what
 * only the view adds, never written into the state.
 */
export interface DecisionView extends Decision {
  /**
   * The question in full, where the prompt key alone leaves out what it is about: an optional
   * additional cost names the cost ("Pay the additional cost of Nimble Strike: banish a card
   * named Nimblism from your graveyard?"). Absent: the prompt says it all.
   */
  question?: Phrase;
}

/**
 * A play or activation under way (FAB-5.1: a card played is on the stack while its costs are
 * paid; MTG-601.2 likewise), so its name is public to every seat, not only to the one paying.
 */
export interface WaitingPlay {
  /** The card as the viewer sees it (its id, or its handle where the viewer cannot see it). */
  card: string;
  name: string;
  action: 'play' | 'activate';
}

/** One player as the table shows it. */
export interface PlayerView {
  seat: Seat;
  stats: Readonly<Record<string, number>>;
  lost: boolean;
  zones: ZoneView[];
}

/**
 * Everything the table draws, for one viewing seat: made by the engine from `view()`, so a
 * +3 power effect or a granted keyword reaches the screen, and filtered to what that seat
 * may see (engine/view/sight.ts).
 */
export interface BoardView {
  profile: string;
  stackName: string;
  seats: readonly Seat[];
  viewer: Seat;
  turn: { number: number; player: Seat; phase: string; step: string | null };
  priority: Seat | null;
  players: PlayerView[];
  /** The stack / chain / gate, first put (bottom) first. */
  stack: StackEntry[];
  /** The combat chain's links, first link first (games with a combat chain: fab); absent otherwise. */
  chain?: ChainLinkView[];
  /** The pending decision: in full for the seat that answers it, its question only for the others. */
  decision: DecisionView | null;
  /**
   * The card whose play or activation waits on the pending decision (a pitch pays its cost):
   * the state is still the one before the action, so the card still lies where it was played
   * from, and the table marks it. Absent when no decision waits on a play or an activation.
   */
  waiting?: WaitingPlay;
  /** The viewer's legal actions. */
  legal: Action[];
  over: boolean;
  winner: Seat | null;
  log: readonly LogLine[];
  trace: readonly TraceEntry[];
  /** The printed names of the cards `log` and `trace` name, by card id (./card-names.ts). */
  cardNames?: Readonly<Record<string, string>>;
  /** Unscripted cards played whose text waits to be resolved by hand (`manual` `resolved` marks one done). */
  manual?: ManualResolution[];
}

