import { describe, expect, it } from 'vitest';
import { buildCardDb, loadSet } from '../../../index';
import { act } from '../../../game/game';
import type { Engine } from '../../../core/context';
import type { GameState } from '../../../core/state';
import type { Answer } from '../../../core/actions';
import { createScenarioHost } from '../../../conformance/engine-host';
import type { SetupCard } from '../../../conformance/host';
import { view } from '../../../continuous/view';
import { objectAt } from '../../../core/object-table';
import { toArray } from '../../../core/persistent-list';

/**
 * SCP-607.6 【Tool】 on the real kernel, with cards written here: who "has" a containment breach
 * in the lab model, the trigger's targets, the attachment, and what the Tool's related effects
 * (607.6d) read. The scenarios in profiles/scp/scenarios/tools.yaml show the same with the lab sets.
 */
const set = loadSet(
  `set: t
profile: scp
name: T
cards:
  - {id: tool, name: Pocket Tool, type: Object - Safe, containment: 1, text: "【Tool】"}
  - id: lens
    name: Lens
    type: Object - Safe
    containment: 1
    text: "【Tool】. The object using this gets +2 containment."
    abilities:
      - static:
          affects: {host-of: this}
          modify: {containment: 2}
  - {id: agent, name: Agent, type: Object - Safe, containment: 2, text: ""}
  - {id: box, name: Box, type: Sandbox - Safe, protection: 5, text: ""}
`,
  't.yaml',
);
if (!set.ok) throw new Error(set.errors.join('\n'));
const host = createScenarioHost({ scp: buildCardDb([set.set]) });

interface Board {
  engine: Engine;
  state: GameState;
  id: (alias: string) => string;
}

/** A's main phase with these cards; `box` is B's sandbox one damage from a breach (and B keeps a spare). */
function board(aSite: Array<{ card: string; alias: string }>, bSite: Array<{ card: string; alias: string }> = []): Board {
  const card = (c: { card: string; alias: string }): SetupCard => ({ card: c.card, alias: c.alias });
  const setup = host.setup({
    profile: 'scp',
    seats: ['A', 'B'],
    turn: 'A',
    seed: 1,
    players: {
      A: { stats: {}, zones: { site: aSite.map(card) } },
      B: { stats: {}, zones: { site: bSite.map(card), sandboxes: [{ card: 'box', alias: 'box', damage: 4 }, { card: 'box', alias: 'spare' }] } },
    },
  });
  if (!setup.ok) throw new Error(setup.message);
  const { engine, state, physicalOf } = setup;
  return { engine, state, id: (alias) => host.objectOf(state, physicalOf[alias]) ?? '' };
}

/** Cross tests `box` with `attacker`, then passes until the chain is empty, answering decisions in order. */
function crossTest(b: Board, attacker: string, answers: Answer[] = []): { state: GameState; asked: Array<{ kind: string; options: string[] }> } {
  const asked: Array<{ kind: string; options: string[] }> = [];
  let r = act(b.engine, b.state, { type: 'attack', by: 'A', with: b.id(attacker), target: b.id('box') });
  for (let guard = 0; guard < 50 && r.ok; guard++) {
    const s: GameState = r.state;
    if (s.pending) {
      asked.push({ kind: s.pending.decision.kind, options: s.pending.decision.options.map((o) => String(o.value)) });
      r = act(b.engine, s, { type: 'answer', by: s.pending.decision.player, pick: answers.shift() ?? [] });
      continue;
    }
    if (s.stack.length === 0 && s.pendingTriggers.length === 0) return { state: s, asked };
    r = act(b.engine, s, { type: 'pass', by: s.turn.priority ?? 'A' });
  }
  if (!r.ok) throw new Error(r.refusal.message);
  throw new Error('the chain did not empty');
}

describe('SCP-607.6 【Tool】', () => {
  it('SCP-607.6b: the object whose cross test breaches a sandbox has the breach; its Tool card is attached to the object chosen', () => {
    const b = board([{ card: 'tool', alias: 'tool' }, { card: 'agent', alias: 'agent' }], [{ card: 'agent', alias: 'theirs' }]);
    const { state, asked } = crossTest(b, 'tool', [[b.id('agent')]]);
    // Targets: an object on either site other than the Tool itself; never a sandbox.
    expect(asked).toEqual([{ kind: 'targets', options: [b.id('agent'), b.id('theirs')] }]);
    expect(objectAt(state.objects, b.id('tool'))!.attachedTo).toBe(b.id('agent'));
    expect(objectAt(state.objects, b.id('agent'))!.attachments).toEqual([b.id('tool')]);
    const breach = toArray(state.history).find((h) => h.type === 'containment-breach');
    expect(breach?.facts).toMatchObject({ object: objectAt(b.state.objects, b.id('tool'))!.physical, sandbox: objectAt(b.state.objects, b.id('box'))!.physical, player: 'B' });
    const cites = state.trace.map((t) => t.rule);
    expect(cites).toEqual(expect.arrayContaining(['SCP-601.3c', 'SCP-607.6', 'ATTACH']));
    expect(cites.indexOf('SCP-601.3c')).toBeLessThan(cites.indexOf('SCP-607.6'));
  });

  it('SCP-607.6b: a breach by an object without 【Tool】 triggers nothing; a Tool that did not breach stays unattached', () => {
    const b = board([{ card: 'tool', alias: 'tool' }, { card: 'agent', alias: 'agent' }]);
    const { state, asked } = crossTest(b, 'agent');
    expect(asked).toEqual([]);
    expect(toArray(state.history).find((h) => h.type === 'containment-breach')?.facts.object).toBe(objectAt(b.state.objects, b.id('agent'))!.physical);
    expect(objectAt(state.objects, b.id('tool'))!.attachedTo).toBeUndefined();
    expect(state.trace.map((t) => t.rule)).not.toContain('SCP-607.6');
  });

  it('SCP-607.6b / SCP-604.2: with no other object on either site the trigger is removed without going on the chain', () => {
    const b = board([{ card: 'tool', alias: 'tool' }]);
    const { state } = crossTest(b, 'tool');
    expect(state.trace.map((t) => t.rule)).toEqual(expect.arrayContaining(['SCP-607.6', 'SCP-604.2']));
    expect(objectAt(state.objects, b.id('tool'))!.attachedTo).toBeUndefined();
  });

  it('SCP-607.6d: the Tool\'s related effects name the object using it ({host-of: this})', () => {
    const b = board([{ card: 'lens', alias: 'lens' }, { card: 'agent', alias: 'agent' }]);
    expect(view(b.engine, b.state, b.id('agent')).stats.containment).toBe(2);
    const { state } = crossTest(b, 'lens');
    expect(view(b.engine, state, b.id('agent')).stats.containment).toBe(4);
    expect(view(b.engine, state, b.id('lens')).stats.containment).toBe(1);
  });
});
