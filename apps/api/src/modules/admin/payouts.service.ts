import {
  ADMIN_EXPORT_MAX_ROWS,
  ADMIN_MESSAGES,
  type AdminSearchQuery,
  addDays,
  belizeToday,
  type createPayoutSchema,
  type Payout,
  type PayoutPreview,
  payoutTotals,
} from '@belizepass/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
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

function summarise(items: Candidates) {
  const { amount, itemCount } = payoutTotals([
    ...items.bookings.map((b) => ({ gross: b.total, commission: b.commission, net: b.net })),
    ...items.vouchers.map((v) => ({ gross: v.price, commission: v.commission, net: v.net })),
    ...items.giftCardRedemptions.map((g) => ({ gross: g.amount, commission: g.commission, net: g.net })),
  ]);
  return { amount, itemCount };
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
