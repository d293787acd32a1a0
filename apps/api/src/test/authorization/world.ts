import { randomUUID } from 'node:crypto';
import { addDays, belizeToday } from '@belizepass/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bookings } from '../../db/schema/index.ts';
import { checkInBooking } from '../../modules/bookings/bookings.repository.ts';
import { completeDepartedBookings } from '../../modules/bookings/bookings.service.ts';
import { buyGiftCards, merchantCardProduct } from '../../modules/gift-cards/test-helpers.ts';
import { multipartBody, tourInput } from '../../modules/merchant-tours/test-kit.ts';
import { APPROVED_CARD, holdSeats, payBooking, signIn } from '../journeys.ts';
import type { TestApp } from '../test-app.ts';

/** Who calls: everyone acts on objects that belong to tourist A and merchant A. */
export const ACTORS = [
  'anonymous',
  'touristA',
  'touristB',
  'pendingMerchant',
  'merchantA',
  'merchantB',
  'admin',
  // Merchant A's staff (docs/decisions/044-staff-accounts.md): their own accounts, A's roles.
  'managerA',
  'frontDeskA',
  'guideA',
  'pendingAgent',
  'agentA',
  'agentB',
] as const;
export type Actor = (typeof ACTORS)[number];

let serial = 0;
const uniqueEmail = (who: string) => `authz-${who}-${++serial}-${randomUUID().slice(0, 6)}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The fields of setup answers this file reads (a deal, an order, a paid order, an upload). */
interface SetupAnswer {
  id: string;
  order: { id: string };
  vouchers: { code: string }[];
  image: { id: string };
}

/** The JSON of a setup call that must succeed. */
function okJson(res: { statusCode: number; body: string; json: () => unknown }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json() as SetupAnswer;
}

async function account(
  t: TestApp,
  who: string,
  role: 'tourist' | 'merchant_admin' | 'platform_admin' | 'agent',
) {
  const email = uniqueEmail(who);
  const user = await t.factories.createUser({ email, role, fullName: `${who} Person` });
  return { user, email, token: (await signIn(t.app, email)).token };
}

async function merchantAccount(t: TestApp, who: string, approved: boolean) {
  const owner = await account(t, who, 'merchant_admin');
  const merchant = await t.factories.createMerchant({
    ownerUserId: owner.user.id,
    businessName: `${who} Tours`,
    adminApproved: approved,
    approvedAt: approved ? new Date() : null,
  });
  return { ...owner, merchant };
}

/** An agent (a hotel desk): approved at 12%, or an application still waiting for the admin. */
async function agentAccount(t: TestApp, who: string, approved: boolean) {
  const owner = await account(t, who, 'agent');
  const agent = await t.factories.createAgent({
    ownerUserId: owner.user.id,
    businessName: `${who} desk`,
    commissionPercent: approved ? 12 : null,
  });
  return { ...owner, agent };
}

const dealForm = () => ({
  title: 'Sunset snorkel for two',
  description: 'Two places on the sunset snorkel at Hol Chan with gear and a guide.',
  category: 'tours',
  location_id: 'ambergris-caye',
  price: 9000,
  originalPrice: 12_000,
  validUntil: addDays(belizeToday(), 60),
  quantityAvailable: 100,
});

/**
 * The people of the matrix and what belongs to A. `fresh*` make a new object for a call that would
 * use one up (paying, cancelling, redeeming, deleting), so every actor meets it in the same state.
 */
export async function buildWorld(t: TestApp) {
  let fullDeparture: Promise<{ date: string; startTime: string }> | undefined;
  const touristA = await account(t, 'tourist-a', 'tourist');
  const touristB = await account(t, 'tourist-b', 'tourist');
  const admin = await account(t, 'admin', 'platform_admin');
  const merchantA = await merchantAccount(t, 'merchant-a', true);
  const merchantB = await merchantAccount(t, 'merchant-b', true);
  const pendingMerchant = await merchantAccount(t, 'pending', false);
  const staffOfA = async (who: string, role: 'manager' | 'front_desk' | 'guide') => {
    const email = uniqueEmail(who);
    await t.factories.createMember({ merchantId: merchantA.merchant.id, role, user: { email } });
    return (await signIn(t.app, email)).token;
  };
  const agentA = await agentAccount(t, 'agent-a', true);
  const agentB = await agentAccount(t, 'agent-b', true);
  const pendingAgent = await agentAccount(t, 'agent-pending', false);
  const tokens: Record<Actor, string | undefined> = {
    pendingAgent: pendingAgent.token,
    agentA: agentA.token,
    agentB: agentB.token,
    anonymous: undefined,
    touristA: touristA.token,
    touristB: touristB.token,
    pendingMerchant: pendingMerchant.token,
    merchantA: merchantA.token,
    merchantB: merchantB.token,
    admin: admin.token,
    managerA: await staffOfA('manager-a', 'manager'),
    frontDeskA: await staffOfA('front-desk-a', 'front_desk'),
    guideA: await staffOfA('guide-a', 'guide'),
  };

  const tourA = await t.factories.createTour({
    merchantId: merchantA.merchant.id,
    minGroupSize: 1,
    maxGroupSize: 60,
    photos: [{ url: '/uploads/demo/a.webp', thumbnailUrl: '/uploads/demo/a-thumb.webp', isPrimary: true }],
  });
  await t.factories.createTour({ merchantId: merchantB.merchant.id, title: 'Lamanai river trip' });
  const [photoA] = await t.db.query.tourPhotos.findMany({
    where: (photo, { eq }) => eq(photo.tourId, tourA.id),
  });

  const call = (method: 'POST' | 'PATCH', url: string, token: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  /** A booking held on the next bookable day, or on `date` (a route that books many of them). */
  async function freshPendingBooking(date?: string) {
    return holdSeats(t.app, tourA.id, { token: touristA.token, adults: 1, date });
  }
  async function freshPaidBooking(date?: string) {
    const booking = await freshPendingBooking(date);
    const paid = await payBooking(t.app, booking, APPROVED_CARD, touristA.token);
    if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
    return { ...booking, code: paid.json().confirmationCode as string };
  }
  /** A paid booking whose departure day has come (check-in takes today's departures only). */
  async function freshBookingOfToday() {
    const booking = await freshPaidBooking(addDays(belizeToday(), 1));
    await t.db.update(bookings).set({ localDate: belizeToday() }).where(eq(bookings.id, booking.id));
    return booking;
  }
  async function freshCompletedBooking() {
    const booking = await holdSeats(t.app, tourA.id, {
      token: touristA.token,
      adults: 1,
      date: addDays(belizeToday(), 1),
    });
    await payBooking(t.app, booking, APPROVED_CARD, touristA.token);
    // Checked in, then completed once the departure has ended (never checked in would be a no-show).
    await checkInBooking(t.db, booking.id, { checkedInByUserId: null });
    await completeDepartedBookings(t.db, new Date(Date.now() + 3 * 86_400_000));
    return booking;
  }
  async function freshTourOfA() {
    return t.factories.createTour({
      merchantId: merchantA.merchant.id,
      title: 'Cave tubing at Nohoch Che’en',
    });
  }
  /** An approved tour of A whose merchant changed its title and price: a revision waits (version 1). */
  async function freshRevisionOfA() {
    const tour = await freshTourOfA();
    okJson(
      await t.app.inject({
        method: 'PUT',
        url: `/api/merchant/tours/${tour.id}`,
        headers: bearer(merchantA.token),
        payload: tourInput({ title: 'Cave tubing and zip line', price: 9_900 }),
      }),
      'tour edit',
    );
    return tour;
  }
  async function freshPendingTourOfA() {
    return t.factories.createTour({ merchantId: merchantA.merchant.id, adminApproved: false });
  }
  async function freshPendingMerchant() {
    return (await merchantAccount(t, 'applicant', false)).merchant;
  }

  /** An approved merchant whose owner renamed the business: a profile revision waits (version 1). */
  async function freshProfileRevision() {
    const owner = await merchantAccount(t, `renamed-${randomUUID().slice(0, 6)}`, true);
    const profile = {
      business_name: 'Renamed Tours',
      description: 'Reef trips.',
      contact_email: owner.merchant.contactEmail,
      phone_number: owner.merchant.phoneNumber,
      address: owner.merchant.address,
    };
    okJson(await call('PATCH', '/api/merchant/profile', owner.token, profile), 'profile edit');
    return owner.merchant;
  }

  async function freshDealOfA() {
    const created = await call('POST', '/api/merchant/deals', merchantA.token, dealForm());
    const id = okJson(created, 'deal').id as string;
    okJson(
      await call('PATCH', `/api/admin/deals/${id}/approve`, admin.token, { approved: true }),
      'approval',
    );
    return id;
  }
  const dealA = await freshDealOfA();
  async function freshPendingDealOfA() {
    return okJson(await call('POST', '/api/merchant/deals', merchantA.token, dealForm()), 'deal')
      .id as string;
  }

  /** A deal order of tourist A, unpaid or paid (then with its voucher code). */
  async function freshDealOrder() {
    const created = await call('POST', `/api/deals/${dealA}/orders`, touristA.token, { quantity: 1 });
    return okJson(created, 'deal order').order.id as string;
  }
  async function freshVoucher() {
    const orderId = await freshDealOrder();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/deals/orders/${orderId}/pay`,
      headers: { ...bearer(touristA.token), 'idempotency-key': randomUUID() },
      payload: APPROVED_CARD,
    });
    return okJson(paid, 'voucher payment').vouchers[0]!.code;
  }

  await merchantCardProduct(t, 'mgc-authz-a', merchantA.merchant.id);
  async function freshGiftCardOrder() {
    const created = await call('POST', '/api/gift-cards/orders', touristA.token, {
      productId: 'mgc-authz-a',
      amount: 50,
      quantity: 1,
    });
    return okJson(created, 'gift card order').order.id as string;
  }
  const giftCardA = (await buyGiftCards(t, { productId: 'mgc-authz-a', amount: 200, token: touristA.token }))
    .codes[0] as string;

  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7ab0' } })
    .png()
    .toBuffer();
  const imagePart = { name: 'image', filename: 'reef.png', contentType: 'image/png', data: image };
  const photoUpload = (tourId = tourA.id) => multipartBody([{ name: 'tour_id', value: tourId }, imagePart]);
  /** Uploads a photo to one of A's tours as merchant A; returns the photo id. */
  async function photoUploadTo(tourId: string) {
    const body = photoUpload(tourId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/upload/image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(merchantA.token) },
    });
    return okJson(res, 'photo upload').image.id as string;
  }

  /** A booking agent A made for a guest on its account. */
  const agentBookingA = okJson(
    await call('POST', '/api/agent/bookings', agentA.token, {
      tourId: tourA.id,
      date: addDays(belizeToday(), 30),
      adults: 1,
      children: 0,
      fullName: 'Guest of Agent A',
      email: uniqueEmail('agent-guest'),
      phone: '+501 610 0100',
      payment: 'account',
    }),
    'agent booking',
  ) as unknown as { booking: { id: string } };

  /** A review of tour A by tourist A (for the merchant's reply). */
  const reviewed = await freshCompletedBooking();
  const reviewA = okJson(
    await call('POST', `/api/bookings/${reviewed.id}/review`, touristA.token, {
      rating: 5,
      comment: 'Great day',
    }),
    'review',
  ).id;

  return {
    tokens,
    touristA,
    reviewA,
    agentA,
    agentBookingA: agentBookingA.booking,
    merchantA,
    merchantB,
    tourA,
    photoA: photoA!,
    dealA,
    giftCardA,
    bookingA: await freshPaidBooking(),
    /** A boat or guide of merchant A (decision 043), for changing, deleting or assigning. */
    freshResourceOfA: async (kind: 'boat' | 'guide' = 'boat') =>
      okJson(
        await call('POST', '/api/merchant/resources', merchantA.token, {
          kind,
          name: `${kind} ${serial++}`,
          capacity: 12,
        }),
        'resource',
      ).id as string,
    /** A day with no bookings on tour A, for closing. */
    quietDay: () => addDays(belizeToday(), 40 + serial++),
    /** A full departure of tour A (day 25), made once, for joining its waitlist. */
    fullDepartureOfA: async () => {
      const date = addDays(belizeToday(), 25);
      fullDeparture ??= t.factories
        .createDeparture({
          tourId: tourA.id,
          localDate: date,
          startTime: tourA.startTime,
          capacity: 4,
          seatsTaken: 4,
        })
        .then(() => ({ date, startTime: tourA.startTime }));
      return fullDeparture;
    },
    /** A day of tour A closed by its merchant, for reopening. */
    freshClosedDay: async () => {
      const date = addDays(belizeToday(), 40 + serial++);
      await call('POST', `/api/merchant/tours/${tourA.id}/departures/close`, merchantA.token, {
        date,
        reason: 'Small craft warning',
      });
      return date;
    },
    freshPendingBooking,
    freshPaidBooking,
    freshBookingOfToday,
    freshCompletedBooking,
    freshTourOfA,
    freshPendingTourOfA,
    freshRevisionOfA,
    freshPendingMerchant,
    freshProfileRevision,
    freshDealOfA,
    freshPendingDealOfA,
    freshDealOrder,
    freshVoucher,
    freshGiftCardOrder,
    freshLogin: () => signIn(t.app, touristA.email),
    /** An open invitation to A's team. */
    freshInviteOfA: async () =>
      okJson(
        await call('POST', '/api/merchant/team/invites', merchantA.token, {
          email: uniqueEmail('invitee'),
          role: 'guide',
        }),
        'invitation',
      ).id as string,
    /** A member of A's team, for changing their role or removing them. */
    freshMemberOfA: async () =>
      (
        await t.factories.createMember({
          merchantId: merchantA.merchant.id,
          role: 'guide',
          user: { email: uniqueEmail('member') },
        })
      ).id,
    /** A session of an account made for the call, for routes that end every session of their user. */
    throwawayLogin: async () => {
      const leaver = await account(t, `leaver-${randomUUID().slice(0, 8)}`, 'tourist');
      return signIn(t.app, leaver.email);
    },
    uniqueEmail,
    dealForm,
    tourForm: () => tourInput({ title: 'Lamanai River Safari by speedboat' }),
    photoUpload,
    photoUploadTo,
    logoUpload: () => multipartBody([imagePart]),
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
