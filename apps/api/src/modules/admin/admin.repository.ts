import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, tours } from '../../db/schema/index.ts';

export async function countPendingApprovals(db: Db) {
  const [pendingMerchants] = await db
    .select({ total: count() })
    .from(merchants)
    .where(eq(merchants.adminApproved, false));
  const [pendingTours] = await db
    .select({ total: count() })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(and(eq(tours.adminApproved, false), eq(merchants.adminApproved, true)));
  return { merchants: pendingMerchants?.total ?? 0, tours: pendingTours?.total ?? 0 };
}
