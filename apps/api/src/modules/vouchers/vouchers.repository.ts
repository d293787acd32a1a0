import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deals, merchants, storeOrders, vouchers } from '../../db/schema/index.ts';

export type VoucherRecord = typeof vouchers.$inferSelect;

const voucherColumns = {
  voucher: vouchers,
  dealTitle: deals.title,
  merchantId: deals.merchantId,
  merchantName: merchants.businessName,
  buyerName: storeOrders.buyerName,
};
export type VoucherRow = {
  voucher: VoucherRecord;
  dealTitle: string;
  merchantId: string;
  merchantName: string;
  buyerName: string;
};

const fromVouchers = (db: Db) =>
  db
    .select(voucherColumns)
    .from(vouchers)
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .innerJoin(merchants, eq(merchants.id, deals.merchantId))
    .innerJoin(storeOrders, eq(storeOrders.id, vouchers.orderId));

export async function isVoucherCodeTaken(db: Db, code: string) {
  const [row] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code));
  return Boolean(row);
}

export async function insertVoucher(db: Db, values: typeof vouchers.$inferInsert) {
  const [row] = await db.insert(vouchers).values(values).returning();
  return row!;
}

export async function listVouchersOfOrder(db: Db, orderId: string) {
  return (await fromVouchers(db)
    .where(eq(vouchers.orderId, orderId))
    .orderBy(asc(vouchers.createdAt), asc(vouchers.code))) as VoucherRow[];
}

export async function listVouchersOfUser(db: Db, userId: string) {
  return (await fromVouchers(db)
    .where(eq(vouchers.userId, userId))
    .orderBy(desc(vouchers.createdAt), asc(vouchers.code))) as VoucherRow[];
}

/** A voucher of one of the merchant's deals; another merchant's vouchers are not found. */
export async function findVoucherOfMerchant(db: Db, code: string, merchantId: string) {
  const [row] = await fromVouchers(db).where(and(eq(vouchers.code, code), eq(deals.merchantId, merchantId)));
  return row as VoucherRow | undefined;
}

/**
 * Marks a voucher redeemed with one conditional UPDATE (still issued, not expired, the merchant's
 * own deal): of two simultaneous redemptions exactly one succeeds. Returns the row, or undefined.
 */
export async function redeemVoucher(
  db: Db,
  input: {
    code: string;
    merchantId: string;
    userId: string;
    now: Date;
    /** The voucher's price this split was computed on (the update only applies at that price). */
    priceCents: number;
    split: { commissionPercent: number; commissionCents: number; merchantNetCents: number };
  },
) {
  const [row] = await db
    .update(vouchers)
    .set({
      status: 'redeemed',
      redeemedAt: input.now,
      redeemedByUserId: input.userId,
      commissionPercent: input.split.commissionPercent,
      commissionCents: input.split.commissionCents,
      merchantNetCents: input.split.merchantNetCents,
    })
    .where(
      and(
        eq(vouchers.code, input.code),
        eq(vouchers.priceCents, input.priceCents),
        eq(vouchers.status, 'issued'),
        gt(vouchers.expiresAt, input.now),
        sql`${vouchers.dealId} in (select ${deals.id} from ${deals} where ${deals.merchantId} = ${input.merchantId})`,
      ),
    )
    .returning({ id: vouchers.id });
  return row;
}
