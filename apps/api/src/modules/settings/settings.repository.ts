import { commissionPercentFor } from '@belizepass/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, platformSettings } from '../../db/schema/index.ts';

export type PlatformSettingsRow = typeof platformSettings.$inferSelect;

/** The single settings row (created by the migration); `forUpdate` locks it for a change. */
export async function getPlatformSettings(
  db: Db,
  options: { forUpdate?: boolean } = {},
): Promise<PlatformSettingsRow> {
  const query = db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('platform_settings row 1 is missing; run the migrations');
  return row;
}

export async function updatePlatformSettings(
  db: Db,
  values: Partial<Omit<PlatformSettingsRow, 'id' | 'updatedAt'>>,
): Promise<PlatformSettingsRow> {
  const [row] = await db
    .update(platformSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(platformSettings.id, 1))
    .returning();
  return row!;
}

/** The platform's commission setting, as a column of a query over merchants (computed once per query). */
export const platformCommissionPercentColumn =
  sql<number>`(select ${platformSettings.defaultCommissionRate} from ${platformSettings} where ${platformSettings.id} = 1)`.mapWith(
    Number,
  );

/** The commission rate that applies to a merchant now: its own rate when the admin set one, else the platform's. */
export async function commissionPercentOf(db: Db, merchantId: string): Promise<number> {
  const [row] = await db
    .select({
      merchantPercent: merchants.commissionPercent,
      platformPercent: platformCommissionPercentColumn,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!row)
    return commissionPercentFor({ platformPercent: (await getPlatformSettings(db)).defaultCommissionRate });
  return commissionPercentFor(row);
}

/** Makes cached catalogue answers stale (they show `merchant_net_rate`, which follows the setting). */
export async function bumpContentVersion(db: Db) {
  await db.execute(sql`update content_version set version = version + 1 where id = 1`);
}

/** The commission on direct sales (walk-ins, the operator's own channels): the admin's setting, 0 by default. */
export async function directBookingPercent(db: Db): Promise<number> {
  return (await getPlatformSettings(db)).directBookingRate;
}
