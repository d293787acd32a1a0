import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, users } from '../../db/schema/index.ts';

export async function insertMerchant(db: Db, values: typeof merchants.$inferInsert) {
  const [row] = await db.insert(merchants).values(values).returning();
  return row!;
}

export async function findMerchantWithOwner(db: Db, merchantId: string) {
  const [row] = await db
    .select({ merchant: merchants, ownerName: users.fullName, ownerEmail: users.email })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(merchants.id, merchantId));
  return row;
}
