import { addDays, belizeToday } from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  buyGiftCards,
  CARD,
  cardBooks,
  idempotencyKey,
  merchantCardProduct,
  merchantWithOwner,
} from './test-helpers.ts';

let t: TestApp;
let reef: Awaited<ReturnType<typeof merchantWithOwner>>;
let caves: Awaited<ReturnType<typeof merchantWithOwner>>;
let reefTourId: string;
let cavesTourId: string;
let dayOffset = 8;
const nextDay = () => addDays(belizeToday(), dayOffset++);

beforeAll(async () => {
  t = await createTestApp();
  reef = await merchantWithOwner(t, 'Sea Star Adventures');
  caves = await merchantWithOwner(t, 'Maya Trails Expeditions');
  const tour = (merchantId: string, title: string) =>
    t.factories.createTour({
      merchantId,
      title,
      sellingPriceCents: 10_000,
      standardPriceCents: 10_000,
      maxGroupSize: 10,
    });
  reefTourId = (await tour(reef.merchant.id, 'Hol Chan Snorkel')).id;
  cavesTourId = (await tour(caves.merchant.id, 'ATM Cave')).id;
  await merchantCardProduct(t, 'mgc-caves', caves.merchant.id, [2500, 30_000]);
});
afterAll(() => t?.close());

/** A pending booking of one adult ($100) for a tour, on its own date unless given. */
async function book(tourId = reefTourId, date = nextDay()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      tourId,
      date,
      adults: 1,
      fullName: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '+1 555 0100',
    },
  });
  const { booking, accessKey } = res.json();
  return { id: booking.id as string, key: accessKey as string };
}

function pay(b: { id: string; key: string }, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${b.id}/pay`,
    payload,
    headers: { 'x-booking-key': b.key, 'idempotency-key': idempotencyKey() },
  });
}

async function bookingMoney(id: string) {
  const result = await t.db.execute(sql`
    select b.gift_card_cents as "giftCardCents", b.status,
      (select coalesce(sum(amount_cents), 0) from payments p
        where p.booking_id = b.id and p.kind = 'charge' and p.status = 'approved')::int as "cardCharged",
      (select coalesce(sum(amount_cents), 0) from payments p
        where p.booking_id = b.id and p.kind = 'refund')::int as "cardRefunded"
    from bookings b where b.id = ${id}`);
  return result.rows[0] as {
    giftCardCents: number;
    status: string;
    cardCharged: number;
    cardRefunded: number;
  };
}

describe('gift cards at tour checkout', () => {
  it('quotes, then pays partly with a card balance and charges only the remainder', async () => {
    const { codes } = await buyGiftCards(t, { productId: 'bp-1', amount: 80 });
    const code = codes[0]!;
    const b = await book();
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.id}/gift-card-quote`,
      payload: { giftCards: [code] },
      headers: { 'x-booking-key': b.key },
    });
    expect(quote.json()).toEqual({
      applied: [{ code: `BP-••••-••••-${code.slice(-4)}`, amount: 8000, balanceAfter: 0 }],
      remainder: 2000,
    });
    const noCard = await pay(b, { giftCards: [code] });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().error.details).toContainEqual({
      field: 'cardNumber',
      message: 'Card number is required',
    });

    const res = await pay(b, { ...CARD, giftCards: [code] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', payment: { last4: '4242' } });
    expect(await bookingMoney(b.id)).toMatchObject({ giftCardCents: 8000, cardCharged: 2000 });
    expect(await cardBooks(t, code)).toEqual({ balance: 0, initial: 8000, ledger: 0, movements: -8000 });
    const balance = await t.app.inject({ method: 'POST', url: '/api/gift-cards/balance', payload: { code } });
    expect(balance.json()).toMatchObject({ balance: 0, status: 'empty' });
  });

  it('needs no card when the gift cards cover the total, applying them in order', async () => {
    const first = (await buyGiftCards(t, { productId: 'bp-25' })).codes[0]!;
    const second = (await buyGiftCards(t, { productId: 'bp-100' })).codes[0]!;
    const b = await book();
    const res = await pay(b, { giftCards: [first, second] });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
    expect(res.json().payment).toBeNull();
    expect(await bookingMoney(b.id)).toMatchObject({ giftCardCents: 10_000, cardCharged: 0 });
    expect((await cardBooks(t, first)).balance).toBe(0);
    expect(await cardBooks(t, second)).toMatchObject({ balance: 2500, ledger: 2500 });
  });

  it("refuses a merchant card at another merchant's tour and takes it at its own", async () => {
    const { codes } = await buyGiftCards(t, { productId: 'mgc-caves', amount: 50 });
    const b = await book(reefTourId);
    const refused = await pay(b, { ...CARD, giftCards: [codes[0]] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'GIFT_CARD_NOT_VALID_HERE',
      message: 'This gift card can only be used at Maya Trails Expeditions.',
    });
    expect((await cardBooks(t, codes[0]!)).balance).toBe(5000);
    expect((await bookingMoney(b.id)).status).toBe('pending');

    const own = await book(cavesTourId);
    expect((await pay(own, { ...CARD, giftCards: [codes[0]] })).statusCode).toBe(200);
    const [entry] = (
      await t.db.execute(sql`
        select l.amount_cents as amount, l.commission_percent as pct, l.commission_cents as commission,
          l.merchant_net_cents as net, l.merchant_id as merchant
        from gift_card_ledger l join gift_cards g on g.id = l.gift_card_id
        where g.code = ${codes[0]} and l.kind = 'redeem_booking'`)
    ).rows;
    expect(entry).toEqual({
      amount: -5000,
      pct: 10,
      commission: 500,
      net: 4500,
      merchant: caves.merchant.id,
    });
  });

  it('never overdraws a card paid from 10 bookings at once; balance = initial + ledger', async () => {
    const { codes } = await buyGiftCards(t, { productId: 'bp-1', amount: 250 });
    const code = codes[0]!;
    const date = nextDay();
    const bookings = [];
    for (let i = 0; i < 10; i++) bookings.push(await book(reefTourId, date));
    const results = await Promise.all(bookings.map((b) => pay(b, { ...CARD, giftCards: [code] })));
    const statuses = results.map((r) => r.statusCode);
    // 409: the card was spent by another payment between the quote and the record (nothing charged).
    expect(statuses.every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(r.json().error.code).toBe('GIFT_CARD_EMPTY');
    }
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.code).toBe('PAYMENT_AMOUNT_CHANGED');
    }
    // Payments that lost the race to the card answer 409 and may leave part of it unspent.
    const books = await cardBooks(t, code);
    expect(books.balance).toBeGreaterThanOrEqual(0);
    expect(books.balance).toBe(books.initial + books.movements);
    expect(books.ledger).toBe(books.balance);
    let paidByCards = 0;
    for (const b of bookings) paidByCards += (await bookingMoney(b.id)).giftCardCents;
    expect(paidByCards).toBe(25_000 - books.balance);
  });

  it('returns a refund to the gift cards first and the rest to the card on cancellation', async () => {
    const { codes } = await buyGiftCards(t, { productId: 'bp-1', amount: 60 });
    const code = codes[0]!;
    const b = await book();
    expect((await pay(b, { ...CARD, giftCards: [code] })).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.id}/cancel`,
      headers: { 'x-booking-key': b.key },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund).toEqual({ amount: 9500, percent: 95 });
    expect(await bookingMoney(b.id)).toMatchObject({
      status: 'cancelled',
      cardCharged: 4000,
      cardRefunded: 3500,
    });
    expect(await cardBooks(t, code)).toMatchObject({ balance: 6000, ledger: 6000 });
  });
});

describe('redemption at the counter', () => {
  it("takes an amount off a pass card or the merchant's own card, never below zero", async () => {
    const pass = (await buyGiftCards(t, { productId: 'bp-50' })).codes[0]!;
    const redeem = (token: string, code: string, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/merchant/gift-cards/redeem',
        payload: { code, amount },
        headers: bearer(token),
      });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/gift-cards/${pass}`,
      headers: bearer(reef.token),
    });
    expect(view.json()).toMatchObject({
      balance: 5000,
      usableHere: true,
      usableAt: 'Any BelizePass merchant',
    });

    const ok = await redeem(reef.token, pass, 3250);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      code: `BP-••••-••••-${pass.slice(-4)}`,
      amountRedeemed: 3250,
      balanceAfter: 1750,
    });
    const over = await redeem(reef.token, pass, 2000);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', details: { balance: 1750 } });
    expect(await cardBooks(t, pass)).toMatchObject({ balance: 1750, ledger: 1750 });
    const [entry] = (
      await t.db.execute(sql`
        select l.commission_cents as commission, l.merchant_net_cents as net, l.actor_user_id as actor
        from gift_card_ledger l join gift_cards g on g.id = l.gift_card_id
        where g.code = ${pass} and l.kind = 'redeem_in_person'`)
    ).rows;
    expect(entry).toEqual({ commission: 325, net: 2925, actor: reef.owner.id });

    const cavesCard = (await buyGiftCards(t, { productId: 'mgc-caves', amount: 40 })).codes[0]!;
    const elsewhere = await redeem(reef.token, cavesCard, 1000);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.code).toBe('GIFT_CARD_NOT_VALID_HERE');
    expect((await redeem(caves.token, cavesCard, 1000)).json().balanceAfter).toBe(3000);
    const tourist = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/gift-cards/redeem',
      payload: { code: pass, amount: 100 },
    });
    expect(tourist.statusCode).toBe(401);
  });
});
