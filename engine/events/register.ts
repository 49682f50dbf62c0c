import { edit } from '../core/draft';
import type { Ctx } from '../core/context';
import { trace } from '../core/context';
import type { Duration, ReplacementEffect } from '../core/state';
import type { EffectFrame } from '../interpreter/effects';

/**
 * Registers a layer-type replacement or prevention effect (created by a resolving ability),
 * indexed by the event type it waits for. FAB-6.4.3: it exists from now on, never earlier.
 */
export function addReplacement(
  ctx: Ctx,
  klass: ReplacementEffect['class'],
  eventType: string,
  spec: Readonly<Record<string, unknown>>,
  frame: EffectFrame,
  duration: Duration,
  remaining?: number,
): string {
  const effect: ReplacementEffect = {
    id: `r${ctx.state.nextId++}`,
    class: klass,
    eventType,
    source: frame.source,
    timestamp: ctx.state.nextTimestamp++,
    spec,
    duration,
    createdTurn: ctx.state.turn.number,
    ...(remaining !== undefined ? { remaining } : {}),
  };
  const registry = edit(ctx.state, 'replacements');
  registry[eventType] = [...(registry[eventType] ?? []), effect];
  trace(ctx, klass === 'prevention' ? 'FAB-6.4.10' : 'FAB-6.4.9', 'trace.replacement-created', { id: effect.id, card: frame.source.card ?? '' });
  return effect.id;
}

/** Uses up a layer-type effect that replaces only the next event (FAB-6.4.9 "the next time"). */
export function consumeLayer(ctx: Ctx, layer: ReplacementEffect | undefined): void {
  if (!layer) return;
  const list = ctx.state.replacements[layer.eventType];
  // A new list, not a splice: the registry's index is kept per list (events/registry-index.ts).
  if (list?.some((r) => r.id === layer.id)) edit(ctx.state, 'replacements')[layer.eventType] = list.filter((r) => r.id !== layer.id);
}
