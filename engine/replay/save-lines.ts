import { checkAction } from '../core/action-schema';
import { stableStringify } from '../core/hash';
import { readSaveData, readSaveFile, SAVE_FILE_KIND, type ReadSaveResult, type SaveFile } from './save-format';

/**
 * The save file as lines (issue 19: a 20,000-action game exported to a 14 MB JSON text, made,
 * sent and parsed whole): one JSON value a line, written and read a line at a time, so neither
 * side ever holds the file's text, only the game it describes.
 *
 *   line 1           the header: the save's fields, `layout: "lines"`, and how many actions and history entries follow
 *   next `actions`   one action each, oldest first
 *   next line        `{"snapshot": ...}`: the state without its action log and history
 *   next lines       the history, `HISTORY_PER_LINE` entries a line, oldest first
 *   last line        `{"end": "arbiter-save", "lines": n}` (n: the file's lines, this one too): a file cut short lacks it
 *
 * Whole-JSON save files (what Arbiter wrote before) still read (`readSaveText`). Pure: no I/O.
 */
export const SAVE_LAYOUT = 'lines';
/** History entries per line. */
export const HISTORY_PER_LINE = 256;
/** The longest line a reader takes (characters): a snapshot line of a long game is a few hundred thousand. */
export const SAVE_LINE_MAX_CHARS = 16_000_000;

/** The file's lines, each ending in a newline, made one at a time. */
export function* saveFileLines(file: SaveFile): Generator<string, void, undefined> {
  const { actions, snapshot, ...head } = file;
  const { history, ...rest } = snapshot;
  yield stableStringify({ ...head, layout: SAVE_LAYOUT, actions: actions.length, history: history.length }) + '\n';
  for (const action of actions) yield stableStringify(action) + '\n';
  yield stableStringify({ snapshot: rest }) + '\n';
  for (let i = 0; i < history.length; i += HISTORY_PER_LINE) yield stableStringify(history.slice(i, i + HISTORY_PER_LINE)) + '\n';
  yield stableStringify({ end: SAVE_FILE_KIND, lines: 3 + actions.length + Math.ceil(history.length / HISTORY_PER_LINE) }) + '\n';
}

/** Whether a file's first line is a lines-layout header (else it is read as one JSON text). */
export function isLinesHeader(firstLine: string): boolean {
  try {
    const head = JSON.parse(firstLine) as unknown;
    return !!head && typeof head === 'object' && (head as { layout?: unknown }).layout === SAVE_LAYOUT;
  } catch {
    return false;
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Reads a lines-layout save file a line at a time (`push`), checking each line as it comes:
 * a wrong line is refused at once with a message that names it (its number and what it should
 * hold). `finish` checks the whole (the end line, the counts, the state hash) as `readSaveFile` does.
 */
export class SaveLinesReader {
  private lines = 0;
  private head: Record<string, unknown> | null = null;
  private expected = { actions: 0, history: 0 };
  private readonly actions: unknown[] = [];
  private snapshot: Record<string, unknown> | null = null;
  private readonly history: unknown[] = [];
  private ended = false;
  private failed: string | null = null;

  /** The lines read so far. */
  get lineCount(): number {
    return this.lines;
  }

  /** Reads the next line (without its newline); returns the message for people when the file is wrong there, else null. */
  push(line: string): string | null {
    if (this.failed) return this.failed;
    this.lines++;
    const problem = this.read(line.endsWith('\r') ? line.slice(0, -1) : line);
    if (problem) this.failed = `This save file is damaged at line ${count(this.lines)} (${this.where()}): ${problem}.`;
    return this.failed;
  }

  /**
   * The save, once every line was read; a file cut short or wrong is a message. `last`: text after
   * the last newline (every line of an exported file ends with one, so it is a line cut off, unless it reads whole).
   */
  finish(last = ''): ReadSaveResult {
    let cut = false;
    if (last !== '' && !this.failed && this.push(last) && !this.ended) {
      this.failed = null;
      this.lines--;
      cut = true;
    }
    if (this.failed) return { ok: false, message: this.failed };
    if (!this.ended) {
      const total = 3 + this.expected.actions + Math.ceil(this.expected.history / HISTORY_PER_LINE);
      const after = this.lines === 0 ? 'the header' : this.where();
      return {
        ok: false,
        message: `This save file ends early: it has ${count(this.lines)} of its ${count(total)} lines (after ${after})${cut ? ', and the next is cut off' : ''}; it was probably cut off while it was copied or downloaded. Nothing was imported.`,
      };
    }
    const { layout: _l, actions: _a, history: _h, ...head } = this.head as Record<string, unknown>;
    return readSaveData({ ...head, actions: this.actions, snapshot: { ...this.snapshot, history: this.history } });
  }

  // What line `this.lines` should hold, for messages.
  private where(): string {
    const n = this.lines;
    const { actions, history } = this.expected;
    if (n <= 1) return 'the header';
    if (n <= 1 + actions) return `action ${count(n - 1)} of ${count(actions)}`;
    if (n === 2 + actions) return 'the game state';
    const historyLines = Math.ceil(history / HISTORY_PER_LINE);
    if (n <= 2 + actions + historyLines) return `history line ${count(n - 2 - actions)} of ${count(historyLines)}`;
    return this.ended && n > 3 + actions + historyLines ? 'after the end line' : 'the end line';
  }

  private read(line: string): string | null {
    if (this.ended) return line.trim() === '' ? null : 'there is more after the end line';
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      return line.trim() === '' ? 'the line is empty' : `it is not valid JSON (${(e as Error).message})`;
    }
    const { actions, history } = this.expected;
    const historyLines = Math.ceil(history / HISTORY_PER_LINE);
    const n = this.lines;
    if (n === 1) return this.readHead(value);
    if (n <= 1 + actions) {
      const problem = checkAction(value);
      if (problem) return `not an action: ${problem}`;
      this.actions.push(value);
      return null;
    }
    if (n === 2 + actions) {
      const snap = (value as { snapshot?: unknown } | null)?.snapshot;
      if (!snap || typeof snap !== 'object' || Array.isArray(snap)) return 'it does not hold the game state';
      this.snapshot = snap as Record<string, unknown>;
      return null;
    }
    if (n <= 2 + actions + historyLines) {
      const size = n - 2 - actions < historyLines ? HISTORY_PER_LINE : history - (historyLines - 1) * HISTORY_PER_LINE;
      if (!Array.isArray(value) || value.length !== size) return `it should hold ${count(size)} history entries`;
      for (const entry of value) this.history.push(entry);
      return null;
    }
    const end = value as { end?: unknown; lines?: unknown } | null;
    if (end?.end !== SAVE_FILE_KIND) return 'the end line is missing: the file has more lines than its header says';
    if (end.lines !== n) return `the end line counts ${String(end.lines)} lines in the file, it has ${count(n)}`;
    this.ended = true;
    return null;
  }

  private readHead(value: unknown): string | null {
    const head = value as Record<string, unknown> | null;
    if (!head || typeof head !== 'object' || head.kind !== SAVE_FILE_KIND) return 'this is not an Arbiter save file';
    const { actions, history } = head;
    const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
    if (!isCount(actions) || !isCount(history)) return 'the header does not say how many actions and history entries follow';
    this.head = head;
    this.expected = { actions, history };
    return null;
  }
}

/** Reads a whole save file's text, in either layout: lines, or one JSON text (the files Arbiter wrote before). */
export function readSaveText(text: string): ReadSaveResult {
  const firstEnd = text.indexOf('\n');
  if (!isLinesHeader(firstEnd < 0 ? text : text.slice(0, firstEnd))) return readSaveFile(text);
  const reader = new SaveLinesReader();
  const lines = text.split('\n');
  // Text after the last newline is a line cut off (or nothing).
  const last = lines.pop() ?? '';
  for (const line of lines) if (reader.push(line)) break;
  return reader.finish(last);
}

/** A save file's text in the lines layout (what the app exports), made whole: for tests and small files. */
export function serializeSaveLines(file: SaveFile): string {
  return [...saveFileLines(file)].join('');
}
