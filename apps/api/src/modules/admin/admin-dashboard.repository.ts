import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  dailySales,
  deals,
  emailOutbox,
  merchantBookingTallies,
  merchants,
  tourRevisions,
  tourSales,
  tours,
  users,
  userTallies,
} from '../../db/schema/index.ts';

/** Bookings that were paid and not cancelled: what sales, revenue and top lists count. */
export const PAID_STATUSES = ['confirmed', 'completed', 'no_show'] as const;
const money = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** A merchant application nobody has decided on yet (rejected ones are not waiting). */
export const merchantAwaitingApproval = and(eq(merchants.adminApproved, false), isNull(merchants.rejectedAt));

/** What waits for a staff decision: applications, tours and deals of approved merchants, tour changes. */
export async function countPendingApprovals(db: Db) {
  const [pendingMerchants] = await db
    .select({ total: count() })
    .from(merchants)
    .where(merchantAwaitingApproval);
  const [pendingTours] = await db
    .select({ total: count() })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    // Written as a literal so the planner answers it from the partial index of tours awaiting approval.
    .where(and(sql`${tours.adminApproved} = false`, eq(merchants.adminApproved, true)));
  const [pendingDeals] = await db
    .select({ total: count() })
    .from(deals)
    .innerJoin(merchants, eq(merchants.id, deals.merchantId))
    .where(and(eq(deals.adminApproved, false), eq(merchants.adminApproved, true)));
  const [tourChanges] = await db
    .select({ total: count() })
    .from(tourRevisions)
    .where(eq(tourRevisions.status, 'pending'));
  return {
    merchants: pendingMerchants?.total ?? 0,
    tours: pendingTours?.total ?? 0,
    deals: pendingDeals?.total ?? 0,
    /** Approved tours whose merchant's changes wait (not counted in the pending approvals figure). */
    tourChanges: tourChanges?.total ?? 0,
  };
}

// Sales, revenue and the top lists read the tallies that triggers on bookings keep in the same
// transaction (migration 0025, docs/decisions/027-back-office-at-scale.md): a row per merchant and
// status, per tour, per Belize day and merchant, instead of every booking.
const paidTally = inArray(merchantBookingTallies.status, [...PAID_STATUSES]);

export async function salesTotals(db: Db) {
  const [row] = await db
    .select({
      sales: money(sql`sum(${merchantBookingTallies.totalCents})`),
      bookings: money(sql`sum(${merchantBookingTallies.bookings})`),
    })
    .from(merchantBookingTallies)
    .where(paidTally);
  return { sales: row?.sales ?? 0, bookings: row?.bookings ?? 0 };
}

/** Tourists (the tallies kept by triggers on users) and those registered since `registeredSince`. */
export async function touristCounts(db: Db, registeredSince: Date) {
  const [tally] = await db
    .select({ total: userTallies.users })
    .from(userTallies)
    .where(eq(userTallies.role, 'tourist'));
  const [recent] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'tourist'), isNull(users.deletedAt), gte(users.createdAt, registeredSince)));
  return { total: tally?.total ?? 0, recent: recent?.total ?? 0 };
}

export async function countActiveMerchants(db: Db) {
  const [row] = await db
    .select({ total: count() })
    .from(merchants)
    .where(and(eq(merchants.adminApproved, true), eq(merchants.active, true)));
  return row?.total ?? 0;
}

/** Tours the public can see: approved and active, of approved and active merchants. */
export async function countPublicTours(db: Db) {
  const [row] = await db
    .select({ total: count() })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(
      and(
        eq(tours.adminApproved, true),
        eq(tours.active, true),
        eq(merchants.adminApproved, true),
        eq(merchants.active, true),
      ),
    );
  return row?.total ?? 0;
}

/** Paid bookings per Belize calendar day of payment from `fromDay` (a Belize `YYYY-MM-DD`) on. */
export async function salesByBelizeDay(db: Db, fromDay: string) {
  return db
    .select({
      day: dailySales.day,
      sales: money(sql`sum(${dailySales.salesCents})`),
      bookings: money(sql`sum(${dailySales.bookings})`),
    })
    .from(dailySales)
    .where(gte(dailySales.day, fromDay))
    .groupBy(dailySales.day);
}

/**
 * The best-selling tours. The rank index gives the `limit`-th tour's sales and bookings first; then
 * only the tours selling at least as much are joined to their titles (ties are ordered by title),
 * instead of every tour with sales.
 */
export async function topTours(db: Db, limit: number) {
  const [cutoff] = await db
    .select({ sales: tourSales.salesCents, bookings: tourSales.bookings })
    .from(tourSales)
    .where(gt(tourSales.bookings, 0))
    .orderBy(desc(tourSales.salesCents), desc(tourSales.bookings))
    .offset(limit - 1)
    .limit(1);
  return db
    .select({ id: tours.id, name: tours.title, bookings: tourSales.bookings, revenue: tourSales.salesCents })
    .from(tourSales)
    .innerJoin(tours, eq(tours.id, tourSales.tourId))
    .where(
      and(
        gt(tourSales.bookings, 0),
        cutoff
          ? sql`(${tourSales.salesCents}, ${tourSales.bookings}) >= (${cutoff.sales}, ${cutoff.bookings})`
          : undefined,
      ),
    )
    .orderBy(desc(tourSales.salesCents), desc(tourSales.bookings), tours.title)
    .limit(limit);
}

export async function topMerchants(db: Db, limit: number) {
  const revenue = money(sql`sum(${merchantBookingTallies.totalCents})`);
  const paidBookings = money(sql`sum(${merchantBookingTallies.bookings})`);
  return db
    .select({ id: merchants.id, name: merchants.businessName, bookings: paidBookings, revenue })
    .from(merchantBookingTallies)
    .innerJoin(merchants, eq(merchants.id, merchantBookingTallies.merchantId))
    .where(paidTally)
    .groupBy(merchants.id)
    .having(sql`sum(${merchantBookingTallies.bookings}) > 0`)
    .orderBy(desc(revenue), desc(paidBookings), merchants.businessName)
    .limit(limit);
}

/** Mail the outbox tried to send and could not (it retries a few times, then gives up). */
export async function countFailedEmails(db: Db) {
  const [row] = await db
    .select({ total: count() })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.lastError)));
  return row?.total ?? 0;
}

export async function countHoldsExpiringBetween(db: Db, from: Date, to: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(
      and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, from), lte(bookings.holdExpiresAt, to)),
    );
  return row?.total ?? 0;
}

export async function completedAwaitingPayout(db: Db) {
  const [row] = await db
    .select({
      total: money(sql`sum(${merchantBookingTallies.awaitingPayout})`),
      net: money(sql`sum(${merchantBookingTallies.awaitingPayoutNetCents})`),
    })
    .from(merchantBookingTallies);
  return { count: row?.total ?? 0, netCents: row?.net ?? 0 };
}
