import { addDays, belizeToday, type MerchantTourFormValues } from '@belizepass/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, outboxTo, signIn, tourInput } from '../merchant-tours/test-kit.ts';

// Every field a traveller relies on waits for staff review on an approved tour or merchant; only
// the wording fixes staff mark minor go live at once, audited (docs/security.md, "Approved tours
// and merchants change only through review"; docs/decisions/032-reviewed-revisions.md).
let t: TestApp;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let admin: string;
let call: ReturnType<typeof caller>;
let day = 3;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://belizepass.example' } });
  call = caller(t);
  me = await merchantAccount(t, { businessName: 'Hopkins Reef Tours' });
  await t.factories.createUser({ email: 'staff@example.com', role: 'platform_admin', fullName: 'Ana Staff' });
  admin = await signIn(t, 'staff@example.com');
});
afterAll(() => t?.close());

const form = (overrides: Partial<MerchantTourFormValues> = {}) =>
  tourInput({ title: 'South Water Caye Snorkel', schedule_days: [0, 1, 2, 3, 4, 5, 6], ...overrides });

async function approvedTour(overrides: Partial<MerchantTourFormValues> = {}) {
  const created = await call('POST', '/api/merchant/tours', me.token, form(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().tour.id as string;
  const approved = await call('PATCH', `/api/admin/tours/${id}/approve`, admin, { approved: true });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}
const edit = async (id: string, overrides: Partial<MerchantTourFormValues>) => {
  const res = await call('PUT', `/api/merchant/tours/${id}`, me.token, form(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tour;
};
const publicTour = async (id: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/api/tours/${id}`, headers })).json();
const revisionOf = async (id: string) => (await call('GET', `/api/admin/tours/${id}/revision`, admin)).json();
const approve = async (id: string) => {
  const { version } = (await revisionOf(id)).revision;
  const res = await call('POST', `/api/admin/tours/${id}/revision/approve`, admin, { version });
  expect(res.statusCode, res.body).toBe(200);
};
/** What a new booking of two adults is charged online. */
async function twoAdultsTotal(id: string) {
  const res = await call('POST', '/api/bookings', undefined, {
    tourId: id,
    date: addDays(belizeToday(), day++),
    adults: 2,
    children: 0,
    fullName: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '+501 610 0100',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking.price.total as number;
}
/** The latest staff email whose subject has `subject`. */
const lastStaffMail = async (subject = 'Tour changes awaiting approval') =>
  (await outboxTo(t, 'support@belizepass.bz'))
    .filter((mail) => mail.subject.includes(subject))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .at(-1)!;

describe('a park fee added to an approved tour', () => {
  it('changes neither the public page nor a new booking’s total until staff approve it', async () => {
    const id = await approvedTour({ title: 'Laughing Bird Caye', price: 6_500 });
    expect(await twoAdultsTotal(id)).toBe(13_000);
    const mine = await edit(id, {
      title: 'Laughing Bird Caye',
      price: 6_500,
      park_fee_adult: 20_000,
      park_fee_payment: 'online',
    });
    expect(mine).toMatchObject({
      park_fee_adult: 20_000,
      revision: { status: 'pending', fields: ['park_fee_adult', 'park_fee_payment'] },
    });

    expect((await publicTour(id)).parkFee).toBeNull();
    expect(await twoAdultsTotal(id)).toBe(13_000);

    // Staff read each changed field by its name, with the approved and the proposed value.
    const { revision } = await revisionOf(id);
    expect(revision.changes).toMatchObject([
      { field: 'park_fee_adult', label: 'Park fee per adult', before_text: '$0.00', after_text: '$200.00' },
      {
        field: 'park_fee_payment',
        label: 'How the park fee is paid',
        before_text: 'Paid in cash at check-in',
        after_text: 'Paid online, in the total',
      },
    ]);
    const mail = await lastStaffMail();
    expect(mail.subject).toContain('Tour changes awaiting approval: Laughing Bird Caye');
    expect(mail.textBody).toContain('- Park fee per adult: $0.00 → $200.00');
    expect(mail.textBody).toContain(
      '- How the park fee is paid: Paid in cash at check-in → Paid online, in the total',
    );

    // A fee is never a wording fix.
    const minor = await call('POST', `/api/admin/tours/${id}/revision/minor`, admin, {
      version: revision.version,
      fields: ['park_fee_adult'],
    });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().error.details).toEqual([
      { field: 'fields', message: 'Park fee per adult is not a wording change: it waits for approval' },
    ]);
    expect(await twoAdultsTotal(id)).toBe(13_000);

    await approve(id);
    expect((await publicTour(id)).parkFee).toMatchObject({ adult: 20_000, payment: 'online' });
    expect(await twoAdultsTotal(id)).toBe(53_000);
  });
});

/** Each group of reviewed fields: an edit, and what the public page shows before and after approval. */
const GROUPS: {
  name: string;
  edit: Partial<MerchantTourFormValues>;
  labels: string[];
  shown: (tour: Record<string, unknown>) => unknown;
  headers?: Record<string, string>;
}[] = [
  {
    name: 'times, weekdays and duration',
    edit: { start_time: '13:30', schedule_days: [0, 6], duration_hours: 3 },
    labels: ['Start time', 'Days it runs', 'Duration', 'Start times'],
    shown: (tour) => [tour.startTime, tour.schedule, tour.duration],
  },
  {
    name: 'group sizes',
    edit: { min_group_size: 2, maxParticipants: 6 },
    labels: ['Minimum group size', 'Maximum group size'],
    shown: (tour) => tour.groupSize,
  },
  {
    name: 'meeting point and its coordinates',
    edit: { meeting_point: 'Hopkins village dock', meeting_point_lat: 16.85, meeting_point_lng: -88.28 },
    labels: ['Meeting point', 'Meeting point latitude', 'Meeting point longitude'],
    shown: (tour) => [tour.meetingPoint, tour.meetingPointCoordinates],
  },
  {
    name: 'itinerary, inclusions, exclusions, what to bring and languages',
    edit: {
      itinerary: ['Boat to the caye', 'Snorkel the wall'],
      inclusions: ['Lunch'],
      exclusions: ['Tips'],
      bring_items: ['Reef-safe sunscreen'],
      languages: ['English', 'Spanish'],
    },
    labels: ['Itinerary', "What's included", "What's not included", 'What to bring', 'Languages'],
    shown: (tour) => [tour.itinerary, tour.inclusions, tour.exclusions, tour.bringItems, tour.languages],
  },
  {
    name: 'transport, safety and policy text',
    edit: {
      transport: 'Speedboat from Hopkins',
      safety_info: 'Life jackets for everyone',
      cancellation_tiers: [
        { minHoursBefore: 24, percent: 100 },
        { minHoursBefore: 0, percent: 0 },
      ],
    },
    labels: ['Transport', 'Safety information', 'Cancellation policy'],
    shown: (tour) => [tour.transport, tour.safetyInfo, tour.cancellationTiers],
  },
  {
    name: 'location and difficulty',
    edit: { location_id: 'placencia', difficulty: 'strenuous' },
    labels: ['Location', 'Difficulty'],
    shown: (tour) => [tour.locationId, tour.difficulty],
  },
  {
    name: 'featured',
    edit: { featured: true },
    labels: ['Featured'],
    shown: (tour) => tour.featured,
  },
  {
    name: 'the Spanish texts',
    edit: {
      title_es: 'Snorkel en South Water Caye',
      description_es: 'Un día en el arrecife.',
      itinerary_es: ['Lancha al cayo'],
      meeting_point_es: 'En el muelle de Hopkins',
    },
    labels: ['Title (Spanish)', 'Description (Spanish)', 'Meeting point (Spanish)', 'Itinerary (Spanish)'],
    shown: (tour) => [tour.title, tour.description, tour.itinerary, tour.meetingPoint],
    headers: { 'accept-language': 'es' },
  },
];

describe('every field a traveller relies on waits for review', () => {
  it.each(GROUPS)('$name: the public keeps the approved values until staff approve', async (group) => {
    const id = await approvedTour();
    const approved = group.shown(await publicTour(id, group.headers));
    const mine = await edit(id, group.edit);
    expect(mine.revision?.status).toBe('pending');

    expect(group.shown(await publicTour(id, group.headers))).toEqual(approved);
    const { revision } = await revisionOf(id);
    expect(revision.changes.map((c: { label: string }) => c.label)).toEqual(group.labels);
    const mail = (await lastStaffMail()).textBody;
    for (const label of group.labels) expect(mail).toContain(`- ${label}: `);

    await approve(id);
    expect(group.shown(await publicTour(id, group.headers))).not.toEqual(approved);
  });

  it('the featured switch of an approved tour joins the changes waiting', async () => {
    const id = await approvedTour();
    const res = await call('PATCH', `/api/merchant/tours/${id}/featured`, me.token, { featured: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicTour(id)).featured).toBe(false);
    expect((await revisionOf(id)).revision.changes).toMatchObject([{ field: 'featured', after_text: 'Yes' }]);
  });

  it('a new start time goes live on approval; a departure already booked keeps its time until its guests move', async () => {
    const id = await approvedTour();
    await edit(id, { start_time: '10:00' });
    const date = addDays(belizeToday(), day);
    await twoAdultsTotal(id);
    expect((await publicTour(id)).startTime).toBe('08:00');
    await approve(id);
    expect((await publicTour(id)).startTime).toBe('10:00');
    const mine = await call('GET', `/api/merchant/tours/${id}`, me.token);
    expect(mine.statusCode).toBe(200);
    const again = await edit(id, { start_time: '10:00' });
    expect(again.departures_to_move).toEqual([{ date, time: '08:00', guests: 2 }]);
  });
});

describe('minor wording fixes', () => {
  it('go live at once when staff mark them, audited; the rest keeps waiting as a new version', async () => {
    const id = await approvedTour({ itinerary: ['Boat to the caye', 'Snorkle the wall'], price: 10_000 });
    await edit(id, { itinerary: ['Boat to the caye', 'Snorkel the wall'], price: 11_000 });
    const { revision } = await revisionOf(id);
    expect(revision.changes.find((c: { field: string }) => c.field === 'itinerary')).toMatchObject({
      minor_allowed: true,
      before_text: 'Boat to the caye\nSnorkle the wall',
    });
    const res = await call('POST', `/api/admin/tours/${id}/revision/minor`, admin, {
      version: revision.version,
      fields: ['itinerary'],
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await publicTour(id)).toMatchObject({
      itinerary: ['Boat to the caye', 'Snorkel the wall'],
      price: 10_000,
    });
    const rest = (await revisionOf(id)).revision;
    expect(rest.version).toBe(revision.version + 1);
    expect(rest.changes.map((c: { field: string }) => c.field)).toEqual(['price', 'child_price']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'tour.revision_minor')));
    expect(entry).toMatchObject({
      before: { itinerary: ['Boat to the caye', 'Snorkle the wall'] },
      after: { itinerary: ['Boat to the caye', 'Snorkel the wall'] },
      note: expect.stringContaining('itinerary'),
    });

    // A field that is not waiting, or a stale version, is refused.
    const notWaiting = await call('POST', `/api/admin/tours/${id}/revision/minor`, admin, {
      version: rest.version,
      fields: ['transport'],
    });
    expect(notWaiting.statusCode).toBe(400);
    expect(notWaiting.json().error.details[0].message).toBe(
      'Transport is not among the changes waiting for approval',
    );
    const stale = await call('POST', `/api/admin/tours/${id}/revision/minor`, admin, {
      version: revision.version,
      fields: ['itinerary'],
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a merchant cannot mark its own changes minor', async () => {
    const id = await approvedTour();
    await edit(id, { transport: 'Speedboat' });
    const res = await call('POST', `/api/admin/tours/${id}/revision/minor`, me.token, {
      version: 1,
      fields: ['transport'],
    });
    expect(res.statusCode).toBe(403);
    expect((await publicTour(id)).transport).not.toBe('Speedboat');
  });
});

describe("an approved merchant's business name", () => {
  /** The profile form as saved now, with `changes`. */
  async function save(changes: Record<string, string>) {
    const p = (await call('GET', '/api/merchant/profile', me.token)).json();
    const body = {
      business_name: p.business_name,
      tagline: p.tagline,
      description: p.description,
      contact_email: p.contact_email,
      phone_number: p.phone_number,
      address: p.address,
      ...changes,
    };
    return call('PATCH', '/api/merchant/profile', me.token, body);
  }
  const publicName = async (tourId: string) => (await publicTour(tourId)).merchant.name;

  it('waits for review: tours and the public page keep the approved name and phone', async () => {
    const before = (await call('GET', `/api/merchants/${me.merchant.id}`)).json();
    const tourId = await approvedTour();

    const res = await save({ business_name: 'Reef Kings Ltd', phone_number: '+501 600 2000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      business_name: 'Reef Kings Ltd',
      phone_number: '+501 600 2000',
      revision: { status: 'pending', fields: ['business_name', 'phone_number'] },
    });
    expect(await publicName(tourId)).toBe(before.business_name);
    const page = (await call('GET', `/api/merchants/${me.merchant.id}`)).json();
    expect(page).toMatchObject({ business_name: before.business_name, phone_number: before.phone_number });
    const mail = await lastStaffMail('Business profile changes awaiting approval');
    expect(mail.textBody).toContain(`- Business name: ${before.business_name} → Reef Kings Ltd`);

    const detail = (await call('GET', `/api/admin/merchants/${me.merchant.id}`, admin)).json();
    expect(detail.revision.changes).toMatchObject([
      { field: 'business_name', label: 'Business name', after: 'Reef Kings Ltd' },
      { field: 'phone_number', label: 'Phone number', after: '+501 600 2000' },
    ]);
    const approved = await call('POST', `/api/admin/merchants/${me.merchant.id}/revision/approve`, admin, {
      version: detail.revision.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ business_name: 'Reef Kings Ltd', revision: null });
    expect(await publicName(tourId)).toBe('Reef Kings Ltd');
    expect((await outboxTo(t, me.user.email)).at(-1)!.subject).toBe(
      'Your business profile changes are approved',
    );
  });

  it('a typo in the name can go live at once as a minor fix, audited', async () => {
    const live = (await call('GET', `/api/merchants/${me.merchant.id}`)).json().business_name as string;
    expect((await save({ business_name: `${live} Lttd` })).statusCode).toBe(200);
    expect((await save({ business_name: `${live} Ltd.` })).statusCode).toBe(200);
    const { revision } = (await call('GET', `/api/admin/merchants/${me.merchant.id}`, admin)).json();
    const res = await call('POST', `/api/admin/merchants/${me.merchant.id}/revision/minor`, admin, {
      version: revision.version,
      fields: ['business_name'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().revision).toBeNull();
    expect(res.json().business_name).toBe(`${live} Ltd.`);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.merchant.id), eq(auditLog.action, 'merchant.revision_minor')));
    expect(entry).toMatchObject({
      before: { businessName: live },
      after: { businessName: `${live} Ltd.` },
    });
  });

  it("a merchant's tagline and description still change at once", async () => {
    const res = await save({ tagline: 'Reef trips since 1998' });
    expect(res.json().revision).toBeNull();
    expect((await call('GET', `/api/merchants/${me.merchant.id}`)).json().tagline).toBe(
      'Reef trips since 1998',
    );
  });
});

describe('the product model of an approved tour (decisions 030 and 031)', () => {
  it('keeps the public policy and every refund until staff approve a policy edit', async () => {
    const standard = [
      { minHoursBefore: 168, percent: 95 },
      { minHoursBefore: 72, percent: 75 },
      { minHoursBefore: 24, percent: 50 },
      { minHoursBefore: 0, percent: 0 },
    ];
    const id = await approvedTour({
      title: 'Tobacco Caye Snorkel',
      price: 10_000,
      cancellation_tiers: standard,
    });
    // Bookings two days ahead (24 to 72 hours): the approved tiers refund 50%, the proposed 100%.
    const date = addDays(belizeToday(), 2);
    let n = 0;
    const refundPercentOfNewBooking = async () => {
      const held = await call('POST', '/api/bookings', undefined, {
        tourId: id,
        date,
        adults: 1,
        fullName: 'Maria Lopez',
        email: `policy${n++}@example.com`,
        phone: '+501 610 0100',
      });
      expect(held.statusCode, held.body).toBe(201);
      const { booking, accessKey } = held.json();
      const key = { 'x-booking-key': accessKey };
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/pay`,
        headers: { ...key, 'idempotency-key': `policy-${booking.id}` },
        payload: {
          cardName: 'Maria Lopez',
          cardNumber: '4242 4242 4242 4242',
          expiryDate: '12/30',
          cvv: '123',
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const quote = await t.app.inject({ url: `/api/bookings/${booking.id}/refund-quote`, headers: key });
      expect(quote.statusCode, quote.body).toBe(200);
      return { id: booking.id as string, key, percent: quote.json().percent as number };
    };
    const first = await refundPercentOfNewBooking();
    expect(first.percent).toBe(50);
    const mine = await edit(id, {
      title: 'Tobacco Caye Snorkel',
      price: 10_000,
      cancellation_tiers: [
        { minHoursBefore: 24, percent: 100 },
        { minHoursBefore: 0, percent: 0 },
      ],
    });
    expect(mine.revision).toMatchObject({ status: 'pending', fields: ['cancellation_tiers'] });
    // The public page keeps the approved policy, without the free-cancellation badge, and a booking
    // made meanwhile is sold and refunded under the approved tiers.
    const pub = await publicTour(id);
    expect(pub.cancellation_tiers).toEqual(standard);
    expect(pub.freeCancellation).toBe(false);
    expect((await refundPercentOfNewBooking()).percent).toBe(50);
    const { revision } = await revisionOf(id);
    expect(revision.changes).toMatchObject([{ field: 'cancellation_tiers', label: 'Cancellation policy' }]);
    await approve(id);
    expect((await publicTour(id)).freeCancellation).toBe(true);
    expect((await refundPercentOfNewBooking()).percent).toBe(100);
    // A booking keeps the terms it was sold under.
    const kept = await t.app.inject({ url: `/api/bookings/${first.id}/refund-quote`, headers: first.key });
    expect(kept.json().percent).toBe(50);
  });

  it('keeps the start times, seasons, guest types and pickup until staff approve them', async () => {
    const every = [0, 1, 2, 3, 4, 5, 6];
    const id = await approvedTour({
      title: 'Silk Caye Sail',
      departure_times: [{ time: '09:00', days: every }],
    });
    await edit(id, {
      title: 'Silk Caye Sail',
      departure_times: [
        { time: '09:00', days: every },
        { time: '14:00', days: every },
      ],
      seasons: [{ name: 'High season', from: '2026-12-15', to: '2027-04-30', price_cents: 15_000 }],
      guest_types: [
        { type: 'adult', percent: 100 },
        { type: 'resident', percent: 60 },
      ],
      pickup_mode: 'zones',
      pickup_zones: [{ id: 'placencia', name: 'Placencia village', minutes_before: 30, fee_cents: 0 }],
    });
    const pub = await publicTour(id);
    expect(pub.startTimes).toEqual(['09:00']);
    expect(pub.seasons).toEqual([]);
    expect(pub.guestTypes.map((g: { type: string }) => g.type)).toEqual(['adult', 'child']);
    expect(pub.pickup.mode).toBe('meeting_point');
    const { revision } = await revisionOf(id);
    expect(revision.changes.map((c: { label: string }) => c.label)).toEqual(
      expect.arrayContaining([
        'Start times',
        'Seasons',
        'Guest types and their prices',
        'Meeting point or pickup',
        'Pickup zones',
      ]),
    );
    await approve(id);
    const approved = await publicTour(id);
    expect(approved.startTimes).toEqual(['09:00', '14:00']);
    expect(approved.seasons[0]).toMatchObject({ name: 'High season', price: 15_000 });
    expect(approved.pickup.zones.map((z: { name: string }) => z.name)).toEqual(['Placencia village']);
  });
});
