import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

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
