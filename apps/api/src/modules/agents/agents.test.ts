import { randomUUID } from 'node:crypto';
import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_CARD, signIn } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { emailsTo } from '../admin/admin-test-kit.ts';
import { completeDepartedBookings } from '../bookings/bookings.service.ts';
import { makeReseller, staffToken } from '../octo/octo-test-kit.ts';

// Agents (docs/decisions/039-agents.md): a hotel desk books for its guests, on its account or by card.
let t: TestApp;
let admin: string;
let operator: string;
let tourist: string;
let agent: string;
let otherAgent: string;
let merchantId: string;
let tourId: string;
let agentId: string;
const month = belizeToday().slice(0, 7);
// Departures late enough in the future for the completion job below, inside the bookable days.
const dayA = addDays(belizeToday(), 20);
const dayB = addDays(belizeToday(), 21);

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const booking = (payment: 'account' | 'card', guest: string, date = dayA) => ({
  tourId,
  date,
  adults: 2,
  children: 0,
  fullName: guest,
  email: `${guest.split(' ')[0]!.toLowerCase()}@guest.example.com`,
  phone: '+1 555 0100',
  payment,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
  const owner = await t.factories.createUser({ email: 'reef@example.com', role: 'merchant_admin' });
  merchantId = (await t.factories.createMerchant({ ownerUserId: owner.id, businessName: 'Reef Runners' })).id;
  tourId = (
    await t.factories.createTour({
      merchantId,
      sellingPriceCents: 10_000,
      maxGroupSize: 20,
      startTime: '09:00',
    })
  ).id;
  operator = (await signIn(t.app, 'reef@example.com')).token;
  await t.factories.createUser({ email: 'traveller@example.com' });
  tourist = (await signIn(t.app, 'traveller@example.com')).token;
  const other = await t.factories.createUser({ email: 'kiosk@example.com', role: 'agent' });
  await t.factories.createAgent({
    ownerUserId: other.id,
    businessName: 'Cruise Port Kiosk',
    commissionPercent: 8,
  });
  otherAgent = (await signIn(t.app, 'kiosk@example.com')).token;
});
afterAll(() => t?.close());

describe('applying and approval', () => {
  it('signs up an agent whose account waits for the admin, who approves it at a commission', async () => {
    const signup = await call(undefined, 'POST', '/api/auth/signup', {
      email: 'desk@radisson.example.com',
      password: 'Fort-George-2026',
      full_name: 'Dana Desk',
      phone_number: '+501 223 3333',
      role: 'agent',
      agent_application: { business_name: 'Radisson Fort George front desk' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    agent = (await signIn(t.app, 'desk@radisson.example.com', 'Fort-George-2026')).token;
    const me = await call(agent, 'GET', '/api/agent/me');
    expect(me.json()).toMatchObject({ businessName: 'Radisson Fort George front desk', status: 'pending' });
    agentId = me.json().id;

    // Not approved: it cannot book or read bookings yet.
    const early = await call(agent, 'POST', '/api/agent/bookings', booking('account', 'Early Guest'));
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('AGENT_PENDING_APPROVAL');
    expect((await call(agent, 'GET', '/api/agent/bookings')).statusCode).toBe(403);

    // An agent application needs its business; no sign-up can ask for more than a pending agent.
    const bare = await call(undefined, 'POST', '/api/auth/signup', {
      email: 'bare@example.com',
      password: 'Fort-George-2026',
      full_name: 'Bare Desk',
      role: 'agent',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.details[0].field).toBe('agent_application');

    const list = await call(admin, 'GET', '/api/admin/agents');
    expect(list.json().agents[0]).toMatchObject({
      id: agentId,
      ownerName: 'Dana Desk',
      email: 'desk@radisson.example.com',
      status: 'pending',
      commissionPercent: null,
    });
    const tooMuch = await call(admin, 'PUT', `/api/admin/agents/${agentId}/approval`, {
      commissionPercent: 101,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details[0]).toEqual({
      field: 'commissionPercent',
      message: 'The commission is a whole percent from 0 to 100',
    });
    expect(
      (await call(tourist, 'PUT', `/api/admin/agents/${agentId}/approval`, { commissionPercent: 12 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(agent, 'PUT', `/api/admin/agents/${agentId}/approval`, { commissionPercent: 12 }))
        .statusCode,
    ).toBe(403);
    const approved = await call(admin, 'PUT', `/api/admin/agents/${agentId}/approval`, {
      commissionPercent: 12,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', commissionPercent: 12 });
    expect((await call(agent, 'GET', '/api/agent/me')).json()).toMatchObject({
      status: 'approved',
      commissionPercent: 12,
    });
  });

  it('keeps the agent console to agents', async () => {
    for (const token of [tourist, operator, admin]) {
      expect((await call(token, 'GET', '/api/agent/bookings')).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', '/api/agent/bookings')).statusCode).toBe(401);
  });
});

let onAccount: { id: string; key: string; code: string };
let byCard: { id: string; key: string };

describe('booking for a guest', () => {
  it("confirms a booking on the agent's account at once and emails the guest the ticket", async () => {
    const res = await call(agent, 'POST', '/api/agent/bookings', booking('account', 'Grace Guest'));
    expect(res.statusCode, res.body).toBe(201);
    const { booking: b, accessKey } = res.json();
    expect(b).toMatchObject({ status: 'confirmed', customerInfo: { fullName: 'Grace Guest' } });
    expect(b.confirmationCode).toMatch(/^[A-Z0-9]+$/);
    onAccount = { id: b.id, key: accessKey, code: b.confirmationCode };

    const [mail] = await emailsTo(t, 'grace@guest.example.com');
    expect(mail?.subject).toContain(b.confirmationCode);
    expect(mail?.textBody).toContain(`/confirmation/${b.id}?key=`);
    // The guest opens the ticket with the key of the link.
    const ticket = await t.app.inject({
      url: `/api/bookings/${b.id}`,
      headers: { 'x-booking-key': accessKey },
    });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json().confirmationCode).toBe(b.confirmationCode);

    // The operator sees who booked it, at what rate, and how it is paid.
    const detail = await call(operator, 'GET', `/api/merchant/bookings/${b.id}`);
    expect(detail.json()).toMatchObject({
      paymentMethod: 'agent_account',
      paymentStatus: 'paid',
      agentName: 'Radisson Fort George front desk',
      sellerCommissionPercent: 12,
    });
  });

  it("holds a booking for the guest's card, confirmed by the usual payment step", async () => {
    const res = await call(agent, 'POST', '/api/agent/bookings', booking('card', 'Carl Card', dayB));
    expect(res.statusCode, res.body).toBe(201);
    const { booking: b, accessKey } = res.json();
    expect(b.status).toBe('pending');
    byCard = { id: b.id, key: accessKey };
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.id}/pay`,
      headers: { 'x-booking-key': accessKey, 'idempotency-key': randomUUID() },
      payload: APPROVED_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('confirmed');
    expect((await emailsTo(t, 'carl@guest.example.com')).length).toBe(1);
  });

  it('lists its own bookings with the commission; another agent is told they do not exist', async () => {
    const list = (await call(agent, 'GET', '/api/agent/bookings')).json().bookings;
    expect(list).toEqual([
      expect.objectContaining({
        id: byCard.id,
        guestName: 'Carl Card',
        total: 20_000,
        commissionPercent: 12,
        commission: 2_400,
        payment: 'card',
        paymentMethod: 'online',
      }),
      expect.objectContaining({
        id: onAccount.id,
        guestName: 'Grace Guest',
        tourTitle: expect.any(String),
        date: dayA,
        total: 20_000,
        commission: 2_400,
        payment: 'account',
        paymentMethod: 'agent_account',
        paymentStatus: 'paid',
      }),
    ]);
    expect((await call(agent, 'GET', `/api/agent/bookings/${onAccount.id}`)).statusCode).toBe(200);
    const theirs = await call(otherAgent, 'GET', `/api/agent/bookings/${onAccount.id}`);
    expect(theirs.statusCode).toBe(404);
    expect((await call(otherAgent, 'GET', '/api/agent/bookings')).json().bookings).toEqual([]);
  });
});

describe('monthly statement', () => {
  it('totals the month: gross, commission, on account, by card, and the balance owed', async () => {
    const res = await call(agent, 'GET', `/api/agent/statement?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.agent).toMatchObject({ businessName: 'Radisson Fort George front desk', commissionPercent: 12 });
    expect(s.lines.map((l: { id: string }) => l.id).sort()).toEqual([onAccount.id, byCard.id].sort());
    expect(s.totals).toEqual({
      bookings: 2,
      gross: 40_000,
      commission: 4_800,
      onAccount: 20_000,
      byCard: 20_000,
      balance: 15_200,
    });
    // Another month has nothing; a month that is not one is refused.
    const empty = (await call(agent, 'GET', '/api/agent/statement?month=2020-01')).json();
    expect(empty.lines).toEqual([]);
    expect(empty.totals.gross).toBe(0);
    const bad = await call(agent, 'GET', '/api/agent/statement?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('month');
  });

  it('downloads the statement as CSV with the lines and the totals', async () => {
    const res = await call(agent, 'GET', `/api/agent/statement.csv?month=${month}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`belizepass-agent-statement-${month}.csv`);
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Booked on,Confirmation code,Guest,Guest email,Tour,Tour date,Start time,Payment,Payment status,Total (USD),Commission %,Commission (USD)',
    );
    const grace = rows.find((r) => r.includes('Grace Guest'))!;
    expect(grace).toContain(onAccount.code);
    expect(grace).toContain("On the agent's monthly account,Paid,200.00,12,24.00");
    expect(rows).toContain('Gross sales (USD),400.00');
    expect(rows).toContain('Commission (USD),48.00');
    expect(rows).toContain('Balance owed on account (USD),152.00');
  });
});

describe('in the books', () => {
  it("pays the merchant's net of reseller and agent bookings in a payout, naming the seller and rate", async () => {
    const reseller = await makeReseller(t, admin);
    const uuid = randomUUID();
    const reserved = await reseller.call('POST', '/bookings', {
      uuid,
      productId: tourId,
      optionId: 'DEFAULT',
      availabilityId: `${dayA}T09:00:00-06:00`,
      unitItems: [{ unitId: 'adult' }],
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const confirmed = await reseller.call('POST', `/bookings/${uuid}/confirm`, {
      contact: { fullName: 'Rosa Reseller', emailAddress: 'rosa@example.com' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await completeDepartedBookings(t.db, new Date(Date.now() + 40 * 86_400_000));

    const preview = await call(
      admin,
      'GET',
      `/api/admin/payouts/preview?${new URLSearchParams({ merchantId, periodStart: dayA, periodEnd: dayB })}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const lines = preview.json().lines as {
      gross: number;
      commission: number;
      net: number;
      description: string;
    }[];
    // The platform's 10% on every line; the merchant is paid the rest, whoever sold the booking.
    // Lines of one day come in no fixed order among themselves.
    expect(lines.map((l) => [l.gross, l.commission, l.net]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [10_000, 1_000, 9_000],
      [20_000, 2_000, 18_000],
      [20_000, 2_000, 18_000],
    ]);
    expect(lines.map((l) => l.description.split(' · ')[1])).toEqual(
      expect.arrayContaining([
        'sold by Radisson Fort George front desk at 12%',
        'sold by Caribbean Trips Ltd at 20%',
      ]),
    );
    const payout = await call(admin, 'POST', '/api/admin/payouts', {
      merchantId,
      periodStart: dayA,
      periodEnd: dayB,
    });
    expect(payout.statusCode, payout.body).toBe(201);
    expect(payout.json()).toMatchObject({ amount: 45_000, itemCount: 3 });

    // The admin's statement of the reseller's month.
    const statement = await call(
      admin,
      'GET',
      `/api/admin/resellers/${reseller.id}/statement?month=${month}`,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().totals).toEqual({
      bookings: 1,
      gross: 10_000,
      commission: 2_000,
      onAccount: 10_000,
      byCard: 0,
      balance: 8_000,
    });
    const csv = await call(admin, 'GET', `/api/admin/resellers/${reseller.id}/statement.csv?month=${month}`);
    expect(csv.body).toContain('Rosa Reseller');
    expect(csv.body).toContain('Balance owed on account (USD),80.00');
    expect(
      (await call(tourist, 'GET', `/api/admin/resellers/${reseller.id}/statement?month=${month}`)).statusCode,
    ).toBe(403);
  });
});
