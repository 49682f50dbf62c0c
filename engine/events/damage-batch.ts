import { editReplacement } from '../core/draft';
import { evalAmount } from '../core/seam';
import type { Ctx } from '../core/context';
import { ask, trace } from '../core/context';
import type { SourceRef } from '../core/state';
import type { GameEvent } from './types';
import { runEvent } from './pipeline';
import { collectReplacements, type Candidate } from './replacement';
import { consumeLayer } from './register';

type Damage = Extract<GameEvent, { type: 'damage' }>;

/** A prevention's value: its shield's remainder, its stated amount, or unlimited (the whole event). */
function valueOf(ctx: Ctx, c: Candidate, ev: Damage): number | undefined {
  if (c.layer?.remaining !== undefined) return c.layer.remaining;
  const raw = c.spec.prevent ?? c.spec.amount;
  if (raw === undefined) return undefined;
  return evalAmount(ctx.engine, { eventAmount: ev.amount }, raw, { controller: c.controller, self: c.source.object, selfPhysical: c.source.physical }, undefined, ctx.state);
}

/**
 * Deals one damage event from one source to several recipients. Each recipient's damage runs
 * through the pipeline; FAB-6.4.10f: a prevention effect that protects several of them in this
 * one event is split by its controller, who declares how much of each it prevents (a `split`
 * decision), and its value is used once for the whole event.
 */
export function dealDamageBatch(ctx: Ctx, events: readonly Damage[]): boolean {
  if (events.length < 2) return events.map((e) => runEvent(ctx, e).happened).some(Boolean);
  const fits = new Map<string, { c: Candidate; targets: Damage[] }>();
  for (const ev of events) {
    for (const c of collectReplacements(ctx, ev, new Set())) {
      if (c.class !== 'prevention' || ev.unpreventable) continue;
      const entry = fits.get(c.id) ?? { c, targets: [] };
      entry.targets.push(ev);
      fits.set(c.id, entry);
    }
  }
  const splits = new Map<string, Record<string, number>>();
  const used: Array<{ c: Candidate; total: number }> = [];
  for (const { c, targets } of fits.values()) {
    if (targets.length < 2) continue;
    const value = valueOf(ctx, c, targets[0]);
    const damage = targets.reduce((s, e) => s + e.amount, 0);
    if (value === undefined || value >= damage) continue; // enough for everyone: nothing to declare
    const pick = ask(ctx, {
      kind: 'split',
      player: c.controller,
      prompt: 'decision.split-prevention',
      options: targets.map((e) => ({ value: e.target, label: e.target, ...(ctx.state.players[e.target] ? { seat: e.target } : { object: e.target }) })),
      total: value,
      rule: 'FAB-6.4.10f',
    }) as Record<string, number>;
    splits.set(c.id, { ...pick });
    used.push({ c, total: value });
    trace(ctx, 'FAB-6.4.10f', 'trace.prevention-split', { card: c.source.card ?? '' });
  }
  ctx.splits = splits;
  let any = false;
  try {
    for (const ev of events) any = runEvent(ctx, ev).happened || any;
  } finally {
    ctx.splits = undefined;
  }
  for (const { c, total } of used) {
    if (!c.layer) continue;
    const mine = editReplacement(ctx.state, c.layer.eventType, c.layer.id);
    if (!mine) continue;
    if (c.layer.spec.shield === true && (mine.remaining ?? 0) > total) mine.remaining = (mine.remaining ?? 0) - total;
    else consumeLayer(ctx, c.layer);
  }
  return any;
}

/** The damage events of one source to several recipients. */
export function damageEvents(source: SourceRef, targets: readonly string[], amount: number, opts: Partial<Damage> = {}): Damage[] {
  return targets.map((target) => ({ ...opts, type: 'damage', source, target, amount }));
}
