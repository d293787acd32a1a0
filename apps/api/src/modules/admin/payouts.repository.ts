import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  deals,
  giftCardLedger,
  giftCards,
  merchants,
  payouts,
  tours,
  users,
  vouchers,
} from '../../db/schema/index.ts';
import { containsPattern } from './admin-text.ts';

/**
 * What a payout pays: the merchant net of
 * - completed bookings of the merchant's tours (by departure date),
 * - redeemed vouchers of its deals (by redemption time),
 * - merchant gift card value redeemed in person at the merchant (by redemption time),
 * that no payout covers yet. Times are Belize days: `from` and `to` are instants of Belize midnights.
 * Gift card value spent on a booking is not a separate item: the booking's own merchant net is
 * computed on its whole total, gift card part included, so paying the ledger entry as well would
 * pay that value twice. Those entries are marked as covered by the payout that pays their booking.
 */
export interface PayoutWindow {
  merchantId: string;
  periodStart: string;
  periodEnd: string;
  /** Belize midnight starting periodStart. */
  from: Date;
  /** Belize midnight after periodEnd. */
  until: Date;
}

/** `includePaid`: the merchant's earnings view also lists items that a payout already covers. */
function bookingCandidates(db: Db, merchantId: string, window?: PayoutWindow, includePaid = false) {
  return db
    .select({
      id: bookings.id,
      confirmationCode: bookings.confirmationCode,
      tourTitle: tours.title,
      date: bookings.localDate,
      total: bookings.totalCents,
      parkFee: bookings.parkFeeCents,
      payoutId: bookings.payoutId,
      commission: sql<number>`coalesce(${bookings.commissionCents}, 0)`.mapWith(Number),
      net: sql<number>`${bookings.merchantNetCents}`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        eq(tours.merchantId, merchantId),
        // Payable once the departure has ended: completed, or a no-show (paid, never refunded).
        inArray(bookings.status, ['completed', 'no_show']),
        // A walk-in booking was paid to the merchant at the counter: nothing to pay out.
        eq(bookings.source, 'online'),
        includePaid ? undefined : isNull(bookings.payoutId),
        isNotNull(bookings.merchantNetCents),
        window ? gte(bookings.localDate, window.periodStart) : undefined,
        window ? lte(bookings.localDate, window.periodEnd) : undefined,
      ),
    )
    .orderBy(bookings.localDate, bookings.id);
}

function voucherCandidates(db: Db, merchantId: string, window?: PayoutWindow, includePaid = false) {
  return db
    .select({
      id: vouchers.id,
      payoutId: vouchers.payoutId,
      code: vouchers.code,
      dealTitle: deals.title,
      redeemedAt: vouchers.redeemedAt,
      price: vouchers.priceCents,
      commission: sql<number>`coalesce(${vouchers.commissionCents}, 0)`.mapWith(Number),
      net: sql<number>`${vouchers.merchantNetCents}`.mapWith(Number),
    })
    .from(vouchers)
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .where(
      and(
        eq(deals.merchantId, merchantId),
        eq(vouchers.status, 'redeemed'),
        includePaid ? undefined : isNull(vouchers.payoutId),
        isNotNull(vouchers.merchantNetCents),
        window ? gte(vouchers.redeemedAt, window.from) : undefined,
        window ? lt(vouchers.redeemedAt, window.until) : undefined,
      ),
    )
    .orderBy(vouchers.redeemedAt, vouchers.id);
}

function redemptionCandidates(db: Db, merchantId: string, window?: PayoutWindow, includePaid = false) {
  return db
    .select({
      id: giftCardLedger.id,
      payoutId: giftCardLedger.payoutId,
      code: giftCards.code,
      kind: giftCardLedger.kind,
      at: giftCardLedger.createdAt,
      amount: sql<number>`abs(${giftCardLedger.amountCents})`.mapWith(Number),
      commission: sql<number>`coalesce(${giftCardLedger.commissionCents}, 0)`.mapWith(Number),
      net: sql<number>`${giftCardLedger.merchantNetCents}`.mapWith(Number),
    })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
    .where(
      and(
        eq(giftCardLedger.merchantId, merchantId),
        eq(giftCardLedger.kind, 'redeem_in_person'),
        includePaid ? undefined : isNull(giftCardLedger.payoutId),
        isNotNull(giftCardLedger.merchantNetCents),
        window ? gte(giftCardLedger.createdAt, window.from) : undefined,
        window ? lt(giftCardLedger.createdAt, window.until) : undefined,
      ),
    )
    .orderBy(giftCardLedger.createdAt, giftCardLedger.id);
}

/**
 * The unpaid items of a merchant in a window; `lock` takes their rows (FOR UPDATE) for a payout;
 * `includePaid` lists the items a payout already covers as well (the merchant's earnings).
 */
export async function payoutCandidates(
  db: Db,
  window: PayoutWindow,
  options: { lock?: boolean; includePaid?: boolean } = {},
) {
  const { merchantId } = window;
  const b = bookingCandidates(db, merchantId, window, options.includePaid);
  const v = voucherCandidates(db, merchantId, window, options.includePaid);
  const g = redemptionCandidates(db, merchantId, window, options.includePaid);
  if (options.lock) {
    return {
      bookings: await b.for('update', { of: bookings }),
      vouchers: await v.for('update', { of: vouchers }),
      giftCardRedemptions: await g.for('update', { of: giftCardLedger }),
    };
  }
  return { bookings: await b, vouchers: await v, giftCardRedemptions: await g };
}

/** The items waiting for a payout, whatever the period. */
export async function unpaidItemsOf(db: Db, merchantId: string) {
  const [b, v, g] = await Promise.all([
    bookingCandidates(db, merchantId),
    voucherCandidates(db, merchantId),
    redemptionCandidates(db, merchantId),
  ]);
  return { bookings: b, vouchers: v, giftCardRedemptions: g };
}

/**
 * The platform's commission on the merchant's walk-in bookings of a period (by departure day): the
 * merchant was paid at the counter and owes it.
 */
export async function walkInCommissionOf(db: Db, window: PayoutWindow) {
  const [row] = await db
    .select({ owed: sql<number>`coalesce(sum(${bookings.commissionCents}), 0)::int`.mapWith(Number) })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        eq(tours.merchantId, window.merchantId),
        eq(bookings.source, 'walk_in'),
        inArray(bookings.status, ['confirmed', 'completed', 'no_show']),
        gte(bookings.localDate, window.periodStart),
        lte(bookings.localDate, window.periodEnd),
      ),
    );
  return row?.owed ?? 0;
}

/** Refunds given on the merchant's bookings of a period (by departure day) that were cancelled. */
export async function refundsOf(db: Db, window: PayoutWindow) {
  const [row] = await db
    .select({ refunds: sql<number>`coalesce(sum(${bookings.refundCents}), 0)::int`.mapWith(Number) })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        eq(tours.merchantId, window.merchantId),
        eq(bookings.status, 'cancelled'),
        gte(bookings.localDate, window.periodStart),
        lte(bookings.localDate, window.periodEnd),
      ),
    );
  return row?.refunds ?? 0;
}

/** A merchant's payouts whose period overlaps the window, newest first. */
export function payoutsOverlapping(db: Db, window: PayoutWindow) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.merchantId, window.merchantId),
        lte(payouts.periodStart, window.periodEnd),
        gte(payouts.periodEnd, window.periodStart),
      ),
    )
    .orderBy(desc(payouts.createdAt));
}

export async function payoutReferences(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: payouts.id, reference: payouts.reference })
    .from(payouts)
    .where(inArray(payouts.id, ids));
  return new Map(rows.map((r) => [r.id, r.reference]));
}

/** Serialises payout references across the platform until the transaction ends. */
export async function lockPayoutReferences(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('belizepass.payout-reference'))`);
}

/** The next free reference of a month: PO-2026-11-0001, PO-2026-11-0002, ... */
export async function nextPayoutNumber(db: Db, prefix: string) {
  const [row] = await db
    .select({
      last: sql<number>`coalesce(max(split_part(${payouts.reference}, '-', 4)::int), 0)`.mapWith(Number),
    })
    .from(payouts)
    .where(like(payouts.reference, `${prefix}%`));
  return (row?.last ?? 0) + 1;
}

export async function insertPayout(db: Db, values: typeof payouts.$inferInsert) {
  const [row] = await db.insert(payouts).values(values).returning();
  return row!;
}

export async function markPaid(
  db: Db,
  payoutId: string,
  ids: { bookings: string[]; vouchers: string[]; giftCardRedemptions: string[] },
) {
  if (ids.bookings.length) {
    await db.update(bookings).set({ payoutId }).where(inArray(bookings.id, ids.bookings));
  }
  if (ids.vouchers.length) {
    await db.update(vouchers).set({ payoutId }).where(inArray(vouchers.id, ids.vouchers));
  }
  if (ids.giftCardRedemptions.length) {
    await db
      .update(giftCardLedger)
      .set({ payoutId })
      .where(inArray(giftCardLedger.id, ids.giftCardRedemptions));
  }
  if (ids.bookings.length) {
    await db
      .update(giftCardLedger)
      .set({ payoutId })
      .where(
        and(
          eq(giftCardLedger.kind, 'redeem_booking'),
          inArray(giftCardLedger.bookingId, ids.bookings),
          isNull(giftCardLedger.payoutId),
        ),
      );
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function payoutSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(merchants.businessName, pattern),
    ilike(payouts.reference, pattern),
    UUID.test(search) ? or(eq(merchants.id, search), eq(payouts.id, search)) : undefined,
  );
}

export async function listPayouts(db: Db, options: { search?: string; limit: number; offset: number }) {
  const where = payoutSearch(options.search);
  const rows = await db
    .select({ payout: payouts, businessName: merchants.businessName, createdByName: users.fullName })
    .from(payouts)
    .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
    .leftJoin(users, eq(users.id, payouts.createdByUserId))
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.reference))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db
    .select({ total: count() })
    .from(payouts)
    .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function findPayoutRow(db: Db, id: string) {
  const [row] = await db
    .select({ payout: payouts, businessName: merchants.businessName, createdByName: users.fullName })
    .from(payouts)
    .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
    .leftJoin(users, eq(users.id, payouts.createdByUserId))
    .where(eq(payouts.id, id));
  return row;
}

export async function findMerchantRef(db: Db, id: string) {
  const [row] = await db
    .select({ id: merchants.id, business_name: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, id));
  return row;
}

/** Locks the merchant against a concurrent payout (NO KEY UPDATE: rows that refer to it are not held up). */
export async function lockMerchantRow(db: Db, id: string) {
  const [row] = await db
    .select({ id: merchants.id, business_name: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, id))
    .for('no key update');
  return row;
}
