import { randomUUID } from 'node:crypto';
import { belizeToday } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantInvites } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, outboxTo, seedBooking, signIn } from '../merchant-tours/test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Awaited<ReturnType<typeof merchantAccount>>;
let tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await merchantAccount(t, { businessName: 'Sea Star Adventures' });
  tourId = (await t.factories.createTour({ merchantId: owner.merchant.id, title: 'Hol Chan Snorkel' })).id;
});
afterAll(() => t?.close());

const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/** The token of the newest invitation link emailed to `email`. */
async function linkTokenSentTo(email: string) {
  const mails = await outboxTo(t, email);
  const text = mails.at(-1)?.textBody ?? '';
  const match = /\/team\/join\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1]!;
}

/** The owner invites `email` with `role`; the invitee signs up (their own account) and accepts. */
async function inviteAndJoin(role: 'manager' | 'front_desk' | 'guide', fullName = 'Luis Chan') {
  const email = newEmail(role);
  const sent = await call('POST', '/api/merchant/team/invites', owner.token, { email, role });
  expect(sent.statusCode).toBe(201);
  await t.factories.createUser({ email, fullName });
  const token = await signIn(t, email);
  const accepted = await call('POST', '/api/team/invite/accept', token, {
    token: await linkTokenSentTo(email),
  });
  expect(accepted.statusCode).toBe(200);
  const user = (await call('GET', '/api/auth/user', token)).json().user;
  return { email, token, userId: user.id as string, user };
}

describe('inviting and joining', () => {
  it('emails a link; the invitee joins with their own account and checks a guest in under their name', async () => {
    const email = newEmail('frontdesk');
    const sent = await call('POST', '/api/merchant/team/invites', owner.token, {
      email: email.toUpperCase(),
      role: 'front_desk',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email, role: 'front_desk' });
    const [mail] = await outboxTo(t, email);
    expect(mail?.subject).toBe('Join Sea Star Adventures on BelizePass');
    expect(mail?.textBody).toContain('as Front desk');

    const token = await linkTokenSentTo(email);
    const preview = await call('POST', '/api/team/invite', undefined, { token });
    expect(preview.json()).toMatchObject({ businessName: 'Sea Star Adventures', email, role: 'front_desk' });

    await t.factories.createUser({ email, fullName: 'Luis Chan' });
    const session = await signIn(t, email);
    // Before joining, the account is a tourist's: the console refuses it.
    expect((await call('GET', '/api/merchant/departures', session)).statusCode).toBe(403);
    const accepted = await call('POST', '/api/team/invite/accept', session, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ businessName: 'Sea Star Adventures', role: 'front_desk' });
    const me = (await call('GET', '/api/auth/user', session)).json().user;
    expect(me.role).toBe('tourist');
    expect(me.merchant).toMatchObject({ id: owner.merchant.id, role: 'front_desk', status: 'active' });

    const booking = await seedBooking(t, { tourId, date: belizeToday(), status: 'confirmed' });
    const checkedIn = await call('POST', '/api/merchant/check-in', session, {
      confirmationCode: booking.confirmationCode,
    });
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json().checkedInAt).not.toBeNull();

    // The booking's history names who checked the guest in, and so does the admin's audit log.
    const detail = (await call('GET', `/api/merchant/bookings/${booking.id}`, owner.token)).json();
    expect(detail.history).toContainEqual(
      expect.objectContaining({ event: 'checked_in', note: 'By Luis Chan' }),
    );
    const admin = await t.factories.createUser({ email: newEmail('admin'), role: 'platform_admin' });
    const adminToken = await signIn(t, admin.email);
    const audit = await call('GET', `/api/admin/audit?entityType=booking&entityId=${booking.id}`, adminToken);
    expect(audit.json().entries).toContainEqual(
      expect.objectContaining({ action: 'booking.check_in', actor: { id: me.id, full_name: 'Luis Chan' } }),
    );

    const team = (await call('GET', '/api/merchant/team', owner.token)).json();
    expect(team.members).toContainEqual(
      expect.objectContaining({ email, role: 'front_desk', fullName: 'Luis Chan' }),
    );
    expect(team.invites).not.toContainEqual(expect.objectContaining({ email }));
  });

  it('refuses a link used once already', async () => {
    const email = newEmail('twice');
    await call('POST', '/api/merchant/team/invites', owner.token, { email, role: 'guide' });
    const token = await linkTokenSentTo(email);
    await t.factories.createUser({ email });
    const session = await signIn(t, email);
    expect((await call('POST', '/api/team/invite/accept', session, { token })).statusCode).toBe(200);
    const again = await call('POST', '/api/team/invite/accept', session, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVITE_INVALID');
    expect((await call('POST', '/api/team/invite', undefined, { token })).statusCode).toBe(400);
  });

  it('refuses an expired link, and a link replaced by a resend or cancelled', async () => {
    const email = newEmail('late');
    const sent = (
      await call('POST', '/api/merchant/team/invites', owner.token, { email, role: 'guide' })
    ).json();
    const first = await linkTokenSentTo(email);
    await t.factories.createUser({ email });
    const session = await signIn(t, email);

    const resent = await call('POST', `/api/merchant/team/invites/${sent.id}/resend`, owner.token);
    expect(resent.statusCode).toBe(200);
    const second = await linkTokenSentTo(email);
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/team/invite/accept', session, { token: first })).statusCode).toBe(400);

    await t.db
      .update(merchantInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(merchantInvites.id, sent.id));
    const expired = await call('POST', '/api/team/invite/accept', session, { token: second });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('INVITE_INVALID');

    // Sent again, then cancelled: the new link is refused too.
    await call('POST', `/api/merchant/team/invites/${sent.id}/resend`, owner.token);
    const third = await linkTokenSentTo(email);
    expect((await call('DELETE', `/api/merchant/team/invites/${sent.id}`, owner.token)).statusCode).toBe(204);
    expect((await call('POST', '/api/team/invite/accept', session, { token: third })).statusCode).toBe(400);
    expect((await call('GET', '/api/merchant/departures', session)).statusCode).toBe(403);
  });

  it('is for the invited address only, and not for an account that already has a business', async () => {
    const email = newEmail('invited');
    await call('POST', '/api/merchant/team/invites', owner.token, { email, role: 'guide' });
    const token = await linkTokenSentTo(email);
    const stranger = await t.factories.createUser({ email: newEmail('stranger') });
    const wrong = await call('POST', '/api/team/invite/accept', await signIn(t, stranger.email), { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('INVITE_OTHER_ADDRESS');

    const otherOwner = await merchantAccount(t);
    const ownerEmail = otherOwner.user.email;
    await call('POST', '/api/merchant/team/invites', owner.token, { email: ownerEmail, role: 'guide' });
    const ownersLink = await linkTokenSentTo(ownerEmail);
    const refused = await call('POST', '/api/team/invite/accept', otherOwner.token, { token: ownersLink });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('HAS_BUSINESS');
  });

  it('validates the invitation: a real address and a staff role', async () => {
    const res = await call('POST', '/api/merchant/team/invites', owner.token, {
      email: 'nope',
      role: 'owner',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'role']));
  });
});

describe('roles', () => {
  it('keeps payouts from a manager, who runs the rest of the business', async () => {
    const manager = await inviteAndJoin('manager', 'Ana Cal');
    const today = belizeToday();
    const earnings = `/api/merchant/earnings?from=${today}&to=${today}`;
    expect((await call('GET', earnings, manager.token)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/merchant/earnings.csv?from=${today}&to=${today}`, manager.token)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/merchant/team', manager.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/merchant/tours', manager.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/merchant/profile', manager.token)).statusCode).toBe(200);
    expect((await call('GET', earnings, owner.token)).statusCode).toBe(200);
  });

  it("gives a guide the day's lists and check-in, and nothing of the bookings' money", async () => {
    const guide = await inviteAndJoin('guide', 'Pedro Itzá');
    const date = belizeToday();
    expect((await call('GET', `/api/merchant/departures?date=${date}`, guide.token)).statusCode).toBe(200);
    // Not linked to a guide on this departure: its list is not theirs (resources/guide-day.test.ts).
    expect(
      (await call('GET', `/api/merchant/tours/${tourId}/departures/${date}/passengers`, guide.token))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/merchant/bookings', guide.token)).statusCode).toBe(403);
    const refused = await call('GET', '/api/merchant/tours', guide.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ROLE_NOT_ALLOWED');
  });

  it('changes a role at once, the owner only', async () => {
    const member = await inviteAndJoin('guide');
    expect((await call('GET', '/api/merchant/bookings', member.token)).statusCode).toBe(403);
    const changed = await call('PATCH', `/api/merchant/team/members/${member.userId}`, owner.token, {
      role: 'front_desk',
    });
    expect(changed.json()).toEqual({ userId: member.userId, role: 'front_desk' });
    expect((await call('GET', '/api/merchant/bookings', member.token)).statusCode).toBe(200);
    const other = await merchantAccount(t);
    expect(
      (await call('PATCH', `/api/merchant/team/members/${member.userId}`, other.token, { role: 'manager' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('removing a member', () => {
  it('ends every session of theirs at once', async () => {
    const member = await inviteAndJoin('front_desk');
    const refreshToken = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: 'belize-demo-2026' },
      })
    ).json().refreshToken;
    expect((await call('GET', '/api/merchant/bookings', member.token)).statusCode).toBe(200);

    expect(
      (await call('DELETE', `/api/merchant/team/members/${member.userId}`, owner.token)).statusCode,
    ).toBe(204);
    const after = await call('GET', '/api/merchant/bookings', member.token);
    expect(after.statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', member.token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    // Signing in again, the account is a tourist's: no business, no console.
    const again = await signIn(t, member.email);
    expect((await call('GET', '/api/auth/user', again)).json().user.merchant).toBeNull();
    expect((await call('GET', '/api/merchant/departures', again)).statusCode).toBe(403);
    const team = (await call('GET', '/api/merchant/team', owner.token)).json();
    expect(team.members).not.toContainEqual(expect.objectContaining({ email: member.email }));
  });
});
