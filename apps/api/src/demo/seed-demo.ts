import {
  addDays,
  belizeToday,
  departureStartInstant,
  departuresOn,
  dollarsToCents,
  type Season,
  weekdayOf,
} from '@belizepass/domain';
import type { Db } from '../db/client.ts';
import { DEMO_MERCHANTS, DEMO_TOURS } from '../db/seed/demo-catalogue.ts';
import { renderDemoPhoto } from '../db/seed/demo-photos.ts';
import { DEMO_SPANISH_MERCHANTS, DEMO_SPANISH_TOURS } from '../db/seed/demo-spanish.ts';
import type { DemoReview, DemoTour } from '../db/seed/demo-types.ts';
import { createAgentBooking } from '../modules/bookings/agent-bookings.service.ts';
import { checkInBooking } from '../modules/bookings/bookings.repository.ts';
import { completeDepartedBookings, createBooking, payBooking } from '../modules/bookings/bookings.service.ts';
import { demoPaymentProvider } from '../modules/payments/payment-provider.ts';
import { createResource } from '../modules/resources/resources.service.ts';
import type { ImageStorage } from '../modules/uploads/image-storage.ts';
import { createFactories } from './factories.ts';
import { seedDemoStoredValue } from './seed-stored-value.ts';

export const DEMO_PASSWORD = 'belize-demo-2026';

/** The demo accounts of DESIGN.md section 9 that are not merchant owners. */
const DEMO_PEOPLE = [
  { email: 'tourist@example.com', fullName: 'Tessa Walker', role: 'tourist', phoneNumber: '+1 512 555 0142' },
  {
    email: 'admin@example.com',
    fullName: 'Andre Castillo',
    role: 'platform_admin',
    phoneNumber: '+501 223-4567',
  },
] as const;

export interface SeedOptions {
  /** Where the demo photos are drawn to (the app's image storage). */
  storage: ImageStorage;
  /** Draw the photo files; tests that only need rows can skip the drawing. */
  renderPhotos?: boolean;
  now?: Date;
}

/** Loads the demo data set: the four demo accounts, operators, tours with photos and reviews. */
export async function seedDemo(db: Db, options: SeedOptions) {
  const f = createFactories(db);
  const now = options.now ?? new Date();
  const today = belizeToday(now);

  /** Demo account email -> user id. */
  const people = new Map<string, string>();
  for (const person of DEMO_PEOPLE) {
    people.set(person.email, (await f.createUser({ ...person, password: DEMO_PASSWORD })).id);
  }

  const merchantIds = new Map<string, string>();
  for (const m of DEMO_MERCHANTS) {
    const owner = await f.createUser({
      email: m.ownerEmail,
      fullName: m.ownerName,
      role: 'merchant_admin',
      phoneNumber: m.phoneNumber,
      password: DEMO_PASSWORD,
    });
    people.set(m.ownerEmail, owner.id);
    const merchant = await f.createMerchant({
      ownerUserId: owner.id,
      businessName: m.businessName,
      tagline: m.tagline,
      description: m.description,
      taglineEs: DEMO_SPANISH_MERCHANTS[m.key]?.tagline ?? null,
      descriptionEs: DEMO_SPANISH_MERCHANTS[m.key]?.description ?? null,
      contactEmail: m.contactEmail,
      phoneNumber: m.phoneNumber,
      address: m.address,
      btbLicenceNumber: m.btbLicenceNumber,
      adminApproved: m.approved,
    });
    merchantIds.set(m.key, merchant.id);
    // The demo merchant's front desk (decision 044): checks guests in at the dock with their own account.
    if (m.ownerEmail === 'merchant@example.com') {
      const frontDesk = await f.createMember({
        merchantId: merchant.id,
        role: 'front_desk',
        user: {
          email: 'frontdesk@example.com',
          fullName: 'Luis Chan',
          phoneNumber: '+501 226-3310',
          password: DEMO_PASSWORD,
        },
      });
      people.set('frontdesk@example.com', frontDesk.id);
      // A guide of its own (linked to the guide Carlos Bradley below): sees only the departures he is on.
      const guide = await f.createMember({
        merchantId: merchant.id,
        role: 'guide',
        user: {
          email: 'guide@example.com',
          fullName: 'Carlos Bradley',
          phoneNumber: '+501 226-3311',
          password: DEMO_PASSWORD,
        },
      });
      people.set('guide@example.com', guide.id);
    }
  }

  let firstDailyTourId: string | undefined;
  /** Demo tour key -> tour id. */
  const tourIds = new Map<string, string>();
  for (const t of DEMO_TOURS) {
    const merchantId = merchantIds.get(t.merchantKey);
    if (!merchantId) throw new Error(`Demo tour ${t.key} names unknown merchant ${t.merchantKey}`);
    const photos = await Promise.all(
      t.photos.map(async (p, i) => {
        const name = `${t.key}-${i + 1}`;
        const files =
          options.renderPhotos === false
            ? { url: `/uploads/demo/${name}.webp`, thumbnailUrl: `/uploads/demo/${name}-thumb.webp` }
            : await renderDemoPhoto(options.storage, name, p.scene, i);
        return { ...files, altText: p.alt, isPrimary: i === 0, displayOrder: i };
      }),
    );
    const published = t.publication !== 'pending-approval';
    const spanish = DEMO_SPANISH_TOURS[t.key];
    const tour = await f.createTour({
      merchantId,
      title: t.title,
      description: t.description,
      titleEs: spanish?.title ?? null,
      descriptionEs: spanish?.description ?? null,
      itineraryEs: spanish?.itinerary ?? null,
      meetingPointEs: spanish?.meetingPoint ?? null,
      inclusionsEs: spanish?.inclusions ?? null,
      exclusionsEs: spanish?.exclusions ?? null,
      bringItemsEs: spanish?.bringItems ?? null,
      transportEs: spanish?.transport ?? null,
      safetyInfoEs: spanish?.safetyInfo ?? null,
      locationId: t.location,
      category: t.category,
      touristType: t.touristType,
      difficulty: t.difficulty,
      durationHours: t.durationHours,
      sellingPriceCents: dollarsToCents(t.priceDollars),
      standardPriceCents: dollarsToCents(t.standardPriceDollars ?? t.priceDollars),
      parkFeeAdultCents: dollarsToCents(t.parkFee?.adultDollars ?? 0),
      parkFeeChildCents: dollarsToCents(t.parkFee?.childDollars ?? 0),
      parkFeePayment: t.parkFee?.payment ?? 'cash',
      minGroupSize: t.minGroupSize,
      maxGroupSize: t.maxGroupSize,
      scheduleDays: t.scheduleDays,
      startTime: t.departureTimes?.[0]?.time ?? t.startTime,
      ...(t.departureTimes ? { departureTimes: t.departureTimes } : {}),
      ...(t.highSeason ? { seasons: [highSeasonOf(today, t.highSeason)] } : {}),
      ...(t.guestTypes ? { guestTypes: t.guestTypes } : {}),
      ...(t.pickupZones ? { pickupMode: 'zones' as const, pickupZones: t.pickupZones } : {}),
      itinerary: t.itinerary,
      inclusions: t.inclusions,
      exclusions: t.exclusions,
      bringItems: t.bringItems,
      languages: t.languages,
      meetingPoint: t.meetingPoint,
      meetingPointLat: t.meetingPointCoordinates.lat,
      meetingPointLng: t.meetingPointCoordinates.lng,
      transport: t.transport,
      safetyInfo: t.safetyInfo,
      cancellationTiers: [...t.cancellationTiers],
      featured: t.featured ?? false,
      adminApproved: published,
      active: published,
      photos,
      reviews: t.reviews.map((r) => demoReviewRow(r, today, now)),
    });
    tourIds.set(t.key, tour.id);
    if (published && !firstDailyTourId && t.scheduleDays.length === 7) firstDailyTourId = tour.id;
    // Operators close their boats for the Christmas holiday: the first running day after Dec 24.
    const closedDay = firstRunningDayFrom(nextDecember24(today), t.scheduleDays);
    if (published && closedDay <= addDays(today, 59)) {
      for (const departure of departuresOn(tour, closedDay)) {
        await f.createDeparture({
          tourId: tour.id,
          localDate: closedDay,
          startTime: departure.time,
          capacity: departure.capacity,
          closed: true,
          closedReason: 'Closed for the Christmas holiday',
        });
      }
    }
  }
  await seedDemoResources(db, merchantIds, tourIds, people.get('guide@example.com'));
  const touristId = people.get('tourist@example.com');
  if (touristId && firstDailyTourId) await seedTouristBookings(db, touristId, firstDailyTourId, now);
  if (firstDailyTourId) await seedAgent(db, f, firstDailyTourId, now);
  await seedDemoStoredValue(db, { merchantIds, userIds: people, ...options });
}

/**
 * Sea Star's boat, shared by its Hol Chan snorkel trip and its Caye Caulker day trip (their
 * departures that overlap draw on its 14 seats), and two of its guides (decision 043), the first
 * linked to the demo guide's account.
 */
async function seedDemoResources(
  db: Db,
  merchantIds: Map<string, string>,
  tourIds: Map<string, string>,
  guideUserId: string | undefined,
) {
  const merchantId = merchantIds.get('sea-star');
  const shared = ['hol-chan-shark-ray-alley', 'caye-caulker-day-trip'].flatMap(
    (key) => tourIds.get(key) ?? [],
  );
  if (!merchantId || shared.length !== 2) return;
  await createResource(db, merchantId, { kind: 'boat', name: 'Sea Star II', capacity: 14, tourIds: shared });
  for (const name of ['Carlos Bradley', 'Yolanda Nuñez'])
    await createResource(db, merchantId, {
      kind: 'guide',
      name,
      capacity: 1,
      tourIds: [],
      memberUserId: name === 'Carlos Bradley' ? (guideUserId ?? null) : null,
    });
}

/** The high season around `today`: December 15 to April 30 (the one under way, or the next). */
function highSeasonOf(today: string, season: NonNullable<DemoTour['highSeason']>): Season {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const start = month <= 4 ? year - 1 : year;
  return {
    name: 'High season',
    from: `${start}-12-15`,
    to: `${start + 1}-04-30`,
    times: season.times ?? null,
    capacity: null,
    price_cents: dollarsToCents(season.priceDollars),
  };
}

/**
 * A guest's review: the tour taken `daysAgo` days before today, the review written in the evening one
 * to four days later (never later than now).
 */
function demoReviewRow(review: DemoReview, today: string, now: Date) {
  const visitedOn = addDays(today, -review.daysAgo);
  const daysLater = 1 + (review.userName.length % 4);
  // Belize keeps UTC-6 all year.
  const written = new Date(`${addDays(visitedOn, daysLater)}T19:30:00-06:00`);
  return {
    userName: review.userName,
    rating: review.rating,
    comment: review.comment,
    visitedOn,
    createdAt: written < now ? written : now,
  };
}

/**
 * The demo tourist's history, made through the real booking and payment code, each trip booked
 * weeks before it runs: a trip taken three weeks ago, booked five weeks before that (checked in ten
 * minutes before the start, then completed once the departure ended, ready for a review), and one
 * coming up next week, booked ten days ago.
 */
async function seedTouristBookings(db: Db, touristId: string, tourId: string, now: Date) {
  const ctx = { db, payments: demoPaymentProvider, publicUrl: '' };
  const card = {
    cardName: 'Tessa Walker',
    cardNumber: '4242 4242 4242 4242',
    expiryDate: '12/30',
    cvv: '123',
  };
  const contact = { fullName: 'Tessa Walker', email: 'tourist@example.com', phone: '+1 512 555 0142' };
  const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
  // The tour runs daily, so its Christmas closure (see seedDemo) is on December 24 itself.
  const closed = nextDecember24(belizeToday(now));
  for (const [bookedAt, daysAhead] of [
    [daysBefore(56), 35],
    [daysBefore(10), 17],
  ] as const) {
    let date = addDays(belizeToday(bookedAt), daysAhead);
    if (date === closed) date = addDays(date, 1);
    const input = {
      tourId,
      date,
      startTime: '09:00',
      adults: 2,
      children: 0,
      infants: 0,
      seniors: 0,
      residents: 0,
      ...contact,
    };
    const { booking } = await createBooking(ctx, input, touristId, bookedAt);
    await payBooking(ctx, booking.id, { userId: touristId }, card, `demo-seed-${booking.id}`, bookedAt);
    // The trip taken already: the guest was checked in at the dock before it left.
    const start = new Date(departureStartInstant(booking.date, booking.time));
    if (start < now)
      await checkInBooking(db, booking.id, {
        checkedInByUserId: null,
        at: new Date(start.getTime() - 10 * 60_000),
      });
  }
  await completeDepartedBookings(db, now);
}

/**
 * The demo agent `agent@example.com`: a hotel front desk approved at 12%, with a guest's booking on
 * its monthly account and one paid by the guest's card, both made through the real agent code.
 */
async function seedAgent(db: Db, f: ReturnType<typeof createFactories>, tourId: string, now: Date) {
  const owner = await f.createUser({
    email: 'agent@example.com',
    fullName: 'Dana Young',
    role: 'agent',
    phoneNumber: '+501 223-3333',
    password: DEMO_PASSWORD,
  });
  const agent = await f.createAgent({
    ownerUserId: owner.id,
    businessName: 'Radisson Fort George front desk',
    commissionPercent: 12,
  });
  const ctx = { db, payments: demoPaymentProvider, publicUrl: '' };
  const closed = nextDecember24(belizeToday(now));
  const guests = [
    { fullName: 'Liam Carter', email: 'liam.carter@example.com', payment: 'account', days: 5 },
    { fullName: 'Sofia Marin', email: 'sofia.marin@example.com', payment: 'card', days: 6 },
  ] as const;
  for (const guest of guests) {
    let date = addDays(belizeToday(now), guest.days);
    if (date === closed) date = addDays(date, 2);
    const held = await createAgentBooking(
      ctx,
      { id: agent.id, commissionPercent: 12 },
      {
        tourId,
        date,
        startTime: '09:00',
        adults: 2,
        children: 0,
        infants: 0,
        seniors: 0,
        residents: 0,
        fullName: guest.fullName,
        email: guest.email,
        phone: '+1 305 555 0190',
        payment: guest.payment,
      },
      'en',
      now,
    );
    if (guest.payment === 'card') {
      const card = {
        cardName: guest.fullName,
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '12/30',
        cvv: '123',
      };
      await payBooking(
        ctx,
        held.booking.id,
        { key: held.accessKey },
        card,
        `demo-agent-${held.booking.id}`,
        now,
      );
    }
  }
}

function nextDecember24(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-12-24`;
  return today <= thisYear ? thisYear : `${year + 1}-12-24`;
}

function firstRunningDayFrom(date: string, days: number[]): string {
  let d = date;
  while (!days.includes(weekdayOf(d))) d = addDays(d, 1);
  return d;
}
