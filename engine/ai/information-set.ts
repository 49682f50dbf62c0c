import { unsafeUniformIntDistribution, type RandomGenerator } from 'pure-rand';
import type { Engine } from '../core/context';
import { parseZoneKey, type CardId, type ObjectId, type Seat, type ZoneKey } from '../core/ids';
import type { GameObject, GameState, HistoryEntry } from '../core/state';
import { allObjects, editObject } from '../core/object-table';
import { change } from '../core/draft';
import { bumpEpoch } from '../core/epoch';
import { seedRng } from '../core/rng';
import type { ZoneSpec } from '../profiles/types';
import { emptyList, listOf, toArray } from '../core/persistent-list';

/** What a hidden card is shown as in an information set: no card at all. */
export const UNKNOWN_CARD = '?';

/**
 * Everything one seat can know of a game, and nothing more: the state with every card the
 * seat cannot see masked (`UNKNOWN_CARD`), the random generator's state dropped (it decides
 * future shuffles), and per owner the multiset of cards behind the masks, sorted (open
 * decklists: a seat knows which cards a deck holds, never where they are). The search reads a
 * game only through this (engine/ai/search.ts), so two positions that differ only in where
 * the opponent's hidden cards are give equal information sets.
 */
export interface InformationSet {
  readonly seat: Seat;
  readonly state: GameState;
  /** Owner -> the ids of its objects this seat cannot see (in id order). */
  readonly hidden: Readonly<Record<Seat, readonly ObjectId[]>>;
  /** Owner -> the cards of those objects, sorted: what a determinization deals out again. */
  readonly pool: Readonly<Record<Seat, readonly CardId[]>>;
}

function zoneSpecs(engine: Engine): ReadonlyMap<string, ZoneSpec> {
  return new Map(engine.profile.zones.map((z) => [z.name, z]));
}

/**
 * Whether `seat` can see which card an object is: a face-up card in a public zone; a card in
 * its own private zone (hand, arsenal); its own face-down card outside a hidden zone. Decks are
 * hidden from everyone, their owner included (their order is unknown).
 */
export function seesCard(specs: ReadonlyMap<string, ZoneSpec>, o: GameObject, seat: Seat): boolean {
  const { seat: zoneSeat, zone } = parseZoneKey(o.zone);
  const visibility = specs.get(zone)?.visibility ?? 'public';
  if (visibility === 'hidden') return false;
  if (o.faceDown) return o.controller === seat || zoneSeat === seat;
  return visibility === 'public' || zoneSeat === seat;
}

/** The information set of `seat` in `state` (see `InformationSet`). Pure. */
export function informationSet(engine: Engine, state: GameState, seat: Seat): InformationSet {
  const specs = zoneSpecs(engine);
  const hidden: Record<Seat, ObjectId[]> = {};
  const pool: Record<Seat, CardId[]> = {};
  const hiddenPhysical = new Set<string>();
  for (const o of allObjects(state.objects)) {
    if (seesCard(specs, o, seat)) continue;
    (hidden[o.owner] ??= []).push(o.id);
    (pool[o.owner] ??= []).push(o.card);
    hiddenPhysical.add(o.physical);
  }
  // Hands and face-down cards first, then each deck from the top: the places a deal reaches first.
  const place = new Map<ObjectId, number>();
  for (const [key, ids] of Object.entries(state.zones)) if (ids !== undefined && ids.length > 0 && specs.get(parseZoneKey(key as ZoneKey).zone)?.visibility === 'hidden') ids.forEach((id, i) => place.set(id, i + 1));
  for (const owner of Object.keys(hidden)) {
    hidden[owner].sort((a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
    pool[owner].sort();
  }
  const masked = change(state, (w) => {
    for (const ids of Object.values(hidden)) for (const id of ids) editObject(w, id).card = UNKNOWN_CARD;
    // What a hidden card was while it could be seen is not kept: a card drawn from a deck left a
    // last-known record and history facts naming it, and those would tell where it went.
    const lastKnown: Record<ObjectId, GameObject> = {};
    for (const [id, o] of Object.entries(state.lastKnown)) lastKnown[id] = hiddenPhysical.has(o.physical) ? { ...o, card: UNKNOWN_CARD } : o;
    w.lastKnown = lastKnown;
    w.history = listOf(toArray(state.history).map((h) => maskHistory(h, hiddenPhysical)));
    w.rng = seedRng(0);
    // The people's log, the rule trace and the action log are not rules state: a search does
    // not need them, and the log's lines name cards as they were drawn.
    w.log = [];
    w.trace = [];
    w.actions = emptyList();
    bumpEpoch(w);
  });
  return { seat, state: masked, hidden, pool };
}

/** A history entry with the card facts of an event that involved a now hidden card masked. */
function maskHistory(h: HistoryEntry, hiddenPhysical: ReadonlySet<string>): HistoryEntry {
  const touches = Object.values(h.facts).some((v) => typeof v === 'string' && hiddenPhysical.has(v));
  if (!touches) return h;
  const facts: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(h.facts)) facts[k] = k === 'card' || k.endsWith('-card') ? UNKNOWN_CARD : v;
  return { ...h, facts };
}

/** How many hidden cards of each owner a new deal changes: the ones play can reach soon (hands first, then the tops of decks). */
const DEAL_DEPTH = 16;

/**
 * Determinizations of an information set: full game states consistent with it, the hidden
 * cards of each owner dealt at random onto that owner's hidden objects, and a new seed for
 * everything random from there on. The first deal places every card; each next one is a
 * partial Fisher-Yates shuffle of the previous arrangement over the first DEAL_DEPTH places
 * (hands, face-down cards, then the decks from the top), so those places get a uniformly
 * random sample of the pool while a deal edits a few objects instead of every hidden one.
 * Pure given the generator.
 */
export class Dealer {
  private readonly cards: Record<Seat, CardId[]> = {};
  private base: GameState;

  constructor(
    private readonly info: InformationSet,
    private readonly rng: RandomGenerator,
  ) {
    for (const owner of Object.keys(info.hidden)) {
      const cards = [...info.pool[owner]];
      shuffle(cards, cards.length, rng);
      this.cards[owner] = cards;
    }
    const cards = this.cards;
    this.base = change(info.state, (w) => {
      for (const owner of Object.keys(info.hidden)) info.hidden[owner].forEach((id, i) => (editObject(w, id).card = cards[owner][i]));
      bumpEpoch(w);
    });
  }

  /** The next determinization. */
  deal(): GameState {
    const { info, rng, cards } = this;
    this.base = change(this.base, (w) => {
      for (const owner of Object.keys(info.hidden)) {
        const ids = info.hidden[owner];
        const list = cards[owner];
        for (let i = 0; i < Math.min(DEAL_DEPTH, list.length - 1); i++) {
          const j = unsafeUniformIntDistribution(i, list.length - 1, rng);
          if (list[i] === list[j]) continue;
          const t = list[i];
          list[i] = list[j];
          list[j] = t;
          editObject(w, ids[i]).card = list[i];
          editObject(w, ids[j]).card = list[j];
        }
      }
      w.rng = seedRng(unsafeUniformIntDistribution(0, 0x7fffffff, rng));
      bumpEpoch(w);
    });
    return this.base;
  }
}

/** Fisher-Yates over the first `count` places: each is a uniform pick of what is left. */
function shuffle<T>(list: T[], count: number, rng: RandomGenerator): void {
  for (let i = 0; i < Math.min(count, list.length - 1); i++) {
    const j = unsafeUniformIntDistribution(i, list.length - 1, rng);
    const t = list[i];
    list[i] = list[j];
    list[j] = t;
  }
}
