import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoProviderCharges, demoProviderRefunds } from '../../db/schema/index.ts';
import type { DemoChargeLog, ProviderCharge } from './payment-provider.ts';

type Row = typeof demoProviderCharges.$inferSelect;
const toCharge = (row: Row): ProviderCharge => ({
  reference: row.reference,
  idempotencyKey: row.idempotencyKey,
  status: row.status,
  amountCents: row.amountCents,
  brand: row.brand,
  last4: row.last4,
  bookingId: row.bookingId,
  orderId: row.orderId,
  createdAt: row.createdAt,
});

/**
 * The demo gateway's durable records in the `demo_provider_charges` table: one row per idempotency
 * key (a second authorization with the key finds the first), statuses changed by guarded updates.
 * Each call is its own statement, never part of a BelizePass transaction.
 */
export function databaseChargeLog(db: Db): DemoChargeLog {
  const byKey = async (idempotencyKey: string) => {
    const [row] = await db
      .select()
      .from(demoProviderCharges)
      .where(eq(demoProviderCharges.idempotencyKey, idempotencyKey));
    return row ? toCharge(row) : undefined;
  };
  const byReference = async (reference: string) => {
    const [row] = await db
      .select()
      .from(demoProviderCharges)
      .where(eq(demoProviderCharges.reference, reference));
    return row ? toCharge(row) : undefined;
  };
  return {
    async insertOnce(charge, description) {
      const [row] = await db
        .insert(demoProviderCharges)
        .values({ ...charge, description })
        .onConflictDoNothing({ target: demoProviderCharges.idempotencyKey })
        .returning();
      return row ? toCharge(row) : (await byKey(charge.idempotencyKey))!;
    },
    byKey,
    byReference,
    async setStatus(reference, from, to) {
      await db
        .update(demoProviderCharges)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(demoProviderCharges.reference, reference), inArray(demoProviderCharges.status, from)));
      return byReference(reference);
    },
    async insertRefundOnce(refund) {
      await db.insert(demoProviderRefunds).values(refund).onConflictDoNothing({
        target: demoProviderRefunds.idempotencyKey,
      });
      const [row] = await db
        .select({ reference: demoProviderRefunds.reference })
        .from(demoProviderRefunds)
        .where(eq(demoProviderRefunds.idempotencyKey, refund.idempotencyKey));
      return row!;
    },
    async open(before, limit) {
      const rows = await db
        .select()
        .from(demoProviderCharges)
        .where(
          and(
            inArray(demoProviderCharges.status, ['authorized', 'requires_action']),
            lt(demoProviderCharges.createdAt, before),
          ),
        )
        .orderBy(asc(demoProviderCharges.createdAt))
        .limit(limit);
      return rows.map(toCharge);
    },
  };
}
