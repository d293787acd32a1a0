import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentVersion } from '../../db/schema/index.ts';

/**
 * The catalogue's content version: triggers bump it in the same transaction as any change to what
 * public pages show (tours, photos, merchants, reviews, locations, deals, gift cards), so a cache
 * entry made at this version is current for as long as it is read back.
 */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
