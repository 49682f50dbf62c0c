import { randomUUID } from 'node:crypto';
import { SAVE_FILE_MAX_CHARS, SAVE_PART_CHARS } from '../ipc/limits';
import { ServiceError } from './errors';
import type { Client } from './game-seats';

/** Files held at once for one client (uploads and exports each), and for all clients together (characters). */
export const TRANSFERS_PER_CLIENT = 2;
export const TRANSFERS_MAX_CHARS = 128_000_000;

/** A transfer untouched this long is dropped (a window closed mid-way). */
export const TRANSFER_IDLE_MS = 10 * 60_000;

interface Upload {
  client: Client;
  parts: string[];
  chars: number;
  touched: number;
}

interface Export {
  client: Client;
  save: number;
  name: string;
  text: string;
  touched: number;
}

const megabytes = (chars: number) => `${Math.round(chars / 1_000_000)} MB`;

/**
 * Save files moved in parts (issue 19: a game past about 1,000 actions exported to more than the
 * one-message upload cap, and was then refused on import). An upload gathers the parts a client
 * sends and hands the whole text over with the last; an export keeps the file a client is
 * reading until it read the last part. Both are bound to the client that started them, bounded
 * per client and in all, and dropped when idle, so the message size guards keep their meaning.
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
      u = { client, parts: [], chars: 0, touched: this.clock() };
      this.uploads.set(id, u);
    } else u = this.upload(client, id);
    this.add(id, u, text);
    return { upload: id, received: u.chars };
  }

  /** The whole text of an upload, its last part given; the upload is done. */
  finish(client: Client, upload: string, text: string): string {
    this.expire();
    const u = this.upload(client, upload);
    this.add(upload, u, text);
    this.uploads.delete(upload);
    return u.parts.join('');
  }

  /**
   * The part of an exported file from character `from`: the file is made (`make`) when `from` is 0
   * and kept for the client until its last part is read.
   */
  exportPart(client: Client, save: number, from: number, make: () => { name: string; text: string }): { name: string; text: string; total: number } {
    this.expire();
    let e = this.exports.find((x) => x.client === client && x.save === save);
    if (from === 0) {
      if (e) this.exports.splice(this.exports.indexOf(e), 1);
      const file = make();
      if (file.text.length > SAVE_FILE_MAX_CHARS) {
        throw new ServiceError('refused', `this game's save file would be ${megabytes(file.text.length)}, more than the ${megabytes(SAVE_FILE_MAX_CHARS)} a save file may hold`);
      }
      e = { client, save, name: file.name, text: file.text, touched: this.clock() };
      if (e.text.length > SAVE_PART_CHARS) {
        this.room(e.text.length, this.exports.filter((x) => x.client === client).length);
        this.exports.push(e);
      }
    } else if (!e || from > e.text.length) {
      throw new ServiceError('not-found', `no export of saved game ${save} is being read from character ${from}: export it again`, 'from');
    }
    e.touched = this.clock();
    const text = e.text.slice(from, from + SAVE_PART_CHARS);
    if (from + text.length >= e.text.length) {
      const at = this.exports.indexOf(e);
      if (at >= 0) this.exports.splice(at, 1);
    }
    return { name: e.name, text, total: e.text.length };
  }

  private upload(client: Client, id: string): Upload {
    const u = this.uploads.get(id);
    // Another client's upload is no more this client's than one that never existed.
    if (!u || u.client !== client) throw new ServiceError('not-found', `no upload ${id} from this window (it may have been idle for too long: import the file again)`, 'upload');
    return u;
  }

  private add(id: string, u: Upload, text: string): void {
    if (u.chars + text.length > SAVE_FILE_MAX_CHARS) {
      this.uploads.delete(id);
      throw new ServiceError('bad-request', `this save file is larger than the ${megabytes(SAVE_FILE_MAX_CHARS)} a save file may hold`);
    }
    this.room(text.length, 0);
    u.parts.push(text);
    u.chars += text.length;
    u.touched = this.clock();
  }

  // Refuses a transfer past the bounds: too many of one client's exports held, or too many characters held in all.
  private room(more: number, clientExports: number): void {
    if (clientExports >= TRANSFERS_PER_CLIENT) {
      throw new ServiceError('refused', `this window is already reading ${TRANSFERS_PER_CLIENT} exported save files: finish them first`);
    }
    const held = [...this.uploads.values()].reduce((n, u) => n + u.chars, 0) + this.exports.reduce((n, e) => n + e.text.length, 0);
    if (held + more > TRANSFERS_MAX_CHARS) throw new ServiceError('refused', 'too many save files are being moved at once: try again in a moment');
  }

  private expire(): void {
    const now = this.clock();
    for (const [id, u] of this.uploads) if (now - u.touched > TRANSFER_IDLE_MS) this.uploads.delete(id);
    for (let i = this.exports.length - 1; i >= 0; i--) if (now - this.exports[i].touched > TRANSFER_IDLE_MS) this.exports.splice(i, 1);
  }
}
