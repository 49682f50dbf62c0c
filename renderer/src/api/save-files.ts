import { SAVE_FILE_MAX_CHARS, SAVE_PART_CHARS } from '../../../electron/ipc/limits';
import type { SaveSummary } from '../../../electron/ipc/types';
import { request, type ApiClient } from './client';

/**
 * A saved game's file, read from the host part by part (issue 19: a long game's file is larger
 * than one message may carry): the first reply says the whole length, the next parts follow it.
 */
export async function exportSaveFile(api: ApiClient, save: number): Promise<{ name: string; text: string }> {
  const first = await request(api, 'saves:export', { save });
  const parts = [first.text];
  let received = first.text.length;
  while (received < first.total) {
    const next = await request(api, 'saves:export', { save, from: received });
    if (next.text.length === 0) throw new Error(`the host sent an empty part of the save file at character ${received} of ${first.total}`);
    parts.push(next.text);
    received += next.text.length;
  }
  return { name: first.name, text: parts.join('') };
}

/** Whether a save file is too large to import (the host would refuse it after it was sent). */
export function saveFileTooLarge(text: string): boolean {
  return text.length > SAVE_FILE_MAX_CHARS;
}

/** Imports a save file's text, in parts when it is larger than one message may carry; the last part makes the save. */
export async function importSaveFile(api: ApiClient, text: string): Promise<SaveSummary> {
  if (text.length <= SAVE_PART_CHARS) return request(api, 'saves:import', { text });
  let upload: string | undefined;
  let at = 0;
  for (; text.length - at > SAVE_PART_CHARS; at += SAVE_PART_CHARS) {
    upload = (await request(api, 'saves:importPart', { ...(upload ? { upload } : {}), text: text.slice(at, at + SAVE_PART_CHARS) })).upload;
  }
  return request(api, 'saves:import', { ...(upload ? { upload } : {}), text: text.slice(at) });
}
