import type { Ctx } from '../core/context';
import { ask } from '../core/context';
import { refuse } from '../core/errors';
import { parseZoneKey, zoneKey } from '../core/ids';
import type { GameState } from '../core/state';
import { view } from '../continuous/view';
import { matchesFilter, type SelectorScope } from '../cards/selectors';

type Spec = Readonly<Record<string, unknown>>;

/** A target declaration of an ability (`{target: <selector>, count, up-to, name}`). */
export interface TargetSpec {
  target: unknown;
  count?: number;
  'up-to'?: number;
  name?: string;
}

/** Player words a target selector may name. */
const PLAYER_WORDS = new Set(['hero', 'player', 'ruler', 'opponent', 'any-player']);

/**
 * Every legal choice for one target declaration: objects in play (and stack items for
 * "target cross test / activated effect / spell") that match, and players where the selector
 * allows them. Restrictions like "can't be chosen by spells" (CHR-SPL-2) filter here.
 */
export function legalTargets(ctx: Ctx, spec: TargetSpec, scope: SelectorScope, by: 'spell' | 'ability' | 'cb' = 'ability'): string[] {
  const state = ctx.state as GameState;
  const sel = spec.target;
  const out: string[] = [];
  const words = typeof sel === 'string' ? [sel] : Array.isArray(sel) ? (sel as unknown[]).filter((x): x is string => typeof x === 'string') : [];
  const filters: Spec[] =
    typeof sel === 'object' && sel !== null && !Array.isArray(sel)
      ? [sel as Spec]
      : Array.isArray(sel)
        ? (sel as unknown[]).filter((x): x is Spec => typeof x === 'object' && x !== null)
        : [];
  for (const w of words) {
    if (PLAYER_WORDS.has(w) || w === 'any') {
      for (const seat of state.seats) {
        if (state.players[seat].lost) continue;
        if (w === 'opponent' && seat === scope.controller) continue;
        out.push(seat);
      }
    }
    if (w === 'stack-item' || w === 'cross-test' || w === 'activated-effect' || w === 'spell' || w === 'creature-spell') {
      for (const item of state.stack) {
        if (w === 'cross-test' && item.kind !== 'cross-test') continue;
        if (w === 'activated-effect' && item.kind !== 'ability') continue;
        if (w === 'creature-spell' && !(item.kind === 'card' && item.object && view(ctx.engine, state, item.object).types.includes('Creature'))) continue;
        const ref = item.object ?? item.source.object;
        if (ref) out.push(ref);
      }
    }
  }
  const objectFilters = [...filters];
  for (const w of words) {
    if (w === 'any') objectFilters.push({ type: 'Creature' });
    if (w === 'unit') objectFilters.push({ type: 'Unit' });
    if (w === 'creature') objectFilters.push({ type: 'Creature' });
    if (w === 'object') objectFilters.push({ type: 'Object' });
    if (w === 'card' || w === 'permanent') objectFilters.push({});
    if (w === 'sandbox') objectFilters.push({ type: 'Sandbox' });
  }
  if (objectFilters.length > 0) {
    for (const seat of state.seats) {
      for (const zone of ctx.profile.zones.filter((z) => z.play || z.name === 'sandboxes' || z.name === 'combat-chain')) {
        for (const id of state.zones[zoneKey(seat, zone.name)] ?? []) {
          const v = view(ctx.engine, state, id);
          if (by === 'spell' && v.keywords.includes('hexproof-from-spells')) continue;
          if (objectFilters.some((f) => matchesFilter(ctx.engine, state, v, f, scope))) out.push(id);
        }
      }
      for (const id of state.zones[zoneKey(seat, 'combat-chain')] ?? []) {
        const v = view(ctx.engine, state, id);
        if (objectFilters.some((f) => matchesFilter(ctx.engine, state, v, f, scope)) && !out.includes(id)) out.push(id);
      }
    }
  }
  return [...new Set(out)];
}

function label(ctx: Ctx, ref: string): string {
  const o = ctx.state.objects[ref];
  return o ? (ctx.cards[o.card]?.name ?? o.card) : ref;
}

/**
 * Declares the targets of an ability: uses the ones given with the action (checked), else asks
 * a `targets` decision. Returns null when a declaration has no legal target (the caller
 * decides: a played card is refused, a triggered layer ceases, FAB-6.6.6a).
 */
export function declareTargets(
  ctx: Ctx,
  specs: readonly TargetSpec[],
  scope: SelectorScope,
  given: readonly string[] | undefined,
  by: 'spell' | 'ability' | 'cb' = 'ability',
): string[] | null {
  const chosen: string[] = [];
  let cursor = 0;
  for (const spec of specs) {
    const legal = legalTargets(ctx, spec, scope, by);
    const max = spec['up-to'] ?? spec.count ?? 1;
    const min = spec['up-to'] !== undefined ? 0 : (spec.count ?? 1);
    if (given && given.length > 0) {
      const mine = given.slice(cursor, cursor + max);
      cursor += mine.length;
      const bad = mine.find((t) => !legal.includes(t));
      if (bad !== undefined) refuse('bad-target', `${label(ctx, bad)} is not a legal target`, 'CHR-SPL-2');
      if (mine.length < min) refuse('bad-target', 'not enough targets');
      chosen.push(...mine);
      continue;
    }
    if (legal.length < min || (legal.length === 0 && min > 0)) return null;
    if (legal.length === 0) continue;
    const pick = ask(ctx, {
      kind: 'targets',
      player: scope.controller,
      prompt: 'decision.targets',
      options: legal.map((t) => ({ value: t, label: label(ctx, t), ...(ctx.state.objects[t] ? { object: t } : { seat: t }) })),
      min: Math.min(min, legal.length),
      max: Math.min(max, legal.length),
    });
    chosen.push(...(Array.isArray(pick) ? (pick as string[]) : [String(pick)]));
  }
  return chosen;
}

/** Whether a target is still legal on resolution (it is still there and still matches). */
export function stillLegal(ctx: Ctx, target: string): boolean {
  if (ctx.state.players[target]) return !ctx.state.players[target].lost;
  const o = ctx.state.objects[target];
  if (!o) return false;
  const zone = parseZoneKey(o.zone).zone;
  return ctx.profile.zones.some((z) => z.name === zone && (z.play || z.name === 'sandboxes')) || zone === 'stack' || zone === 'combat-chain';
}
