import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, belizeToday, type MerchantTourFormValues } from '@belizepass/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tourRevisions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  caller,
  merchantAccount,
  multipartBody,
  outboxTo,
  signIn,
  tourInput,
  touristAccount,
} from '../merchant-tours/test-kit.ts';

// An approved tour's title, description, prices and photos change for the public only once staff
// approve the merchant's edits (docs/security.md, "Approved tours change only through review").
let t: TestApp;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let admin: string;
let touristToken: string;
let call: ReturnType<typeof caller>;
let day = 3;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://belizepass.example' } });
  call = caller(t);
  me = await merchantAccount(t, { businessName: 'Placencia Sea Kayaks' });
  await t.factories.createUser({ email: 'staff@example.com', role: 'platform_admin', fullName: 'Ana Staff' });
  admin = await signIn(t, 'staff@example.com');
  touristToken = (await touristAccount(t)).token;
});
afterAll(() => t?.close());

const EVERY_DAY = { schedule_days: [0, 1, 2, 3, 4, 5, 6] };
const form = (overrides: Partial<MerchantTourFormValues> = {}) =>
  tourInput({ title: 'Laughing Bird Caye Snorkel', price: 10_000, ...EVERY_DAY, ...overrides });

/** A tour of the merchant, approved by staff through the API, and so public. */
async function approvedTour(overrides: Partial<MerchantTourFormValues> = {}) {
  const created = await call('POST', '/api/merchant/tours', me.token, form(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().tour.id as string;
  const approved = await call('PATCH', `/api/admin/tours/${id}/approve`, admin, { approved: true });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

const edit = (id: string, overrides: Partial<MerchantTourFormValues>) =>
  call('PUT', `/api/merchant/tours/${id}`, me.token, form(overrides));
const publicTour = async (id: string) => (await call('GET', `/api/tours/${id}`)).json();
const merchantTour = async (id: string) =>
  (await call('GET', `/api/merchant/tours/${id}`, me.token)).json().tour;
const listedPrice = async (id: string, q: string) => {
  const search = await call('GET', `/api/tours/search?q=${encodeURIComponent(q)}`);
  return search.json().tours.find((x: { id: string }) => x.id === id)?.platform_selling_price;
};
const revisionOf = async (id: string) => call('GET', `/api/admin/tours/${id}/revision`, admin);
/** What a guest is charged per adult when booking now. */
async function bookedAdultPrice(id: string) {
  const res = await call('POST', '/api/bookings', undefined, {
    tourId: id,
    date: addDays(belizeToday(), day++),
    adults: 1,
    children: 0,
    fullName: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '+501 610 0100',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking.price.adults as number;
}
const approve = (id: string, version: number, token = admin) =>
  call('POST', `/api/admin/tours/${id}/revision/approve`, token, { version });
const reject = (id: string, body: object, token = admin) =>
  call('POST', `/api/admin/tours/${id}/revision/reject`, token, body);

async function photoOf(tourId: string, hue: string) {
  const image = await sharp({ create: { width: 120, height: 80, channels: 3, background: hue } })
    .png()
    .toBuffer();
  const body = multipartBody([
    { name: 'tour_id', value: tourId },
    { name: 'image', filename: 'caye.png', contentType: 'image/png', data: image },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/upload/image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(me.token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().image as { id: string; r2_url: string };
}
const filePath = (url: string) => join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('editing an approved tour', () => {
  it("leaves the public price unchanged and creates a pending revision of the tour's title and price", async () => {
    const id = await approvedTour({ title: 'Laughing Bird Caye Snorkel' });
    const res = await edit(id, { title: 'Laughing Bird Caye Snorkel and Lunch', price: 12_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tour).toMatchObject({
      title: 'Laughing Bird Caye Snorkel and Lunch',
      price: 12_000,
      child_price: 8_400,
      revision: { status: 'pending', fields: ['title', 'price', 'child_price'], reason: null },
    });

    // The public page, the search, the catalogue and a booking keep the approved values.
    expect(await publicTour(id)).toMatchObject({ title: 'Laughing Bird Caye Snorkel', price: 10_000 });
    expect(await listedPrice(id, 'laughing bird')).toBe(10_000);
    expect(await bookedAdultPrice(id)).toBe(10_000);

    // Staff see the tour flagged, and the change as public and proposed values.
    const flagged = (await call('GET', '/api/admin/tours?status=changes&limit=100', admin)).json();
    expect(flagged.tours.map((x: { id: string }) => x.id)).toContain(id);
    expect(flagged.revisionCount).toBeGreaterThanOrEqual(1);
    expect(flagged.tours.find((x: { id: string }) => x.id === id).pending_revision_at).toEqual(
      expect.any(String),
    );
    const revision = (await revisionOf(id)).json().revision;
    expect(revision).toMatchObject({ status: 'pending', version: 1, submitted_by: { id: me.user.id } });
    expect(revision.changes).toMatchObject([
      {
        field: 'title',
        label: 'Title',
        before: 'Laughing Bird Caye Snorkel',
        after: 'Laughing Bird Caye Snorkel and Lunch',
        minor_allowed: true,
      },
      {
        field: 'price',
        label: 'Adult price',
        before: 10_000,
        after: 12_000,
        before_text: '$100.00',
        after_text: '$120.00',
        minor_allowed: false,
      },
      { field: 'child_price', before: 7_000, after: 8_400 },
    ]);
    expect((await call('GET', `/api/admin/tours/${id}`, admin)).json().revision).toEqual(revision);
    expect((await call('GET', '/api/admin/dashboard/alerts', admin)).json()).toContainEqual(
      expect.objectContaining({ id: 'pending-tour-changes', link: '/admin/dashboard/tours?status=changes' }),
    );
    const staffMail = await outboxTo(t, 'support@belizepass.bz');
    expect(staffMail.map((m) => m.subject)).toContainEqual(
      expect.stringContaining('Tour changes awaiting approval: Laughing Bird Caye Snorkel'),
    );
  });

  it('approving applies the changes in one step: the public sees the new price, audited and told', async () => {
    const id = await approvedTour({ title: 'Monkey River Trip', description: 'Howlers and manatees.' });
    await edit(id, {
      title: 'Monkey River Trip',
      description: 'Howler monkeys, manatees and lunch.',
      price: 11_500,
    });
    const { version } = (await revisionOf(id)).json().revision;
    const res = await approve(id, version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, platform_selling_price: 11_500, pending_revision_at: null });

    expect(await publicTour(id)).toMatchObject({
      price: 11_500,
      description: 'Howler monkeys, manatees and lunch.',
    });
    expect(await listedPrice(id, 'monkey river')).toBe(11_500);
    expect(await bookedAdultPrice(id)).toBe(11_500);
    expect((await merchantTour(id)).revision).toBeNull();
    expect((await revisionOf(id)).statusCode).toBe(404);

    const [row] = await t.db.select().from(tourRevisions).where(eq(tourRevisions.tourId, id));
    expect(row).toMatchObject({ status: 'approved', decidedByUserId: expect.any(String) });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'tour.revision_approve')));
    expect(entry).toMatchObject({
      before: { description: 'Howlers and manatees.', sellingPriceCents: 10_000 },
      after: { description: 'Howler monkeys, manatees and lunch.', sellingPriceCents: 11_500 },
    });
    const mail = (await outboxTo(t, me.user.email)).at(-1)!;
    expect(mail.subject).toBe('Your changes to Monkey River Trip are approved');
    expect(mail.textBody).toContain(`https://belizepass.example/tours/${id}`);
  });

  it('rejecting keeps the approved values; the merchant is told why, until its next edit', async () => {
    const id = await approvedTour({ title: 'Silk Cayes Day Trip' });
    await edit(id, { title: 'Silk Cayes Day Trip', price: 20_000 });
    const { version } = (await revisionOf(id)).json().revision;
    const reason = 'Prices above the advertised season rate need a note in the description.';
    const res = await reject(id, { version, reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pending_revision_at).toBeNull();

    expect((await publicTour(id)).price).toBe(10_000);
    expect(await bookedAdultPrice(id)).toBe(10_000);
    const mine = await merchantTour(id);
    expect(mine).toMatchObject({
      price: 10_000,
      revision: { status: 'rejected', reason, fields: ['price', 'child_price'] },
    });
    const mail = (await outboxTo(t, me.user.email)).at(-1)!;
    expect(mail.subject).toBe('Your changes to Silk Cayes Day Trip were not approved');
    expect(mail.textBody).toContain(reason);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'tour.revision_reject')));
    expect(entry).toMatchObject({ note: reason, after: { sellingPriceCents: 20_000 } });

    // The merchant's next edit (here of a listing label, which applies at once) clears the notice.
    await edit(id, { title: 'Silk Cayes Day Trip', category: 'water-activities' });
    expect((await merchantTour(id)).revision).toBeNull();
  });

  it('a new edit updates the one pending revision; taking every change back ends it', async () => {
    const id = await approvedTour({ title: 'Placencia Lagoon Paddle' });
    await edit(id, { title: 'Placencia Lagoon Paddle', price: 10_500 });
    await edit(id, { title: 'Placencia Lagoon Sunset Paddle', price: 10_500 });
    const rows = await t.db.select().from(tourRevisions).where(eq(tourRevisions.tourId, id));
    expect(rows).toHaveLength(1);
    const revision = (await revisionOf(id)).json().revision;
    expect(revision.version).toBe(2);
    expect(revision.changes.map((c: { field: string }) => c.field)).toEqual([
      'title',
      'price',
      'child_price',
    ]);

    // Staff approving the version they reviewed before the merchant's last edit is refused.
    const stale = await approve(id, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('REVISION_CHANGED');
    expect((await publicTour(id)).title).toBe('Placencia Lagoon Paddle');

    await edit(id, { title: 'Placencia Lagoon Paddle', price: 10_000 });
    expect((await revisionOf(id)).statusCode).toBe(404);
    expect((await merchantTour(id)).revision).toBeNull();
    expect(await t.db.select().from(tourRevisions).where(eq(tourRevisions.tourId, id))).toHaveLength(0);
  });

  it('only the listing labels and the active switch change at once', async () => {
    const id = await approvedTour({ title: 'Hopkins Drumming', category: 'cultural' });
    await edit(id, { title: 'Hopkins Drumming', category: 'food-cuisine' });
    expect(await publicTour(id)).toMatchObject({ category: 'food-cuisine' });
    expect((await revisionOf(id)).statusCode).toBe(404);
  });
});

describe('photos of an approved tour', () => {
  it('a new photo waits with the revision; approval shows it, the public photos stay until then', async () => {
    const id = await approvedTour({ title: 'Whale Shark Encounter' });
    const first = await photoOf(id, '#2a7ab0');
    expect((await publicTour(id)).images).toEqual([]);
    expect((await merchantTour(id)).photos.map((p: { id: string }) => p.id)).toEqual([first.id]);
    const revision = (await revisionOf(id)).json().revision;
    expect(revision.changes).toEqual([
      {
        field: 'photos',
        label: 'Photos',
        before: [],
        after: [expect.objectContaining({ id: first.id, url: first.r2_url, is_primary: true })],
      },
    ]);
    expect((await approve(id, revision.version)).statusCode).toBe(200);
    expect((await publicTour(id)).images.map((i: { url: string }) => i.url)).toEqual([first.r2_url]);

    // A second photo made primary, then rejected: the file uploaded only for it is removed.
    const second = await photoOf(id, '#e8b04a');
    const primary = await call('PATCH', `/api/merchant/tours/${id}/photos/${second.id}`, me.token, {
      is_primary: true,
    });
    expect(primary.statusCode, primary.body).toBe(200);
    expect((await merchantTour(id)).photos.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    expect(existsSync(filePath(second.r2_url))).toBe(true);
    const { version } = (await revisionOf(id)).json().revision;
    expect((await reject(id, { version, reason: 'The new photo is blurry.' })).statusCode).toBe(200);
    expect((await publicTour(id)).images.map((i: { url: string }) => i.url)).toEqual([first.r2_url]);
    expect(existsSync(filePath(second.r2_url))).toBe(false);
    expect(existsSync(filePath(first.r2_url))).toBe(true);

    // Removing the live photo is proposed too; the public keeps it until approval.
    const removed = await call('DELETE', `/api/merchant/tours/${id}/photos/${first.id}`, me.token);
    expect(removed.statusCode).toBe(204);
    expect((await merchantTour(id)).photos).toEqual([]);
    expect((await publicTour(id)).images).toHaveLength(1);
    expect(existsSync(filePath(first.r2_url))).toBe(true);
  });
});

describe('tours that are not approved', () => {
  it("a draft tour's edit applies at once, with no revision", async () => {
    const created = await call('POST', '/api/merchant/tours', me.token, form({ status: 'draft' }));
    const id = created.json().tour.id as string;
    const res = await edit(id, { title: 'Ranguana Caye Overnight', price: 30_000, status: 'draft' });
    expect(res.json().tour).toMatchObject({
      title: 'Ranguana Caye Overnight',
      price: 30_000,
      revision: null,
    });
    expect(await t.db.select().from(tourRevisions).where(eq(tourRevisions.tourId, id))).toHaveLength(0);
    expect((await revisionOf(id)).statusCode).toBe(404);
  });

  it('withdrawing approval puts the waiting changes into the tour, to be reviewed with it', async () => {
    const id = await approvedTour({ title: 'Cockscomb Night Walk' });
    await edit(id, { title: 'Cockscomb Jaguar Night Walk' });
    const res = await call('PATCH', `/api/admin/tours/${id}/approve`, admin, { approved: false });
    expect(res.json()).toMatchObject({ title: 'Cockscomb Jaguar Night Walk', approved: false });
    const [row] = await t.db.select().from(tourRevisions).where(eq(tourRevisions.tourId, id));
    expect(row?.status).toBe('merged');
    expect((await merchantTour(id)).revision).toBeNull();
  });
});

describe('who may decide, and what they must send', () => {
  it('a merchant, a tourist or a visitor cannot approve or reject; the changes keep waiting', async () => {
    const id = await approvedTour({ title: 'Sittee River Canoe' });
    await edit(id, { title: 'Sittee River Canoe', price: 9_000 });
    expect((await approve(id, 1, me.token)).statusCode).toBe(403);
    expect((await reject(id, { version: 1, reason: 'Not mine to decide' }, me.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/tours/${id}/revision`, me.token)).statusCode).toBe(403);
    expect((await approve(id, 1, touristToken)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/admin/tours/${id}/revision/approve`, undefined, { version: 1 })).statusCode,
    ).toBe(401);
    expect((await publicTour(id)).price).toBe(10_000);
    expect((await revisionOf(id)).json().revision.version).toBe(1);
  });

  it('answers 400 with field details for a missing version or reason, 404 when nothing waits', async () => {
    const id = await approvedTour({ title: 'Glover’s Reef Dive' });
    await edit(id, { title: 'Glover’s Reef Wall Dive' });

    const noVersion = await call('POST', `/api/admin/tours/${id}/revision/approve`, admin, {});
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'version', message: 'Say which version of the changes you reviewed' }],
    });
    const shortReason = await reject(id, { version: 1, reason: ' no' });
    expect(shortReason.statusCode).toBe(400);
    expect(shortReason.json().error.details).toEqual([
      { field: 'reason', message: 'Please tell the merchant why (at least 3 characters)' },
    ]);
    const longReason = await reject(id, { version: 1, reason: 'x'.repeat(1001) });
    expect(longReason.json().error.details[0]).toMatchObject({ field: 'reason' });
    const badId = await call('POST', '/api/admin/tours/not-a-uuid/revision/approve', admin, { version: 1 });
    expect(badId.statusCode).toBe(400);
    expect((await publicTour(id)).title).toBe('Glover’s Reef Dive');

    const other = await approvedTour({ title: 'Nothing changed here' });
    const none = await approve(other, 1);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('REVISION_NOT_FOUND');
    expect(
      (await call('GET', '/api/admin/tours/00000000-0000-4000-8000-000000000000/revision', admin)).statusCode,
    ).toBe(404);
  });
});
