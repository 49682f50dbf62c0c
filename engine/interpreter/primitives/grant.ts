import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { modify } from './modify';

/** "X gains <ability> until end of turn": a continuous effect granting an ability (stage 6). */
export function grant(ctx: Ctx, args: unknown, frame: EffectFrame): boolean {
  const a = args as { affects?: unknown; ability: unknown; duration?: unknown; next?: unknown };
  return modify(ctx, { affects: a.affects ?? 'target', grant: a.ability, duration: a.duration, next: a.next }, frame);
}
