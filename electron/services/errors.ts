import type { ApiError, ReadOnlyCause, ServiceIssue } from '../ipc/contract';
import { readOnlyMessage } from '../db/read-only';

/**
 * An error a service throws on purpose (unknown game, unknown profile...). The dispatcher
 * turns it into `{ok:false, error}` with its code; any other thrown error becomes `internal`.
 * An error the player may meet carries its `issue` (a code and parameters), which the UI words
 * in the player's language; the message is the English, for logs.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ApiError['code'],
    message: string,
    readonly path?: string,
    readonly issue?: ServiceIssue,
  ) {
    super(message);
  }

  /** The same error said to be about `path` of the request (a deck chosen for seat A: `decks.A`). */
  at(path: string): ServiceError {
    return new ServiceError(this.code, this.message, path, this.issue);
  }

  /** The error as an API reply error. */
  toApiError(): ApiError {
    return {
      code: this.code,
      message: this.message,
      ...(this.path === undefined ? {} : { path: this.path }),
      ...(this.issue === undefined ? {} : { issue: this.issue }),
    };
  }
}

/** Refuses a write to a database open read-only, saying why. */
export function readOnlyError(cause: ReadOnlyCause): ServiceError {
  return new ServiceError('refused', readOnlyMessage(cause), undefined, { code: 'read-only', params: cause });
}
