import type { FieldIssue } from '@belizepass/domain';

/** An error the API reports to its client as `{ error: { code, message, details? } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Sent as `Retry-After` on a 429 or 503: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const badRequest = (message: string, details?: FieldIssue[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, details);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
