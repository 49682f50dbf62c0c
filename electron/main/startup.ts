import fs from 'node:fs';
import path from 'node:path';
import { DB_FILE, DatabaseFileError } from '../db/connection';

/** What the user may do when Arbiter can't start: see the files, start over with the broken file kept aside, or leave. */
export type StartupChoice = 'open-folder' | 'start-fresh' | 'quit';

/** A startup failure as the dialog shows it. */
export interface StartupProblem {
  title: string;
  message: string;
  detail: string;
  /** The choices, in button order. */
  choices: StartupChoice[];
  labels: string[];
}

type Locale = 'en' | 'ja';

// The main process's own strings (the dialog shows before any renderer, so not the renderer's catalogs).
const messages: Record<Locale, Record<string, string>> = {
  en: {
    title: 'Arbiter could not start',
    empty: 'The database file is empty.',
    corrupt: 'The database file is damaged or is not an Arbiter database.',
    'read-only-outdated': 'The database file needs updating, but it cannot be written.',
    other: 'Arbiter could not open its data.',
    where: 'Data folder: {dir}',
    fresh: 'Starting fresh moves {file} aside (renamed, nothing deleted) and creates a new, empty database.',
    'open-folder': 'Open the data folder',
    'start-fresh': 'Move the file aside and start fresh',
    quit: 'Quit',
  },
  ja: {
    title: 'Arbiter を起動できませんでした',
    empty: 'データベースファイルが空です。',
    corrupt: 'データベースファイルが壊れているか、Arbiter のデータベースではありません。',
    'read-only-outdated': 'データベースファイルの更新が必要ですが、書き込みできません。',
    other: 'Arbiter はデータを開けませんでした。',
    where: 'データフォルダー: {dir}',
    fresh: '新しく始めると、{file} を別名に移して（何も削除しません）、空のデータベースを作ります。',
    'open-folder': 'データフォルダーを開く',
    'start-fresh': 'ファイルを移して新しく始める',
    quit: '終了',
  },
};

/** The dialog's text for a startup error, in the user's language (Japanese for `ja*` locales, else English). */
export function describeStartupFailure(error: unknown, dataDir: string, locale: string): StartupProblem {
  const m = messages[locale.toLowerCase().startsWith('ja') ? 'ja' : 'en'];
  const fill = (key: string, values: Record<string, string>) => m[key].replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
  const broken = error instanceof DatabaseFileError;
  const choices: StartupChoice[] = broken ? ['open-folder', 'start-fresh', 'quit'] : ['open-folder', 'quit'];
  const reason = error instanceof Error ? error.message : String(error);
  const detail = [reason, fill('where', { dir: dataDir }), ...(broken ? [fill('fresh', { file: DB_FILE })] : [])].join('\n\n');
  return {
    title: m.title,
    message: broken ? m[error.problem] : m.other,
    detail,
    choices,
    labels: choices.map((c) => m[c]),
  };
}

/**
 * Moves the database and its WAL and shared-memory files aside (`arbiter.db` ->
 * `arbiter-broken-<time>.db`, and so on): nothing is deleted, and the next start creates a
 * new database. Returns the new name of the database file.
 */
export function moveDatabaseAside(dataDir: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(dataDir, `arbiter-broken-${stamp}.db`);
  for (const suffix of ['', '-wal', '-shm']) {
    const from = path.join(dataDir, DB_FILE + suffix);
    if (fs.existsSync(from)) fs.renameSync(from, target + suffix);
  }
  return target;
}

/** What starting needs from Electron (a stub in tests). */
export interface StartupHost {
  dataDir: string;
  locale: string;
  /** Shows the problem and resolves with the index of the button chosen. */
  ask(problem: StartupProblem): Promise<number>;
  openFolder(dir: string): Promise<unknown>;
}

/**
 * Runs `start` until it succeeds or the user gives up: a failure shows a dialog (open the
 * data folder, move the broken file aside and start fresh, or quit). Resolves true once
 * started, false when the user chose to quit (the caller quits and lets go of its lock).
 */
export async function startOrExplain(start: () => void, host: StartupHost): Promise<boolean> {
  for (;;) {
    try {
      start();
      return true;
    } catch (error) {
      console.error('[arbiter] startup failed:', error);
      const problem = describeStartupFailure(error, host.dataDir, host.locale);
      const choice = problem.choices[await host.ask(problem)] ?? 'quit';
      if (choice === 'quit') return false;
      if (choice === 'open-folder') await host.openFolder(host.dataDir);
      else moveDatabaseAside(host.dataDir);
    }
  }
}
