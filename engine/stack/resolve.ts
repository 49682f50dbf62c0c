import type { Ctx } from '../core/context';
import { runEffects } from '../core/seam';
import { ask, log, trace } from '../core/context';
import { zoneKey } from '../core/ids';
import type { StackItem } from '../core/state';
import { topItem, removeItem } from './stack';
import { stillLegal } from './targets';
import { layerOf } from './modes';
import type { EffectFrame } from '../interpreter/effects';
import type { EffectNode } from '../cards/schema';
import { runEvent } from '../events/pipeline';
import { isYes } from '../decisions/answer';
import { moveObject } from '../core/zones';
import { noteManualResolution } from './manual-resolution';
import { objectAt } from '../core/object-table';

type Body = Readonly<Record<string, unknown>>;

/**
 * The effects list of an ability body (`[...]`, `{effects}`, or the chosen mode's). Bodies are
 * compiled (cards/compile.ts; a stack item's carried spec is one too), so its effects are
 * effect nodes; the state keeps bodies as plain records.
 */
export function effectsOf(body: unknown, mode?: number): readonly EffectNode[] {
  if (Array.isArray(body)) return body as EffectNode[];
  const b = layerOf(body);
  if (b?.modes && mode !== undefined) return b.modes[mode - 1]?.effects ?? [];
  return b?.effects ?? [];
}

/** The ability body a stack item resolves: a card's `effect`, an activated or triggered ability, or a carried spec. */
export function bodyOfItem(ctx: Ctx, item: StackItem): Body | Body[] | undefined {
  if (item.spec) return item.spec as Body;
  const card = item.source.card ? ctx.cards[item.source.card] : undefined;
  if (!card) return undefined;
  if (item.kind === 'card') return card.abilities.find((a) => a.kind === 'effect')?.body as Body | undefined;
  if (item.ability !== undefined) return card.abilities[item.ability]?.body as Body | undefined;
  return undefined;
}

/** The frame a stack item's effects run in. */
export function frameOfItem(item: StackItem): EffectFrame {
  const data = item.data ?? {};
  return {
    scope: { controller: item.controller, self: item.source.object, selfPhysical: item.source.physical },
    source: item.source,
    targets: item.targets,
    x: item.x,
    by: item.kind === 'card' ? 'spell' : 'ability',
    ...(item.data ? { eventFacts: item.data } : {}),
    ...(typeof data.lastCounters === 'string' ? { lastCounters: JSON.parse(data.lastCounters) as Record<string, number> } : {}),
  };
}

/**
 * Resolves the top item of the stack. Targets are rechecked: if every target has become
 * illegal, the item does nothing (it "fizzles"). Abilities resolve even when their source has
 * left play (CHR-ACT-5, CHR-TRG-4): their effects use the source's last known information.
 */
export function resolveTop(ctx: Ctx): void {
  const item = topItem(ctx);
  if (!item) return;
  if (ctx.profile.rules?.resolveItem?.(ctx, item)) return;
  removeItem(ctx, item.id);
  const body = bodyOfItem(ctx, item);
  const frame = frameOfItem(item);
  const legal = item.targets.filter((t) => stillLegal(ctx, t));
  const fizzles = item.targets.length > 0 && legal.length === 0;
  if (fizzles) trace(ctx, 'TARGETS-ILLEGAL', 'trace.fizzle', { card: item.source.card ?? '' });
  frame.targets = legal;
  if (item.named) frame.named = Object.fromEntries(Object.entries(item.named).map(([name, ids]) => [name, ids.filter((t) => legal.includes(t))]));
  if (item.kind !== 'card' && item.source.object && !objectAt(ctx.state.objects, item.source.object)) {
    trace(ctx, item.kind === 'trigger' ? 'CHR-TRG-4' : 'CHR-ACT-5', 'trace.resolves-without-source', { card: item.source.card ?? '' });
  }
  if (!fizzles && body) {
    const b = body as Body;
    const may = !Array.isArray(body) && b.may === true && item.data?.mayDecided !== true;
    const go = !may || isYes(ask(ctx, { kind: 'may', player: item.controller, prompt: 'decision.may-trigger', options: [] }));
    if (go) runEffects(ctx, effectsOf(body, item.mode), frame);
    if (item.kind === 'ability' && !Array.isArray(body)) ctx.profile.rules?.onAbilityResolved?.(ctx, item, body as Body);
  }
  if (item.kind === 'card' && item.object) finishCard(ctx, item);
  log(ctx, 'log.resolved', { card: item.source.card ?? '' });
}

/** A resolved card goes where its type says: into play (permanents), or the graveyard. */
function finishCard(ctx: Ctx, item: StackItem): void {
  const o = objectAt(ctx.state.objects, item.object!);
  if (!o) return;
  const def = ctx.cards[o.card];
  const rules = ctx.profile.rules;
  if (def) rules?.onResolved?.(ctx, item, def);
  const dest = def && rules ? rules.destinationOf(def) : 'graveyard';
  noteManualResolution(ctx, item.controller, o.physical, def);
  if (dest === ctx.profile.playZone) {
    runEvent(ctx, { type: 'enter', object: o.id, controller: item.controller, source: item.source });
  } else if (ctx.profile.zones.some((z) => z.name === dest && z.abilitiesFunction)) {
    // A zone where abilities function besides play (FaB's combat chain): put there, not entered;
    // where it was played from stays with it (FaB: "played from arsenal").
    const id = moveObject(ctx, o.id, zoneKey(item.controller, dest), 'bottom', { controller: item.controller, ...(o.from ? { from: o.from } : {}) });
    ctx.profile.rules?.onCombatChain?.(ctx, id, item);
  } else {
    runEvent(ctx, { type: 'move', object: o.id, to: zoneKey(o.owner, dest), source: item.source });
  }
}
