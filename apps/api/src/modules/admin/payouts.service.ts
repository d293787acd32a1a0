import {
  ADMIN_EXPORT_MAX_ROWS,
  ADMIN_MESSAGES,
  type AdminSearchQuery,
  addDays,
  belizeToday,
  type createPayoutSchema,
  type MerchantEarnings,
  type Payout,
  type PayoutPreview,
  payoutTotals,
} from '@belizepass/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { commissionPercentOf } from '../settings/settings.repository.ts';
import { notifyPayoutProcessed } from './admin-notifications.ts';
import { belizeMidnight, offsetOf } from './admin-text.ts';
import { csvDollars, toCsv } from './csv.ts';
import * as repo from './payouts.repository.ts';

type PeriodInput = z.output<typeof createPayoutSchema>;

const MERCHANT_NOT_FOUND = () => notFound('MERCHANT_NOT_FOUND', ADMIN_MESSAGES.merchantNotFound);

function windowOf(input: PeriodInput): repo.PayoutWindow {
  return {
    ...input,
    from: belizeMidnight(input.periodStart),
    until: belizeMidnight(addDays(input.periodEnd, 1)),
  };
}

type Candidates = Awaited<ReturnType<typeof repo.payoutCandidates>>;

/** The payout lines of a merchant's items: what each paid, the commission and the merchant's net. */
function linesOf(items: Candidates) {
  return [
    ...items.bookings.map((b) => ({ gross: b.total, commission: b.commission, net: b.net })),
    ...items.vouchers.map((v) => ({ gross: v.price, commission: v.commission, net: v.net })),
    ...items.giftCardRedemptions.map((g) => ({ gross: g.amount, commission: g.commission, net: g.net })),
  ];
}

/** What paying these items sends: the same totals for the admin's preview, payouts and the merchant's earnings. */
function summarise(items: Candidates) {
  const { amount, itemCount } = payoutTotals(linesOf(items));
  return { amount, itemCount };
}

/** The merchant net waiting for a payout, whatever the period. */
export async function unpaidNetOf(db: Db, merchantId: string) {
  return summarise(await repo.unpaidItemsOf(db, merchantId)).amount;
}

const unpaid = <T extends { payoutId: string | null }>(rows: T[]) => rows.filter((r) => r.payoutId === null);
const paid = <T extends { payoutId: string | null }>(rows: T[]) => rows.filter((r) => r.payoutId !== null);

/**
 * A merchant's earnings of a period (Belize days, inclusive): every item earned in it (completed
 * bookings by departure day, vouchers and counter gift card redemptions by redemption day), paid
 * out or not, from the same query and totals as the admin's payout preview; `due` is exactly what
 * that preview shows for the period, `nextPayout` what is unpaid whatever the period.
 */
export async function merchantEarnings(
  db: Db,
  merchantId: string,
  query: { from: string; to: string },
): Promise<MerchantEarnings> {
  const window = windowOf({ merchantId, periodStart: query.from, periodEnd: query.to });
  const [items, refunds, walkInCommissionOwed, payoutRows, next, commissionPercent] = await Promise.all([
    repo.payoutCandidates(db, window, { includePaid: true }),
    repo.refundsOf(db, window),
    repo.walkInCommissionOf(db, window),
    repo.payoutsOverlapping(db, window),
    repo.unpaidItemsOf(db, merchantId),
    commissionPercentOf(db, merchantId),
  ]);
  const totals = payoutTotals(linesOf(items));
  const vouchers = payoutTotals(linesOf({ bookings: [], vouchers: items.vouchers, giftCardRedemptions: [] }));
  const byState = (pick: typeof unpaid) =>
    summarise({
      bookings: pick(items.bookings),
      vouchers: pick(items.vouchers),
      giftCardRedemptions: pick(items.giftCardRedemptions),
    });
  const payoutIds = [
    ...new Set(
      [...items.bookings, ...items.vouchers, ...items.giftCardRedemptions]
        .map((i) => i.payoutId)
        .filter((id): id is string => id !== null),
    ),
  ];
  const references = await repo.payoutReferences(db, payoutIds);
  const ref = (id: string | null) => (id ? (references.get(id) ?? null) : null);
  const belizeDay = (at: Date | null) => (at ? belizeToday(at) : '');
  return {
    from: query.from,
    to: query.to,
    commissionPercent,
    totals: {
      gross: totals.gross,
      commission: totals.commission,
      net: totals.amount,
      parkFees: items.bookings.reduce((sum, b) => sum + b.parkFee, 0),
      refunds,
      vouchersRedeemed: { count: vouchers.itemCount, gross: vouchers.gross, net: vouchers.amount },
      walkInCommissionOwed,
    },
    paidOut: byState(paid),
    due: byState(unpaid),
    nextPayout: summarise(next),
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
    lines: [
      ...items.bookings.map((b) => ({
        kind: 'booking' as const,
        id: b.id,
        reference: b.confirmationCode,
        description: b.tourTitle,
        date: b.date,
        gross: b.total,
        commission: b.commission,
        net: b.net,
        parkFee: b.parkFee,
        payoutReference: ref(b.payoutId),
      })),
      ...items.vouchers.map((v) => ({
        kind: 'voucher' as const,
        id: v.id,
        reference: v.code,
        description: v.dealTitle,
        date: belizeDay(v.redeemedAt),
        gross: v.price,
        commission: v.commission,
        net: v.net,
        parkFee: 0,
        payoutReference: ref(v.payoutId),
      })),
      ...items.giftCardRedemptions.map((g) => ({
        kind: 'gift_card' as const,
        id: g.id,
        reference: g.code,
        description: 'Gift card redeemed at the counter',
        date: belizeDay(g.at),
        gross: g.amount,
        commission: g.commission,
        net: g.net,
        parkFee: 0,
        payoutReference: ref(g.payoutId),
      })),
    ].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** The earnings as a CSV file: one row per line, then the totals. */
export async function merchantEarningsCsv(db: Db, merchantId: string, query: { from: string; to: string }) {
  const e = await merchantEarnings(db, merchantId, query);
  const rows: (string | number)[][] = e.lines.map((l) => [
    l.date,
    l.kind,
    l.reference ?? '',
    l.description,
    csvDollars(l.gross),
    csvDollars(l.commission),
    csvDollars(l.net),
    csvDollars(l.parkFee),
    l.payoutReference ?? 'due',
  ]);
  rows.push([
    '',
    'total',
    '',
    `${e.from} to ${e.to}`,
    csvDollars(e.totals.gross),
    csvDollars(e.totals.commission),
    csvDollars(e.totals.net),
    csvDollars(e.totals.parkFees),
    '',
  ]);
  return toCsv(
    [
      'Date',
      'Kind',
      'Reference',
      'Description',
      'Gross (USD)',
      'Commission (USD)',
      'Net (USD)',
      'Park fee (USD)',
      'Payout',
    ],
    rows,
  );
}

function previewOf(merchant: { id: string; business_name: string }, input: PeriodInput, items: Candidates) {
  return {
    merchant,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    bookings: items.bookings,
    vouchers: items.vouchers.map((v) => ({ ...v, redeemedAt: v.redeemedAt!.toISOString() })),
    giftCardRedemptions: items.giftCardRedemptions.map((g) => ({ ...g, at: g.at.toISOString() })),
    ...summarise(items),
  };
}

/** The unpaid items of one merchant in a period and what paying them would send. */
export async function previewPayout(db: Db, input: PeriodInput): Promise<PayoutPreview> {
  const merchant = await repo.findMerchantRef(db, input.merchantId);
  if (!merchant) throw MERCHANT_NOT_FOUND();
  return previewOf(merchant, input, await repo.payoutCandidates(db, windowOf(input)));
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
    const items = await repo.payoutCandidates(tx, windowOf(input), { lock: true });
    const { amount, itemCount } = summarise(items);
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
    [
      'Reference',
      'Merchant',
      'Merchant ID',
      'Period start',
      'Period end',
      'Amount (USD)',
      'Items',
      'Created at',
      'Created by',
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
