import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { boardView, createScenarioHost, openLab, parseScenarioFile, type LabRun, type ScenarioHost } from '../../engine/index';
import type { LabEntry, LabFrameView, LabSummary } from '../ipc/types';
import { defaultSetsDir, loadCardSets } from './card-sets';
import { ServiceError } from './errors';

/** Opened runs kept for stepping; the oldest is let go past this (each holds a state per step). */
const KEPT_RUNS = 8;

/** The shipped scenario library (`assets/scenarios`), beside the shipped card sets. */
export function defaultScenariosDir(): string {
  return path.join(path.dirname(defaultSetsDir()), 'scenarios');
}

/**
 * The rules lab (issue 17 item 7): scenarios in the conformance format, shipped (the shared
 * conformance cases are the first library of puzzles) or from a file the player picks, opened
 * on the table and stepped through with the rule trace of each step. Stepping shows the whole
 * table face up: a lab has no opponent to hide from. Playing on from a step opens an ordinary
 * hotseat game there (game-session.ts), not saved.
 */
export class RulesLab {
  private readonly runs = new Map<string, LabRun>();
  private host: ScenarioHost | null = null;
  private library: { entries: LabEntry[]; texts: Map<string, string> } | null = null;

  constructor(private readonly dir: string = defaultScenariosDir()) {}

  /** The shipped scenarios, by file then in file order. Files that don't parse are listed by their problems. */
  list(): LabEntry[] {
    return this.shipped().entries;
  }

  /** Opens a shipped scenario (`file` as listed) or an uploaded file's text, and returns its steps. */
  open(request: { file?: string; text?: string; name?: string; id?: string }): LabSummary {
    let text: string;
    let file: string;
    if (request.text !== undefined) {
      text = request.text;
      file = request.name ?? 'scenario.yaml';
    } else if (request.file !== undefined) {
      const shipped = this.shipped().texts.get(request.file);
      if (shipped === undefined) throw new ServiceError('not-found', `no shipped scenario file "${request.file}"`, 'file');
      text = shipped;
      file = request.file;
    } else {
      throw new ServiceError('bad-request', 'name a shipped scenario file or give a file to open', 'file');
    }
    this.host ??= createScenarioHost(loadCardSets());
    const opened = openLab(this.host, text, file, request.id);
    if (!opened.ok) throw new ServiceError('bad-request', opened.message, request.text !== undefined ? 'text' : 'file');
    const run = opened.run;
    const lab = randomUUID();
    this.runs.set(lab, run);
    while (this.runs.size > KEPT_RUNS) this.runs.delete(this.runs.keys().next().value as string);
    const summary: LabSummary = {
      lab,
      id: run.id,
      profile: run.profile,
      title: run.title,
      rules: [...run.rules],
      seats: [...run.seats],
      steps: run.frames.map((f) => (f.failure === undefined ? { at: f.at, step: f.step } : { at: f.at, step: f.step, failure: f.failure })),
      expect: [...run.expect],
      result: run.result.status === 'fail' ? { status: 'fail', reason: run.result.reason ?? '' } : { status: run.result.status },
    };
    return summary;
  }

  /** The board after one step (0 = as set up), every card face up, with the rule trace that step added. */
  frame(lab: string, index: number): LabFrameView {
    const run = this.run(lab);
    const frame = run.frames[index];
    if (frame === undefined) throw new ServiceError('bad-request', `step ${index} is past the last step (${run.frames.length - 1})`, 'index');
    const view = boardView(run.engine, frame.state, run.seats[0], { open: true });
    return { lab, index, view, trace: [...frame.trace] };
  }

  /** The engine and state of a step, to play on from (the caller opens the game). */
  position(lab: string, index: number): { run: LabRun; state: LabRun['frames'][number]['state'] } {
    const run = this.run(lab);
    const frame = run.frames[index];
    if (frame === undefined) throw new ServiceError('bad-request', `step ${index} is past the last step (${run.frames.length - 1})`, 'index');
    if (frame.state.over) throw new ServiceError('bad-request', 'the game is over at this step: there is nothing to play on', 'index');
    return { run, state: frame.state };
  }

  private run(lab: string): LabRun {
    const run = this.runs.get(lab);
    if (run === undefined) throw new ServiceError('not-found', `no open lab run "${lab}" (open the scenario again)`, 'lab');
    return run;
  }

  private shipped(): { entries: LabEntry[]; texts: Map<string, string> } {
    if (this.library) return this.library;
    const entries: LabEntry[] = [];
    const texts = new Map<string, string>();
    const files = fs.existsSync(this.dir) ? fs.readdirSync(this.dir).filter((f) => f.endsWith('.yaml')).sort() : [];
    for (const name of files) {
      const text = fs.readFileSync(path.join(this.dir, name), 'utf8');
      texts.set(name, text);
      for (const entry of parseScenarioFile(text, name)) {
        if (entry.ok) {
          const s = entry.scenario;
          entries.push({ file: name, id: s.id, profile: s.profile, title: s.title, rules: [...s.rules] });
        } else {
          entries.push({ file: name, id: entry.id, profile: '', title: '', rules: [], problems: entry.problems.join('; ') });
        }
      }
    }
    this.library = { entries, texts };
    return this.library;
  }
}
