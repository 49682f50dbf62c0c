import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition, type AnyStateMachine } from 'xstate';
import { turnMachine, type PhaseSpec } from './machine';
import { getProfile } from '../profiles/registry';

/** Every flow event a machine's specs name: the kernel's three and the profile's own. */
function eventsOf(phases: readonly PhaseSpec[]): Array<{ type: string }> {
  const names = new Set(['turn.begin', 'priority.allPassed', 'step.done']);
  for (const p of phases) {
    for (const o of p.opens ?? []) {
      names.add(o.event);
      for (const s of o.steps) for (const e of Object.keys(s.on ?? {})) names.add(e);
    }
    for (const s of p.steps ?? []) for (const e of Object.keys(s.on ?? {})) names.add(e);
  }
  return [...names].map((type) => ({ type }));
}

/** The actions one event sends from a state, by type. */
function actionsFrom(machine: AnyStateMachine, from: string, type: string): { to: string; actions: string[] } {
  const snapshot = machine.resolveState({ value: from, context: {} });
  const [next, actions] = transition(machine, snapshot, { type });
  return { to: String(next.value), actions: actions.map((a) => a.type) };
}

const PROFILES = ['fab', 'gate-ruler', 'chrono', 'mtg', 'scp'];

describe('turn machines built from phase data (model-based, xstate/graph)', () => {
  for (const id of PROFILES) {
    it(`${id}: every state is reachable from the start and can be left`, () => {
      const phases = getProfile(id)!.rules!.phases;
      const machine = turnMachine(id, phases);
      const events = eventsOf(phases);
      const reached = new Set(getShortestPaths(machine, { events }).map((p) => String(p.state.value)));
      const states = Object.keys(machine.root.states).filter((s) => s !== 'ending'); // `ending` is transient
      expect([...reached].sort()).toEqual(states.sort());
      for (const s of states) {
        const left = events.some((e) => actionsFrom(machine, s, e.type).to !== s);
        expect(left, `${id}: ${s} can be left`).toBe(true);
      }
    });
  }

  it('a phase is entered with its turn-based actions; the turn wraps around through endTurn', () => {
    const machine = turnMachine('t', [{ name: 'start' }, { name: 'main', priority: true }, { name: 'end' }]);
    const [first, initial] = initialTransition(machine);
    expect([String(first.value), initial.map((a) => a.type)]).toEqual(['waiting', []]);
    expect(actionsFrom(machine, 'waiting', 'turn.begin')).toEqual({ to: 'start', actions: ['enter:start'] });
    expect(actionsFrom(machine, 'main', 'step.done')).toEqual({ to: 'end', actions: ['enter:end'] });
    expect(actionsFrom(machine, 'end', 'step.done')).toEqual({ to: 'start', actions: ['endTurn', 'enter:start'] });
  });

  it('opened steps run in their order, a step\'s `next` and `on` redirect it, and the last resumes the phase without entering it again', () => {
    const machine = turnMachine('t', [
      { name: 'start' },
      {
        name: 'main',
        priority: true,
        opens: [{ event: 'x.open', steps: [{ name: 'a', priority: true, next: 'c', on: { 'x.go': 'b' } }, { name: 'b', priority: true, on: { 'x.open': 'a' } }, { name: 'c' }] }],
      },
      { name: 'end' },
    ]);
    expect(actionsFrom(machine, 'main', 'x.open')).toEqual({ to: 'main__a', actions: ['enter:main.a'] });
    expect(actionsFrom(machine, 'main__a', 'x.go')).toEqual({ to: 'main__b', actions: ['enter:main.b'] });
    expect(actionsFrom(machine, 'main__a', 'priority.allPassed')).toEqual({ to: 'main__c', actions: ['enter:main.c'] });
    expect(actionsFrom(machine, 'main__b', 'x.open')).toEqual({ to: 'main__a', actions: ['enter:main.a'] });
    expect(actionsFrom(machine, 'main__b', 'priority.allPassed')).toEqual({ to: 'main__c', actions: ['enter:main.c'] });
    expect(actionsFrom(machine, 'main__c', 'step.done')).toEqual({ to: 'main', actions: ['resume:main'] });
    expect(actionsFrom(machine, 'main__c', 'priority.allPassed')).toEqual({ to: 'main__c', actions: [] });
    expect(actionsFrom(machine, 'main', 'priority.allPassed')).toEqual({ to: 'end', actions: ['enter:end'] });
  });

  it('FAB-7.0: opened steps run in order and resume the phase they left, without entering it again', () => {
    const machine = turnMachine('fab', getProfile('fab')!.rules!.phases);
    expect(actionsFrom(machine, 'action', 'combat.attack')).toEqual({ to: 'action__layer', actions: ['enter:action.layer'] });
    expect(actionsFrom(machine, 'action__layer', 'combat.link')).toEqual({ to: 'action__attack', actions: ['enter:action.attack'] });
    expect(actionsFrom(machine, 'action__layer', 'priority.allPassed')).toEqual({ to: 'action__close', actions: ['enter:action.close'] });
    const order = ['attack', 'defend', 'reaction', 'damage', 'resolution', 'close'];
    for (let i = 0; i + 1 < order.length; i++) {
      expect(actionsFrom(machine, `action__${order[i]}`, 'priority.allPassed').to).toBe(`action__${order[i + 1]}`);
    }
    expect(actionsFrom(machine, 'action__resolution', 'combat.attack')).toEqual({ to: 'action__layer', actions: ['enter:action.layer'] });
    expect(actionsFrom(machine, 'action__close', 'step.done')).toEqual({ to: 'action', actions: ['resume:action'] });
    expect(actionsFrom(machine, 'action', 'priority.allPassed')).toEqual({ to: 'end', actions: ['enter:end'] });
    // An event a step does not name changes nothing (a chain link forms only in a layer step).
    expect(actionsFrom(machine, 'action__attack', 'combat.attack')).toEqual({ to: 'action__attack', actions: [] });
  });

  it('only a phase without steps may open others', () => {
    const bad: PhaseSpec[] = [{ name: 'p', steps: [{ name: 's' }], opens: [{ event: 'x', steps: [{ name: 'o' }] }] }];
    expect(() => turnMachine('bad', bad)).toThrow(/only a phase without steps/);
  });
});
