import { createHash, randomUUID } from 'node:crypto';
import { ApiError } from '~/lib/api-client';

/**
 * Each payment form carries an attempt token (a hidden field). The `Idempotency-Key` sent to the API
 * is that token with a digest of what is paid: posting the same payment twice (a double click, a
 * resubmitted page) charges once, while a changed card or a new attempt is a new payment.
 */
export function newAttempt(): string {
  return randomUUID();
}

export function idempotencyKey(attempt: FormDataEntryValue | null, payment: unknown): string {
  const token = typeof attempt === 'string' && /^[\w-]{8,64}$/.test(attempt) ? attempt : randomUUID();
  const digest = createHash('sha256').update(JSON.stringify(payment)).digest('hex').slice(0, 16);
  return `${token}-${digest}`;
}

/**
 * The attempt token the form carries after a failure: the same one when no answer came (so the
 * retry cannot charge twice), a new one when the API answered (that payment is settled).
 */
export function attemptAfter(error: unknown, attempt: FormDataEntryValue | null): string {
  const answered = error instanceof ApiError && error.fromServer;
  return !answered && typeof attempt === 'string' && attempt ? attempt : newAttempt();
}
