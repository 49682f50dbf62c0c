import type { ScenarioHost, ScenarioSetup } from './host';
import type { GameState } from '../core/state';
import type { Engine } from '../core/context';
import { parseScenarioFile, type ParsedEntry, type Scenario } from './format';
import { assignAliases, RefError, Refs, type AliasTable } from './aliases';
import { settle } from './decisions';
import { runChecks } from './checks';
import { runMove } from './steps';
import { StepFailure, type RunCtx } from './run-context';

/**
 * Runs conformance scenarios (FORMAT.md) against a ScenarioHost: builds the board, runs the
 * script step by step with the decision queue, then makes the expected checks. Every case
 * runs guarded: a defect in the engine fails that case, never the run. Pure.
 */

/** The outcome of one case. */
export interface CaseResult {
  id: string;
  status: 'pass' | 'fail' | 'skip';
  reason?: string;
}

/** The seed every scenario's game starts from (scenarios rig what must not be random). */
export const scenarioSeed = 1;

/** Builds the host's setup from a scenario and its aliases. */
export function buildSetup(scenario: Scenario, table: AliasTable): ScenarioSetup {
  const players: ScenarioSetup['players'] = {};
  for (const seat of scenario.seats) {
    const spec = scenario.players[seat] ?? { stats: {}, zones: {} };
    const zones: ScenarioSetup['players'][string]['zones'] = {};
    for (const zone of Object.keys(spec.zones)) zones[zone] = (table.placed[seat]?.[zone] ?? []).map(({ at: _at, ...card }) => card);
    players[seat] = { stats: { ...spec.stats }, zones };
  }
  const setup: ScenarioSetup = { profile: scenario.profile, seats: [...scenario.seats], turn: scenario.turn, seed: scenarioSeed, players };
  if (scenario.start !== undefined) setup.start = scenario.start;
  return setup;
}

/**
 * The host names a setup card by its index after `card*N` expansion
 * (`players.A.deck[7]`); say where it is written in the file instead.
 */
function locateSetupMessage(message: string, table: AliasTable): string {
  return message.replace(/^players\.([^.\s]+)\.([^[\s]+)\[(\d+)\]/, (whole, seat: string, zone: string, i: string) => {
    return table.placed[seat]?.[zone]?.[Number(i)]?.at ?? whole;
  });
}

function describeError(e: unknown): string {
  if (e instanceof Error) return e.message || e.name;
  return String(e);
}

/**
 * What a watcher of a run is shown (the rules lab): the board after setup (`index` -1) and
 * after each script step, in order. A step that fails is shown too, with the failure.
 */
export interface StepFrame {
  /** The step's index in the script; -1 for the board as set up. */
  index: number;
  /** The engine the host set the scenario up with (its card database). */
  engine: Engine;
  state: GameState;
  failure?: string;
}

/** Runs one parsed scenario. `file` names it in setup failures; `watch` sees each step's board. */
export function runScenario(host: ScenarioHost, scenario: Scenario, file: string, watch?: (frame: StepFrame) => void): CaseResult {
  const id = scenario.id;
  const failed = (reason: string): CaseResult => ({ id, status: 'fail', reason });
  let table: AliasTable;
  try {
    table = assignAliases(scenario);
    if (table.problems.length) return failed(`${file}: ${table.problems.join('; ')}`);
    const setup = host.setup(buildSetup(scenario, table));
    if (!setup.ok) return failed(`${file}: ${locateSetupMessage(setup.message, table)}`);
    const missing = [...table.cardOf.keys()].filter((a) => setup.physicalOf[a] === undefined);
    if (missing.length) return failed(`host setup reported no card for ${missing.join(', ')}`);
    const ctx: RunCtx = {
      host,
      engine: setup.engine,
      refs: new Refs(host, scenario.seats, table, setup.physicalOf),
      state: setup.state,
      queue: [],
      asked: [],
      citesBefore: 0,
    };
    const start = settle(ctx, ctx.state);
    if (start.ok) ctx.state = start.state;
    ctx.asked.length = 0;
    ctx.citesBefore = host.cites(ctx.state).length;
    watch?.({ index: -1, engine: ctx.engine, state: ctx.state });
    for (const [i, step] of scenario.script.entries()) {
      ctx.upcoming = scenario.script[i + 1];
      const stepFailed = (reason: string): CaseResult => {
        watch?.({ index: i, engine: ctx.engine, state: ctx.state, failure: reason });
        return failed(reason);
      };
      try {
        if (step.type === 'choose') {
          ctx.queue.push({ by: step.by, kind: step.kind, pick: step.pick, optional: step.optional, at: step.at });
        } else if (step.type === 'check') {
          const failures = runChecks(ctx, step.checks);
          if (failures.length) return stepFailed(failures.join('; '));
        } else {
          runMove(ctx, step);
        }
      } catch (e) {
        if (e instanceof RefError) return stepFailed(`${step.at}.${step.type}: ${e.message}`);
        if (e instanceof StepFailure) return stepFailed(e.message);
        return stepFailed(`${step.at}.${step.type}: engine error: ${describeError(e)}`);
      }
      watch?.({ index: i, engine: ctx.engine, state: ctx.state });
    }
    const leftover = ctx.queue.filter((q) => !q.optional);
    if (leftover.length) {
      return failed(leftover.map((q) => `${q.at}.choose: answer to ${q.kind}${q.by ? ` for ${q.by}` : ''} was never asked for`).join('; '));
    }
    const failures = runChecks(ctx, scenario.expect);
    return failures.length ? failed(failures.join('; ')) : { id, status: 'pass' };
  } catch (e) {
    if (e instanceof StepFailure) return failed(e.message);
    return failed(`engine error: ${describeError(e)}`);
  }
}

/** The failure of a scenario that could not be read. A file that is not even YAML is its own id: name it once. */
export function unreadable(entry: Extract<ParsedEntry, { ok: false }>): CaseResult {
  const problems = entry.problems.join('; ');
  return { id: entry.id, status: 'fail', reason: entry.id === entry.file ? problems : `${entry.file}: ${problems}` };
}

/** Parses a scenario file's text and runs every scenario in it. Pure: the caller reads the file. */
export function runScenarioText(host: ScenarioHost, text: string, file: string): CaseResult[] {
  return parseScenarioFile(text, file).map((entry) => (entry.ok ? runScenario(host, entry.scenario, file) : unreadable(entry)));
}
