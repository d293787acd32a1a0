import type { Db } from '../../db/client.ts';
import { findPayment } from '../bookings/bookings.repository.ts';
import { recordGatewayCharge, sendPendingRefunds } from '../bookings/bookings.service.ts';
import { fulfilDealOrder } from '../deals/deal-orders.service.ts';
import { findOrder } from '../gift-cards/gift-cards.repository.ts';
import { fulfilGiftCardOrder } from '../gift-cards/gift-cards.service.ts';
import { captureQuietly } from './charge-once.ts';
import type { PaymentProvider, ProviderCharge } from './payment-provider.ts';

export interface ReconcileContext {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
}

/** An authorization younger than this may still be recorded by the request that asked for it. */
export const RECONCILE_GRACE_MS = Number(process.env.PAYMENT_RECONCILE_GRACE_MS ?? 60_000);
/** A payment still waiting for the holder's confirmation after this long is abandoned. */
const CONFIRMATION_TIMEOUT_MS = 60 * 60_000;

export interface ReconcileReport {
  captured: number;
  recorded: number;
  voided: number;
  refunds: number;
}

/** Records an unrecorded authorization of an order when the order can still take it. */
async function recordOrderCharge(ctx: ReconcileContext, charge: ProviderCharge, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, charge.orderId!, { forUpdate: true });
    if (!order) return 'void' as const;
    const earlier = await findPayment(tx, charge.idempotencyKey);
    if (earlier) {
      return earlier.status === 'approved' && earlier.providerReference === charge.reference
        ? ('already' as const)
        : ('void' as const);
    }
    if (order.status !== 'pending' || charge.amountCents !== order.totalCents) return 'void' as const;
    const approved = { ...charge, idempotencyKey: charge.idempotencyKey };
    const done =
      order.kind === 'gift_card'
        ? await fulfilGiftCardOrder(ctx, tx, order, approved, now)
        : (await fulfilDealOrder(ctx, tx, order, approved, now)) === 'paid';
    return done ? ('recorded' as const) : ('void' as const);
  });
}

/**
 * One reconciliation turn, safe on any number of instances at once: every authorization the
 * gateway holds open (older than the grace period) is captured when our books recorded it; an
 * unrecorded one (the server stopped between the approval and the record) is recorded when its
 * booking or order can still take it, and captured, or else voided. Recording is guarded by the
 * target's row lock and the unique idempotency key, and capture and void are idempotent at the
 * gateway, so two instances reach the same outcome and nothing is recorded twice. Then the refunds
 * decided but not yet made are asked for again.
 */
export async function reconcilePayments(ctx: ReconcileContext, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { captured: 0, recorded: 0, voided: 0, refunds: 0 };
  const open = await ctx.payments.openCharges(new Date(now.getTime() - RECONCILE_GRACE_MS));
  for (const charge of open) {
    if (charge.status === 'requires_action') {
      if (now.getTime() - charge.createdAt.getTime() > CONFIRMATION_TIMEOUT_MS) {
        await ctx.payments.void(charge.reference);
        report.voided++;
      }
      continue;
    }
    const ours = await findPayment(ctx.db, charge.idempotencyKey);
    let outcome: 'recorded' | 'already' | 'void';
    if (ours) {
      outcome =
        ours.status === 'approved' && ours.providerReference === charge.reference ? 'already' : 'void';
    } else {
      outcome = charge.bookingId
        ? await recordGatewayCharge(ctx, charge.bookingId, charge, now)
        : charge.orderId
          ? await recordOrderCharge(ctx, charge, now)
          : 'void';
      if (outcome === 'recorded') report.recorded++;
    }
    if (outcome !== 'void') {
      await captureQuietly(ctx.payments, charge.reference);
      report.captured++;
    } else {
      await ctx.payments.void(charge.reference);
      report.voided++;
    }
  }
  report.refunds = await sendPendingRefunds(ctx, { olderThan: new Date(now.getTime() - RECONCILE_GRACE_MS) });
  return report;
}
