import { SAVE_PART_CHARS } from '../../../electron/ipc/limits';
import type { SaveSummary } from '../../../electron/ipc/types';
import { request, type ApiClient } from './client';

/**
 * A saved game's file, read from the host part by part as the host makes it (issue 19: a long
 * game's file is larger than one message may carry, and is never made as one string): the parts
 * are kept as they came, for a Blob that never joins them.
 */
export async function exportSaveFile(api: ApiClient, save: number): Promise<{ name: string; parts: string[] }> {
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    const next = await request(api, 'saves:export', received === 0 ? { save } : { save, from: received });
    parts.push(next.text);
    received += next.text.length;
    if (next.done) return { name: next.name, parts };
    if (next.text.length === 0) throw new Error(`the host sent an empty part of the save file at character ${received}`);
  }
}

/** A save file's text in parts of at most SAVE_PART_CHARS characters: read from a file (a Blob) as a stream, or sliced from a string. */
async function* textParts(source: Blob | string): AsyncGenerator<string, void, undefined> {
  if (typeof source === 'string') {
    for (let at = 0; at < source.length; at += SAVE_PART_CHARS) yield source.slice(at, at + SAVE_PART_CHARS);
    return;
  }
  const reader = source.stream().getReader();
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    while (pending.length >= SAVE_PART_CHARS || (done && pending.length > 0)) {
      yield pending.slice(0, SAVE_PART_CHARS);
      pending = pending.slice(SAVE_PART_CHARS);
    }
    if (done) return;
  }
}

/**
 * Imports a save file, sent in parts as it is read (a file of any length: the host reads it a
 * line at a time); the last part makes the save. A damaged file is refused by the host at the
 * line where it is wrong, and nothing is imported.
 */
export async function importSaveFile(api: ApiClient, source: Blob | string): Promise<SaveSummary> {
  let upload: string | undefined;
  let held: string | undefined;
  for await (const part of textParts(source)) {
    // One part behind: the last goes with `saves:import`.
    if (held !== undefined) upload = (await request(api, 'saves:importPart', { ...(upload ? { upload } : {}), text: held })).upload;
    held = part;
  }
  return request(api, 'saves:import', { ...(upload ? { upload } : {}), text: held ?? '' });
}
