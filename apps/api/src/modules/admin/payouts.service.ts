import {
  ADMIN_EXPORT_MAX_ROWS,
  ADMIN_MESSAGES,
  type AdminSearchQuery,
  addDays,
  addPayoutTotals,
  belizeToday,
  type createPayoutSchema,
  keysetPage,
  type MerchantEarnings,
  type Payout,
  type PayoutLineKey,
  type PayoutLineKind,
  type PayoutPreview,
  payoutLineKeyOf,
  payoutTotals,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { commissionPercentOf, directBookingPercent } from '../settings/settings.repository.ts';
import { notifyPayoutProcessed } from './admin-notifications.ts';
import { belizeMidnight, offsetOf } from './admin-text.ts';
import { csvDollars, csvRows, toCsv } from './csv.ts';
import * as repo from './payouts.repository.ts';

type PeriodInput = z.output<typeof createPayoutSchema>;

const MERCHANT_NOT_FOUND = () => notFound('MERCHANT_NOT_FOUND', ADMIN_MESSAGES.merchantNotFound);

function windowOf(input: { merchantId: string; periodStart: string; periodEnd: string }): repo.PayoutWindow {
  return {
    ...input,
    from: belizeMidnight(input.periodStart),
    until: belizeMidnight(addDays(input.periodEnd, 1)),
  };
}

type Sums = repo.PayoutItemSums;
type SumRow = Sums['bookings'][number];

/** What the summed items come to (the money module's totals of every line), optionally only paid or only due. */
function totalsOf(rows: readonly SumRow[], state?: 'paid' | 'due') {
  return addPayoutTotals(rows.filter((r) => state === undefined || r.paid === (state === 'paid')));
}
const allOf = (sums: Sums) => [...sums.bookings, ...sums.vouchers, ...sums.giftCardRedemptions];
const sent = ({ amount, itemCount }: { amount: number; itemCount: number }) => ({ amount, itemCount });

/** The merchant net waiting for a payout, whatever the period. */
export async function unpaidNetOf(db: Db, merchantId: string) {
  return totalsOf(allOf(await repo.payoutItemSums(db, { merchantId }))).amount;
}

type LineRows = Awaited<ReturnType<typeof repo.payoutLines>>;

/** A page of lines as the API shows them, with the references of the payouts that paid them. */
async function linesPage(db: Db, rows: LineRows, limit: number) {
  const page = keysetPage(rows, limit, payoutLineKeyOf);
  const payoutIds = [...new Set(page.rows.map((l) => l.payoutId).filter((id): id is string => id !== null))];
  const references = await repo.payoutReferences(db, payoutIds);
  return {
    nextCursor: page.nextCursor,
    lines: page.rows.map(({ payoutId, sellerName, sellerPercent, ...l }) => ({
      ...l,
      reference: l.reference ?? null,
      // A reseller's or agent's booking names who sold it and at what rate (decision 039).
      description: sellerName
        ? m.agent_line_sold_by({
            line: l.description ?? '',
            seller: sellerName,
            percent: Number(sellerPercent ?? 0),
          })
        : (l.description ?? m.operations_gift_card_redeemed_at_counter()),
      payoutReference: payoutId ? (references.get(payoutId) ?? null) : null,
    })),
  };
}

/**
 * A merchant's earnings of a period (Belize days, inclusive): the totals of every item earned in it
 * (completed bookings by departure day, vouchers and counter gift card redemptions by redemption
 * day), paid out or not, summed by the database from the amounts each line stores, and a page of
 * the lines. `due` is exactly what the admin's payout preview shows for the period, `nextPayout`
 * what is unpaid whatever the period.
 */
export async function merchantEarnings(
  db: Db,
  merchantId: string,
  query: { from: string; to: string; after?: PayoutLineKey; limit: number },
): Promise<MerchantEarnings> {
  const window = windowOf({ merchantId, periodStart: query.from, periodEnd: query.to });
  const scope = { merchantId, window, includePaid: true };
  const [sums, lineRows, refunds, walkInCommissionOwed, payoutRows, next, commissionPercent, directPercent] =
    await Promise.all([
      repo.payoutItemSums(db, scope),
      repo.payoutLines(db, scope, query),
      repo.refundsOf(db, window),
      repo.walkInCommissionOf(db, window),
      repo.payoutsOverlapping(db, window),
      repo.payoutItemSums(db, { merchantId }),
      commissionPercentOf(db, merchantId),
      directBookingPercent(db),
    ]);
  const all = allOf(sums);
  const totals = totalsOf(all);
  const vouchers = totalsOf(sums.vouchers);
  return {
    from: query.from,
    to: query.to,
    commissionPercent,
    directBookingPercent: directPercent,
    totals: {
      gross: totals.gross,
      commission: totals.commission,
      net: totals.amount,
      parkFees: sums.bookings.reduce((sum, b) => sum + b.parkFees, 0),
      refunds,
      vouchersRedeemed: { count: vouchers.itemCount, gross: vouchers.gross, net: vouchers.amount },
      walkInCommissionOwed,
    },
    paidOut: sent(totalsOf(all, 'paid')),
    due: sent(totalsOf(all, 'due')),
    nextPayout: sent(totalsOf(allOf(next))),
    payouts: payoutRows.map((p) => ({
      id: p.id,
      reference: p.reference,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      amount: p.amountCents,
      itemCount: p.itemCount,
      status: 'paid' as const,
      createdAt: p.createdAt.toISOString(),
    })),
    lineCount: totals.itemCount,
    ...(await linesPage(db, lineRows, query.limit)),
  };
}

const CSV_PAGE = 1000;

const CSV_KIND: Record<PayoutLineKind, () => string> = {
  booking: () => m.operations_csv_kind_booking(),
  voucher: () => m.operations_csv_kind_voucher(),
  gift_card: () => m.operations_csv_kind_gift_card(),
};

/**
 * The earnings as a CSV file, written as it is read: every line of the period, a thousand at a time
 * (one page in memory, however long the period), then the totals. Its texts are in the language the
 * caller runs it in (the route runs each part in the request's language).
 */
export async function* merchantEarningsCsv(db: Db, merchantId: string, query: { from: string; to: string }) {
  const window = windowOf({ merchantId, periodStart: query.from, periodEnd: query.to });
  const scope = { merchantId, window, includePaid: true };
  yield toCsv(
    [
      m.operations_date(),
      m.operations_csv_kind(),
      m.operations_reference(),
      m.operations_csv_description(),
      m.operations_csv_gross_usd(),
      m.operations_csv_commission_usd(),
      m.operations_csv_net_usd(),
      m.operations_csv_park_fee_usd(),
      m.operations_payout(),
    ],
    [],
  );
  let after: PayoutLineKey | undefined;
  do {
    const page = await linesPage(db, await repo.payoutLines(db, scope, { after, limit: CSV_PAGE }), CSV_PAGE);
    if (page.lines.length) {
      yield csvRows(
        page.lines.map((l) => [
          l.date,
          CSV_KIND[l.kind](),
          l.reference ?? '',
          l.description,
          csvDollars(l.gross),
          csvDollars(l.commission),
          csvDollars(l.net),
          csvDollars(l.parkFee),
          l.payoutReference ?? m.operations_csv_due(),
        ]),
      );
    }
    const last = page.lines.at(-1);
    after = page.nextCursor && last ? last : undefined;
  } while (after);
  const sums = await repo.payoutItemSums(db, scope);
  const totals = totalsOf(allOf(sums));
  yield csvRows([
    [
      '',
      'total',
      '',
      m.operations_csv_period({ from: query.from, to: query.to }),
      csvDollars(totals.gross),
      csvDollars(totals.commission),
      csvDollars(totals.amount),
      csvDollars(sums.bookings.reduce((sum, b) => sum + b.parkFees, 0)),
      '',
    ],
  ]);
}

/**
 * What paying one merchant's unpaid items of a period would send (summed over every item) and a
 * page of those items.
 */
export async function previewPayout(
  db: Db,
  input: PeriodInput & { after?: PayoutLineKey; limit: number },
): Promise<PayoutPreview> {
  const merchant = await repo.findMerchantRef(db, input.merchantId);
  if (!merchant) throw MERCHANT_NOT_FOUND();
  const scope = { merchantId: merchant.id, window: windowOf(input) };
  const [sums, lineRows] = await Promise.all([
    repo.payoutItemSums(db, scope),
    repo.payoutLines(db, scope, input),
  ]);
  const totals = totalsOf(allOf(sums));
  return {
    merchant,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    amount: totals.amount,
    itemCount: totals.itemCount,
    gross: totals.gross,
    commission: totals.commission,
    ...(await linesPage(db, lineRows, input.limit)),
  };
}

type PayoutRow = NonNullable<Awaited<ReturnType<typeof repo.findPayoutRow>>>;

function toPayout({ payout: p, businessName, createdByName }: PayoutRow): Payout {
  return {
    id: p.id,
    reference: p.reference,
    merchant: { id: p.merchantId, business_name: businessName },
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    amount: p.amountCents,
    itemCount: p.itemCount,
    created_at: p.createdAt.toISOString(),
    createdBy:
      p.createdByUserId && createdByName ? { id: p.createdByUserId, full_name: createdByName } : null,
  };
}

/**
 * Pays a merchant for a period in one transaction: the merchant row is locked (so payouts of one
 * merchant queue up), the unpaid items are locked FOR UPDATE and all point at the new payout, whose
 * amount is the sum of their nets. A second request for the same items finds nothing left to pay.
 */
export async function createPayout(db: Db, input: PeriodInput, actorUserId: string, now = new Date()) {
  const id = await db.transaction(async (tx) => {
    const merchant = await repo.lockMerchantRow(tx, input.merchantId);
    if (!merchant) throw MERCHANT_NOT_FOUND();
    const items = await repo.lockPayoutCandidates(tx, windowOf(input));
    const { amount, itemCount } = payoutTotals([
      ...items.bookings,
      ...items.vouchers,
      ...items.giftCardRedemptions,
    ]);
    if (itemCount === 0) throw conflict('NOTHING_TO_PAY', ADMIN_MESSAGES.nothingToPay);

    await repo.lockPayoutReferences(tx);
    const prefix = `PO-${belizeToday(now).slice(0, 7)}-`;
    const reference = `${prefix}${String(await repo.nextPayoutNumber(tx, prefix)).padStart(4, '0')}`;
    const payout = await repo.insertPayout(tx, {
      merchantId: merchant.id,
      reference,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      amountCents: amount,
      itemCount,
      createdByUserId: actorUserId,
    });
    const ids = {
      bookings: items.bookings.map((b) => b.id),
      vouchers: items.vouchers.map((v) => v.id),
      giftCardRedemptions: items.giftCardRedemptions.map((g) => g.id),
    };
    await repo.markPaid(tx, payout.id, ids);
    await recordAudit(tx, {
      actorUserId,
      action: 'payout.create',
      entityType: 'payout',
      entityId: payout.id,
      after: { reference, ...input, amount, itemCount, items: ids },
    });
    await notifyPayoutProcessed(tx, merchant.id, {
      reference,
      amountCents: amount,
      itemCount,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
    });
    return payout.id;
  });
  return toPayout((await repo.findPayoutRow(db, id))!);
}

export async function listPayouts(db: Db, query: AdminSearchQuery) {
  const { rows, total } = await repo.listPayouts(db, {
    search: query.search,
    limit: query.limit,
    offset: offsetOf(query.page, query.limit),
  });
  return { payouts: rows.map(toPayout), total };
}

export async function payoutsCsv(db: Db, search: string | undefined) {
  const { rows } = await repo.listPayouts(db, { search, limit: ADMIN_EXPORT_MAX_ROWS, offset: 0 });
  return toCsv(
    // The headers in the request's language; the cells stay data (ISO dates, dollars).
    [
      m.admin_csv_reference(),
      m.admin_csv_merchant(),
      m.admin_csv_merchant_id(),
      m.admin_csv_period_start(),
      m.admin_csv_period_end(),
      m.admin_csv_amount_usd(),
      m.admin_csv_items(),
      m.admin_csv_created_at(),
      m.admin_csv_created_by(),
    ],
    rows
      .map(toPayout)
      .map((p) => [
        p.reference,
        p.merchant.business_name,
        p.merchant.id,
        p.periodStart,
        p.periodEnd,
        csvDollars(p.amount),
        p.itemCount,
        p.created_at,
        p.createdBy?.full_name ?? '',
      ]),
  );
}
