import { describe, expect, it } from 'vitest';
import { SAVE_FILE_MAX_CHARS, SAVE_PART_CHARS } from '../ipc/limits';
import { SaveTransfers, TRANSFER_IDLE_MS, TRANSFERS_PER_CLIENT } from './save-transfer';

const A = 'socket:1';
const B = 'socket:2';

describe('save files moved in parts (issue 19: exports past the one-message cap)', () => {
  it('an upload gathers its parts in order and hands the whole text over with the last', () => {
    const t = new SaveTransfers();
    const { upload, received } = t.part(A, undefined, 'abc');
    expect(received).toBe(3);
    expect(t.part(A, upload, 'def').received).toBe(6);
    expect(t.finish(A, upload, 'g')).toBe('abcdefg');
    // Done: the upload is gone.
    expect(() => t.finish(A, upload, 'h')).toThrow(expect.objectContaining({ code: 'not-found' }));
  });

  it("another window's upload is not found, and a window holds at most a few uploads at once", () => {
    const t = new SaveTransfers();
    const { upload } = t.part(A, undefined, 'x');
    expect(() => t.part(B, upload, 'y')).toThrow(expect.objectContaining({ code: 'not-found', path: 'upload' }));
    expect(() => t.finish(B, upload, 'y')).toThrow(expect.objectContaining({ code: 'not-found' }));
    for (let i = 1; i < TRANSFERS_PER_CLIENT; i++) t.part(A, undefined, 'x');
    expect(() => t.part(A, undefined, 'x')).toThrow(expect.objectContaining({ code: 'refused' }));
    expect(t.part(B, undefined, 'y').received).toBe(1);
  });

  it('an upload past the largest save file is refused and dropped; an idle one expires', () => {
    let now = 0;
    const t = new SaveTransfers(() => now);
    const { upload } = t.part(A, undefined, 'x'.repeat(SAVE_PART_CHARS));
    const big = 'y'.repeat(SAVE_FILE_MAX_CHARS - SAVE_PART_CHARS);
    expect(t.part(A, upload, big).received).toBe(SAVE_FILE_MAX_CHARS);
    expect(() => t.part(A, upload, 'z')).toThrow(expect.objectContaining({ code: 'bad-request', message: expect.stringContaining('64 MB') }));
    expect(() => t.part(A, upload, 'z')).toThrow(expect.objectContaining({ code: 'not-found' }));
    const idle = t.part(A, undefined, 'x').upload;
    now += TRANSFER_IDLE_MS + 1;
    expect(() => t.finish(A, idle, 'y')).toThrow(expect.objectContaining({ code: 'not-found' }));
  });

  it('an export is read part by part from the file made at its first part, kept for its window only until its last part', () => {
    const t = new SaveTransfers();
    const text = 'a'.repeat(SAVE_PART_CHARS) + 'b'.repeat(SAVE_PART_CHARS) + 'c';
    let made = 0;
    const make = () => {
      made++;
      return { name: 'Long', text };
    };
    const first = t.exportPart(A, 7, 0, make);
    expect(first).toMatchObject({ name: 'Long', total: text.length });
    expect(first.text).toBe('a'.repeat(SAVE_PART_CHARS));
    expect(() => t.exportPart(B, 7, SAVE_PART_CHARS, make)).toThrow(expect.objectContaining({ code: 'not-found', path: 'from' }));
    const second = t.exportPart(A, 7, SAVE_PART_CHARS, make);
    const last = t.exportPart(A, 7, 2 * SAVE_PART_CHARS, make);
    expect(first.text + second.text + last.text).toBe(text);
    expect(made).toBe(1);
    // Read to its end: no longer kept.
    expect(() => t.exportPart(A, 7, SAVE_PART_CHARS, make)).toThrow(expect.objectContaining({ code: 'not-found' }));
  });
});
