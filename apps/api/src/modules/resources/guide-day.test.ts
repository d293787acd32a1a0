import { randomUUID } from 'node:crypto';
import { belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, seedBooking, signIn } from '../merchant-tours/test-kit.ts';
import { addMember } from '../team/team.service.ts';

// A guide sees their own day: a guide-role member linked to a guide resource sees only the
// departures that guide is on; another departure's list and check-in are not found for them.
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Awaited<ReturnType<typeof merchantAccount>>;
let snorkel: string;
let cruise: string;
const today = belizeToday();

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await merchantAccount(t, { businessName: 'Sea Star Adventures' });
  snorkel = (await t.factories.createTour({ merchantId: owner.merchant.id, title: 'Hol Chan Snorkel' })).id;
  cruise = (await t.factories.createTour({ merchantId: owner.merchant.id, title: 'Sunset Cruise' })).id;
});
afterAll(() => t?.close());

/** A person of the business with this role, signed in with their own account. */
async function member(role: 'guide' | 'front_desk', fullName: string) {
  const user = await t.factories.createUser({
    email: `${role}-${randomUUID().slice(0, 8)}@example.com`,
    fullName,
  });
  await addMember(t.db, { merchantId: owner.merchant.id, userId: user.id, role });
  return { userId: user.id, token: await signIn(t, user.email) };
}

const dayOf = async (token: string) => {
  const res = await call('GET', `/api/merchant/departures?date=${today}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { departures: { tourTitle: string; time: string }[]; guideLinked: boolean | null };
};

describe("a guide's own day", () => {
  it('shows a linked guide only the departures they are on, until the owner unlinks them', async () => {
    const pedro = await member('guide', 'Pedro Itzá');
    const mine = await seedBooking(t, {
      tourId: snorkel,
      date: today,
      startTime: '09:00',
      status: 'confirmed',
    });
    const other = await seedBooking(t, {
      tourId: cruise,
      date: today,
      startTime: '09:00',
      status: 'confirmed',
    });

    // Not linked yet: an empty day that says so; the owner sees both departures.
    expect(await dayOf(pedro.token)).toMatchObject({ departures: [], guideLinked: false });
    expect((await dayOf(owner.token)).departures.map((d) => d.tourTitle).sort()).toEqual([
      'Hol Chan Snorkel',
      'Sunset Cruise',
    ]);
    expect((await dayOf(owner.token)).guideLinked).toBeNull();

    // The owner's resource screen offers the guide-role members; the owner links Pedro to a guide.
    const list = await call('GET', '/api/merchant/resources', owner.token);
    expect(list.json().guideMembers).toContainEqual({ userId: pedro.userId, name: 'Pedro Itzá' });
    const created = await call('POST', '/api/merchant/resources', owner.token, {
      kind: 'guide',
      name: 'Pedro',
      memberUserId: pedro.userId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().member).toEqual({ userId: pedro.userId, name: 'Pedro Itzá' });
    const guideId = created.json().id as string;
    const assigned = await call(
      'POST',
      `/api/merchant/tours/${snorkel}/departures/${today}/guides`,
      owner.token,
      {
        time: '09:00',
        guideId,
      },
    );
    expect(assigned.statusCode).toBe(200);

    const day = await dayOf(pedro.token);
    expect(day.guideLinked).toBe(true);
    expect(day.departures.map((d) => [d.tourTitle, d.time])).toEqual([['Hol Chan Snorkel', '09:00']]);

    // Their departure's list and check-in work; the other departure's are not found.
    const list1 = await call(
      'GET',
      `/api/merchant/tours/${snorkel}/departures/${today}/passengers`,
      pedro.token,
    );
    expect(list1.statusCode).toBe(200);
    expect(list1.json().passengers).toHaveLength(1);
    const list2 = await call(
      'GET',
      `/api/merchant/tours/${cruise}/departures/${today}/passengers`,
      pedro.token,
    );
    expect(list2.statusCode).toBe(404);
    const csv2 = await call(
      'GET',
      `/api/merchant/tours/${cruise}/departures/${today}/passengers.csv`,
      pedro.token,
    );
    expect(csv2.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/merchant/check-in/${other.confirmationCode}`, pedro.token)).statusCode,
    ).toBe(404);
    const refused = await call('POST', '/api/merchant/check-in', pedro.token, {
      confirmationCode: other.confirmationCode,
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/merchant/tours/${cruise}/departures/${today}/passengers`, owner.token)).json()
        .passengers[0].checkedInAt,
    ).toBeNull();
    const checked = await call('POST', '/api/merchant/check-in', pedro.token, {
      confirmationCode: mine.confirmationCode,
    });
    expect(checked.statusCode).toBe(200);

    // Unlinked: the day is empty again and the list is not theirs.
    const unlinked = await call('PUT', `/api/merchant/resources/${guideId}`, owner.token, {
      kind: 'guide',
      name: 'Pedro',
      memberUserId: null,
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().member).toBeNull();
    expect(await dayOf(pedro.token)).toMatchObject({ departures: [], guideLinked: false });
    expect(
      (await call('GET', `/api/merchant/tours/${snorkel}/departures/${today}/passengers`, pedro.token))
        .statusCode,
    ).toBe(404);
  });

  it('links a guide only to a guide-role member of the business, one guide each', async () => {
    const desk = await member('front_desk', 'Rosa Pop');
    const ana = await member('guide', 'Ana Cal');
    const stranger = await t.factories.createUser({ email: `x-${randomUUID().slice(0, 8)}@example.com` });
    for (const [kind, memberUserId] of [
      ['guide', desk.userId],
      ['guide', stranger.id],
      ['guide', owner.user.id],
      ['boat', ana.userId],
    ] as const) {
      const res = await call('POST', '/api/merchant/resources', owner.token, {
        kind,
        name: 'Someone',
        capacity: 1,
        memberUserId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ field: 'memberUserId' }));
    }
    const first = await call('POST', '/api/merchant/resources', owner.token, {
      kind: 'guide',
      name: 'Ana',
      memberUserId: ana.userId,
    });
    expect(first.statusCode).toBe(201);
    // Saving the same guide again keeps its link; a second guide for Ana is refused.
    const again = await call('PUT', `/api/merchant/resources/${first.json().id}`, owner.token, {
      kind: 'guide',
      name: 'Ana C.',
      memberUserId: ana.userId,
    });
    expect(again.statusCode).toBe(200);
    const second = await call('POST', '/api/merchant/resources', owner.token, {
      kind: 'guide',
      name: 'Ana again',
      memberUserId: ana.userId,
    });
    expect(second.statusCode).toBe(400);
  });
});
