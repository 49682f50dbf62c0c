import type { GameState } from '../core/state';
import type { ObjectId } from '../core/ids';
import type { ScenarioHost, SetupCard } from './host';
import type { CardSpec, Scenario } from './format';
import { allObjects } from '../core/object-table';

/**
 * Aliases (FORMAT.md "References"): the default alias of a card is its id when it appears
 * once in the scenario, else `id#N` counting copies from 1 in file order; `as` gives one
 * explicitly. At run time an alias follows its physical card through zone changes.
 */

/** A setup card with its alias and where it was written. */
export interface PlacedCard extends SetupCard {
  at: string;
}

/** The aliases of a scenario: each name -> its primary alias, and the cards to place. */
export interface AliasTable {
  /** Every accepted name (primary aliases plus convenience names) -> the primary alias. */
  names: Map<string, string>;
  /** Primary alias -> card id. */
  cardOf: Map<string, string>;
  /** Seat -> zone -> cards, in file order. */
  placed: Record<string, Record<string, PlacedCard[]>>;
  problems: string[];
}

/** Assigns aliases to every card a scenario places. Pure. */
export function assignAliases(scenario: Scenario): AliasTable {
  const all: Array<{ seat: string; zone: string; spec: CardSpec }> = [];
  for (const [seat, player] of Object.entries(scenario.players)) {
    for (const [zone, cards] of Object.entries(player.zones)) for (const spec of cards) all.push({ seat, zone, spec });
  }
  const copies = new Map<string, number>();
  for (const { spec } of all) copies.set(spec.card, (copies.get(spec.card) ?? 0) + 1);

  const names = new Map<string, string>();
  const cardOf = new Map<string, string>();
  const problems: string[] = [];
  const placed: AliasTable['placed'] = {};
  const seen = new Map<string, number>();
  const defaults: Array<{ name: string; alias: string }> = [];
  for (const { seat, zone, spec } of all) {
    const n = (seen.get(spec.card) ?? 0) + 1;
    seen.set(spec.card, n);
    const byDefault = copies.get(spec.card) === 1 ? spec.card : `${spec.card}#${n}`;
    const alias = spec.as ?? byDefault;
    if (scenario.seats.includes(alias)) problems.push(`${spec.at}${spec.as ? '.as' : ''}: alias "${alias}" is also a seat`);
    else if (cardOf.has(alias)) problems.push(`${spec.at}${spec.as ? '.as' : ''}: duplicate alias "${alias}"`);
    cardOf.set(alias, spec.card);
    names.set(alias, alias);
    if (spec.as) defaults.push({ name: byDefault, alias });
    if (copies.get(spec.card) === 1) defaults.push({ name: `${spec.card}#1`, alias });
    const { at, as: _as, ...rest } = spec;
    ((placed[seat] ??= {})[zone] ??= []).push({ ...rest, alias, at });
  }
  // Convenience names never shadow a primary alias: `x#1` for a single copy, the default
  // name of a card that has an `as`, and the bare id when exactly one copy has no `as`.
  for (const { name, alias } of defaults) if (!names.has(name)) names.set(name, alias);
  for (const [card] of copies) {
    if (names.has(card)) continue;
    const plain = all.filter((c) => c.spec.card === card && !c.spec.as);
    if (plain.length === 1) names.set(card, names.get(`${card}#${all.filter((c) => c.spec.card === card).indexOf(plain[0]) + 1}`) ?? card);
  }
  return { names, cardOf, placed, problems };
}

/** A reference that names nothing in the game; its message says why. */
export class RefError extends Error {}

const createdSuffix = /^(.+):(token|layer)$/;

/**
 * Resolves scenario references against a running game through the host, and maps object
 * ids back to names for checks and messages.
 */
export class Refs {
  constructor(
    private readonly host: ScenarioHost,
    readonly seats: readonly string[],
    private readonly table: AliasTable,
    /** Primary alias -> physical card id, from the host's setup. */
    private readonly physicalOf: Readonly<Record<string, string>>,
  ) {
    for (const [alias, physical] of Object.entries(physicalOf)) this.aliasOfPhysical.set(physical, alias);
  }

  private readonly aliasOfPhysical = new Map<string, string>();

  /** True for a seat name. */
  isSeat(ref: string): boolean {
    return this.seats.includes(ref);
  }

  /** The primary alias a name stands for, if it is one. */
  alias(ref: string): string | undefined {
    return this.table.names.get(ref);
  }

  /** The canonical form of a name for comparisons: the primary alias, `<alias>:token`, or itself. */
  canonical(ref: string): string {
    const m = createdSuffix.exec(ref);
    if (m) return `${this.alias(m[1]) ?? m[1]}:token`;
    return this.alias(ref) ?? ref;
  }

  /** The physical card a name stands for. */
  physical(ref: string): string | undefined {
    const alias = this.alias(ref);
    return alias === undefined ? undefined : this.physicalOf[alias];
  }

  /** The name of an object for checks and messages: its alias, `<creator>:token`, or its id. */
  nameOf(state: GameState, object: ObjectId): string {
    const physical = this.host.physicalOf(state, object);
    const alias = physical === undefined ? undefined : this.aliasOfPhysical.get(physical);
    if (alias !== undefined) return alias;
    const creator = this.host.createdBy(state, object);
    if (creator !== undefined) return `${this.aliasOfPhysical.get(creator) ?? creator}:token`;
    return object;
  }

  /** Objects created by what `creator` names (an alias, or a card id for every copy). */
  private created(state: GameState, creator: string): ObjectId[] {
    const alias = this.alias(creator);
    const physicals = new Set<string>();
    if (alias !== undefined) physicals.add(this.physicalOf[alias]);
    else for (const [a, card] of this.table.cardOf) if (card === creator) physicals.add(this.physicalOf[a]);
    if (physicals.size === 0) throw new RefError(`"${creator}" names no card of the scenario`);
    return allObjects(state.objects)
      .map((o) => o.id)
      .filter((id) => {
        const by = this.host.createdBy(state, id);
        return by !== undefined && physicals.has(by);
      });
  }

  /**
   * The current object a name stands for; undefined when the card no longer exists.
   * Throws for a name that is not an alias or is ambiguous.
   */
  object(state: GameState, ref: string): ObjectId | undefined {
    const m = createdSuffix.exec(ref);
    if (m && this.alias(ref) === undefined) {
      const found = this.created(state, m[1]);
      if (found.length > 1) throw new RefError(`"${ref}" is ambiguous: ${found.length} objects were created by ${m[1]}`);
      return found[0];
    }
    const physical = this.physical(ref);
    if (physical === undefined) throw new RefError(this.unknown(ref));
    return this.host.objectOf(state, physical);
  }

  /** Like `object`, but a card that no longer exists is an error naming the reference. */
  requireObject(state: GameState, ref: string): ObjectId {
    const id = this.object(state, ref);
    if (id === undefined) throw new RefError(`"${ref}" is no longer in the game`);
    return id;
  }

  /**
   * A reference as the engine takes it: a seat name, the current object id, or, for a card
   * that left its zone but is the source of a stack item, that item's source id.
   */
  target(state: GameState, ref: string): string {
    if (this.isSeat(ref)) return ref;
    const id = this.object(state, ref);
    if (id !== undefined) return id;
    const physical = this.physical(ref);
    const item = this.host.stack(state).find((i) => i.source !== undefined && this.host.physicalOf(state, i.source) === physical);
    if (item?.source !== undefined) return item.source;
    throw new RefError(`"${ref}" is no longer in the game`);
  }

  /** The message for a name that is not an alias. */
  private unknown(ref: string): string {
    const copies = [...this.table.cardOf].filter(([, card]) => card === ref).map(([alias]) => alias);
    if (copies.length > 1) return `"${ref}" is ambiguous: use one of ${copies.join(', ')}`;
    return `unknown reference "${ref}" (not a seat or an alias of this scenario)`;
  }
}
