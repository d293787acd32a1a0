import type { PayoutLineKey, PayoutLineKind } from '@belizepass/domain';
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
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  agents,
  bookings,
  deals,
  giftCardLedger,
  giftCards,
  merchants,
  payouts,
  resellers,
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

/** Which items: a merchant's, in a window (or whatever the period), unpaid only or paid out as well. */
export interface ItemScope {
  merchantId: string;
  window?: PayoutWindow;
  /** The merchant's earnings also count the items a payout already covers. */
  includePaid?: boolean;
}

function bookingItems(scope: ItemScope) {
  return and(eq(tours.merchantId, scope.merchantId), bookingRowItems(scope));
}

/** The conditions of `bookingItems` on the booking row alone (its tour's merchant aside). */
function bookingRowItems({ window, includePaid }: ItemScope) {
  return and(
    // Payable once the departure has ended: completed, or a no-show (paid, never refunded).
    inArray(bookings.status, ['completed', 'no_show']),
    // A walk-in booking was paid to the merchant at the counter: nothing to pay out. Every other
    // channel's (ours, a reseller's or an agent's account, the widget) is paid through us.
    ne(bookings.source, 'walk_in'),
    includePaid ? undefined : isNull(bookings.payoutId),
    isNotNull(bookings.merchantNetCents),
    window ? gte(bookings.localDate, window.periodStart) : undefined,
    window ? lte(bookings.localDate, window.periodEnd) : undefined,
  );
}

function voucherItems({ merchantId, window, includePaid }: ItemScope) {
  return and(
    eq(deals.merchantId, merchantId),
    eq(vouchers.status, 'redeemed'),
    includePaid ? undefined : isNull(vouchers.payoutId),
    isNotNull(vouchers.merchantNetCents),
    window ? gte(vouchers.redeemedAt, window.from) : undefined,
    window ? lt(vouchers.redeemedAt, window.until) : undefined,
  );
}

function redemptionItems({ merchantId, window, includePaid }: ItemScope) {
  return and(
    eq(giftCardLedger.merchantId, merchantId),
    eq(giftCardLedger.kind, 'redeem_in_person'),
    includePaid ? undefined : isNull(giftCardLedger.payoutId),
    isNotNull(giftCardLedger.merchantNetCents),
    window ? gte(giftCardLedger.createdAt, window.from) : undefined,
    window ? lt(giftCardLedger.createdAt, window.until) : undefined,
  );
}

/** The unpaid items of a merchant in a window, their rows locked (FOR UPDATE) for a payout. */
export async function lockPayoutCandidates(db: Db, window: PayoutWindow) {
  const scope = { merchantId: window.merchantId, window };
  const bookingRows = await db
    .select({ id: bookings.id, gross: bookings.totalCents, ...stored(bookings) })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(bookingItems(scope))
    .orderBy(bookings.localDate, bookings.id)
    .for('update', { of: bookings });
  const voucherRows = await db
    .select({ id: vouchers.id, gross: vouchers.priceCents, ...stored(vouchers) })
    .from(vouchers)
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .where(voucherItems(scope))
    .orderBy(vouchers.redeemedAt, vouchers.id)
    .for('update', { of: vouchers });
  const redemptionRows = await db
    .select({
      id: giftCardLedger.id,
      gross: sql<number>`abs(${giftCardLedger.amountCents})`.mapWith(Number),
      ...stored(giftCardLedger),
    })
    .from(giftCardLedger)
    .where(redemptionItems(scope))
    .orderBy(giftCardLedger.createdAt, giftCardLedger.id)
    .for('update', { of: giftCardLedger });
  return { bookings: bookingRows, vouchers: voucherRows, giftCardRedemptions: redemptionRows };
}

/** An item's stored commission (none recorded counts as 0) and merchant net. */
function stored(table: { commissionCents: AnyPgColumn; merchantNetCents: AnyPgColumn }) {
  return {
    commission: sql<number>`coalesce(${table.commissionCents}, 0)`.mapWith(Number),
    net: sql<number>`${table.merchantNetCents}`.mapWith(Number),
  };
}

const sum = (value: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);

/** The sums of one kind's stored amounts, grouped by whether a payout covers the item. */
function sums(payoutId: AnyPgColumn, gross: SQL | AnyPgColumn, table: Parameters<typeof stored>[0]) {
  return {
    paid: sql<boolean>`${payoutId} is not null`.mapWith(Boolean),
    itemCount: count(),
    gross: sum(gross),
    commission: sum(sql`coalesce(${table.commissionCents}, 0)`),
    amount: sum(table.merchantNetCents),
  };
}

/**
 * Sums of the items' stored amounts (what each line's rule gave when it was paid or redeemed), by
 * kind and by whether a payout covers them: the totals of every line without reading the lines.
 * No rate is multiplied here (docs/decisions/014-money-module-and-two-step-payments.md).
 */
export async function payoutItemSums(db: Db, scope: ItemScope) {
  const [b, v, g] = await Promise.all([
    db
      .select({
        ...sums(bookings.payoutId, bookings.totalCents, bookings),
        parkFees: sum(bookings.parkFeeCents),
      })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(bookingItems(scope))
      .groupBy(sql`1`),
    db
      .select(sums(vouchers.payoutId, vouchers.priceCents, vouchers))
      .from(vouchers)
      .innerJoin(deals, eq(deals.id, vouchers.dealId))
      .where(voucherItems(scope))
      .groupBy(sql`1`),
    db
      .select(sums(giftCardLedger.payoutId, sql`abs(${giftCardLedger.amountCents})`, giftCardLedger))
      .from(giftCardLedger)
      .where(redemptionItems(scope))
      .groupBy(sql`1`),
  ]);
  return {
    bookings: b,
    vouchers: v.map((r) => ({ ...r, parkFees: 0 })),
    giftCardRedemptions: g.map((r) => ({ ...r, parkFees: 0 })),
  };
}
export type PayoutItemSums = Awaited<ReturnType<typeof payoutItemSums>>;

const belizeDay = (at: AnyPgColumn) => sql`(${at} at time zone 'America/Belize')::date`;

/**
 * Which rows of one kind come after the cursor in the lines' order (day, kind, id): every row of a
 * later day; on the cursor's day, every row when this kind sorts after the cursor's, those with a
 * greater id when it is the same kind.
 */
function afterKey(kind: PayoutLineKind, day: SQL | AnyPgColumn, id: AnyPgColumn, after?: PayoutLineKey) {
  if (!after) return undefined;
  if (kind === after.kind) return sql`(${day}, ${id}) > (${after.date}::date, ${after.id}::uuid)`;
  return kind > after.kind ? sql`${day} >= ${after.date}::date` : sql`${day} > ${after.date}::date`;
}

const lineOrder = (x: PayoutLineKey, y: PayoutLineKey) => {
  if (x.date !== y.date) return x.date < y.date ? -1 : 1;
  if (x.kind !== y.kind) return x.kind < y.kind ? -1 : 1;
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
};

/**
 * A page of the lines of a merchant's items in (Belize day, kind, id) order: each kind's first
 * `limit + 1` rows after the cursor, merged. Up to `limit + 1` lines, so the caller knows if more follow.
 */
export async function payoutLines(db: Db, scope: ItemScope, page: { after?: PayoutLineKey; limit: number }) {
  const take = page.limit + 1;
  const voucherDay = belizeDay(vouchers.redeemedAt);
  const redemptionDay = belizeDay(giftCardLedger.createdAt);
  const bookingAmounts = stored(bookings);
  const tourLines = db
    .select({
      id: bookings.id,
      date: bookings.localDate,
      reference: bookings.confirmationCode,
      gross: bookings.totalCents,
      commission: bookingAmounts.commission.as('commission'),
      net: bookingAmounts.net.as('net'),
      parkFee: bookings.parkFeeCents,
      payoutId: bookings.payoutId,
      // Sold by a reseller or booked by an agent: its name and rate, kept on the booking.
      sellerName: sql<string | null>`coalesce(
        (select ${resellers.name} from ${resellers} where ${resellers.id} = ${bookings.resellerId}),
        (select ${agents.businessName} from ${agents} where ${agents.id} = ${bookings.agentId}))`.as(
        'seller_name',
      ),
      sellerPercent: sql<
        number | null
      >`coalesce(${bookings.resellerCommissionPercent}, ${bookings.agentCommissionPercent})`.as(
        'seller_percent',
      ),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, tours.id),
        bookingRowItems(scope),
        afterKey('booking', bookings.localDate, bookings.id, page.after),
      ),
    )
    .orderBy(bookings.localDate, bookings.id)
    .limit(take)
    .as('tour_lines');
  const [b, v, g] = await Promise.all([
    // Each tour's first rows in the lines' order (an index range of `bookings_tour_day_idx`), then
    // merged: a year of a busy merchant's bookings is not read and sorted for one page.
    db
      .select({
        id: tourLines.id,
        date: tourLines.date,
        reference: tourLines.reference,
        description: tours.title,
        gross: tourLines.gross,
        commission: tourLines.commission,
        net: tourLines.net,
        parkFee: tourLines.parkFee,
        payoutId: tourLines.payoutId,
        sellerName: tourLines.sellerName,
        sellerPercent: tourLines.sellerPercent,
      })
      .from(tours)
      .innerJoinLateral(tourLines, sql`true`)
      .where(eq(tours.merchantId, scope.merchantId))
      .orderBy(tourLines.date, tourLines.id)
      .limit(take),
    db
      .select({
        id: vouchers.id,
        date: sql<string>`${voucherDay}::text`,
        reference: vouchers.code,
        description: deals.title,
        gross: vouchers.priceCents,
        ...stored(vouchers),
        payoutId: vouchers.payoutId,
      })
      .from(vouchers)
      .innerJoin(deals, eq(deals.id, vouchers.dealId))
      .where(and(voucherItems(scope), afterKey('voucher', voucherDay, vouchers.id, page.after)))
      .orderBy(voucherDay, vouchers.id)
      .limit(take),
    db
      .select({
        id: giftCardLedger.id,
        date: sql<string>`${redemptionDay}::text`,
        reference: giftCards.code,
        gross: sql<number>`abs(${giftCardLedger.amountCents})`.mapWith(Number),
        ...stored(giftCardLedger),
        payoutId: giftCardLedger.payoutId,
      })
      .from(giftCardLedger)
      .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
      .where(and(redemptionItems(scope), afterKey('gift_card', redemptionDay, giftCardLedger.id, page.after)))
      .orderBy(redemptionDay, giftCardLedger.id)
      .limit(take),
  ]);
  return [
    ...b.map((r) => ({ ...r, kind: 'booking' as const })),
    ...v.map((r) => ({ ...r, kind: 'voucher' as const, parkFee: 0, sellerName: null, sellerPercent: null })),
    ...g.map((r) => ({
      ...r,
      kind: 'gift_card' as const,
      description: null,
      parkFee: 0,
      sellerName: null,
      sellerPercent: null,
    })),
  ]
    .sort(lineOrder)
    .slice(0, take);
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
