import type { ReadOnlyCause } from '../ipc/types';

/** Why a database is open read-only, in English (the CLI prints it; the app words the cause itself: AppInfo.readonly). */
export function readOnlyMessage(cause: ReadOnlyCause): string {
  switch (cause.why) {
    case 'unwritable':
      return (
        `Arbiter can't write to ${cause.file} (the file or its folder is read-only). It is open read-only: ` +
        `cards, decks and saved games can be viewed but not changed. Give your account write access to the file and its folder to change them.`
      );
    case 'newer-schema':
      return (
        `This database (${cause.file}) was written by a newer version of Arbiter (schema ${cause.version}; ` +
        `this version knows up to ${cause.latest}). It is open read-only: update Arbiter to change it.`
      );
  }
}
