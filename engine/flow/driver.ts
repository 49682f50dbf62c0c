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

/**
 * Sends one event to the profile's flow machine, purely: the persisted state value in, the
 * next state value out, and the machine's actions executed against the game (profile hooks).
 * The machine owns the order of turn, phase and step; the engine owns what each step does.
 */
export function sendFlow(ctx: Ctx, event: FlowEvent): void {
  const machine: AnyStateMachine = ctx.profile.flow.machine;
  const snapshot = machine.resolveState({ value: parseStateValue(ctx.state.flow), context: {} });
  const step = () => transition(machine, snapshot, event);
  const [next, actions] = flowProbe.around ? flowProbe.around(step) : step();
  ctx.state.flow = serializeStateValue(next.value);
  for (const a of actions) ctx.profile.flow.perform(ctx, a.type);
}

/** Starts the machine: its initial state, with the entry actions run on the game. */
export function startFlow(ctx: Ctx): void {
  const machine: AnyStateMachine = ctx.profile.flow.machine;
  const [snapshot, actions] = initialTransition(machine);
  ctx.state.flow = serializeStateValue(snapshot.value);
  for (const a of actions) ctx.profile.flow.perform(ctx, a.type);
}
