import type Database from 'better-sqlite3';
import { act, namesOfCards, type Action, type GameState, type LogLine } from '../../engine/index';
import { readActions, readSave, saveSummary } from '../db/repos/saves';
import { cachedStatement } from '../db/statements';
import type { LogPage } from '../ipc/types';
import { ServiceError } from './errors';
import { restoreSave, type EngineFor } from './replay/restore';

/** What a log page is asked for: the `limit` lines before the newest `before` lines of the log as it was after `step` actions. */
export interface LogPageRequest {
  /** The save's step (actions played); absent: its last. */
  step?: number;
  before: number;
  limit: number;
}

/**
 * Older lines of a saved game's log, a page at a time (issue 19). A state keeps only its latest
 * 1,000 log lines (engine/core/records.ts), and a view the latest 50; every older line is in the
 * save. The log after `step` actions is the log of the save's first state, then the lines each
 * action added. Those are read from the stored snapshots (one every 100 actions): a snapshot's
 * state, with the actions up to the next one replayed, gives exactly the lines those actions
 * wrote, however many. Pages are counted from the newest line, at a fixed step: the log up to a
 * step never changes (an undo that takes the step back makes the cursor a bad one).
 */
export class LogPages {
  /** The lines each segment between snapshots wrote, for the save and step last paged (pages go on from there). */
  private cache: { key: string; segments: Map<number, Segment> } | null = null;

  constructor(
    private readonly db: Database.Database,
    private readonly engineFor: EngineFor | undefined,
    private readonly generation: (save: number) => number,
  ) {}

  /** The page: lines oldest first, the `before` of the next older page, and whether there are older lines. */
  page(save: number, request: LogPageRequest): LogPage {
    const summary = saveSummary(this.db, save);
    if (!summary) throw new ServiceError('not-found', `no saved game ${save}`, 'save');
    const step = request.step ?? summary.actionCount;
    if (step > summary.actionCount) {
      throw new ServiceError('bad-request', `step ${step} is past the last of saved game ${save}'s ${summary.actionCount} actions (an undo took them back?)`, 'step');
    }
    const key = `${save}:${step}:${this.generation(save)}`;
    if (this.cache?.key !== key) this.cache = { key, segments: new Map() };
    const segments = this.cache.segments;
    // Where the log's segments start: the first state (step 0), each snapshot, up to `step`.
    const starts = [0, ...(cachedStatement(this.db, 'SELECT seq FROM save_snapshots WHERE save_id = ? AND seq > 0 AND seq < ? ORDER BY seq').pluck().all(save, step) as number[])];
    const want = request.before + request.limit;
    // Newest segment first, until the lines reach past the page (or the log's start).
    const tail: (readonly LogLine[])[] = [];
    const names: Record<string, string> = {};
    let count = 0;
    let reachedStart = true;
    for (let i = starts.length - 1; i >= 0; i--) {
      if (count >= want) {
        reachedStart = false;
        break;
      }
      const from = starts[i];
      const to = i + 1 < starts.length ? starts[i + 1] : step;
      let seg = segments.get(from);
      if (!seg) {
        seg = this.segment(save, from, to);
        segments.set(from, seg);
      }
      tail.unshift(seg.lines);
      Object.assign(names, seg.cardNames);
      count += seg.lines.length;
    }
    if (request.before > count) {
      throw new ServiceError('bad-request', `before ${request.before} is past the ${count} lines of saved game ${save}'s log at step ${step}`, 'before');
    }
    const all = tail.flat();
    const end = all.length - request.before;
    const start = Math.max(0, end - request.limit);
    // The names of the segments read: the page's lines name some of them.
    return { lines: all.slice(start, end), step, before: request.before + (end - start), more: start > 0 || !reachedStart, cardNames: names };
  }

  /**
   * The lines of the log from step `from` to step `to`: at step 0 the first state's whole log
   * (its setup lines), otherwise the lines the actions after `from` added, replayed from the
   * state stored at `from`.
   */
  private segment(save: number, from: number, to: number): Segment {
    const rec = readSave(this.db, save, from);
    if (!rec) throw new ServiceError('not-found', `no saved game ${save}`, 'save');
    // The state at `from`: the snapshot stored there (or the first state, from the seed), with the rules to go on.
    const start = restoreSave(rec, this.engineFor, true);
    const engine = start.engine;
    if (!engine) throw new ServiceError('refused', `no rules for profile ${rec.profile}: the game's log can't be replayed here`);
    const out: LogLine[] = from === 0 ? [...start.state.log] : [];
    const actions = readActions(this.db, save, from, to);
    let state: GameState = start.state;
    for (let i = 0; i < actions.length; i++) {
      const r = act(engine, state, JSON.parse(actions[i]) as Action);
      if (!r.ok) throw new ServiceError('internal', `saved game ${save} is damaged: its action ${from + i + 1} does not replay: ${r.refusal.message}`);
      out.push(...added(state.log, r.state.log));
      state = r.state;
    }
    return { lines: out, cardNames: namesOfCards(engine, out) };
  }
}

/** The log lines some actions added, with the names of the cards they name. */
interface Segment {
  lines: readonly LogLine[];
  cardNames: Record<string, string>;
}

/**
 * The lines `next` added to `before`: the state keeps the same line objects as it drops the
 * oldest (engine/core/records.ts), so they follow `before`'s newest line. When that line is gone
 * (one action wrote more lines than the state keeps), every line `next` has is new.
 */
function added(before: readonly LogLine[], next: readonly LogLine[]): readonly LogLine[] {
  if (next === before) return [];
  if (before.length === 0) return next;
  const i = next.lastIndexOf(before[before.length - 1]);
  return i >= 0 ? next.slice(i + 1) : next;
}
