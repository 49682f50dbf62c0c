import { randomUUID } from 'node:crypto';
import { isLinesHeader, SAVE_LINE_MAX_CHARS, SaveLinesReader, type ReadSaveResult } from '../../engine/index';
import { SAVE_FILE_MAX_CHARS, SAVE_PART_CHARS } from '../ipc/limits';
import { ServiceError } from './errors';
import type { Client } from './game-seats';

/** Files held at once for one client (uploads and exports each), and for all clients together (characters). */
export const TRANSFERS_PER_CLIENT = 2;
export const TRANSFERS_MAX_CHARS = 128_000_000;

/** A transfer untouched this long is dropped (a window closed mid-way). */
export const TRANSFER_IDLE_MS = 10 * 60_000;

/** An upload being read: the lines of a lines-layout file as they arrive, or (a whole-JSON file) its text. */
interface Upload {
  client: Client;
  /** The text after the last complete line (lines layout), or every part so far until the layout is known. */
  rest: string;
  /** Set once the first line showed a lines-layout header. */
  reader: SaveLinesReader | null;
  /** A whole-JSON file's parts (the layout Arbiter wrote before): gathered, up to SAVE_FILE_MAX_CHARS. */
  parts: string[] | null;
  chars: number;
  touched: number;
}

interface Export {
  client: Client;
  save: number;
  name: string;
  lines: Iterator<string>;
  /** Text made and not sent yet (at most a line and a part). */
  pending: string;
  sent: number;
  touched: number;
}

/** What an upload read: a lines-layout file's save, or a whole-JSON file's text. */
export type UploadResult = { read: ReadSaveResult } | { text: string };

const megabytes = (chars: number) => `${Math.round(chars / 1_000_000)} MB`;

/**
 * Save files moved in parts (issue 19: a game past about 1,000 actions exported to more than the
 * one-message upload cap, and was then refused on import). An export makes its file a line at a
 * time as the client reads it (engine/replay/save-lines.ts), so the host never holds the whole
 * text; an upload of a lines-layout file is read a line at a time as its parts arrive, so a file
 * of any length imports with the host holding one line of it, and a wrong line is refused when it
 * arrives, naming it. Whole-JSON files (what Arbiter wrote before) are gathered and read whole, up
 * to SAVE_FILE_MAX_CHARS. Both are bound to the client that started them, bounded per client and
 * in all, and dropped when idle, so the message size guards keep their meaning.
 */
export class SaveTransfers {
  private readonly uploads = new Map<string, Upload>();
  private readonly exports: Export[] = [];

  constructor(private readonly clock: () => number = Date.now) {}

  /** Adds a part to an upload (a new one when `upload` is absent); returns the upload and the characters received. */
  part(client: Client, upload: string | undefined, text: string): { upload: string; received: number } {
    this.expire();
    let u: Upload | undefined;
    let id = upload;
    if (id === undefined) {
      if ([...this.uploads.values()].filter((x) => x.client === client).length >= TRANSFERS_PER_CLIENT) {
        throw new ServiceError('refused', `this window is already sending ${TRANSFERS_PER_CLIENT} save files: wait until they are imported`);
      }
      id = randomUUID();
      u = { client, rest: '', reader: null, parts: null, chars: 0, touched: this.clock() };
      this.uploads.set(id, u);
    } else u = this.upload(client, id);
    this.add(id, u, text);
    return { upload: id, received: u.chars };
  }

  /** What an upload read, its last part given; the upload is done. A damaged file is refused (nothing was written). */
  finish(client: Client, upload: string, text: string): UploadResult {
    this.expire();
    const u = this.upload(client, upload);
    this.add(upload, u, text);
    this.uploads.delete(upload);
    if (u.parts) return { text: u.parts.join('') };
    if (!u.reader) return { text: u.rest }; // a file of one line (no newline): read whole
    return { read: u.reader.finish(u.rest) };
  }

  /**
   * The next part of a save file being exported: `from` 0 starts the export (`make` gives its
   * lines, made as they are read); a later part must start where the last ended. `done` with the last.
   */
  exportPart(client: Client, save: number, from: number, make: () => { name: string; lines: Iterator<string> }): { name: string; text: string; done: boolean } {
    this.expire();
    let e = this.exports.find((x) => x.client === client && x.save === save);
    if (from === 0) {
      if (e) this.exports.splice(this.exports.indexOf(e), 1);
      if (this.exports.filter((x) => x.client === client).length >= TRANSFERS_PER_CLIENT) {
        throw new ServiceError('refused', `this window is already reading ${TRANSFERS_PER_CLIENT} exported save files: finish them first`);
      }
      const file = make();
      e = { client, save, name: file.name, lines: file.lines, pending: '', sent: 0, touched: this.clock() };
      this.exports.push(e);
    } else if (!e || from !== e.sent) {
      throw new ServiceError('not-found', `no export of saved game ${save} is being read from character ${from}: export it again`, 'from');
    }
    e.touched = this.clock();
    let more = true;
    while (e.pending.length < SAVE_PART_CHARS) {
      const next = e.lines.next();
      if (next.done) {
        more = false;
        break;
      }
      e.pending += next.value;
    }
    this.room(0);
    const text = e.pending.slice(0, SAVE_PART_CHARS);
    e.pending = e.pending.slice(text.length);
    e.sent += text.length;
    const done = !more && e.pending === '';
    if (done) this.exports.splice(this.exports.indexOf(e), 1);
    return { name: e.name, text, done };
  }

  private upload(client: Client, id: string): Upload {
    const u = this.uploads.get(id);
    // Another client's upload is no more this client's than one that never existed.
    if (!u || u.client !== client) throw new ServiceError('not-found', `no upload ${id} from this window (it may have been idle for too long: import the file again)`, 'upload');
    return u;
  }

  private add(id: string, u: Upload, text: string): void {
    this.room(text.length);
    u.chars += text.length;
    u.touched = this.clock();
    if (u.parts) {
      if (u.chars > SAVE_FILE_MAX_CHARS) {
        this.uploads.delete(id);
        throw new ServiceError('bad-request', `this save file is larger than the ${megabytes(SAVE_FILE_MAX_CHARS)} a save file in the older layout (one JSON text) may hold; export it again from this version of Arbiter, which writes files of any length`);
      }
      u.parts.push(text);
      return;
    }
    let rest = u.rest + text;
    let end = rest.indexOf('\n');
    if (!u.reader) {
      // The layout is known once the first line is complete.
      if (end < 0) {
        u.rest = rest;
        this.lineLimit(id, u);
        return;
      }
      if (!isLinesHeader(rest.slice(0, end))) {
        u.parts = [rest];
        u.rest = '';
        return;
      }
      u.reader = new SaveLinesReader();
    }
    let start = 0;
    for (; end >= 0; end = rest.indexOf('\n', start)) {
      this.line(id, u, rest.slice(start, end));
      start = end + 1;
    }
    rest = rest.slice(start);
    u.rest = rest;
    this.lineLimit(id, u);
  }

  // Reads one complete line of a lines-layout upload; a wrong line ends the upload with its message.
  private line(id: string, u: Upload, line: string): void {
    const problem = (u.reader as SaveLinesReader).push(line);
    if (problem) {
      this.uploads.delete(id);
      throw new ServiceError('bad-request', problem);
    }
  }

  private lineLimit(id: string, u: Upload): void {
    if (u.rest.length <= SAVE_LINE_MAX_CHARS) return;
    this.uploads.delete(id);
    const at = u.reader ? u.reader.lineCount + 1 : 1;
    throw new ServiceError('bad-request', `This save file is damaged at line ${at.toLocaleString('en-US')}: the line is longer than the ${megabytes(SAVE_LINE_MAX_CHARS)} a line may hold.`);
  }

  // Refuses a transfer past the bounds: too many characters held in all.
  private room(more: number): void {
    const held = [...this.uploads.values()].reduce((n, u) => n + u.rest.length + (u.parts ? u.chars : 0), 0) + this.exports.reduce((n, e) => n + e.pending.length, 0);
    if (held + more > TRANSFERS_MAX_CHARS) throw new ServiceError('refused', 'too many save files are being moved at once: try again in a moment');
  }

  private expire(): void {
    const now = this.clock();
    for (const [id, u] of this.uploads) if (now - u.touched > TRANSFER_IDLE_MS) this.uploads.delete(id);
    for (let i = this.exports.length - 1; i >= 0; i--) if (now - this.exports[i].touched > TRANSFER_IDLE_MS) this.exports.splice(i, 1);
  }
}
