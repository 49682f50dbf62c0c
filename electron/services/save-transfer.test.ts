import { describe, expect, it } from 'vitest';
import { SAVE_FILE_MAX_CHARS, SAVE_PART_CHARS } from '../ipc/limits';
import { SaveTransfers, TRANSFER_IDLE_MS, TRANSFERS_PER_CLIENT } from './save-transfer';

const A = 'socket:1';
const B = 'socket:2';

describe('save files moved in parts (issue 19: exports past the one-message cap)', () => {
  it('an upload of a file in the older layout (one JSON text) gathers its parts in order and hands the whole text over with the last', () => {
    const t = new SaveTransfers();
    const { upload, received } = t.part(A, undefined, '{"a":\n');
    expect(received).toBe(6);
    expect(t.part(A, upload, '"def"').received).toBe(11);
    expect(t.finish(A, upload, '}')).toEqual({ text: '{"a":\n"def"}' });
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

  it('an upload of a file in the older layout past its largest size is refused and dropped; an idle one expires', () => {
    let now = 0;
    const t = new SaveTransfers(() => now);
    const { upload } = t.part(A, undefined, '{\n' + 'x'.repeat(SAVE_PART_CHARS - 2));
    const big = 'y'.repeat(SAVE_FILE_MAX_CHARS - SAVE_PART_CHARS);
    expect(t.part(A, upload, big).received).toBe(SAVE_FILE_MAX_CHARS);
    expect(() => t.part(A, upload, 'z')).toThrow(expect.objectContaining({ code: 'bad-request', message: expect.stringContaining('64 MB') }));
    expect(() => t.part(A, upload, 'z')).toThrow(expect.objectContaining({ code: 'not-found' }));
    const idle = t.part(A, undefined, 'x').upload;
    now += TRANSFER_IDLE_MS + 1;
    expect(() => t.finish(A, idle, 'y')).toThrow(expect.objectContaining({ code: 'not-found' }));
  });

  it('an export is made a line at a time as its window reads it, part after part, and kept only until its last part', () => {
    const t = new SaveTransfers();
    const lines = ['a'.repeat(SAVE_PART_CHARS - 10) + '\n', 'b'.repeat(SAVE_PART_CHARS) + '\n', 'c'.repeat(20) + '\n'];
    let made = 0;
    let read = 0;
    const make = () => {
      made++;
      return { name: 'Long', lines: (function* () { for (const l of lines) { read++; yield l; } })() };
    };
    const first = t.exportPart(A, 7, 0, make);
    expect(first).toMatchObject({ name: 'Long', done: false });
    expect(first.text).toHaveLength(SAVE_PART_CHARS);
    // Only the lines this part needed were made.
    expect(read).toBe(2);
    expect(() => t.exportPart(B, 7, SAVE_PART_CHARS, make)).toThrow(expect.objectContaining({ code: 'not-found', path: 'from' }));
    // A part must start where the last ended.
    expect(() => t.exportPart(A, 7, 5, make)).toThrow(expect.objectContaining({ code: 'not-found', path: 'from' }));
    const second = t.exportPart(A, 7, SAVE_PART_CHARS, make);
    const last = t.exportPart(A, 7, 2 * SAVE_PART_CHARS, make);
    expect([second.done, last.done]).toEqual([false, true]);
    expect(first.text + second.text + last.text).toBe(lines.join(''));
    expect(made).toBe(1);
    // Read to its end: no longer kept.
    expect(() => t.exportPart(A, 7, SAVE_PART_CHARS, make)).toThrow(expect.objectContaining({ code: 'not-found' }));
  });
});
