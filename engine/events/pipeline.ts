import type { Ctx } from '../core/context';
import { trace } from '../core/context';
import type { GameEvent, EventOutcome } from './types';
import { collectReplacements, type Candidate } from './replacement';
import { chooseNext, type OrderingState } from './ordering';
import { applyReplacement } from './apply-replacement';
import { performEvent } from './perform';
import { completeEvent } from './complete';
import { bumpViews } from '../core/epoch';
import { cantRules } from '../continuous/rules';

/**
 * MTG-614.1: replacement effects wait for an event and replace all or part of it; MTG-616.2:
 * a replacement may become applicable because another modified the event (collected again
 * after each one).
 * One event through the pipeline (DESIGN "The engine contract"; FAB-6.5, MTG-616):
 *
 *   collect replacements -> order them by the profile's policy -> apply one (sub-events first)
 *   -> collect again (a modified event may open new ones) ... -> prevention -> the event
 *   happens -> outcome replacements -> the event completes (history, triggers).
 *
 * Each effect applies at most once per event lineage (FAB-6.4.5, MTG-614.5): `lineage`
 * carries the ids applied to this event and every event it was modified into.
 */
export function runEvent(ctx: Ctx, event: GameEvent, lineage: Set<string> = new Set()): EventOutcome {
  let ev = event;
  const ordering: OrderingState = { firstPlayer: undefined, applied: lineage };
  // MTG-614.17c: an event a "can't" effect makes impossible is replaced only by self-replacements.
  const forbidden = forbiddenBy(ctx, ev);
  // FAB-6.5.2-6.5.5 / MTG-616.1: replacement and prevention effects, one at a time.
  for (let guard = 0; guard < 64; guard++) {
    const candidates: Candidate[] = collectReplacements(ctx, ev, lineage).filter((c) => !forbidden || c.class === 'self');
    if (candidates.length === 0) break;
    const next = chooseNext(ctx, ev, candidates, ordering);
    if (!next) break;
    lineage.add(next.id);
    const replaced = applyReplacement(ctx, next, ev, lineage);
    if (replaced.kind === 'declined') continue;
    if (replaced.kind === 'gone') {
      // MTG-614.6 / FAB-6.4.6: the replaced event never happens. MTG-WIKI-MAYDO: when other
      // events replaced it and were performed, "if you do" counts it as done.
      return { happened: replaced.performed === true, event: ev };
    }
    ev = replaced.event;
  }
  if (forbidden && forbiddenBy(ctx, ev)) {
    // MTG-614.17: a "can't" effect is no replacement; the event simply does not happen.
    trace(ctx, 'MTG-614.17c', 'trace.event-forbidden', { type: ev.type, card: forbidden });
    return { happened: false, event: ev };
  }
  // FAB-6.5.6: the event happens. FAB-6.5.7 outcome replacements run inside (rolls).
  const outcome = performEvent(ctx, ev, lineage, runEvent);
  bumpViews(ctx.state); // the event changed what views read
  // FAB-6.5.8: the event completes: history, triggers (FAB-6.6.5b: the modified event triggers).
  if (outcome.happened) completeEvent(ctx, outcome);
  else trace(ctx, 'MTG-614.7', 'trace.event-did-not-happen', { type: ev.type });
  return outcome;
}

/**
 * MTG-614.17: the card naming a "can't" rule in force that forbids this event (drawing), if
 * any. Only `draw` is an event a rule word forbids; other "can't" rules stop actions
 * (continuous/rules.ts isForbidden).
 */
export function forbiddenBy(ctx: Ctx, ev: GameEvent): string | undefined {
  if (ev.type !== 'draw') return undefined;
  for (const r of cantRules(ctx)) {
    if (r.spec.what !== 'draw') continue;
    const by = (r.spec.by as string | undefined) ?? 'each-player';
    if (by === 'you' && ev.player !== r.controller) continue;
    if (by === 'opponent' && ev.player === r.controller) continue;
    if (!['you', 'opponent', 'each-player', 'any', 'player'].includes(by) && by !== ev.player) continue;
    return r.card ?? 'an effect';
  }
  return undefined;
}
