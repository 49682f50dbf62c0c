import type { ApiError } from '../ipc/contract';

/**
 * An error a service throws on purpose (unknown game, unknown profile...). The dispatcher
 * turns it into `{ok:false, error}` with its code; any other thrown error becomes `internal`.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ApiError['code'],
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }

  /** The error as an API reply error. */
  toApiError(): ApiError {
    return this.path === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, path: this.path };
  }
}
