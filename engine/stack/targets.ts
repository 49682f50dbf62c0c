import type { Ctx } from '../core/context';
import { matchesFilter, mayMatchFilter } from '../core/seam';
import { ask } from '../core/context';
import { refuse } from '../core/errors';
import { parseZoneKey, zoneKey } from '../core/ids';
import type { StackItem } from '../core/state';
import { view } from '../continuous/view';
import type { SelectorScope } from '../interpreter/selectors';
import { cantBeChosen } from '../continuous/rules';
import { objectAt } from '../core/object-table';

type Spec = Readonly<Record<string, unknown>>;

/** A target declaration of an ability (`{target: <selector>, count, up-to, name}`). */
export interface TargetSpec {
  target: unknown;
  /** How many (default 1); `x`: the announced X, fixed before targets are declared (withX). */
  count?: number | 'x';
  'up-to'?: number;
  name?: string;
}

/** Player words a target selector may name (a hero, a ruler, a player). */
const PLAYER_WORDS = new Set(['hero', 'player', 'ruler', 'opponent', 'any-player', 'any-target', 'you']);
/** Object words and the filter they stand for. */
const OBJECT_WORDS: Readonly<Record<string, Spec>> = {
  attack: { attacking: true },
  'any-target': { any: [{ type: 'Creature' }, { type: 'Planeswalker' }] },
  unit: { type: 'Unit' },
  creature: { type: 'Creature' },
  object: { type: 'Object' },
  sandbox: { type: 'Sandbox' },
  card: {},
  permanent: {},
};

/** Splits a selector into the player words, object filters and stack-item filters it allows. */
function parts(sel: unknown): { players: string[]; objects: Spec[]; items: Spec[] } {
  const out = { players: [] as string[], objects: [] as Spec[], items: [] as Spec[] };
  const visit = (s: unknown) => {
    if (typeof s === 'string') {
      if (PLAYER_WORDS.has(s)) out.players.push(s);
      if (OBJECT_WORDS[s]) out.objects.push(OBJECT_WORDS[s]);
      return;
    }
    if (Array.isArray(s)) return s.forEach(visit);
    if (typeof s === 'object' && s !== null) {
      const f = s as Spec;
      if (Array.isArray(f.any) && Object.keys(f).length === 1) return (f.any as unknown[]).forEach(visit);
      if (typeof f.kind === 'string' && f.kind !== 'spell') out.items.push(f);
      else if (f.kind === 'spell') out.items.push(f);
      else out.objects.push(f);
    }
  };
  visit(sel);
  return out;
}

function itemMatches(ctx: Ctx, item: StackItem, f: Spec, scope: SelectorScope): boolean {
  const kind = f.kind as string;
  if (kind === 'cross-test' && item.kind !== 'cross-test') return false;
  if (kind === 'activated' && !(item.kind === 'ability' && item.abilityKind === 'activated') && !ctx.profile.rules?.isActivatedItem?.(ctx, item)) return false;
  if (kind === 'triggered' && item.kind !== 'trigger') return false;
  if (kind === 'spell' && item.kind !== 'card') return false;
  const ref = item.object ?? item.source.object;
  const { kind: _k, zone: _z, ...rest } = f;
  if (Object.keys(rest).length === 0) return true;
  return !!ref && !!(objectAt(ctx.state.objects, ref) ?? ctx.state.lastKnown[ref]) && matchesFilter(ctx.engine, ctx.state, view(ctx.engine, ctx.state, ref), rest, scope);
}

/**
 * Every legal choice for one target declaration: players where the selector allows them,
 * objects in play (and attacks on the combat chain, sandboxes) that match, and stack items
 * for "target cross test / activated effect / creature spell". Objects that "can't be chosen
 * by spells" are left out for spells (CHR-SPL-2), not for Chrono Bursts.
 */
export function legalTargets(ctx: Ctx, spec: TargetSpec, scope: SelectorScope, by: 'spell' | 'ability' | 'cb' = 'ability', enough = Infinity): string[] {
  const state = ctx.state;
  const { players, objects, items } = parts(spec.target);
  // Each choice once (an item's object may also be in a zone); `enough` of them end the search.
  const found = new Set<string>();
  for (const w of players) {
    for (const seat of state.seats) {
      if (state.players[seat].lost) continue;
      if (w === 'opponent' && seat === scope.controller) continue;
      if (w === 'you' && seat !== scope.controller) continue;
      found.add(seat);
    }
  }
  if (objects.length > 0 && found.size < enough) {
    const named = namedZones(ctx, objects);
    const zones = named.length > 0 ? [...new Set([...targetZones(ctx), ...named])] : targetZones(ctx);
    for (const seat of state.seats) {
      for (const zone of zones) {
        for (const id of state.zones[zoneKey(seat, zone)] ?? []) {
          // The cheap test first: most objects are not the attack an `attacking` filter asks for.
          if (!objects.some((f) => mayMatchFilter(ctx.engine, state, id, f))) continue;
          const v = view(ctx.engine, state, id);
          if (!objects.some((f) => matchesFilter(ctx.engine, state, v, f, scope)) || cantBeChosen(ctx, id, by)) continue;
          found.add(id);
          if (found.size >= enough) return [...found];
        }
      }
    }
  }
  for (const f of items) {
    for (const item of state.stack) {
      if (!itemMatches(ctx, item, f, scope)) continue;
      const ref = item.object ?? item.source.object;
      if (ref) found.add(ref);
    }
  }
  return [...found];
}

const zonesOf = new WeakMap<object, readonly string[]>();

/** The zones whose objects may be targets: in play, where abilities function, and those the profile marks targetable. */
function targetZones(ctx: Ctx): readonly string[] {
  let zones = zonesOf.get(ctx.profile);
  if (!zones) zonesOf.set(ctx.profile, (zones = ctx.profile.zones.filter((z) => z.play || z.abilitiesFunction || z.targetable).map((z) => z.name)));
  return zones;
}

/**
 * Public zones a target filter names besides those that always hold targets: "target card in your
 * graveyard" (`{zone: graveyard}`) looks there. Hidden zones (hand, deck) never hold targets.
 */
function namedZones(ctx: Ctx, filters: readonly Spec[]): string[] {
  const named = filters.flatMap((f) => (Array.isArray(f.zone) ? (f.zone as string[]) : typeof f.zone === 'string' ? [f.zone] : []));
  return [...new Set(named)].filter((z) => ctx.profile.zones.some((spec) => spec.name === z && spec.visibility === 'public' && !(spec.play || spec.abilitiesFunction || spec.targetable)));
}

function label(ctx: Ctx, ref: string): string {
  const o = objectAt(ctx.state.objects, ref);
  return o ? (ctx.cards[o.card]?.name ?? o.card) : ref;
}

/** How many targets a declaration wants: exactly `count` (1), or 0 to `up-to`; an X not yet announced wants none. */
export function targetBounds(spec: TargetSpec): { min: number; max: number } {
  if (spec['up-to'] !== undefined) return { min: 0, max: spec['up-to'] };
  const n = spec.count === 'x' ? 0 : (spec.count ?? 1);
  return { min: n, max: n };
}

/** The declarations with `count: x` made the announced X ("that many target cards"); none when X is 0. */
export function withX(specs: readonly TargetSpec[], x: number | undefined): TargetSpec[] {
  return specs.flatMap((s) => (s.count !== 'x' ? [s] : (x ?? 0) > 0 ? [{ ...s, count: x }] : []));
}

/**
 * Declares the targets of an ability: uses the ones given with the action (checked), else asks
 * a `targets` decision. Returns null when a declaration has no legal target (the caller
 * decides: a played card is refused, a triggered layer ceases, FAB-6.6.6a). The targets of each
 * declaration with a `name` also go into `named` (LANGUAGE.md "Targets": effects refer to a
 * declaration by its name, e.g. Rout's weapon attack and its defending card).
 */
export function declareTargets(
  ctx: Ctx,
  specs: readonly TargetSpec[],
  scope: SelectorScope,
  given: readonly string[] | undefined,
  by: 'spell' | 'ability' | 'cb' = 'ability',
  named?: Record<string, string[]>,
): string[] | null {
  const chosen: string[] = [];
  let cursor = 0;
  // An index loop: a target decision suspends by an exception, which for-of would catch and rethrow (core/context.ts ask).
  for (let s = 0; s < specs.length; s++) {
    const spec = specs[s];
    const before = chosen.length;
    const declared = () => {
      if (spec.name && named) named[spec.name] = chosen.slice(before);
    };
    const legal = legalTargets(ctx, spec, scope, by);
    const { min, max } = targetBounds(spec);
    if (given && given.length > 0) {
      const mine = given.slice(cursor, cursor + max);
      cursor += mine.length;
      const bad = mine.find((t) => !legal.includes(t));
      // CHR-SPL-2 is the reason only where an object "can't be chosen by spells"; otherwise the profile's own rule.
      const rule = bad !== undefined && by === 'spell' && objectAt(ctx.state.objects, bad) && cantBeChosen(ctx, bad, by) ? 'CHR-SPL-2' : ctx.profile.rules?.targetRule;
      if (bad !== undefined) refuse('bad-target', `${label(ctx, bad)} is not a legal target`, rule);
      if (mine.length < min) refuse('bad-target', 'not enough targets', ctx.profile.rules?.targetRule);
      chosen.push(...mine);
      declared();
      continue;
    }
    if (legal.length < min || (legal.length === 0 && min > 0)) return null;
    if (legal.length === 0) {
      declared();
      continue;
    }
    const pick = ask(ctx, {
      kind: 'targets',
      player: scope.controller,
      prompt: 'decision.targets',
      options: legal.map((t) => ({ value: t, label: label(ctx, t), ...(objectAt(ctx.state.objects, t) ? { object: t } : { seat: t }) })),
      min: Math.min(min, legal.length),
      max: Math.min(max, legal.length),
    });
    chosen.push(...(Array.isArray(pick) ? (pick as string[]) : [String(pick)]));
    declared();
  }
  return chosen;
}

/**
 * Whether a target is still legal on resolution: it is still there (in play, on the stack or the
 * chain, or in the public zone its filter named): an object that changed zones is a new object.
 */
export function stillLegal(ctx: Ctx, target: string): boolean {
  if (ctx.state.players[target]) return !ctx.state.players[target].lost;
  const o = objectAt(ctx.state.objects, target);
  if (!o) return false;
  // A stack item named by its source (an Incident's trigger: its card stays in the Tale zone, SCP-604.4b).
  if (ctx.state.stack.some((s) => s.kind !== 'card' && s.source.object === target)) return true;
  const zone = parseZoneKey(o.zone).zone;
  return zone === 'stack' || ctx.profile.zones.some((z) => z.name === zone && (z.play || z.abilitiesFunction || z.targetable || z.visibility === 'public'));
}
