import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';

export async function insertMerchant(db: Db, values: typeof merchants.$inferInsert) {
  const [row] = await db.insert(merchants).values(values).returning();
  return row!;
}
