import { brotliDecompressSync } from 'node:zlib';
import { addDays, belizeToday } from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, CARD, idempotencyKey, login, merchantWithOwner } from '../gift-cards/test-helpers.ts';

let t: TestApp;
let grill: Awaited<ReturnType<typeof merchantWithOwner>>;
let spa: Awaited<ReturnType<typeof merchantWithOwner>>;
let adminToken: string;
const today = belizeToday();

beforeAll(async () => {
  t = await createTestApp();
  grill = await merchantWithOwner(t, 'Reef Fire Grill');
  spa = await merchantWithOwner(t, 'Lagoon Lily Spa');
  await t.factories.createTour({
    merchantId: grill.merchant.id,
    reviews: [
      { userName: 'Ana', rating: 5, comment: 'Great', visitedOn: today },
      { userName: 'Ben', rating: 4, comment: 'Good', visitedOn: today },
    ],
  });
  await t.factories.createUser({ email: 'staff@example.com', role: 'platform_admin' });
  adminToken = await login(t, 'staff@example.com');
});
afterAll(() => t?.close());

const dealForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Three-course seafood dinner for two',
  description: 'Conch ceviche, grilled snapper and coconut pie on the beach in San Pedro.',
  category: 'restaurants',
  location_id: 'ambergris-caye',
  price: 5900,
  originalPrice: 9500,
  validUntil: addDays(today, 60),
  quantityAvailable: 50,
  ...overrides,
});

async function createApprovedDeal(overrides: Record<string, unknown> = {}, owner = grill) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/deals',
    payload: dealForm(overrides),
    headers: bearer(owner.token),
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const approved = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/deals/${id}/approve`,
    payload: { approved: true },
    headers: bearer(adminToken),
  });
  expect(approved.statusCode).toBe(200);
  return id;
}

async function buy(dealId: string, quantity = 1) {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/orders`,
    payload: { quantity, buyerName: 'Maria Lopez', buyerEmail: 'maria@example.com' },
  });
  if (created.statusCode !== 201) return created;
  const { order, accessKey } = created.json();
  return t.app.inject({
    method: 'POST',
    url: `/api/deals/orders/${order.id}/pay`,
    payload: CARD,
    headers: { 'x-order-key': accessKey, 'idempotency-key': idempotencyKey() },
  });
}

describe('deals from merchant to public', () => {
  it('waits for approval, then shows as a Deal of spec section 3', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/deals',
      payload: dealForm(),
      headers: bearer(grill.token),
    });
    expect(created.json()).toMatchObject({ status: 'pending', admin_approved: false, discount: 37 });
    const id = created.json().id;
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${id}` })).statusCode).toBe(404);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/deals?status=pending',
      headers: bearer(adminToken),
    });
    expect(pending.json().deals.map((d: { id: string }) => d.id)).toContain(id);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/deals/${id}/approve`,
      payload: { approved: true },
      headers: bearer(adminToken),
    });
    const deal = (await t.app.inject({ method: 'GET', url: `/api/deals/${id}` })).json();
    expect(deal).toMatchObject({
      title: 'Three-course seafood dinner for two',
      merchant: { id: grill.merchant.id, business_name: 'Reef Fire Grill' },
      location: { id: 'ambergris-caye', name: 'Ambergris Caye' },
      price: 5900,
      originalPrice: 9500,
      discount: 37,
      rating: 4.5,
      reviewCount: 2,
      sold: 0,
      remaining: 50,
      category: 'restaurants',
    });
    expect(deal.expiresAt).toBe(
      new Date(Date.parse(`${addDays(today, 60)}T23:59:59.999-06:00`)).toISOString(),
    );
    const [audit] = (await t.db.execute(sql`select action from audit_log where entity_id = ${id}`)).rows;
    expect(audit).toEqual({ action: 'deal.approve' });
  });

  it('checks the form and keeps merchants to their own deals', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/deals',
      payload: dealForm({ originalPrice: 100, validUntil: addDays(today, -1) }),
      headers: bearer(grill.token),
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['validUntil', 'originalPrice']));
    const id = await createApprovedDeal();
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/merchant/deals/${id}`,
      payload: dealForm(),
      headers: bearer(spa.token),
    });
    expect(foreign.statusCode).toBe(404);
    const tourist = await t.app.inject({
      method: 'GET',
      url: '/api/admin/deals',
      headers: bearer(grill.token),
    });
    expect(tourist.statusCode).toBe(403);
  });

  it('lists, features, trends and counts live deals only', async () => {
    const spaDeal = await createApprovedDeal(
      {
        title: 'Hot stone massage',
        category: 'wellness',
        location_id: 'placencia',
        price: 7500,
        originalPrice: 11_000,
      },
      spa,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/deals/${spaDeal}/featured`,
      payload: { featured: true },
      headers: bearer(adminToken),
    });
    const off = await createApprovedDeal({ title: 'Switched off' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/deals/${off}/status`,
      payload: { active: false },
      headers: bearer(grill.token),
    });
    expect((await buy(spaDeal, 2)).statusCode).toBe(200);

    const list = (await t.app.inject({ method: 'GET', url: '/api/deals?category=wellness' })).json();
    expect(list.deals.map((d: { id: string }) => d.id)).toEqual([spaDeal]);
    expect(list.pagination).toEqual({ page: 1, limit: 10, total: 1, pages: 1 });
    const search = (await t.app.inject({ method: 'GET', url: '/api/deals?search=lagoon%20lily' })).json();
    expect(search.deals.map((d: { id: string }) => d.id)).toEqual([spaDeal]);
    const all = (await t.app.inject({ method: 'GET', url: '/api/deals?limit=50&sort=price-asc' })).json();
    expect(all.deals.map((d: { title: string }) => d.title)).not.toContain('Switched off');
    const prices = all.deals.map((d: { price: number }) => d.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const featured = (await t.app.inject({ method: 'GET', url: '/api/deals/featured' })).json();
    expect(featured.deals[0].id).toBe(spaDeal);
    const trending = (await t.app.inject({ method: 'GET', url: '/api/deals/trending' })).json();
    expect(trending.deals[0]).toMatchObject({ id: spaDeal, sold: 2 });
    const categories = (await t.app.inject({ method: 'GET', url: '/api/deals/categories' })).json()
      .categories;
    expect(categories).toHaveLength(6);
    expect(categories.find((c: { id: string }) => c.id === 'wellness')).toEqual({
      id: 'wellness',
      name: 'Wellness',
      count: 1,
    });
  });

  it('forgives a misspelt word in a deal search, without finding unrelated deals', async () => {
    const snorkel = await createApprovedDeal({ title: 'Hol Chan snorkel morning' });
    const cave = await createApprovedDeal({ title: 'Cave tubing afternoon' });
    const ids = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/deals?search=${encodeURIComponent(q)}&limit=50` }))
        .json()
        .deals.map((d: { id: string }) => d.id);
    const misspelt = await ids('snorkle');
    expect(misspelt).toContain(snorkel);
    expect(misspelt).not.toContain(cave);
    expect(await ids('hol chan snorkle')).toEqual([snorkel]);
    expect(await ids('parachute')).toEqual([]);
  });

  it("keeps the home page's deals compressed once, and shows a change on the next request", async () => {
    const first = await createApprovedDeal({ title: 'Sunset cruise for two' });
    const ids = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/deals/featured', headers });
      expect(res.statusCode).toBe(200);
      return { res, ids: (res.json() as { deals: { id: string }[] }).deals.map((d) => d.id) };
    };
    expect((await ids()).ids).toContain(first);
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/deals/featured',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(
      JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8')).deals.map(
        (d: { id: string }) => d.id,
      ),
    ).toContain(first);
    // An admin features another deal: the cached answer is not served past that change.
    const second = await createApprovedDeal({ title: 'Night snorkel' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/deals/${second}/featured`,
      payload: { featured: true },
      headers: bearer(adminToken),
    });
    expect((await ids()).ids[0]).toBe(second);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/deals/${second}/status`,
      payload: { active: false },
      headers: bearer(grill.token),
    });
    expect((await ids()).ids).not.toContain(second);
  });

  it('filters by a price limit in cents, inclusive, with the other filters and paging', async () => {
    const hotel = (title: string, price: number) =>
      createApprovedDeal({ title, category: 'hotels', price, originalPrice: price + 1000 });
    const cheap = await hotel('Garden room night', 2500);
    const exact = await hotel('Sea view room night', 5000);
    await hotel('Overwater villa night', 5001);
    const ids = (body: { deals: { id: string }[] }) => body.deals.map((d) => d.id);
    const get = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/deals?category=hotels&sort=price-asc&${query}` })
      ).json();

    const within = await get('maxPrice=5000');
    expect(ids(within)).toEqual([cheap, exact]);
    expect(within.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    const paged = await get('maxPrice=5000&limit=1&page=2');
    expect(ids(paged)).toEqual([exact]);
    expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    expect((await get('maxPrice=0')).deals).toEqual([]);
    expect((await get('')).pagination.total).toBe(3);

    for (const bad of ['-1', '12.5', 'cheap']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/deals?maxPrice=${bad}` });
      expect(res.statusCode).toBe(400);
    }
  });

  it('sends a materially edited deal back for approval and keeps quantity above the sold vouchers', async () => {
    const id = await createApprovedDeal({ quantityAvailable: 5 });
    expect((await buy(id, 3)).statusCode).toBe(200);
    const put = (overrides: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/merchant/deals/${id}`,
        payload: dealForm(overrides),
        headers: bearer(grill.token),
      });
    const tooFew = await put({ quantityAvailable: 2 });
    expect(tooFew.json().error.details).toEqual([
      { field: 'quantityAvailable', message: 'Quantity cannot be below the 3 vouchers already sold' },
    ]);
    expect((await put({ quantityAvailable: 10 })).json()).toMatchObject({
      status: 'active',
      quantityAvailable: 10,
    });
    expect((await put({ quantityAvailable: 10, price: 4900 })).json()).toMatchObject({ status: 'pending' });
  });
});

describe('buying deals', () => {
  it('sells exactly the quantity to 10 buyers at once (3 vouchers)', async () => {
    const id = await createApprovedDeal({ quantityAvailable: 3 });
    const orders = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/deals/${id}/orders`,
        payload: { quantity: 1, buyerName: `Buyer ${i}`, buyerEmail: `buyer${i}@example.com` },
      });
      orders.push(res.json());
    }
    const results = await Promise.all(
      orders.map(({ order, accessKey }) =>
        t.app.inject({
          method: 'POST',
          url: `/api/deals/orders/${order.id}/pay`,
          payload: CARD,
          headers: { 'x-order-key': accessKey, 'idempotency-key': idempotencyKey() },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error).toMatchObject({ code: 'DEAL_SOLD_OUT', message: 'This deal is sold out.' });
    }
    const [money] = (
      await t.db.execute(sql`
        select (select sold_count from deals where id = ${id}) as sold,
          (select count(*) from vouchers where deal_id = ${id})::int as vouchers,
          (select count(*) from payments p join store_orders o on o.id = p.order_id where o.deal_id = ${id})::int as charges`)
    ).rows;
    expect(money).toEqual({ sold: 3, vouchers: 3, charges: 3 });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${id}/orders`,
      payload: { quantity: 1, buyerName: 'Late', buyerEmail: 'late@example.com' },
    });
    expect(late.json().error.code).toBe('DEAL_SOLD_OUT');
  });

  it('issues vouchers with QR codes and lists them for the signed-in buyer', async () => {
    const id = await createApprovedDeal();
    await t.factories.createUser({ email: 'voucher-fan@example.com', fullName: 'Val Fan' });
    const token = await login(t, 'voucher-fan@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${id}/orders`,
      payload: { quantity: 2 },
      headers: bearer(token),
    });
    expect(created.json().order).toMatchObject({ buyerName: 'Val Fan', total: 11_800 });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/deals/orders/${created.json().order.id}/pay`,
      payload: CARD,
      headers: { ...bearer(token), 'idempotency-key': idempotencyKey() },
    });
    const { vouchers } = paid.json();
    expect(vouchers).toHaveLength(2);
    expect(vouchers[0].code).toMatch(/^DV-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(vouchers[0].qrPng).toMatch(/^data:image\/png;base64,/);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/me/gift-cards', headers: bearer(token) })
    ).json();
    expect(mine.vouchers.map((v: { code: string }) => v.code).sort()).toEqual(
      vouchers.map((v: { code: string }) => v.code).sort(),
    );
    const [mail] = (
      await t.db.execute(
        sql`select subject, attachments from email_outbox where to_address = 'voucher-fan@example.com'`,
      )
    ).rows as {
      subject: string;
      attachments: unknown[];
    }[];
    expect(mail!.subject).toBe('Your vouchers: Three-course seafood dinner for two');
    expect(mail!.attachments).toHaveLength(2);
  });
});

describe('validating vouchers at the counter', () => {
  it("redeems once, says when it was redeemed, refuses expired and other merchants' vouchers", async () => {
    const id = await createApprovedDeal();
    const codes = (await buy(id, 3)).json().vouchers.map((v: { code: string }) => v.code) as string[];
    const redeem = (code: string, token = grill.token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/merchant/vouchers/redeem',
        payload: { code },
        headers: bearer(token),
      });

    const look = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/vouchers/${codes[0]}`,
      headers: bearer(grill.token),
    });
    expect(look.json()).toMatchObject({ status: 'valid', buyerName: 'Maria Lopez', price: 5900 });
    const [first, second] = await Promise.all([redeem(codes[0]!), redeem(codes[0]!.toLowerCase())]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json()).toMatchObject({
      status: 'redeemed',
      commissionPercent: 10,
      commissionCents: 590,
      merchantNetCents: 5310,
    });
    const twice = await redeem(codes[0]!);
    expect(twice.json().error.code).toBe('VOUCHER_ALREADY_REDEEMED');
    expect(twice.json().error.message).toMatch(
      /^This voucher was already redeemed on \w+, \w+ \d+, \d{4} at \d+:\d\d [AP]M\.$/,
    );

    await t.db.execute(
      sql`update vouchers set expires_at = now() - interval '1 day' where code = ${codes[1]}`,
    );
    const expired = await redeem(codes[1]!);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('VOUCHER_EXPIRED');

    const foreign = await redeem(codes[2]!, spa.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Voucher not found. Please check the code.');
    const [row] = (await t.db.execute(sql`select status from vouchers where code = ${codes[2]}`)).rows;
    expect(row).toEqual({ status: 'issued' });
  });
});
