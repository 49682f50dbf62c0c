import { initialTransition, transition, type AnyStateMachine, type StateValue } from 'xstate';
import type { Ctx } from '../core/context';

/**
 * A probe around the machine's pure transition, for the benchmark that reports the share of
 * time spent inside XState (issue 7). The engine never reads a clock: the probe is the caller's.
 */
export const flowProbe: { around?: <T>(step: () => T) => T } = {};

/** A flow event: dot-namespaced (`turn.begin`, `priority.allPassed`, `stack.empty`). */
export interface FlowEvent {
  type: string;
}

/** Serializes a state value (`{combat: 'attack'}` -> `combat.attack`). */
export function serializeStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0] ?? [];
  if (key === undefined) return '';
  return inner === undefined ? key : `${key}.${serializeStateValue(inner as StateValue)}`;
}

function parseStateValue(path: string): StateValue {
  const parts = path.split('.');
  let value: StateValue = parts[parts.length - 1];
  for (let i = parts.length - 2; i >= 0; i--) value = { [parts[i]]: value };
  return value;
}

/** A transition of a flow machine: the next state value and the actions to run, by type. */
interface Step {
  next: string;
  actions: readonly string[];
}

/**
 * Transitions already computed, per machine: state value -> event type -> step. Flow machines have no
 * context, no guards and events without payload (engine/flow/machine.ts), so a transition is a
 * pure function of the state value and the event type, and XState computes each pair once.
 * The AI plays thousands of games per decision; this keeps XState's ~13 µs off each step.
 */
const steps = new WeakMap<AnyStateMachine, Map<string, Map<string, Step>>>();

function stepOf(machine: AnyStateMachine, flow: string, event: FlowEvent): Step {
  let table = steps.get(machine);
  if (!table) steps.set(machine, (table = new Map()));
  let fromHere = table.get(flow);
  if (!fromHere) table.set(flow, (fromHere = new Map()));
  let hit = fromHere.get(event.type);
  if (!hit) {
    const snapshot = machine.resolveState({ value: parseStateValue(flow), context: {} });
    const [next, actions] = transition(machine, snapshot, event);
    hit = { next: serializeStateValue(next.value), actions: actions.map((a) => a.type) };
    fromHere.set(event.type, hit);
  }
  return hit;
}

/**
 * Sends one event to the profile's flow machine, purely: the persisted state value in, the
 * next state value out, and the machine's actions executed against the game (profile hooks).
 * The machine owns the order of turn, phase and step; the engine owns what each step does.
 * `tail`: the caller's last act is this call, and its callers' too, up to the action runner.
 */
export function sendFlow(ctx: Ctx, event: FlowEvent, tail = false): void {
  const machine: AnyStateMachine = ctx.profile.flow.machine;
  const flow = ctx.state.flow;
  const step = flowProbe.around ? flowProbe.around(() => stepOf(machine, flow, event)) : stepOf(machine, flow, event);
  ctx.state.flow = step.next;
  // `tail`: the caller does nothing after this; then neither does the last action (flow/resume.ts).
  const actions = step.actions;
  for (let i = 0; i < actions.length; i++) ctx.profile.flow.perform(ctx, actions[i], tail && i === actions.length - 1);
}

/** Starts the machine: its initial state, with the entry actions run on the game. */
export function startFlow(ctx: Ctx): void {
  const machine: AnyStateMachine = ctx.profile.flow.machine;
  let start = starts.get(machine);
  if (!start) {
    // Pure like every step (no context, no guards): computed once per machine.
    const [snapshot, actions] = initialTransition(machine);
    starts.set(machine, (start = { next: serializeStateValue(snapshot.value), actions: actions.map((a) => a.type) }));
  }
  ctx.state.flow = start.next;
  for (const a of start.actions) ctx.profile.flow.perform(ctx, a);
}

/** Each machine's initial state value and entry actions (XState's initial transition costs about 0.1 ms a game). */
const starts = new WeakMap<AnyStateMachine, Step>();
