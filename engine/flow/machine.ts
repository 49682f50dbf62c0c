import { setup, type AnyStateMachine } from 'xstate';
import type { Ctx } from '../core/context';
import type { Answer } from '../core/actions';
import type { Decision } from '../decisions/types';

/**
 * A turn-based action that asks decisions (FAB-7.3 defenders, FAB-4.4.3 the arsenal and the
 * pitch order): in rounds (one per decision it may ask: per player, say), each offered, then
 * applied with the answer. Written so, a decision that suspends the action is a resume point
 * (flow/resume.ts): the answer applies its round and the step goes on from there, without
 * replaying what came before (the offer included).
 */
export interface DecisionTurnAction {
  /** Round `round`'s decision; undefined when it asks none (apply runs with no answer); 'done' after the last round. */
  offer(ctx: Ctx, round: number): Decision | undefined | 'done';
  /** Applies round `round` with its answer (undefined: no decision was asked). */
  apply(ctx: Ctx, round: number, answer: Answer | undefined): void;
}

/** A turn-based action as a phase or step begins: a plain one, or one that asks decisions. */
export type TurnAction = ((ctx: Ctx) => void) | DecisionTurnAction;

/** A phase of a turn as a profile declares it, with its steps in order. */
export interface PhaseSpec {
  name: string;
  /** Steps within the phase, in order; a phase without steps is one step. */
  steps?: readonly StepSpec[];
  /** Players receive priority in this phase (a phase with steps decides per step). */
  priority?: boolean;
  /**
   * Steps an event opens from within a phase without steps, run in their own order and leading
   * back to the phase, which is resumed (its turn-based actions do not run again). FaB's combat:
   * an attack put on the stack opens the layer step, and the close step returns to the action
   * phase (FAB-7.1, FAB-7.7).
   */
  opens?: readonly OpenedSteps[];
  /**
   * The phase's turn-based actions as it begins: a phase without steps as it is entered, a phase
   * with steps as its first step is, before that step's own. Not run when the phase resumes after
   * steps it opened (FAB-7.7). Several run in order.
   */
  onEnter?: TurnAction | readonly TurnAction[];
}

/** Steps a flow event opens from within a phase (see PhaseSpec.opens). */
export interface OpenedSteps {
  /** The flow event that opens them (`combat.attack`). */
  event: string;
  steps: readonly StepSpec[];
}

/** A step of a phase. */
export interface StepSpec {
  name: string;
  priority?: boolean;
  /** The step that follows when this one ends, instead of the next in order (a step name of the same phase). */
  next?: string;
  /** Flow events that end the step early, each naming the step of the same phase it leads to. */
  on?: Readonly<Record<string, string>>;
  /** The step's turn-based actions as it begins (FAB-7.3 defenders declared, MTG-510 combat damage). */
  onEnter?: TurnAction | readonly TurnAction[];
}

/**
 * A flow event: the kernel's `turn.begin`, `priority.allPassed` and `step.done`, plus the
 * events a profile's steps name (`combat.attack`).
 */
export interface TurnEvent {
  type: string;
}

/** A transition to a phase or step, with the machine action that runs as it is taken. */
interface Move {
  target: string;
  actions?: { type: string };
}

const stateName = (key: string) => key.replace('.', '__');

/** Entering a phase or step runs its turn-based actions (`enter:<key>`). */
const enter = (key: string): Move => ({ target: stateName(key), actions: { type: `enter:${key}` } });

/**
 * Builds a profile's turn machine from its phase list: each phase (or step) is a state. A
 * phase or step is entered through a transition that carries `enter:<phase>` or
 * `enter:<phase>.<step>`; opened steps lead back with `resume:<phase>`, so a phase's own
 * turn-based actions run once per turn. States with priority end at `priority.allPassed`
 * (every player passed in succession with an empty stack), the others at `step.done` (sent by
 * the engine when the turn-based actions are over); a step's `on` events end it early. After
 * the last phase, `endTurn` runs and the next turn begins.
 */
export function turnMachine(id: string, phases: readonly PhaseSpec[]): AnyStateMachine {
  const order: string[] = phases.flatMap((p) => (p.steps && p.steps.length > 0 ? p.steps.map((s) => `${p.name}.${s.name}`) : [p.name]));
  const states: Record<string, object> = {};
  const after = (key: string): Move => {
    const i = order.indexOf(key);
    return i + 1 < order.length ? enter(order[i + 1]) : { target: 'ending' };
  };
  const stepState = (spec: { priority?: boolean; next?: string; on?: Readonly<Record<string, string>> }, phase: string, ends: Move) => {
    const done = spec.next ? enter(`${phase}.${spec.next}`) : ends;
    const on: Record<string, Move> = { 'step.done': done };
    if (spec.priority) on['priority.allPassed'] = done;
    for (const [event, step] of Object.entries(spec.on ?? {})) on[event] = enter(`${phase}.${step}`);
    return { on };
  };
  for (const phase of phases) {
    if (phase.steps && phase.steps.length > 0) {
      if (phase.opens?.length) throw new Error(`${id}: phase ${phase.name} has steps; only a phase without steps opens others`);
      for (const step of phase.steps) states[stateName(`${phase.name}.${step.name}`)] = stepState(step, phase.name, after(`${phase.name}.${step.name}`));
      continue;
    }
    const own = stepState({ priority: phase.priority }, phase.name, after(phase.name));
    for (const opened of phase.opens ?? []) {
      own.on[opened.event] = enter(`${phase.name}.${opened.steps[0].name}`);
      opened.steps.forEach((step, i) => {
        const ends = i + 1 < opened.steps.length ? enter(`${phase.name}.${opened.steps[i + 1].name}`) : { target: phase.name, actions: { type: `resume:${phase.name}` } };
        states[stateName(`${phase.name}.${step.name}`)] = stepState(step, phase.name, ends);
      });
    }
    states[phase.name] = own;
  }
  states.waiting = { on: { 'turn.begin': enter(order[0]) } };
  states.ending = { entry: { type: 'endTurn' }, always: enter(order[0]) };
  return setup({ types: { events: {} as TurnEvent } }).createMachine({ id, initial: 'waiting', states });
}

/** The spec of a phase or step (`action`, `action.defend`), opened steps included. */
export function specOf(phases: readonly PhaseSpec[], key: string): PhaseSpec | StepSpec | undefined {
  let known = specs.get(phases);
  if (!known) specs.set(phases, (known = new Map()));
  if (known.has(key)) return known.get(key);
  const [phase, step] = key.split('.');
  const p = phases.find((x) => x.name === phase);
  const spec = !p || !step ? p : (p.steps?.find((s) => s.name === step) ?? p.opens?.flatMap((o) => o.steps).find((s) => s.name === step));
  known.set(key, spec);
  return spec;
}

/** Specs found by key, per profile phase list (the lists are the profiles' constant data). */
const specs = new WeakMap<readonly PhaseSpec[], Map<string, PhaseSpec | StepSpec | undefined>>();

/** The phase and step named by a machine state (`combat__attack` -> combat, attack). */
export function positionOf(stateValue: string): { readonly phase: string; readonly step: string | null } {
  let position = positions.get(stateValue);
  if (!position) {
    const [phase, step] = stateValue.split('__');
    positions.set(stateValue, (position = Object.freeze({ phase, step: step ?? null })));
  }
  return position;
}

/** Positions by machine state name (a profile has a few dozen). */
const positions = new Map<string, { readonly phase: string; readonly step: string | null }>();
