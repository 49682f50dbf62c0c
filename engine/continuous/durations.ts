import type { ReadState } from '../core/draft';
import { edit } from '../core/draft';
import type { Ctx } from '../core/context';
import type { Duration } from '../core/state';
import { bumpEpoch } from '../core/epoch';
import { findObject } from '../core/object-table';
import { functioningZones } from '../core/functioning-zones';

/** The moments effects may end: a turn's end, any event, fab's chain closing, link resolving, end phase beginning. */
export type ExpiryMoment = 'end-of-turn' | 'now' | 'chain-close' | 'link-resolved' | 'end-phase';

/** Whether an effect with this duration has ended at a moment (`end-of-turn`, `now`). */
export function durationEnded(state: ReadState, d: Duration, moment: ExpiryMoment, playZones: ReadonlySet<string>): boolean {
  switch (d.kind) {
    case 'end-of-turn':
      return moment === 'end-of-turn';
    case 'end-of-chain':
      // FAB-7.7: "this combat chain" effects end as the chain closes (or with the turn).
      return moment === 'chain-close' || moment === 'end-of-turn';
    case 'end-of-link':
      return moment === 'link-resolved' || moment === 'chain-close' || moment === 'end-of-turn';
    case 'end-of-phase':
      // FAB-4.3 / FAB-4.4: "during their next action phase" ends as the end phase begins.
      return moment === 'end-phase' || moment === 'end-of-turn';
    case 'while-source':
      // FAB-6.2.2a: an effect that depends on its source being in the arena ends when it leaves.
      return !findObject(state.objects, (o) => o.physical === d.physical && playZones.has(o.zone.slice(o.zone.indexOf(':') + 1)));
    case 'end-of-next-turn-of':
      // FAB-6.2.2a: fixed at creation: the end of that seat's next turn after the creation turn.
      return moment === 'end-of-turn' && state.turn.player === d.seat && state.turn.number > d.afterTurn;
    case 'until-used':
    case 'permanent':
      return false;
  }
}

/**
 * Removes the continuous, replacement and delayed effects whose duration ended (SCP-608: at
 * once, without the chain). Called at the end of a turn and after events.
 */
export function expireEffects(ctx: Ctx, moment: ExpiryMoment): void {
  const s = ctx.state;
  // The zones where a source "is in play" (an attack on FaB's combat chain is in the arena too).
  const playZones = new Set(functioningZones(ctx.profile));
  const keep = <T extends { duration: Duration }>(list: T[]): T[] => list.filter((e) => !durationEnded(s, e.duration, moment, playZones));
  const effects = keep(s.effects as never[]);
  if (effects.length !== s.effects.length) {
    s.effects = effects;
    bumpEpoch(s);
  }
  for (const [type, list] of Object.entries(s.replacements)) {
    const kept = keep(list as never[]);
    if (kept.length !== list.length) edit(s, 'replacements')[type] = kept;
  }
  const delayed = keep(s.delayed as never[]);
  if (delayed.length !== s.delayed.length) s.delayed = delayed;
}
