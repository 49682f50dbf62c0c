import type { Engine } from '../core/context';
import type { GameState } from '../core/state';
import type { TraceEntry } from '../core/trace';
import { parseScenarioFile, type Check, type Expected, type Step } from './format';
import type { ScenarioHost } from './host';
import { runScenario, unreadable, type CaseResult } from './runner';

/**
 * The rules lab (issue 17): a scenario of the conformance format opened on the table. The
 * runner plays the script as the conformance suite does, and the lab keeps the board after
 * setup and after every step, with the rule trace each step added, so a player can step
 * through a ruling, read why, and play on from any point. States are immutable with
 * structural sharing, so keeping one per step is cheap. Pure.
 */

/** The board after one step of a scenario. */
export interface LabFrame {
  /** The step's index in the script; -1 for the board as set up. */
  index: number;
  /** Where the step is written (`script[3]`), or `setup`. */
  at: string;
  /** The step as written, in the format's own words (`play: {by: A, card: sand-plan}`). */
  step: string;
  state: GameState;
  /** The rule trace entries this step added, in order. */
  trace: readonly TraceEntry[];
  /** Why the step failed (the run stops there). */
  failure?: string;
}

/** A scenario opened in the lab. */
export interface LabRun {
  id: string;
  profile: string;
  title: string;
  rules: readonly string[];
  seats: readonly string[];
  engine: Engine;
  frames: readonly LabFrame[];
  /** The expectations as written (`A.hand.count: 0`), checked after the last step. */
  expect: readonly string[];
  /** The case's conformance result: pass, or the first failure. */
  result: CaseResult;
}

/** A scenario of a file that can't be opened: the file's problems, by case. */
export type LabOpen = { ok: true; run: LabRun } | { ok: false; message: string };

/** Runs one scenario of a file's text (the first when `id` is not given) and keeps its frames. */
export function openLab(host: ScenarioHost, text: string, file: string, id?: string): LabOpen {
  const entries = parseScenarioFile(text, file);
  const entry = id === undefined ? entries[0] : entries.find((e) => (e.ok ? e.scenario.id : e.id) === id);
  if (entry === undefined) {
    return { ok: false, message: id === undefined ? `${file}: no scenario in this file` : `${file}: no scenario "${id}"` };
  }
  // A file that is not even YAML is its own entry, named by the file: say the file once.
  if (!entry.ok) return { ok: false, message: entry.id === entry.file ? `${file}: ${entry.problems.join('; ')}` : (unreadable(entry).reason ?? '') };
  const scenario = entry.scenario;
  const frames: LabFrame[] = [];
  let engine: Engine | undefined;
  let traced: TraceEntry | undefined;
  const result = runScenario(host, scenario, file, (frame) => {
    engine = frame.engine;
    const step = frame.index < 0 ? undefined : scenario.script[frame.index];
    const trace = newTrace(frame.state.trace, traced);
    traced = frame.state.trace.at(-1) ?? traced;
    const out: LabFrame = { index: frame.index, at: step?.at ?? 'setup', step: step ? describeStep(step) : 'setup', state: frame.state, trace };
    if (frame.failure !== undefined) out.failure = frame.failure;
    frames.push(out);
  });
  if (engine === undefined) return { ok: false, message: result.reason ?? `${file}: the scenario "${scenario.id}" could not be set up` };
  return {
    ok: true,
    run: {
      id: scenario.id,
      profile: scenario.profile,
      title: scenario.title,
      rules: scenario.rules,
      seats: scenario.seats,
      engine,
      frames,
      expect: scenario.expect.map(describeCheck),
      result,
    },
  };
}

/** The entries after `last` (the trace keeps its latest entries only: compare by sequence number). */
function newTrace(trace: readonly TraceEntry[], last: TraceEntry | undefined): readonly TraceEntry[] {
  if (last === undefined) return trace;
  return trace.filter((e) => e.turn > last.turn || (e.turn === last.turn && e.seq > last.seq));
}

/** A value in the format's flow style: `[a, b]`, `{by: A, card: x}`. */
function flow(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flow).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${flow(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** A step as the scenario writes it. */
export function describeStep(step: Step): string {
  const { at: _at, type, ...rest } = step;
  switch (step.type) {
    case 'resolve':
      return `resolve: ${step.what}`;
    case 'advance':
      return `advance: ${step.to}`;
    case 'event':
      return `event: ${flow(step.event)}`;
    case 'check':
      return `check: [${step.checks.map((c) => `{${describeCheck(c)}}`).join(', ')}]`;
    case 'illegal':
      return `illegal: ${flow({ [step.action.type]: { ...step.action, type: undefined } })}`;
    case 'choose': {
      const { optional, ...body } = rest as Record<string, unknown>;
      return `choose: ${flow(optional ? { ...body, optional } : body)}`;
    }
    case 'play':
    case 'activate':
    case 'attack':
    case 'defend':
    case 'pass':
    case 'rig':
      return `${type}: ${flow(rest)}`;
  }
}

function expected(value: Expected): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { matcher: _m, ...shown } = value as unknown as Record<string, unknown>;
    return flow(shown);
  }
  return flow(value);
}

/** An expectation as the scenario writes it (`A.hand.count: 0`). */
export function describeCheck(check: Check): string {
  return `${check.path}: ${expected(check.expected)}`;
}
