import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { upsertProduct } from './gift-cards.repository.ts';

/** Shared by the stored-value API tests. */

export const CARD = {
  cardName: 'Maria Lopez',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
};
export const DECLINED_CARD = { ...CARD, cardNumber: '4000 0000 0000 0002' };
export const GIFT_CARD_CODE = /^BP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

let keys = 0;
export const idempotencyKey = () => `test-key-${process.pid}-${Date.now()}-${keys++}`;

export async function login(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'belize-demo-2026' },
  });
  return res.json().token as string;
}

export const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** An approved merchant with a signed-in owner. */
export async function merchantWithOwner(t: TestApp, businessName: string) {
  const email = `${businessName.toLowerCase().replace(/[^a-z]+/g, '-')}-${keys++}@example.com`;
  const owner = await t.factories.createUser({
    email,
    role: 'merchant_admin',
    fullName: `${businessName} Owner`,
  });
  const merchant = await t.factories.createMerchant({ ownerUserId: owner.id, businessName });
  return { merchant, owner, token: await login(t, email) };
}

/** A merchant gift card product (1 year validity) for a merchant. */
export async function merchantCardProduct(
  t: TestApp,
  id: string,
  merchantId: string,
  range = [2500, 20_000],
) {
  await upsertProduct(t.db, {
    id,
    type: 'merchant',
    merchantId,
    title: `Gift card ${id}`,
    description: 'A merchant gift card',
    longDescription: 'A merchant gift card for tests',
    location: 'San Pedro, Ambergris Caye',
    imageUrl: '/uploads/demo/test.webp',
    minAmountCents: range[0],
    maxAmountCents: range[1],
    validityPeriod: '1 year from purchase',
    validityMonths: 12,
    color: '#123456',
    textColor: '#ffffff',
    features: ['Test'],
    categoryType: 'restaurants',
    highlight: true,
  });
}

/** Orders and pays gift cards as a guest; returns the order response and the issued codes. */
export async function buyGiftCards(
  t: TestApp,
  input: { productId: string; amount?: number; quantity?: number; token?: string } & Record<string, unknown>,
) {
  const { token, ...body } = input;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/orders',
    headers: bearer(token),
    payload: { buyerName: 'Maria Lopez', buyerEmail: 'maria@example.com', ...body },
  });
  if (created.statusCode !== 201) throw new Error(`order failed: ${created.body}`);
  const { order, accessKey } = created.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/gift-cards/orders/${order.id}/pay`,
    headers: { 'x-order-key': accessKey, 'idempotency-key': idempotencyKey() },
    payload: CARD,
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  const json = paid.json();
  return { ...json, accessKey, codes: json.giftCards.map((c: { code: string }) => c.code) as string[] };
}

/** Balance and the sum of the ledger of a card, straight from the database. */
export async function cardBooks(t: TestApp, code: string) {
  const result = await t.db.execute(sql`
    select g.balance_cents as balance, g.initial_cents as initial,
      (select coalesce(sum(amount_cents), 0) from gift_card_ledger l where l.gift_card_id = g.id)::int as ledger,
      (select coalesce(sum(amount_cents), 0) from gift_card_ledger l
        where l.gift_card_id = g.id and kind <> 'issue')::int as movements
    from gift_cards g where g.code = ${code}`);
  const row = result.rows[0] as { balance: number; initial: number; ledger: number; movements: number };
  return row;
}
