/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { getProfile, profileIds } from '../../../engine/index';
import { catalogKeys, catalogs } from './index';

/**
 * The engine's sources as text, by path, tests left out. Read through Vite's glob import: the
 * renderer may not import node:fs or engine modules other than engine/index, not even in tests.
 */
const ENGINE_SOURCES = import.meta.glob<string>(['../../../engine/**/*.ts', '!../../../engine/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** A message key the engine writes literally: `log(ctx, 'log.x')`, `trace(…, 'trace.x')`, `prompt: 'decision.x'` … */
const EMITTED = /'((?:log|trace|decision|stat|phase|zone|refusal)\.[a-z0-9-]+)'/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Literal keys in engine sources that are not messages for people, so the catalogs leave them out:
 * the conformance kit's toy host (engine/testing/fake-host.ts) logs `log.order`/`log.rig` and
 * traces `trace.bolt` for its own checks, and `log.cites` is a check name (engine/conformance/checks.ts).
 */
const NOT_MESSAGES = new Set(['log.order', 'log.rig', 'trace.bolt', 'log.cites']);

/** The message keys the engine sources write literally, with the files that write them. */
function emittedKeys(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, text] of Object.entries(ENGINE_SOURCES)) {
    for (const m of text.matchAll(EMITTED)) {
      if (NOT_MESSAGES.has(m[1])) continue;
      found.set(m[1], [...(found.get(m[1]) ?? []), path.replace('../../../', '')]);
    }
  }
  return found;
}

/** The effect words of the card language: the keys of `primitives` in engine/interpreter/primitives/index.ts. */
function effectWords(): string[] {
  const text = ENGINE_SOURCES['../../../engine/interpreter/primitives/index.ts'] ?? '';
  const body = text.slice(text.indexOf('export const primitives'));
  return [...body.slice(body.indexOf('{') + 1, body.indexOf('};')).matchAll(/^\s*'?([a-z-]+)'?\s*[:,]/gm)].map((m) => m[1]);
}

/** A catalog's keys with plural suffixes folded (`log.draw_one` → `log.draw`). */
function keysOf(catalog: object): Set<string> {
  return new Set(catalogKeys(catalog).map((k) => k.replace(PLURAL, '')));
}

/** The phase and step names of a profile's turn (steps may sit under `steps` or `opens[].steps`). */
function turnNames(phases: readonly unknown[]): { phases: string[]; steps: string[] } {
  const steps: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [k, v] of Object.entries(node)) {
      if (k === 'steps' && Array.isArray(v)) for (const s of v) if (typeof (s as { name?: unknown }).name === 'string') steps.push((s as { name: string }).name);
      walk(v);
    }
  };
  walk(phases);
  return { phases: phases.map((p) => (p as { name: string }).name), steps };
}

/** Fails naming every expected key a catalog lacks. */
function expectKeys(expected: Iterable<string>, where: (key: string) => string = () => ''): void {
  const keys = [...expected];
  for (const lang of ['en', 'ja'] as const) {
    const have = keysOf(catalogs[lang]);
    const missing = keys.filter((k) => !have.has(k)).map((k) => `${k}${where(k)}`);
    expect(missing, `keys missing from ${lang}.json`).toEqual([]);
  }
}

describe('the catalogs cover every message the engine emits', () => {
  it('finds the engine keys at all (the scan works)', () => {
    const keys = emittedKeys();
    expect(keys.size).toBeGreaterThan(100);
    expect(keys.has('log.resolved')).toBe(true);
  });

  it('has every literal log, trace, decision and refusal key of the engine sources', () => {
    const keys = emittedKeys();
    expectKeys(keys.keys(), (k) => ` (${keys.get(k)?.join(', ')})`);
  });

  it('has the keys the engine builds from a name', () => {
    // engine/events/perform.ts: log(ctx, `log.${ev.type}`) for life changes.
    const built = ['log.gain-life', 'log.lose-life'];
    // engine/interpreter/primitives/choose.ts: prompt `decision.choose.${kind}`.
    built.push(...['name-card', 'creature-type', 'copy', 'source'].map((k) => `decision.choose.${k}`));
    // engine/interpreter/effects.ts: an optional effect asks `decision.may.${word}` for any effect word.
    const words = effectWords();
    expect(words).toContain('deal-damage');
    built.push(...words.map((word) => `decision.may.${word}`));
    expectKeys(built);
  });

  it('names every stat, phase and step of every game (the board and log show them)', () => {
    const keys: string[] = [];
    for (const id of profileIds()) {
      const profile = getProfile(id);
      if (!profile) continue;
      keys.push(...Object.keys(profile.stats).map((s) => `stat.${s}`));
      const names = turnNames(profile.rules?.phases ?? []);
      keys.push(...names.phases.map((p) => `phase.${p}`), ...names.steps.map((s) => `step.${s}`), ...names.steps.map((s) => `log.step-part.${s}`));
    }
    expectKeys(new Set(keys));
  });

  it('words every cost engine/view/cost-words.ts can name (an optional additional cost\'s question), in every zone of every game', () => {
    const text = ENGINE_SOURCES['../../../engine/view/cost-words.ts'] ?? '';
    const literal = [...text.matchAll(/'(cost-words\.[a-z.-]+[a-z])'/g)].map((m) => m[1]);
    expect(literal).toContain('cost-words.resources');
    // Built from the cost word (`cost-words.${cost.kind}`), the stat tested and the zone a cost takes cards from.
    const built = ['tap', 'untap', 'destroy', 'sacrifice', 'banish', 'reveal', 'put-on-bottom'].map((k) => `cost-words.${k}`);
    built.push(...['power', 'defense', 'cost'].map((s) => `cost-words.stat.${s}`));
    for (const id of profileIds()) built.push(...(getProfile(id)?.zones ?? []).map((z) => `cost-words.zone.${z.name}`));
    expectKeys(new Set([...literal, ...built]));
  });
});
