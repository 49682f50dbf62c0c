import type { Ctx } from '../core/context';
import { ask, trace } from '../core/context';
import { refuse } from '../core/errors';
import type { Seat } from '../core/ids';
import type { SelectorScope } from '../interpreter/selectors';
import { legalTargets, targetBounds, type TargetSpec } from './targets';
import type { LayerBody, ModeNode } from '../cards/schema';

/**
 * The layer parts (targets, modes, effects) of an ability body. Bodies are compiled
 * (cards/compile.ts); the state keeps carried ones as plain records, and a bare effect list
 * has none of these parts.
 */
export function layerOf(body: unknown): LayerBody | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as LayerBody) : undefined;
}

/** The modes of an ability body ("Choose 1; - ... - ..."), if it is modal. */
export function modesOf(body: unknown): readonly ModeNode[] | undefined {
  const modes = layerOf(body)?.modes;
  return modes && modes.length > 0 ? modes : undefined;
}

/** The target declarations of an ability body: its own, then those of the chosen mode (1-based). */
export function targetSpecsFor(body: unknown, mode?: number): TargetSpec[] {
  const own = layerOf(body)?.targets ?? [];
  const chosen = mode !== undefined ? modesOf(body)?.[mode - 1] : undefined;
  return [...own, ...(chosen?.targets ?? [])];
}

/** Whether every target declaration has enough legal targets now. */
export function targetsAvailable(ctx: Ctx, specs: readonly TargetSpec[], scope: SelectorScope, by: 'spell' | 'ability'): boolean {
  return specs.every((spec) => {
    const { min } = targetBounds(spec);
    return min === 0 || legalTargets(ctx, spec, scope, by, min).length >= min;
  });
}

/** The modes (1-based) that can be chosen now: each of whose target declarations has a legal target. */
export function choosableModes(ctx: Ctx, body: unknown, scope: SelectorScope, by: 'spell' | 'ability'): number[] {
  const modes = modesOf(body) ?? [];
  return modes.map((_, i) => i + 1).filter((m) => targetsAvailable(ctx, targetSpecsFor(body, m), scope, by));
}

/**
 * MODES: a modal card or ability ("Choose 1;") has its mode chosen as it is played or activated,
 * before its costs are paid and its targets declared; only a mode whose targets can be chosen
 * may be. The action names it (`mode`), or its controller is asked (a `mode` decision whose
 * options are the modes' texts). Undefined for a body that is not modal.
 */
export function declareMode(ctx: Ctx, seat: Seat, body: unknown, scope: SelectorScope, given: number | undefined, by: 'spell' | 'ability'): number | undefined {
  const modes = modesOf(body);
  if (!modes) return undefined;
  const open = choosableModes(ctx, body, scope, by);
  if (given !== undefined) {
    if (!open.includes(given)) refuse('not-legal', given >= 1 && given <= modes.length ? `mode ${given} has no legal target` : `there is no mode ${given}`, 'MODES');
    trace(ctx, 'MODES', 'trace.mode-chosen', { mode: given });
    return given;
  }
  if (open.length === 0) refuse('bad-target', 'no mode has a legal target', 'MODES');
  const pick = ask(ctx, {
    kind: 'mode',
    player: seat,
    prompt: 'decision.choose-mode',
    options: open.map((m) => ({ value: String(m), label: String(modes[m - 1].text ?? m) })),
    rule: 'MODES',
  });
  const mode = Number(pick);
  trace(ctx, 'MODES', 'trace.mode-chosen', { mode });
  return mode;
}
