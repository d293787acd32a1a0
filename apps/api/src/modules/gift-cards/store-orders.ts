import { guestBuyerIssues, PAYMENT_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { hashToken } from '../auth/tokens.ts';
import {
  type ApprovedCharge,
  paymentDeclined as declined,
  priorPayment,
  recordCharge,
} from '../payments/charge-once.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as repo from './gift-cards.repository.ts';
import { markOrderPaid } from './gift-cards.repository.ts';

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

export const ORDER_NOT_FOUND = () => notFound('ORDER_NOT_FOUND', m.errors_order_not_found());

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

export type OrderOutcome = 'paid' | 'declined';

/**
 * The first step of paying an order (payments/charge-once.ts), its row locked: a repeated key or a
 * paid order answers at once; otherwise the order's total is to be charged.
 */
export async function prepareOrderCharge(
  tx: Db,
  order: repo.OrderRow,
  idempotencyKey: string,
  description: string,
): Promise<{ done: OrderOutcome } | { charge: { amountCents: number; description: string } }> {
  const earlier = await priorPayment(tx, { orderId: order.id }, idempotencyKey);
  if (earlier) return { done: earlier.status === 'approved' ? 'paid' : 'declined' };
  if (order.status === 'paid') return { done: 'paid' };
  return { charge: { amountCents: order.totalCents, description } };
}

/**
 * The second step's checks, the order row locked again: answers when the order needs no recording
 * (recorded already under this key, or paid meanwhile under another: void this authorization).
 */
export async function recordedOrAlreadyPaid(tx: Db, orderId: string, idempotencyKey: string) {
  const order = (await repo.findOrder(tx, orderId, { forUpdate: true }))!;
  if (await priorPayment(tx, { orderId }, idempotencyKey))
    return { order, answer: { value: 'paid' as const } };
  if (order.status === 'paid') return { order, answer: { value: 'paid' as const, voidCharge: true } };
  return { order, answer: undefined };
}

/** Records the order's approved charge and marks it paid (then the caller issues what was bought). */
export async function recordOrderPaid(
  tx: Db,
  ctx: StoreContext,
  order: repo.OrderRow,
  charge: ApprovedCharge,
  now: Date,
) {
  await recordCharge(tx, { orderId: order.id }, charge, ctx.payments.name);
  await markOrderPaid(tx, order.id, now);
}

export const paymentDeclined = () => declined(PAYMENT_MESSAGES.failed);

/** The card brand and last four digits of an order's approved charge, for its views. */
export async function orderPayment(db: Db, order: repo.OrderRow) {
  if (order.status !== 'paid') return null;
  const charge = await repo.findApprovedOrderCharge(db, order.id);
  return charge?.brand && charge.last4 ? { brand: charge.brand, last4: charge.last4 } : null;
}
