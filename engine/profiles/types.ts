import type { DeckRules } from './deck-rules';
import type { CardDialect } from '../cards/dialect';
import type { ReadState } from '../core/draft';
import type { Citations } from '../core/citations';
import type { AnyStateMachine } from 'xstate';
import type { Ctx } from '../core/context';
import type { Action } from '../core/actions';
import type { CardId, ObjectId, Seat } from '../core/ids';
import type { Engine } from '../core/context';
import type { PhaseSpec } from '../flow/machine';
import type { CardDef } from '../cards/types';
import type { ActivatedBody } from '../cards/schema';
import type { GameEvent, EventOutcome } from '../events/types';
import type { SourceRef, StackItem } from '../core/state';
import type { LayerTable } from '../continuous/layers';
import type { ReplacementKeywords, StaticKeywords, TriggerKeywords } from './keyword-types';
import type { SelectorScope } from '../interpreter/selectors';

/**
 * One link of a combat chain (FAB-7.0): the attack, the cards defending it, the attack
 * reactions played while it was the active link, and its power against the defense (FAB-7.5).
 */
export interface ChainLink {
  attack: ObjectId;
  defenders: readonly ObjectId[];
  /** The attack reaction cards played on this link (they resolved into the graveyard), by card. */
  reactions: readonly CardId[];
  /** The attack's power now, after every effect. */
  power: number;
  /** The total defense of the cards defending it. */
  defense: number;
  /** The link being fought now; the earlier links have resolved (FAB-7.6). */
  active: boolean;
}

/** A zone as a profile declares it. */
export interface ZoneSpec {
  name: string;
  /** Who sees the cards: everyone, only the owner, or no one (a deck). */
  visibility: 'public' | 'private' | 'hidden';
  /** Ordered zones keep their order (deck, graveyard); others are sets. */
  ordered: boolean;
  /** The zone where objects are "in play" (arena, battlefield, site). */
  play?: boolean;
  /**
   * Objects here are in play for their abilities and effects, though not in the play zone:
   * their static, triggered and replacement abilities function, effects last while they are
   * here, they can be chosen as targets, and a card that resolves into this zone is put there
   * (`rules.onCombatChain`), not entered into play. FaB's combat chain (an attack there is in the arena).
   */
  abilitiesFunction?: boolean;
  /** Objects here can be chosen as targets like objects in play (SCP's sandboxes, SCP-601.2a). */
  targetable?: boolean;
  /**
   * What the zone is for at the table, the same in every game: the kernel sends resolved and
   * destroyed cards to the `graveyard` zone (events/perform.ts), and the table draws each role
   * in its own place (engine/view/). FaB's combat chain is a `pile` to the rules but lies in
   * front of its players at a real table, so its role is `play`.
   */
  role: ZoneRole;
}

/**
 * Where a zone belongs at the table: the hand row, the play row (every zone in play), the deck
 * pile, the graveyard-like pile (where resolved and destroyed cards go), the strip of other
 * piles, the shared stack / chain / gate, or a combat chain (in play; the table draws its
 * cards as the view's chain links, FAB-7.0).
 */
export type ZoneRole = 'hand' | 'play' | 'deck' | 'graveyard' | 'pile' | 'stack' | 'chain';

/** The turn structure, owned by an XState machine, and what its steps do. */
export interface FlowSpec {
  machine: AnyStateMachine;
  /** Executes a machine action (`enter:<phase>`, `endTurn` ...) on the game. */
  /** `tail`: nothing is left of the action after this one (flow/resume.ts); a profile may ignore it. */
  perform(ctx: Ctx, action: string, tail?: boolean): void;
}

/**
 * How simultaneous replacement effects are ordered (events/ordering.ts): `by-step` (FAB-6.5:
 * step by step, from a first player the turn player chooses) or `affected-player` (MTG-616.1:
 * the affected player chooses, self-replacement effects first).
 */
export type ReplacementPolicy = 'by-step' | 'affected-player';
/**
 * How simultaneous triggers go on the stack (stack/put-triggers.ts): `first-player-chosen`
 * (FAB-6.6.6b: the turn player chooses who puts theirs first) or `apnap` (CHR-TRG-3, SCP-604).
 */
export type TriggerPolicy = 'first-player-chosen' | 'apnap';

/**
 * Who takes the first turn, as a game's setup settles it before the game (engine `newGame`, a
 * save's setup): `firstPlayer` takes it and nobody is asked; else `firstPlayerChooser` is asked
 * who plays first instead of a player a random method picks (FAB-4.1, MTG-103.2: in the later
 * games of a match, the loser of the previous game chooses). Neither: the rules' random draw.
 */
export interface FirstPlayerSetup {
  firstPlayer?: Seat;
  firstPlayerChooser?: Seat;
}

/** The kernel's hooks for one game: the few things the kernel cannot know by itself. */
export interface ProfileRules {
  /** The phases and steps of a turn, in order (the flow machine is built from them). */
  phases: readonly PhaseSpec[];
  /**
   * Where a card of a player's inventory starts the game (fab: the hero, weapons and equipment,
   * FAB-4.1); null when it can't be part of the inventory. Absent: the profile has no inventory.
   */
  inventoryZone?(def: CardDef): string | null;
  /** Stats a player starts with from the cards set up (fab: life from the hero); given stats win. */
  startingStats?(ctx: Ctx, seat: Seat): Readonly<Record<string, number>>;
  /**
   * The game's own start, after the decks and opening hands are placed and before the first
   * turn begins: who plays first (FAB-4.1, MTG-103.2: `start` is what the setup settled of it),
   * mulligans (MTG-103.5), sandboxes set out (SCP). May ask decisions.
   */
  beginGame?(ctx: Ctx, start: FirstPlayerSetup): void;
  /**
   * The rule by which the game's start has a player picked at random choose who takes the first
   * turn (FAB-4.1, MTG-103.2), when it has one (its `beginGame` asks through
   * profiles/starting-player.ts): a new game's setup may settle it instead (FirstPlayerSetup), and
   * Home offers that choice for such games.
   */
  firstPlayerRule?: string;
  /**
   * Turn-based actions as every phase and step begins, before the phase's and the step's own
   * (`PhaseSpec.onEnter`, `StepSpec.onEnter`): MTG-500.4, mana pools empty between steps.
   */
  onEachStep?(ctx: Ctx): void;
  /** Whether a card in hand may be played now by this seat (timing, not costs). */
  canPlayNow(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): string | null;
  /**
   * Whether a seat may play this card from a zone other than its hand (fab: the arsenal,
   * FAB-3.x; a banished card an effect lets them play); null when it may, else the reason.
   * Absent: cards are played from hand only.
   */
  playableFrom?: { zones: readonly string[]; check(ctx: Ctx, seat: Seat, card: ObjectId, zone: string): string | null };
  /** Whether a card's printed cost can be paid now; the reason when not (checked before paying). */
  canAfford?(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef): string | null;
  /** Pays a card's printed cost (resources, mana, soul, ap). Throws a refusal if unpaid. */
  payPlayCost(ctx: Ctx, seat: Seat, card: ObjectId, def: CardDef, x?: number): void;
  /** Whether the card goes on the stack when played (FaB actions do; chrono units deploy at once). */
  usesStack(def: CardDef): boolean;
  /** Where a played card goes when it resolves or is deployed. */
  destinationOf(def: CardDef): string;
  /** Performs an event the profile handles itself (Gate Ruler damage executions, SCP sandboxes); undefined = the kernel's default. */
  performEvent?(ctx: Ctx, ev: GameEvent, lineage: Set<string>): EventOutcome | undefined;
  /** Places damage the profile's own way (GR-13-2a: a damage execution on the gate); false = the kernel's events. */
  placeDamage?(
    ctx: Ctx,
    source: SourceRef,
    pairs: Array<{ target: string; amount: number }>,
    opts: { kind?: string; noCounter?: boolean; combat?: boolean },
  ): boolean;
  /** Whether an ability may be activated now (timing); the reason when not. */
  canActivateNow?(ctx: Ctx, seat: Seat, object: ObjectId, body: ActivatedBody): string | null;
  /** Pays what activating an ability costs beyond its written costs (fab: an "Action -" ability's action point). */
  payActivation?(ctx: Ctx, seat: Seat, object: ObjectId, body: ActivatedBody): void;
  /** An activated ability finished resolving (fab: its go again, FAB-KW-GO-AGAIN). */
  onAbilityResolved?(ctx: Ctx, item: StackItem, body: Readonly<Record<string, unknown>>): void;
  /** A stack item that is an activated effect besides activated abilities (SCP-603.1a: a manifested Tale). */
  isActivatedItem?(ctx: Ctx, item: StackItem): boolean;
  /** The rule a refused target declaration cites (SCP-603.3: no legal target rewinds the manifesting). */
  targetRule?: string;
  /** Whether a tap/wipe cost can't be paid yet (CHR-ACT-3 summoning sickness). */
  tapSickness?(ctx: Ctx, object: ObjectId): boolean;
  /** A card finished resolving, before it moves to its destination (fab: go again). */
  onResolved?(ctx: Ctx, item: StackItem, def: CardDef): void;
  /** A card was played and put on the stack (fab: an attack opens the layer step, FAB-7.1). */
  onPlayed?(ctx: Ctx, object: ObjectId, def: CardDef): void;
  /** A card resolved onto the combat chain (fab: an attack forms a chain link, a defense reaction defends). */
  onCombatChain?(ctx: Ctx, object: ObjectId, item: StackItem): void;
  /** The attack on the active chain link (fab), which the card language's `attacking` and `the-attack` name. */
  activeAttack?(state: ReadState): ObjectId | undefined;
  /** A condition of the card language only this game has (fab: combo, reprise, hits in a row); undefined when unknown. */
  condition?(engine: Engine, state: ReadState, key: string, raw: unknown, scope: SelectorScope): boolean | undefined;
  /** The links of the combat chain, first link first (fab FAB-7.0), for the table to draw them as links. */
  chainLinks?(engine: Engine, state: ReadState): readonly ChainLink[];
  /** The cards defending the active chain link (fab FAB-7.3), which the filter flag `defending` names. */
  defendingCards?(state: ReadState): readonly ObjectId[];
  /** The hero defending against the active attack (fab), which `defending-hero` names. */
  defendingHero?(state: ReadState): Seat | undefined;
  /** Pays resource points (fab: floating first, then cards pitched, FAB-1.14); refuses when it can't. */
  payResources?(ctx: Ctx, seat: Seat, amount: number, exclude: readonly ObjectId[]): void;
  /** The resource points a seat could pay now (fab: floating plus what it could pitch). */
  resourcesAvailable?(ctx: Ctx, seat: Seat, exclude: readonly ObjectId[]): number;
  /** Resolves a stack item the profile owns (cross tests, damage executions, ruler damage). */
  resolveItem?(ctx: Ctx, item: StackItem): boolean;
  /** State-based checks after every event (destroy lethal damage, losses). */
  stateChecks?(ctx: Ctx): void;
  /** Ordering policies. */
  replacementPolicy: ReplacementPolicy;
  triggerPolicy: TriggerPolicy;
  /** Whether the turn player receives priority again after a stack item resolves. */
  priorityAfterResolve: 'turn-player';
  /** SCP-604.3: an optional triggered ability is chosen as it is declared, not as it resolves. */
  optionalTriggersChosenAsDeclared?: boolean;
}

/**
 * A game's rules plugged into the kernel: configuration plus the few hooks a game needs.
 */
export interface Profile {
  id: string;
  /** The stack's name in this game: stack, chain, gate. */
  stackName: string;
  zones: readonly ZoneSpec[];
  /** Player stats and their starting values (life 20, ap 0 ...). */
  stats: Readonly<Record<string, number>>;
  /** The phase a scenario starts in by default (the main phase). */
  mainPhase: string;
  /** The zone in play (arena, battlefield, site). */
  playZone: string;
  /** Cards drawn at the start of a game. */
  openingHand: number;
  /**
   * The steps (phase or step names) where attackers and defenders are declared, so scenario
   * `attack` and `defend` steps reach them the same way in every profile (FORMAT.md).
   */
  declarationSteps?: { attack?: string; defend?: string };
  /**
   * The starter deck new games give a seat without a deck: card ids of the profile's `basics`
   * set and how many of each, legal under its deck rules (deck-rules.ts).
   */
  starter?: Readonly<Record<string, number>>;
  flow: FlowSpec;
  /** Keywords that are replacement effects (`profiles/<id>/keywords/`). */
  keywords?: ReplacementKeywords;
  /** Keywords that are triggered abilities (`profiles/<id>/keywords/`: SCP 【Tool】). */
  triggerKeywords?: TriggerKeywords;
  /** Keywords that are typed static rules (`profiles/<id>/keywords/`: MTG changeling). */
  staticKeywords?: StaticKeywords;
  /** The stage or layer table continuous effects apply by (absent: FaB's stages, FAB-6.3.2). */
  layers?: LayerTable;
  /** This game's rule IDs for what the kernel decides, so a ruling never cites another game's rule. */
  citations?: Citations;
  /** Its deck rules (the default format's: FaB's Classic Constructed); `profiles/deck-rules.ts` checks a deck by them. */
  deck?: DeckRules;
  /** Its named deck formats, when it has several (FaB: `cc`, `blitz`), by format id; the first is the default. */
  deckFormats?: Readonly<Record<string, DeckRules>>;
  /** How the game prints its cards: keywords, type lines, colours (`profiles/<id>/dialect.ts`; absent: `plainDialect`). */
  dialect?: CardDialect;
  /** Kernel hooks; absent for the house game, which handles its few actions itself. */
  rules?: ProfileRules;
  /** Every action this seat may take now (priority holder's plays, passes ...). */
  legalActions(engine: Engine, state: ReadState, seat: Seat): Action[];
  /** Applies one action (not an answer) to the game. Throws a RuleRefusal to refuse it. */
  perform(ctx: Ctx, action: Action): void;
}
