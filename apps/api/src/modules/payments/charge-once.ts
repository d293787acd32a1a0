import type { CardForm } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { paymentsTotal } from '../../plugins/metrics.ts';
import { findPayment, insertPayment } from '../bookings/bookings.repository.ts';
import { crashPoint } from './crash-point.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** An authorization the gateway gave, to be recorded. */
export interface ApprovedCharge {
  idempotencyKey: string;
  reference: string;
  amountCents: number;
  brand: string;
  last4: string;
}

export interface PaymentContext {
  db: Db;
  payments: PaymentProvider;
}

/** What a charge is for; exactly one is set. */
export type ChargeTarget =
  | { bookingId: string; orderId?: undefined }
  | { orderId: string; bookingId?: undefined };

export interface ChargeFlow<T> {
  target: ChargeTarget;
  idempotencyKey: string;
  /** The card to authorize with; absent when confirming a payment that asked for confirmation. */
  card?: CardForm;
  /** Confirms the payment of this key that answered `requires_action` (3-D Secure done). */
  confirmReference?: string;
  /**
   * A short transaction with the target locked: answers without charging (a repeated key, an
   * already paid target) with `done`, or says what to charge. Throws when it cannot be paid.
   */
  prepare(tx: Db): Promise<{ done: T } | { charge: { amountCents: number; description: string } }>;
  /**
   * A short transaction with the target locked again: records the approved charge (through
   * `recordCharge`) and what it pays for, and returns the answer (with `voidCharge` when the target
   * no longer needs it, e.g. paid meanwhile under another key); or `refuse` with the error to answer,
   * and the authorization is voided. `charge` is null when nothing was left to charge.
   */
  record(
    tx: Db,
    charge: ApprovedCharge | null,
  ): Promise<{ value: T; voidCharge?: boolean } | { refuse: Error }>;
}

export type ChargeResult<T> = { status: 'done'; value: T } | { status: 'requires_action'; reference: string };

/** A payment the card holder must confirm (3-D Secure) before it is authorized: the 202 answer. */
export interface PaymentRequiresAction {
  status: 'requires_action';
  paymentReference: string;
  message: string;
}

export const requiresActionMessage = () => m.errors_payment_requires_action();

/** For callers that cannot show a confirmation step (scripts): the payment needs one. */
export function requiresActionError(asked: PaymentRequiresAction) {
  return new AppError(402, 'PAYMENT_REQUIRES_ACTION', asked.message, {
    paymentReference: asked.paymentReference,
  });
}

export const paymentDeclined = (message: string) => new AppError(402, 'PAYMENT_DECLINED', message);

/** The approved charge's row in our books, under the key it was authorized with. */
export async function recordCharge(tx: Db, target: ChargeTarget, charge: ApprovedCharge, provider: string) {
  await insertPayment(tx, {
    ...target,
    kind: 'charge',
    idempotencyKey: charge.idempotencyKey,
    status: 'approved',
    amountCents: charge.amountCents,
    brand: charge.brand,
    last4: charge.last4,
    provider,
    providerReference: charge.reference,
  });
  paymentsTotal.inc({ kind: 'charge', status: 'approved' });
}

/** A repeated Idempotency-Key must belong to the same booking or order. */
export async function priorPayment(tx: Db, target: ChargeTarget, idempotencyKey: string) {
  const earlier = await findPayment(tx, idempotencyKey);
  if (!earlier) return undefined;
  const same = target.bookingId ? earlier.bookingId === target.bookingId : earlier.orderId === target.orderId;
  if (!same) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', m.errors_payment_key_reused());
  return earlier;
}

/**
 * Charges once per idempotency key, in two steps and never inside a database transaction:
 * 1. `prepare` (short transaction): a repeated key or a paid target answers at once;
 * 2. the gateway authorizes with the key (the same key always gets the same payment, so a retry
 *    after a crash or a timeout never charges twice);
 * 3. `record` (short transaction): the payment row and what it pays for, or a refusal, which voids
 *    the authorization;
 * 4. capture, after the commit. A crash between 2 and 3 or 3 and 4 leaves an authorization that
 *    the reconciliation job records and captures, or voids (payments/reconciliation.ts).
 */
export async function chargeOnce<T>(
  ctx: PaymentContext,
  flow: ChargeFlow<T>,
  declinedMessage: string,
): Promise<ChargeResult<T>> {
  const step = await ctx.db.transaction((tx) => flow.prepare(tx));
  if ('done' in step) return { status: 'done', value: step.done };
  if (step.charge.amountCents <= 0) {
    const outcome = await ctx.db.transaction((tx) => flow.record(tx, null));
    if ('refuse' in outcome) throw outcome.refuse;
    return { status: 'done', value: outcome.value };
  }

  let result: Awaited<ReturnType<PaymentProvider['authorize']>>;
  if (flow.confirmReference) {
    const payment = await ctx.payments.lookup(flow.idempotencyKey);
    if (!payment || payment.reference !== flow.confirmReference) {
      throw notFound('PAYMENT_NOT_FOUND', m.errors_payment_not_found());
    }
    result = await ctx.payments.confirm(flow.confirmReference);
  } else {
    if (!flow.card) throw new AppError(400, 'CARD_REQUIRED', m.errors_card_details_required());
    result = await ctx.payments.authorize({
      idempotencyKey: flow.idempotencyKey,
      amountCents: step.charge.amountCents,
      card: flow.card,
      description: step.charge.description,
      ...flow.target,
    });
  }
  if (result.status === 'requires_action') return { status: 'requires_action', reference: result.reference };
  if (result.status === 'voided') {
    throw new AppError(409, 'PAYMENT_VOIDED', m.errors_payment_voided());
  }
  if (result.status === 'declined') {
    await ctx.db.transaction(async (tx) => {
      if (await findPayment(tx, flow.idempotencyKey)) return;
      await insertPayment(tx, {
        ...flow.target,
        kind: 'charge',
        idempotencyKey: flow.idempotencyKey,
        status: 'declined',
        amountCents: step.charge.amountCents,
        brand: result.brand,
        last4: result.last4,
        provider: ctx.payments.name,
      });
    });
    paymentsTotal.inc({ kind: 'charge', status: 'declined' });
    throw paymentDeclined(declinedMessage);
  }
  if (result.amountCents !== step.charge.amountCents) {
    // The key was first used for another amount (the total changed since): nothing to record.
    await ctx.payments.void(result.reference);
    throw new AppError(409, 'PAYMENT_AMOUNT_CHANGED', m.errors_payment_amount_changed());
  }
  crashPoint('after-authorize');

  const charge: ApprovedCharge = {
    idempotencyKey: flow.idempotencyKey,
    reference: result.reference,
    amountCents: result.amountCents,
    brand: result.brand,
    last4: result.last4,
  };
  const outcome = await ctx.db.transaction((tx) => flow.record(tx, charge));
  if ('refuse' in outcome) {
    await ctx.payments.void(charge.reference);
    throw outcome.refuse;
  }
  if (outcome.voidCharge) {
    await ctx.payments.void(charge.reference);
    return { status: 'done', value: outcome.value };
  }
  crashPoint('after-record');
  await captureQuietly(ctx.payments, charge.reference);
  return { status: 'done', value: outcome.value };
}

/** Captures a recorded authorization; a failure is left to the reconciliation job, which retries. */
export async function captureQuietly(payments: PaymentProvider, reference: string) {
  try {
    await payments.capture(reference);
  } catch {
    // The payment is recorded; the next reconciliation turn captures it.
  }
}
