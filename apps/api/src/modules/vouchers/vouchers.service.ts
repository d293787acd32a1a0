import { DEAL_MESSAGES, settleVoucher, type Voucher, voucherStatus } from '@belizepass/domain';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { commissionPercentOf } from '../settings/settings.repository.ts';
import * as repo from './vouchers.repository.ts';

const VOUCHER_NOT_FOUND = () => notFound('VOUCHER_NOT_FOUND', DEAL_MESSAGES.voucherNotFound);

/** The QR code of a voucher code as a PNG (what the merchant scans). */
export function voucherQrPng(code: string) {
  return QRCode.toBuffer(code, { type: 'png', margin: 1, width: 320 });
}

export function voucherView(row: repo.VoucherRow, now = new Date()): Voucher {
  const v = row.voucher;
  return {
    code: v.code,
    dealId: v.dealId,
    dealTitle: row.dealTitle,
    merchant: { id: row.merchantId, business_name: row.merchantName },
    price: v.priceCents,
    status: voucherStatus(v, now),
    expiresAt: v.expiresAt.toISOString(),
    redeemedAt: v.redeemedAt?.toISOString() ?? null,
  };
}

/** Voucher views with their QR codes as data: URLs. */
export async function withQr(vouchers: Voucher[]) {
  return Promise.all(
    vouchers.map(async (v) => ({
      ...v,
      qrPng: `data:image/png;base64,${(await voucherQrPng(v.code)).toString('base64')}`,
    })),
  );
}

export async function listMyVouchers(db: Db, userId: string, now = new Date()) {
  return (await repo.listVouchersOfUser(db, userId)).map((row) => voucherView(row, now));
}

function merchantVoucherView(row: repo.VoucherRow, now = new Date()) {
  const v = row.voucher;
  return {
    code: v.code,
    status: voucherStatus(v, now),
    dealId: v.dealId,
    dealTitle: row.dealTitle,
    buyerName: row.buyerName,
    price: v.priceCents,
    expiresAt: v.expiresAt.toISOString(),
    redeemedAt: v.redeemedAt?.toISOString() ?? null,
    commissionPercent: v.commissionPercent,
    commissionCents: v.commissionCents,
    merchantNetCents: v.merchantNetCents,
  };
}

/** A voucher of the merchant's own deals, for the counter; others' are "not found". */
export async function getVoucherForMerchant(db: Db, merchantId: string, code: string, now = new Date()) {
  const row = await repo.findVoucherOfMerchant(db, code, merchantId);
  if (!row) throw VOUCHER_NOT_FOUND();
  return merchantVoucherView(row, now);
}

/**
 * Redeems a voucher once: valid -> redeemed, with who redeemed it and the commission per the
 * platform settings. Already redeemed or expired vouchers are refused with the reason.
 */
export async function redeemVoucherForMerchant(
  db: Db,
  input: { merchantId: string; userId: string; code: string },
  now = new Date(),
) {
  const found = await repo.findVoucherOfMerchant(db, input.code, input.merchantId);
  if (!found) throw VOUCHER_NOT_FOUND();
  const commissionPercent = await commissionPercentOf(db, input.merchantId);
  const priceCents = found.voucher.priceCents;
  const done = await repo.redeemVoucher(db, {
    ...input,
    now,
    priceCents,
    split: settleVoucher(priceCents, commissionPercent),
  });
  const row = await repo.findVoucherOfMerchant(db, input.code, input.merchantId);
  if (!row) throw VOUCHER_NOT_FOUND();
  if (!done) {
    const { voucher } = row;
    if (voucher.status === 'redeemed' && voucher.redeemedAt) {
      throw new AppError(409, 'VOUCHER_ALREADY_REDEEMED', DEAL_MESSAGES.alreadyRedeemed(voucher.redeemedAt));
    }
    throw new AppError(409, 'VOUCHER_EXPIRED', DEAL_MESSAGES.expired(voucher.expiresAt));
  }
  return merchantVoucherView(row, now);
}
