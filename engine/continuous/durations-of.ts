import type { Ctx } from '../core/context';
import { seatsOf } from '../core/seam';
import type { Duration } from '../core/state';
import type { EffectFrame } from '../interpreter/effects';

/**
 * FAB-6.2.2a: a layer-type effect's duration, fixed when it is created: no stated duration =
 * the end of this turn; "until the end of <seat>'s next turn" names that seat now (a later
 * controller change does not move it); "while X is in the arena" ends when the source leaves.
 */
export function durationOf(ctx: Ctx, raw: unknown, frame: EffectFrame, next = false): Duration {
  if (raw === undefined || raw === 'this-turn' || raw === 'until-end-of-turn') return next && raw === undefined ? { kind: 'end-of-turn' } : { kind: 'end-of-turn' };
  if (raw === 'while-source-in-play') return { kind: 'while-source', physical: frame.source.physical ?? '' };
  if (raw === 'until-used') return { kind: 'until-used' };
  // fab: "this combat chain" (FAB-7.7), "this chain link" (FAB-7.6), and the phase a
  // `during-next-phase-of` effect was made for (interpreter/effects.ts), which ends as the end phase begins.
  if (raw === 'this-combat-chain') return { kind: 'end-of-chain' };
  if (raw === 'this-chain-link') return { kind: 'end-of-link' };
  if (raw === 'this-phase') return { kind: 'end-of-phase' };
  if (raw === 'permanent') return { kind: 'permanent' };
  if (typeof raw === 'object' && raw !== null && 'until-end-of-next-turn-of' in raw) {
    const who = (raw as Record<string, unknown>)['until-end-of-next-turn-of'];
    const seat = seatsOf(ctx, who, frame)[0] ?? frame.scope.controller;
    return { kind: 'end-of-next-turn-of', seat, afterTurn: ctx.state.turn.number };
  }
  return { kind: 'end-of-turn' };
}
