import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  deals,
  emailOutbox,
  merchants,
  tourRevisions,
  tours,
  users,
} from '../../db/schema/index.ts';

/** Bookings that were paid and not cancelled: what sales, revenue and top lists count. */
export const PAID_STATUSES = ['confirmed', 'completed', 'no_show'] as const;
const isPaid = inArray(bookings.status, [...PAID_STATUSES]);
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
    .where(and(eq(tours.adminApproved, false), eq(merchants.adminApproved, true)));
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

export async function salesTotals(db: Db) {
  const [row] = await db
    .select({ sales: money(sql`sum(${bookings.totalCents})`), bookings: count() })
    .from(bookings)
    .where(isPaid);
  return { sales: row?.sales ?? 0, bookings: row?.bookings ?? 0 };
}

export async function touristCounts(db: Db, registeredSince: Date) {
  const [row] = await db
    .select({
      total: count(),
      recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${registeredSince})`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.role, 'tourist'), isNull(users.deletedAt)));
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
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

/** Paid bookings per Belize calendar day since `from` (a Belize midnight), by payment time. */
export async function salesByBelizeDay(db: Db, from: Date) {
  const day = sql<string>`to_char((${bookings.paidAt} at time zone 'America/Belize')::date, 'YYYY-MM-DD')`;
  return db
    .select({ day, sales: money(sql`sum(${bookings.totalCents})`), bookings: count() })
    .from(bookings)
    .where(and(isPaid, gte(bookings.paidAt, from)))
    .groupBy(day);
}

export async function topTours(db: Db, limit: number) {
  const revenue = money(sql`sum(${bookings.totalCents})`);
  return db
    .select({ id: tours.id, name: tours.title, bookings: count(), revenue })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(isPaid)
    .groupBy(tours.id)
    .orderBy(desc(revenue), desc(count()), tours.title)
    .limit(limit);
}

export async function topMerchants(db: Db, limit: number) {
  const revenue = money(sql`sum(${bookings.totalCents})`);
  return db
    .select({ id: merchants.id, name: merchants.businessName, bookings: count(), revenue })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(isPaid)
    .groupBy(merchants.id)
    .orderBy(desc(revenue), desc(count()), merchants.businessName)
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
    .select({ total: count(), net: money(sql`sum(${bookings.merchantNetCents})`) })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['completed', 'no_show']),
        eq(bookings.source, 'online'),
        isNull(bookings.payoutId),
        isNotNull(bookings.merchantNetCents),
      ),
    );
  return { count: row?.total ?? 0, netCents: row?.net ?? 0 };
}
