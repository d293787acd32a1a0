import { type CardForm, guestBuyerIssues, PAYMENT_MESSAGES } from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { hashToken } from '../auth/tokens.ts';
import { findPayment, insertPayment } from '../bookings/bookings.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as repo from './gift-cards.repository.ts';

/** What gift-card and deal orders need: the database, the card gateway and the public origin for links. */
export interface StoreContext {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
}

/** Who asks for an order: its signed-in buyer, and/or the secret key returned when it was created. */
export interface OrderAccess {
  userId?: string;
  key?: string;
}

export const ORDER_NOT_FOUND = () => notFound('ORDER_NOT_FOUND', 'Order not found');

export function canSeeOrder(order: repo.OrderRow, access: OrderAccess) {
  if (access.userId && order.userId === access.userId) return true;
  return Boolean(access.key) && hashToken(access.key!) === order.accessKeyHash;
}

/** Loads (and locks, in a transaction) an order of the given kind that the caller may see; 404 otherwise. */
export async function orderFor(
  db: Db,
  id: string,
  kind: repo.OrderRow['kind'],
  access: OrderAccess,
  options: { forUpdate?: boolean } = {},
) {
  const order = await repo.findOrder(db, id, options);
  if (!order || order.kind !== kind || !canSeeOrder(order, access)) throw ORDER_NOT_FOUND();
  return order;
}

/** The buyer's name and email: as given, or from the signed-in account; guests must give both. */
export async function resolveBuyer(
  db: Db,
  input: { buyerName?: string; buyerEmail?: string },
  userId: string | undefined,
) {
  const account = userId ? await repo.findUserContact(db, userId) : undefined;
  const buyer = {
    buyerName: input.buyerName ?? account?.fullName,
    buyerEmail: input.buyerEmail ?? account?.email,
  };
  const issues = guestBuyerIssues(buyer);
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  return buyer as { buyerName: string; buyerEmail: string };
}

export type ChargeOutcome = 'charged' | 'declined' | 'already-paid';

/** The outcome of an earlier attempt with this key, or of an order already paid; undefined otherwise. */
export async function priorOutcome(
  tx: Db,
  order: repo.OrderRow,
  idempotencyKey: string,
): Promise<ChargeOutcome | undefined> {
  const earlier = await findPayment(tx, idempotencyKey);
  if (earlier && earlier.orderId !== order.id) {
    throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This payment key belongs to another payment');
  }
  if (earlier) return earlier.status === 'approved' ? 'already-paid' : 'declined';
  if (order.status === 'paid') return 'already-paid';
  return undefined;
}

/**
 * Charges an order once per idempotency key, inside the caller's transaction (the order row locked):
 * a repeated key returns the first outcome, a paid order is not charged again. A decline is recorded.
 */
export async function chargeOrder(
  tx: Db,
  ctx: StoreContext,
  order: repo.OrderRow,
  card: CardForm,
  idempotencyKey: string,
  description: string,
): Promise<ChargeOutcome> {
  const prior = await priorOutcome(tx, order, idempotencyKey);
  if (prior) return prior;
  const result = await ctx.payments.charge({ amountCents: order.totalCents, card, description });
  await insertPayment(tx, {
    orderId: order.id,
    kind: 'charge',
    idempotencyKey,
    status: result.status,
    amountCents: order.totalCents,
    brand: result.brand,
    last4: result.last4,
    provider: ctx.payments.name,
    providerReference: result.status === 'approved' ? result.reference : null,
  });
  return result.status === 'approved' ? 'charged' : 'declined';
}

export const paymentDeclined = () => new AppError(402, 'PAYMENT_DECLINED', PAYMENT_MESSAGES.failed);

/** The card brand and last four digits of an order's approved charge, for its views. */
export async function orderPayment(db: Db, order: repo.OrderRow) {
  if (order.status !== 'paid') return null;
  const charge = await repo.findApprovedOrderCharge(db, order.id);
  return charge?.brand && charge.last4 ? { brand: charge.brand, last4: charge.last4 } : null;
}
