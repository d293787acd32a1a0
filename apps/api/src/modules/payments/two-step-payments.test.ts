import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, demoProviderCharges, demoProviderRefunds, payments } from '../../db/schema/index.ts';
import { APPROVED_CARD, holdSeats } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reconcilePayments } from './reconciliation.ts';

let t: TestApp;
let tourId: string;
const CONFIRM_CARD = { ...APPROVED_CARD, cardNumber: '4000 0027 6000 3184' };

beforeAll(async () => {
  t = await createTestApp();
  tourId = (await t.factories.createTour({ title: 'Two-step tour', sellingPriceCents: 10_000 })).id;
});
afterAll(() => t?.close());

const pay = (booking: { id: string; key: string }, key: string, card: object = APPROVED_CARD, path = 'pay') =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/${path}`,
    headers: { 'x-booking-key': booking.key, 'idempotency-key': key },
    payload: card,
  });
const gatewayCharges = (bookingId: string) =>
  t.db.select().from(demoProviderCharges).where(eq(demoProviderCharges.bookingId, bookingId));
const ourPayments = (bookingId: string) =>
  t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const ctx = () => ({ db: t.db, payments: t.app.payments, publicUrl: '' });
/** A reconciliation turn as if the grace period had passed. */
const reconcileLater = () => reconcilePayments(ctx(), new Date(Date.now() + 10 * 60_000));

describe('payments in two steps', () => {
  it('charges once per key: the same key twice is one gateway payment, authorized then captured', async () => {
    const booking = await holdSeats(t.app, tourId);
    const [first, second] = await Promise.all([
      pay(booking, 'key-twice-0001'),
      pay(booking, 'key-twice-0001'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await pay(booking, 'key-twice-0001')).json().status).toBe('confirmed');
    const charges = await gatewayCharges(booking.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'captured', amountCents: 20_000 });
    const ours = await ourPayments(booking.id);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ status: 'approved', providerReference: charges[0]!.reference });
  });

  it('a second key on a paid booking does not charge again', async () => {
    const booking = await holdSeats(t.app, tourId);
    expect((await pay(booking, 'key-first-0001')).statusCode).toBe(200);
    expect((await pay(booking, 'key-second-001')).statusCode).toBe(200);
    expect(await gatewayCharges(booking.id)).toHaveLength(1);
  });

  it('a card that asks for confirmation (3-D Secure) answers 202, then /pay/confirm completes it', async () => {
    const booking = await holdSeats(t.app, tourId);
    const asked = await pay(booking, 'key-3ds-000001', CONFIRM_CARD);
    expect(asked.statusCode).toBe(202);
    const { paymentReference } = asked.json();
    expect(asked.json()).toMatchObject({ status: 'requires_action', paymentReference: expect.any(String) });
    const [pending] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(pending!.status).toBe('pending');
    // The same key again asks again; nothing new at the gateway.
    expect((await pay(booking, 'key-3ds-000001', CONFIRM_CARD)).statusCode).toBe(202);
    expect(
      (await pay(booking, 'key-3ds-000001', { paymentReference: 'demo_ch_other' }, 'pay/confirm')).statusCode,
    ).toBe(404);
    const confirmed = await pay(booking, 'key-3ds-000001', { paymentReference }, 'pay/confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', payment: { last4: '3184' } });
    expect(await gatewayCharges(booking.id)).toEqual([expect.objectContaining({ status: 'captured' })]);
  });

  it('refunds through the gateway with their own key, once', async () => {
    const booking = await holdSeats(t.app, tourId);
    await pay(booking, 'key-refund-001');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { 'x-booking-key': booking.key },
    });
    expect(cancelled.statusCode).toBe(200);
    const refund = (await ourPayments(booking.id)).find((p) => p.kind === 'refund')!;
    expect(refund).toMatchObject({
      status: 'approved',
      amountCents: 19_000,
      idempotencyKey: `refund:${booking.id}`,
    });
    const made = await t.db
      .select()
      .from(demoProviderRefunds)
      .where(eq(demoProviderRefunds.idempotencyKey, `refund:${booking.id}`));
    expect(made).toEqual([
      expect.objectContaining({ amountCents: 19_000, reference: refund.providerReference }),
    ]);
  });
});

describe('reconciliation', () => {
  it('records an approval the server never recorded (crash in between), once; a retry does not charge again', async () => {
    const booking = await holdSeats(t.app, tourId);
    // The gateway approved, then the server stopped before recording it.
    const approved = await t.app.payments.authorize({
      idempotencyKey: 'key-crash-0001',
      amountCents: 20_000,
      card: APPROVED_CARD,
      description: 'crash test',
      bookingId: booking.id,
    });
    expect(approved.status).toBe('authorized');
    // Too young: the request may still be recording it.
    expect(await reconcilePayments(ctx())).toMatchObject({ recorded: 0, voided: 0 });
    const [a, b] = await Promise.all([reconcileLater(), reconcileLater()]);
    expect(a.recorded + b.recorded).toBe(1);
    expect(a.voided + b.voided).toBe(0);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'confirmed', commissionCents: 2_000, merchantNetCents: 18_000 });
    expect(await gatewayCharges(booking.id)).toEqual([expect.objectContaining({ status: 'captured' })]);
    // The guest's browser retries with its key: the first outcome, no second charge.
    expect((await pay(booking, 'key-crash-0001')).statusCode).toBe(200);
    expect(await gatewayCharges(booking.id)).toHaveLength(1);
    expect((await ourPayments(booking.id)).filter((p) => p.kind === 'charge')).toHaveLength(1);
  });

  it('voids an approval its booking can no longer take', async () => {
    const booking = await holdSeats(t.app, tourId);
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { 'x-booking-key': booking.key },
    });
    await t.app.payments.authorize({
      idempotencyKey: 'key-crash-0002',
      amountCents: 20_000,
      card: APPROVED_CARD,
      description: 'crash test',
      bookingId: booking.id,
    });
    expect(await reconcileLater()).toMatchObject({ recorded: 0, voided: 1 });
    expect(await gatewayCharges(booking.id)).toEqual([expect.objectContaining({ status: 'voided' })]);
    expect(await ourPayments(booking.id)).toHaveLength(0);
    const retry = await pay(booking, 'key-crash-0002');
    expect(retry.statusCode).toBe(409);
  });
});

describe('orders in two steps', () => {
  async function newOrder() {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/orders',
      payload: { productId: 'bp-25', quantity: 2, buyerName: 'Maria Lopez', buyerEmail: 'maria@example.com' },
    });
    expect(created.statusCode).toBe(201);
    return { id: created.json().order.id as string, key: created.json().accessKey as string };
  }
  const payOrder = (order: { id: string; key: string }, key: string, body: object, path = 'pay') =>
    t.app.inject({
      method: 'POST',
      url: `/api/gift-cards/orders/${order.id}/${path}`,
      headers: { 'x-order-key': order.key, 'idempotency-key': key },
      payload: body,
    });
  const orderCharges = (orderId: string) =>
    t.db.select().from(demoProviderCharges).where(eq(demoProviderCharges.orderId, orderId));

  it('a gift card order asks for confirmation, then issues its cards once', async () => {
    const order = await newOrder();
    const asked = await payOrder(order, 'key-order-3ds-1', CONFIRM_CARD);
    expect(asked.statusCode).toBe(202);
    const paid = await payOrder(
      order,
      'key-order-3ds-1',
      { paymentReference: asked.json().paymentReference },
      'pay/confirm',
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().giftCards).toHaveLength(2);
    expect((await payOrder(order, 'key-order-3ds-1', APPROVED_CARD)).json().giftCards).toHaveLength(2);
    expect(await orderCharges(order.id)).toEqual([
      expect.objectContaining({ status: 'captured', amountCents: 5_000 }),
    ]);
  });

  it('reconciliation records and fulfils an order approved but never recorded', async () => {
    const order = await newOrder();
    await t.app.payments.authorize({
      idempotencyKey: 'key-order-crash',
      amountCents: 5_000,
      card: APPROVED_CARD,
      description: 'crash test',
      orderId: order.id,
    });
    expect(await reconcileLater()).toMatchObject({ recorded: 1, voided: 0 });
    const again = await payOrder(order, 'key-order-crash', APPROVED_CARD);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ order: { status: 'paid' } });
    expect(again.json().giftCards).toHaveLength(2);
    expect(await orderCharges(order.id)).toEqual([expect.objectContaining({ status: 'captured' })]);
  });
});
