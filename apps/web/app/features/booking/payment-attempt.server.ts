import { createHash, randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { type ApiClient, ApiError } from '~/lib/api-client';
import { formFailure } from '~/lib/forms.server';

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

/** The 202 of a pay endpoint: the card holder's bank asks for a confirmation (3-D Secure). */
interface RequiresAction {
  status: 'requires_action';
  paymentReference: string;
  message: string;
}

/** What a payment page shows to confirm such a payment: posted back with `intent=confirm`. */
export interface PaymentConfirmation {
  reference: string;
  message: string;
  /** The same Idempotency-Key must complete the payment. */
  key: string;
}

/** The confirmation step a pay endpoint asked for, or null when it answered the payment itself. */
export function confirmationAsked(answer: unknown, key: string): PaymentConfirmation | null {
  const asked = answer as Partial<RequiresAction> | null;
  if (asked?.status !== 'requires_action' || typeof asked.paymentReference !== 'string') return null;
  return { reference: asked.paymentReference, message: asked.message ?? '', key };
}

/** The confirmation posted back: the payment's reference and key (checked for shape only). */
export function confirmationPosted(form: FormData): { reference: string; key: string } | null {
  const reference = form.get('paymentReference');
  const key = form.get('paymentKey');
  if (typeof reference !== 'string' || typeof key !== 'string') return null;
  if (!/^[\w-]{1,100}$/.test(reference) || !/^[\w-]{8,100}$/.test(key)) return null;
  return { reference, key };
}

/**
 * Pays an order with the posted card (`intent=pay`) under the Idempotency-Key of the form's attempt,
 * or completes a payment its card holder has confirmed (`intent=confirm`) under the key it was
 * started with. Answers the paid order, or the confirmation the card holder's bank asks for.
 */
export async function payOrConfirm<Paid>(
  api: ApiClient,
  payPath: string,
  headers: Record<string, string>,
  form: FormData,
  card: unknown,
): Promise<{ paid: Paid; confirm?: undefined } | { confirm: PaymentConfirmation }> {
  if (form.get('intent') === 'confirm') {
    const posted = confirmationPosted(form);
    if (!posted) throw data(null, { status: 400 });
    const paid = await api.post<Paid>(
      `${payPath}/confirm`,
      { paymentReference: posted.reference },
      { headers: { ...headers, 'idempotency-key': posted.key } },
    );
    return { paid };
  }
  const key = idempotencyKey(form.get('attempt'), card);
  const answer = await api.post<Paid>(payPath, card, { headers: { ...headers, 'idempotency-key': key } });
  const confirm = confirmationAsked(answer, key);
  return confirm ? { confirm } : { paid: answer };
}

/**
 * The card form's answer to a failed payment: the given message (or the error's) above the form,
 * the card number and CVV not echoed back, and the attempt token to retry with.
 */
export function cardFailure<Extra extends object>(
  submission: Parameters<typeof formFailure>[0],
  error: unknown,
  message: string | undefined,
  form: FormData,
  extra: Extra,
) {
  const attempt = attemptAfter(error, form.get('attempt'));
  return formFailure(submission, message ? new Error(message) : error, {
    fallback: message,
    hideFields: ['cardNumber', 'cvv'],
    status: error instanceof ApiError ? error.status : 400,
    extra: { ...extra, attempt },
  });
}
