import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, merchantWidgets, tours } from '../../db/schema/index.ts';

/** The widget settings of an approved, active merchant (`row` null when it never saved any); null when no such merchant. */
export async function findWidgetOf(db: Db, merchantId: string) {
  const [found] = await db
    .select({ merchantId: merchants.id, origins: merchantWidgets.origins, colour: merchantWidgets.colour })
    .from(merchants)
    .leftJoin(merchantWidgets, eq(merchantWidgets.merchantId, merchants.id))
    .where(and(eq(merchants.id, merchantId), eq(merchants.adminApproved, true), eq(merchants.active, true)));
  return found ?? null;
}

export async function saveWidget(db: Db, merchantId: string, values: { origins: string[]; colour: string }) {
  await db
    .insert(merchantWidgets)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({
      target: merchantWidgets.merchantId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** The merchant whose tour this is, or null when there is no such tour. */
export async function merchantOfTour(db: Db, tourId: string): Promise<string | null> {
  const [row] = await db.select({ merchantId: tours.merchantId }).from(tours).where(eq(tours.id, tourId));
  return row?.merchantId ?? null;
}

/** The merchant's saved widget, whatever its approval (the console's own screen). */
export async function findOwnWidget(db: Db, merchantId: string) {
  const [row] = await db.select().from(merchantWidgets).where(eq(merchantWidgets.merchantId, merchantId));
  return row ?? null;
}
