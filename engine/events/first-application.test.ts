import { change, edit } from '../core/draft';
import { describe, expect, it } from 'vitest';
import { makeCtx, type Engine } from '../core/context';
import type { ContinuousEffect, ReplacementEffect } from '../core/state';
import type { ReplacementInstead } from './replacement-spec';
import { applyFirstTime } from './first-application';
import { view } from '../continuous/view';
import { attackWith, boardWith } from '../testing/test-board';
import { labEngine } from '../../scripts/engine/lab-engine';
import { objectAt } from '../core/object-table';
import { toArray } from '../core/persistent-list';

/** FAB-6.2.5: every change a layer-type effect makes as it first applies to an object is an event. */


const fab = labEngine('fab');

/** A replacement of application events waiting in the registry (as `replace` makes one). */
function replacement(id: string, event: Record<string, unknown>, instead: ReplacementInstead): ReplacementEffect {
  return { id, class: 'general', eventType: 'apply-effect', source: { controller: 'A', physical: `src-${id}` }, timestamp: 1, spec: { event: { event: 'apply-effect', ...event }, instead }, duration: { kind: 'end-of-turn' }, createdTurn: 2 };
}

/** Creates a layer-type effect locked on the attack and applies it for the first time. */
function firstApplication(engine: Engine, spec: Record<string, unknown>, replacements: ReplacementEffect[] = []) {
  const board = attackWith(engine, 'light-jab', []);
  const state = change(board.state, (draft) => {
    const ctx = makeCtx(engine, draft, []);
    const physical = objectAt(draft.objects, board.attack)!.physical;
    const effect: ContinuousEffect = { id: 'e1', source: { controller: 'A', physical: 'src-e1' }, timestamp: 50, spec, locked: [physical], duration: { kind: 'end-of-turn' }, createdTurn: 2 };
    edit(draft, 'effects').push(effect);
    if (replacements.length > 0) edit(draft, 'replacements')['apply-effect'] = replacements;
    applyFirstTime(ctx, 'e1', physical);
  });
  const events = toArray(state.history).filter((h) => h.type === 'apply-effect');
  return { state, events, v: view(engine, state, board.attack), physical: objectAt(state.objects, board.attack)!.physical };
}

describe('FAB-6.2.5 applications of continuous effects are events', () => {
  const spec = { power: 1, keywords: { gain: ['go-again'] }, classes: { add: ['Illusionist'] }, controller: 'B' };

  it('FAB-6.2.5 / FAB-6.2.5a: each change (controller, type, keyword, power) is one event, in stage order', () => {
    const { events, state } = firstApplication(fab, spec);
    expect(events.map((e) => e.facts.change)).toEqual(['controller', 'classes', 'keywords', 'power']);
    expect(events.find((e) => e.facts.change === 'keywords')?.facts.gains).toBe('|go-again|');
    expect(events.find((e) => e.facts.change === 'power')?.facts.amount).toBe(1);
    expect(state.trace.filter((t) => t.rule === 'FAB-6.2.5')).toHaveLength(4);
  });

  it('FAB-6.2.5: a replaced keyword grant gives what the replacement says, and the view applies that', () => {
    const { v, state, physical } = firstApplication(fab, spec, [replacement('r1', { gains: 'go-again' }, { gains: ['dominate'] })]);
    expect(v.keywords).toContain('dominate');
    expect(v.keywords).not.toContain('go-again');
    expect(state.effects[0].applied?.[physical]).toEqual({ keywords: ['dominate'] });
    expect(v.classes).toContain('Illusionist');
  });

  it('FAB-6.2.5: an application replaced by nothing does not happen: the view skips that change only', () => {
    const { v, state, physical } = firstApplication(fab, spec, [replacement('r1', { change: 'classes' }, [])]);
    expect(v.classes).not.toContain('Illusionist');
    expect(v.keywords).toContain('go-again');
    expect(v.stats.power).toBe(3);
    expect(state.effects[0].applied?.[physical]).toEqual({ classes: null });
  });

  it('FAB-6.2.5: a replaced power gain applies its new amount (the former special case, now one of the kinds)', () => {
    const { v } = firstApplication(fab, { power: 1 }, [replacement('r1', { change: 'power' }, { amount: { plus: ['event-amount', 3] } })]);
    expect(v.stats.power).toBe(6);
  });

  it('FAB-6.2.5: a set is no gain: it is an event without an amount ("gains exactly +1" never sees it)', () => {
    const { events } = firstApplication(fab, { power: { set: 1 } });
    expect(events).toHaveLength(1);
    expect(events[0].facts.amount).toBeUndefined();
  });

  it('MTG-613: a table without application events (mtg) makes none; the change still applies', () => {
    const mtg = labEngine('mtg');
    const board = boardWith(mtg, [{ card: 'bear' }]);
    const state = change(board.state, (draft) => {
      const physical = objectAt(draft.objects, board.ids.bear)!.physical;
      edit(draft, 'effects').push({ id: 'e1', source: { controller: 'A' }, timestamp: 50, spec: { keywords: { gain: ['flying'] } }, locked: [physical], duration: { kind: 'end-of-turn' }, createdTurn: 2 });
      applyFirstTime(makeCtx(mtg, draft, []), 'e1', physical);
    });
    expect(toArray(state.history).filter((h) => h.type === 'apply-effect')).toEqual([]);
    expect(view(mtg, state, board.ids.bear).keywords).toContain('flying');
  });
});
