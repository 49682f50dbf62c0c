import { setup, type AnyStateMachine } from 'xstate';

/** A phase of a turn as a profile declares it, with its steps in order. */
export interface PhaseSpec {
  name: string;
  /** Steps within the phase, in order; a phase without steps is one step. */
  steps?: readonly StepSpec[];
  /** Players receive priority in this phase (a phase with steps decides per step). */
  priority?: boolean;
}

/** A step of a phase. */
export interface StepSpec {
  name: string;
  priority?: boolean;
}

/** Flow events the machine reacts to. */
export type TurnEvent = { type: 'turn.begin' } | { type: 'priority.allPassed' } | { type: 'step.done' };

/**
 * Builds a profile's turn machine from its phase list: each phase (or step) is a state
 * whose entry action is `enter:<phase>` or `enter:<phase>.<step>`; states with priority wait
 * for `priority.allPassed` (every player passed in succession with an empty stack), the
 * others move on at `step.done` (sent by the engine when the turn-based actions are over).
 * After the last phase, `endTurn` runs and the next turn begins.
 */
export function turnMachine(id: string, phases: readonly PhaseSpec[]): AnyStateMachine {
  const states: Record<string, object> = {};
  const flat: Array<{ key: string; priority: boolean }> = [];
  for (const phase of phases) {
    if (phase.steps && phase.steps.length > 0) {
      for (const step of phase.steps) flat.push({ key: `${phase.name}.${step.name}`, priority: step.priority ?? false });
    } else {
      flat.push({ key: phase.name, priority: phase.priority ?? false });
    }
  }
  const stateName = (key: string) => key.replace('.', '__');
  flat.forEach((entry, i) => {
    const next = i + 1 < flat.length ? stateName(flat[i + 1].key) : 'ending';
    states[stateName(entry.key)] = {
      entry: { type: `enter:${entry.key}` },
      on: entry.priority ? { 'priority.allPassed': next, 'step.done': next } : { 'step.done': next },
    };
  });
  states.ending = { entry: { type: 'endTurn' }, always: stateName(flat[0].key) };
  return setup({ types: { events: {} as TurnEvent } }).createMachine({
    id,
    initial: 'waiting',
    states: { waiting: { on: { 'turn.begin': stateName(flat[0].key) } }, ...states },
  });
}

/** The phase and step named by a machine state (`combat__attack` -> combat, attack). */
export function positionOf(stateValue: string): { phase: string; step: string | null } {
  const [phase, step] = stateValue.split('__');
  return { phase, step: step ?? null };
}
