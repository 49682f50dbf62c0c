import type { Ctx } from '../../core/context';
import type { EffectFrame } from '../effects';
import { addReplacement } from '../../events/register';
import { classOf } from '../../events/replacement';
import { durationOf } from '../../continuous/durations-of';
import { objectAt } from '../../core/object-table';
import type { WordArgs } from '../../cards/schema';

type Spec = Record<string, unknown>;

/** Replaces seat words of a pattern by the seats they name now (the effect's creator decides "you"). */
function fixPattern(ctx: Ctx, pattern: Spec, frame: EffectFrame): Spec {
  const out: Spec = { ...pattern };
  for (const [k, v] of Object.entries(out)) if (v === 'target' && frame.targets[0]) out[k] = objectAt(ctx.state.objects, frame.targets[0])?.physical ?? frame.targets[0];
  return out;
}

/**
 * "The next time ... would ..., instead ..." / "If ... would ... this turn, instead ...": a
 * layer-type replacement effect (FAB-6.4.9) for its duration, or until used (`next: true`).
 */
export function replace(ctx: Ctx, args: WordArgs<'replace'>, frame: EffectFrame): boolean {
  const a = { ...args };
  const pattern = typeof a.event === 'string' ? { event: a.event } : (a.event as Spec);
  const eventType = String(pattern.event);
  const duration = a.next === true && a.duration === undefined ? durationOf(ctx, 'this-turn', frame) : durationOf(ctx, a.duration, frame);
  const spec: Spec = { ...a, event: fixPattern(ctx, pattern, frame) };
  if ((a.instead as Spec | undefined)?.redirect !== undefined) spec.redirectTo = frame.targets[0];
  delete spec.duration;
  addReplacement(ctx, classOf('replacement', spec), eventType, spec, frame, duration);
  return true;
}
