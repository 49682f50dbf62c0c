import type { Ctx } from '../core/context';
import { ask, trace } from '../core/context';
import type { Seat } from '../core/ids';
import type { GameEvent } from './types';
import type { Candidate, ReplacementClass } from './replacement';
import { nextSeat } from '../core/seats';
import { objectAt } from '../core/object-table';

/** Per-event ordering memory: FAB-6.5.2b, the first player is chosen once per event. */
export interface OrderingState {
  firstPlayer: Seat | undefined;
  applied: Set<string>;
}

/** FAB-6.5.3-6.5.5: the steps, in order; outcome replacements come after the event (6.5.7). */
const FAB_STEPS: ReadonlyArray<readonly ReplacementClass[]> = [['self', 'property'], ['general'], ['prevention']];

/** The player affected by an event (MTG-616.1: the one dealt damage, or the affected object's controller). */
export function affectedPlayer(ctx: Ctx, ev: GameEvent): Seat {
  const ref =
    ev.type === 'damage' || ev.type === 'heal'
      ? ev.target
      : ev.type === 'destroy'
        ? ev.target
        : 'object' in ev
          ? ev.object
          : 'player' in ev
            ? ev.player
            : ev.type === 'create-token'
              ? ev.controller
              : undefined;
  if (ref && ctx.state.players[ref]) return ref;
  const o = ref ? (objectAt(ctx.state.objects, ref) ?? ctx.state.lastKnown[ref]) : undefined;
  return o?.controller ?? ctx.state.turn.player;
}

/**
 * MTG-616.1a-e: the effects the affected player must choose among first: (a) self-replacement
 * effects (MTG-614.15); else (b) those changing under whose control the object enters; else
 * (c) those making it enter as a copy; else (d) those making it enter transformed; else (e)
 * any (entering property effects before the others, as the kernel has always ordered them).
 * A permanent's own "enters ..." effects are sorted by what they do, not as self-replacements.
 */
function mtgTier(usable: Candidate[]): { list: Candidate[]; rule: string } {
  const change = (c: Candidate) => (Array.isArray(c.spec.instead) ? {} : ((c.spec.instead ?? {}) as Readonly<Record<string, unknown>>));
  const self = usable.filter((c) => c.class === 'self' && c.spec.entering !== true);
  if (self.length > 0) return { list: self, rule: 'MTG-616.1a' };
  const tiers: Array<[string, (c: Candidate) => boolean]> = [
    ['MTG-616.1b', (c) => change(c).controller !== undefined],
    ['MTG-616.1c', (c) => change(c).copy !== undefined],
    ['MTG-616.1d', (c) => change(c).transformed !== undefined],
  ];
  for (const [rule, test] of tiers) {
    const list = usable.filter(test);
    if (list.length > 0) return { list, rule };
  }
  const entering = usable.filter((c) => c.class === 'property' || c.class === 'self');
  return { list: entering.length > 0 ? entering : usable, rule: 'MTG-616.1e' };
}

function pickOne(ctx: Ctx, player: Seat, list: Candidate[], rule: string): Candidate {
  if (list.length === 1) return list[0];
  const sorted = [...list].sort((a, b) => a.timestamp - b.timestamp);
  const pick = ask(ctx, {
    kind: 'order-replacements',
    player,
    prompt: 'decision.order-replacements',
    options: sorted.map((c) => ({ value: c.id, label: c.source.card ?? c.id, ...(c.source.object ? { object: c.source.object } : {}) })),
    rule,
  });
  const id = Array.isArray(pick) ? String(pick[0]) : String(pick);
  return sorted.find((c) => c.id === id) ?? sorted[0];
}

/**
 * Chooses the next replacement to apply, by the profile's policy. `by-step` (FAB-6.5.1-6.5.5):
 * step by step (self/property, general, prevention); the turn player chooses a first player
 * once per event; from them, clockwise, each player applies their own effects of that step.
 * `affected-player` (MTG-616.1): the affected player chooses, self-replacement effects first.
 */
export function chooseNext(ctx: Ctx, ev: GameEvent, candidates: Candidate[], ordering: OrderingState): Candidate | undefined {
  const usable = candidates.filter((c) => c.class !== 'outcome');
  if (usable.length === 0) return undefined;
  if ((ctx.profile.rules?.replacementPolicy ?? 'by-step') === 'affected-player') {
    const chooser = affectedPlayer(ctx, ev);
    const self = usable.filter((c) => c.class === 'self');
    const tier = mtgTier(usable);
    const chosen = pickOne(ctx, chooser, tier.list, self.length > 0 ? 'MTG-614.15' : tier.rule);
    trace(ctx, self.length > 0 ? 'MTG-614.15' : 'MTG-616.1', 'trace.replacement-chosen', { by: chooser, card: chosen.source.card ?? '' });
    if (tier.rule !== 'MTG-616.1e') trace(ctx, tier.rule, 'trace.replacement-tier', { card: chosen.source.card ?? '' });
    return chosen;
  }
  for (const step of FAB_STEPS) {
    const inStep = usable.filter((c) => step.includes(c.class));
    if (inStep.length === 0) continue;
    const controllers = [...new Set(usable.map((c) => c.controller))];
    if (ordering.firstPlayer === undefined) {
      ordering.firstPlayer =
        controllers.length > 1
          ? String(
              ask(ctx, {
                kind: 'first-player',
                player: ctx.state.turn.player,
                prompt: 'decision.first-player-replacements',
                options: ctx.state.seats.map((s) => ({ value: s, label: s, seat: s })),
                rule: 'FAB-6.5.2',
              }),
            )
          : ctx.state.turn.player;
      trace(ctx, 'FAB-6.5.2', 'trace.first-player', { seat: ordering.firstPlayer });
    }
    let seat = ordering.firstPlayer;
    for (let i = 0; i < ctx.state.seats.length; i++) {
      const mine = inStep.filter((c) => c.controller === seat);
      if (mine.length > 0) {
        const rule = step.includes('prevention') ? 'FAB-6.5.5' : step.includes('general') ? 'FAB-6.5.4' : 'FAB-6.5.3';
        const chosen = pickOne(ctx, seat, mine, rule);
        trace(ctx, rule, 'trace.replacement-chosen', { by: seat, card: chosen.source.card ?? '' });
        return chosen;
      }
      seat = nextSeat(ctx.state.seats, seat);
    }
  }
  return undefined;
}
