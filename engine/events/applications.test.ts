import { describe, expect, it } from 'vitest';
import { change, edit } from '../core/draft';
import { makeCtx } from '../core/context';
import type { ContinuousEffect, GameState, ReplacementEffect } from '../core/state';
import type { ReplacementInstead } from './replacement-spec';
import { createObject, moveObject } from '../core/zones';
import { metaOf } from '../core/state-meta';
import { labEngine } from '../../scripts/engine/lab-engine';
import { checkApplications, primeApplications } from './applications';
import { view } from '../continuous/view';
import { editObject, findObject, objectAt } from '../core/object-table';
import { attackWith, checkedApplications } from '../testing/test-board';
import { toArray } from '../core/persistent-list';
import { emptyState } from '../game/game';

/**
 * FAB-6.2.5 for effects whose applications start by themselves (applications.ts): static effects
 * as their source functions, an object comes to match or their condition starts to hold, and
 * layer-type effects that select what they affect reaching an object later (FAB-6.3.5a).
 */

const fab = labEngine('fab');

const checked = checkedApplications;

/** A change made to a state outside any check (a card entering or leaving, an effect registered). */
function edited(state: GameState, recipe: (ctx: ReturnType<typeof makeCtx>) => void): GameState {
  return change(state, (draft) => recipe(makeCtx(fab, draft, [])));
}

/** The apply-effect events in the history: their change and amount. */
function events(state: GameState): Array<{ change: unknown; amount?: unknown }> {
  return toArray(state.history).filter((h) => h.type === 'apply-effect').map((h) => ({ change: h.facts.change, ...(h.facts.amount !== undefined ? { amount: h.facts.amount } : {}) }));
}

/** A replacement of application events waiting in the registry (as `replace` makes one), used once. */
function replacement(event: Record<string, unknown>, instead: ReplacementInstead): ReplacementEffect {
  return { id: 'r1', class: 'general', eventType: 'apply-effect', source: { controller: 'A', physical: 'src-r1' }, timestamp: 1, spec: { event: { event: 'apply-effect', ...event }, instead }, remaining: 1, duration: { kind: 'until-used' }, createdTurn: 2 };
}

const pendingFrom = (state: GameState) => state.pendingTriggers.map((p) => p.source.card);

describe('FAB-6.2.5 applications of static effects are events', () => {
  it('FAB-6.2.5: a static "+1 power to attacks you control" starting to apply to a new attack is an event a "gains exactly +1" trigger sees', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'war-banner' }, { card: 'featherfoot' }]);
    const after = checked(fab, state);
    expect(events(after)).toEqual([{ change: 'power', amount: 1 }]);
    expect(view(fab, after, attack).stats.power).toBe(3);
    expect(pendingFrom(after)).toEqual(['featherfoot']);
    expect(after.trace.some((t) => t.rule === 'FAB-6.2.5')).toBe(true);
    // Applied once: the next check makes no event.
    expect(events(checked(fab, after))).toHaveLength(1);
  });

  it('FAB-6.2.5: a "would gain power" replacement modifies the static\'s first application; the view applies what it became; "exactly +4" sees it', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'war-banner' }, { card: 'featherfoot' }, { card: 'rl-fourfold-charm' }]);
    const withReplacement = change(state, (draft) => {
      edit(draft, 'replacements')['apply-effect'] = [replacement({ change: 'power' }, { amount: { plus: ['event-amount', 3] } })];
    });
    const after = checked(fab, withReplacement);
    expect(events(after)).toEqual([{ change: 'power', amount: 4 }]);
    expect(view(fab, after, attack).stats.power).toBe(6);
    expect(pendingFrom(after)).toEqual(['rl-fourfold-charm']);
    const physical = objectAt(after.objects, attack)!.physical;
    const [effectId] = Object.keys(after.applications);
    expect(after.applications[effectId][physical].extra).toEqual({ power: 3 });
  });

  it('FAB-6.2.5: an application replaced by nothing does not happen: the view skips that change', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'war-banner' }]);
    const after = checked(fab, change(state, (draft) => {
      edit(draft, 'replacements')['apply-effect'] = [replacement({ change: 'power' }, [])];
    }));
    expect(view(fab, after, attack).stats.power).toBe(2);
    expect(Object.values(Object.values(after.applications)[0])[0].outcomes).toEqual({ power: null });
  });

  it('FAB-6.2.3d / FAB-6.2.5: a conditional static that stops and starts applying again makes a new event', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'rl-rally-banner' }, { card: 'spellbane-helm', as: 'helm' }]);
    const first = checked(fab, state);
    expect(events(first)).toHaveLength(1);
    const helm = findObject(first.objects, (o) => o.card === 'spellbane-helm')!.id;
    const gone = checked(fab, edited(first, (ctx) => moveObject(ctx, helm, 'A:graveyard')));
    expect(view(fab, gone, attack).stats.power).toBe(2);
    expect(gone.applications).toEqual({});
    const back = checked(fab, edited(gone, (ctx) => createObject(ctx, 'spellbane-helm', 'A', 'arena')));
    expect(events(back)).toEqual([{ change: 'power', amount: 1 }, { change: 'power', amount: 1 }]);
    expect(view(fab, back, attack).stats.power).toBe(3);
  });

  it('FAB-6.2.3c / FAB-6.2.5: an object that stops having the stated characteristics is forgotten; another attack is a new application', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'war-banner' }]);
    const first = checked(fab, state);
    // A second attack on the chain: the first is no longer the attacking one.
    let second = '';
    const next = checked(fab, edited(first, (ctx) => (second = createObject(ctx, 'swift-strike', 'A', 'combat-chain'))));
    expect(view(fab, next, attack).stats.power).toBe(2);
    expect(view(fab, next, second).stats.power).toBe(4);
    expect(Object.keys(Object.values(next.applications)[0])).toEqual([objectAt(next.objects, second)!.physical]);
    expect(events(next)).toHaveLength(2);
  });

  it('FAB-6.2.3b / FAB-6.2.5: a static whose amount changes makes an event of the difference', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'rl-aura-chorus' }, { card: 'featherfoot' }]);
    const first = checked(fab, state);
    expect(events(first)).toEqual([{ change: 'power', amount: 2 }]);
    expect(first.pendingTriggers).toEqual([]);
    const more = checked(fab, edited(first, (ctx) => createObject(ctx, 'second-chance', 'A', 'arena')));
    expect(events(more)).toEqual([{ change: 'power', amount: 2 }, { change: 'power', amount: 1 }]);
    expect(view(fab, more, attack).stats.power).toBe(5);
    expect(pendingFrom(more)).toEqual(['featherfoot']);
    expect(more.trace.some((t) => t.key === 'trace.application-changed')).toBe(true);
  });

  it('FAB-6.2.3b / FAB-6.2.5: a replacement of the change keeps its extra while the amount follows the game', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'rl-aura-chorus' }]);
    const first = checked(fab, state);
    const replaced = checked(fab, edited(first, (ctx) => {
      edit(ctx.state, 'replacements')['apply-effect'] = [replacement({ change: 'power' }, { amount: { plus: ['event-amount', 3] } })];
      createObject(ctx, 'second-chance', 'A', 'arena');
    }));
    expect(events(replaced)).toEqual([{ change: 'power', amount: 1 }, { change: 'power', amount: 4 }]);
    expect(view(fab, replaced, attack).stats.power).toBe(2 + 2 + 3);
    const aura = findObject(replaced.objects, (o) => o.card === 'second-chance')!.id;
    const fewer = checked(fab, edited(replaced, (ctx) => moveObject(ctx, aura, 'A:graveyard')));
    expect(events(fewer).at(-1)).toEqual({ change: 'power', amount: -1 });
    expect(view(fab, fewer, attack).stats.power).toBe(2 + 1 + 3);
  });

  it('FAB-6.2.5a: statics that start applying to one object at once apply in stage order', () => {
    const { state } = attackWith(fab, 'light-jab', [], {}, [{ card: 'war-banner' }, { card: 'dampening-field' }]);
    expect(events(checked(fab, state)).map((e) => e.change)).toEqual(['base-power', 'power']);
  });

  it('FORMAT setup: applications in force when a scenario is set up are recorded silently', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'war-banner' }, { card: 'featherfoot' }]);
    const primed = change(state, (draft) => primeApplications(makeCtx(fab, draft, [])));
    expect(Object.keys(primed.applications)).toHaveLength(1);
    const after = checked(fab, primed);
    expect(events(after)).toEqual([]);
    expect(view(fab, after, attack).stats.power).toBe(3);
  });

  it('FAB-6.2.5: with no static or selecting effect in force the check computes no view', () => {
    const { state } = attackWith(fab, 'light-jab', [{ id: 'e1', timestamp: 50, spec: { power: 1 } }], {}, [{ card: 'featherfoot' }]);
    const after = change(state, (draft) => {
      checkApplications(makeCtx(fab, draft, []));
      expect(metaOf(draft).views?.byObject.size ?? 0).toBe(0);
    });
    expect(events(after)).toEqual([]);
  });
});

describe('FAB-6.2.3d / FAB-6.2.5 a weapon\'s conditional static (Anothos: +2{p} while 2 or more cards with cost 3 or greater are in your pitch zone)', () => {
  /** A's action phase, Anothos in A's weapon zone, the cards given in A's pitch zone, applications checked. */
  function anothos(pitched: readonly string[]): { state: GameState; weapon: string } {
    let weapon = '';
    const state = change(emptyState(fab, 5, ['A', 'B']), (d) => {
      edit(d, 'turn').player = 'A';
      edit(d, 'turn').phase = 'action';
      const ctx = makeCtx(fab, d, []);
      weapon = createObject(ctx, 'anothos', 'A', 'weapons');
      for (const card of pitched) createObject(ctx, card, 'A', 'pitch');
    });
    return { state, weapon };
  }

  it('the condition starting to hold is an application event, and the view gets +2', () => {
    const one = anothos(['alpha-rampage']);
    expect(events(checked(fab, one.state))).toEqual([]);
    const two = anothos(['alpha-rampage', 'crush-confidence-red']);
    const after = checked(fab, two.state);
    expect(events(after)).toEqual([{ change: 'power', amount: 2 }]);
    expect(view(fab, after, two.weapon).stats.power).toBe(6);
    const gone = checked(fab, edited(after, (ctx) => moveObject(ctx, findObject(ctx.state.objects, (o) => o.card === 'alpha-rampage')!.id, 'A:deck')));
    expect(gone.applications).toEqual({});
    expect(view(fab, gone, two.weapon).stats.power).toBe(4);
  });

  it('a condition that reads no view of the weapon is answered without computing it', () => {
    const { state, weapon } = anothos(['alpha-rampage', 'crush-confidence-red']);
    change(state, (draft) => {
      checkApplications(makeCtx(fab, draft, []));
      expect(draft.applications).not.toEqual({});
      expect(metaOf(draft).views?.byObject.has(weapon) ?? false).toBe(false);
    });
  });
});

describe('FAB-6.3.5a / FAB-6.2.5 layer-type effects that select what they affect', () => {
  /** A layer-type "attacks you control get +N this turn" registered before the attack exists. */
  function withFilterEffect(state: GameState, power: unknown): GameState {
    return change(state, (draft) => {
      const effect: ContinuousEffect = { id: 'e9', source: { controller: 'A', physical: 'src-e9', card: 'rl-rally-cry' }, timestamp: 60, spec: { affects: { each: { attacking: true, controller: 'A' } }, power }, duration: { kind: 'end-of-turn' }, createdTurn: 2 };
      edit(draft, 'effects').push(effect);
    });
  }

  it('FAB-6.3.5a: an object that comes to match joins the effect: its first application is an event, once', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'featherfoot' }]);
    const after = checked(fab, withFilterEffect(state, 1));
    expect(events(after)).toEqual([{ change: 'power', amount: 1 }]);
    expect(pendingFrom(after)).toEqual(['featherfoot']);
    expect(after.applications.e9[objectAt(after.objects, attack)!.physical]).toEqual({ object: attack });
    expect(events(checked(fab, after))).toHaveLength(1);
  });

  it('FAB-6.2.2b: its variables are fixed as it first applies to the object', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, [{ card: 'featherfoot' }]);
    const after = checked(fab, withFilterEffect(state, { count: { each: { type: 'Aura', controller: 'A' } } }));
    expect(after.effects[0].fixed?.[objectAt(after.objects, attack)!.physical]).toEqual({ power: 1 });
    const more = checked(fab, edited(after, (ctx) => createObject(ctx, 'second-chance', 'A', 'arena')));
    expect(view(fab, more, attack).stats.power).toBe(3);
  });

  it('FAB-6.2.2c: an object that stops matching goes on getting the effect it already had', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, []);
    const after = checked(fab, withFilterEffect(state, 1));
    expect(view(fab, after, attack).stats.power).toBe(3);
    // A's attack comes under B's control: "attacks A controls" no longer selects it.
    const taken = checked(fab, change(after, (draft) => {
      editObject(draft, attack).controller = 'B';
    }));
    expect(view(fab, taken, attack).stats.power).toBe(3);
    expect(events(taken)).toHaveLength(1);
  });

  it('FAB-6.3.5a: an object the effect never applied to does not get it by not matching', () => {
    const { state, attack } = attackWith(fab, 'light-jab', [], {}, []);
    const theirs = change(state, (draft) => {
      editObject(draft, attack).controller = 'B';
    });
    expect(view(fab, checked(fab, withFilterEffect(theirs, 1)), attack).stats.power).toBe(2);
  });

  it('FAB-6.2.2c: the record lasts while the effect does; once it ends the record goes', () => {
    const { state } = attackWith(fab, 'light-jab', [], {}, []);
    const after = checked(fab, withFilterEffect(state, 1));
    const ended = checked(fab, change(after, (draft) => edit(draft, 'effects').splice(0, 1)));
    expect(ended.applications).toEqual({});
  });
});
