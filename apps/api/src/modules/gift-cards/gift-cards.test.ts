import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';
import {
  bearer,
  buyGiftCards,
  CARD,
  cardBooks,
  DECLINED_CARD,
  GIFT_CARD_CODE,
  idempotencyKey,
  login,
  merchantCardProduct,
  merchantWithOwner,
} from './test-helpers.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let grill: Awaited<ReturnType<typeof merchantWithOwner>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  grill = await merchantWithOwner(t, 'Reef Fire Grill');
  await merchantCardProduct(t, 'mgc-test', grill.merchant.id);
  await t.factories.createUser({ email: 'buyer@example.com', fullName: 'Bea Buyer' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const order = (payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/gift-cards/orders', payload, headers: bearer(token) });
const guest = { buyerName: 'Maria Lopez', buyerEmail: 'maria@example.com' };

describe('the catalogue', () => {
  it('lists the pass cards of spec section 9 and merchant cards with their merchant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gift-cards' });
    expect(res.statusCode).toBe(200);
    const cards = res.json().giftCards as { id: string; price: number | null; merchant: unknown }[];
    expect(cards.map((c) => c.id)).toEqual(
      expect.arrayContaining(['bp-1', 'bp-25', 'bp-50', 'bp-100', 'mgc-test']),
    );
    expect(cards.find((c) => c.id === 'bp-25')).toMatchObject({
      price: 2500,
      minAmount: null,
      validityPeriod: 'Never Expires',
      type: 'belizepass',
      merchant: null,
    });
    expect(cards.find((c) => c.id === 'bp-1')).toMatchObject({
      price: null,
      minAmount: 5000,
      maxAmount: 100_000,
    });
    expect(cards.find((c) => c.id === 'mgc-test')?.merchant).toEqual({
      id: grill.merchant.id,
      business_name: 'Reef Fire Grill',
    });
  });

  it('filters by category and search, and says Gift Card Not Found for unknown ids', async () => {
    const restaurants = await t.app.inject({ method: 'GET', url: '/api/gift-cards?category=restaurants' });
    expect(restaurants.json().giftCards.map((c: { id: string }) => c.id)).toEqual(['mgc-test']);
    const search = await t.app.inject({ method: 'GET', url: '/api/gift-cards?search=reef%20fire' });
    expect(search.json().giftCards.map((c: { id: string }) => c.id)).toEqual(['mgc-test']);
    const missing = await t.app.inject({ method: 'GET', url: '/api/gift-cards/mgc-404' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Gift Card Not Found');
    const bad = await t.app.inject({ method: 'GET', url: '/api/gift-cards?category=spa' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('buying gift cards', () => {
  it('checks the amount range, the quantity and the guest buyer', async () => {
    const low = await order({ productId: 'bp-1', amount: 40, ...guest });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.details).toContainEqual({
      field: 'amount',
      message: 'Choose an amount from $50 to $1,000',
    });
    const many = await order({ productId: 'bp-25', quantity: 11, ...guest });
    expect(many.json().error.details[0].field).toBe('quantity');
    const anonymous = await order({ productId: 'bp-25' });
    expect(anonymous.json().error.details).toEqual([
      { field: 'buyerName', message: 'Your name is required' },
      { field: 'buyerEmail', message: 'Email is required' },
    ]);
    const badRecipient = await order({ productId: 'bp-25', recipientEmail: 'nope', ...guest });
    expect(badRecipient.json().error.details[0]).toEqual({
      field: 'recipientEmail',
      message: 'Email is invalid',
    });
  });

  it('orders, pays once per key, issues one coded card per unit and emails each recipient', async () => {
    const created = await order({
      productId: 'bp-1',
      amount: 150,
      quantity: 2,
      recipientName: 'Jonah',
      recipientEmail: 'jonah@example.com',
      senderName: 'Aunt Maria',
      message: 'Happy birthday! Go see the Blue Hole.',
      ...guest,
    });
    expect(created.statusCode).toBe(201);
    const { order: pending, accessKey } = created.json();
    expect(pending).toMatchObject({ status: 'pending', total: 30_000, quantity: 2, unitAmount: 15_000 });
    expect(pending.product.id).toBe('bp-1');

    const payUrl = `/api/gift-cards/orders/${pending.id}/pay`;
    const declinedKey = idempotencyKey();
    const pay = (key: string, card = CARD, orderKey = accessKey) =>
      t.app.inject({
        method: 'POST',
        url: payUrl,
        payload: card,
        headers: { 'x-order-key': orderKey, 'idempotency-key': key },
      });
    expect((await pay(idempotencyKey(), CARD, 'wrong-key')).statusCode).toBe(404);
    const declined = await pay(declinedKey, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Payment processing failed. Please try again.');
    expect((await pay(declinedKey, DECLINED_CARD)).statusCode).toBe(402);

    const key = idempotencyKey();
    const paid = await pay(key);
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(body.order).toMatchObject({ status: 'paid', payment: { brand: 'VISA', last4: '4242' } });
    expect(body.giftCards).toHaveLength(2);
    for (const card of body.giftCards) {
      expect(card.code).toMatch(GIFT_CARD_CODE);
      expect(card).toMatchObject({
        balance: 15_000,
        expiresAt: null,
        validityPeriod: 'Never Expires',
        recipientName: 'Jonah',
        recipientEmail: 'jonah@example.com',
        status: 'active',
      });
      expect(await cardBooks(t, card.code)).toMatchObject({ balance: 15_000, ledger: 15_000 });
    }
    const again = await pay(key);
    expect(again.json().giftCards.map((c: { code: string }) => c.code)).toEqual(
      body.giftCards.map((c: { code: string }) => c.code),
    );
    const viewed = await t.app.inject({
      method: 'GET',
      url: `/api/gift-cards/orders/${pending.id}`,
      headers: { 'x-order-key': accessKey },
    });
    expect(viewed.json().giftCards).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/gift-cards/orders/${pending.id}` })).statusCode,
    ).toBe(404);

    await t.app.deliverOutbox();
    const mails = smtp.messages.filter((m) => JSON.stringify(m.to).includes('jonah@example.com'));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Aunt Maria sent you a BelizePass Gift Card ($150.00)');
    expect(mails[0]!.text).toContain('Happy birthday! Go see the Blue Hole.');
    expect(mails.map((m) => m.text).join()).toContain(body.giftCards[1].code);
    expect(smtp.lastTo('maria@example.com')?.subject).toBe('Receipt: 2 x BelizePass Gift Card');
  });

  it("gives merchant cards a year and lists a signed-in buyer's cards in their account", async () => {
    const token = await login(t, 'buyer@example.com');
    const bought = await buyGiftCards(t, {
      productId: 'mgc-test',
      amount: 60,
      token,
      buyerName: undefined,
      buyerEmail: undefined,
    });
    expect(bought.order).toMatchObject({
      buyerName: 'Bea Buyer',
      buyerEmail: 'buyer@example.com',
      total: 6000,
    });
    const expires = Date.parse(bought.giftCards[0].expiresAt);
    const inAYear = Date.now() + 365 * 86_400_000;
    expect(Math.abs(expires - inAYear)).toBeLessThan(2 * 86_400_000);

    const mine = await t.app.inject({ method: 'GET', url: '/api/me/gift-cards', headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().giftCards).toEqual([
      expect.objectContaining({
        code: bought.codes[0],
        balance: 6000,
        usableAt: 'Reef Fire Grill',
        product: expect.objectContaining({ id: 'mgc-test', type: 'merchant' }),
      }),
    ]);
    expect(mine.json().vouchers).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/gift-cards' })).statusCode).toBe(401);
  });
});

describe('the public balance check', () => {
  it('shows the balance with the code masked, and a plain 404 for unknown codes', async () => {
    const { codes } = await buyGiftCards(t, { productId: 'bp-25' });
    const code = codes[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code: code.toLowerCase().replaceAll('-', ' ') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: `BP-••••-••••-${code.slice(-4)}`,
      balance: 2500,
      currency: 'USD',
      expiresAt: null,
      validityPeriod: 'Never Expires',
      usableAt: 'Any BelizePass merchant',
      status: 'active',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: { code: 'BP-AAAA-BBBB-CCCC' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('We could not find a gift card with that code.');
  });
});
