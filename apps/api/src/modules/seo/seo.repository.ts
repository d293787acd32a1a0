import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deals, merchants } from '../../db/schema/index.ts';
import { isLive } from '../deals/deals.repository.ts';
import { listProducts } from '../gift-cards/gift-cards.repository.ts';

/** Deals a visitor can open today (`/deals/{id}`), oldest first, with when each last changed. */
export function listLiveDealStamps(db: Db, today: string) {
  return db
    .select({ id: deals.id, updatedAt: deals.updatedAt })
    .from(deals)
    .innerJoin(merchants, eq(merchants.id, deals.merchantId))
    .where(isLive(today))
    .orderBy(asc(deals.createdAt), asc(deals.id));
}

/** Ids of the gift cards on sale (`/giftcards/{id}`), in catalogue order. */
export async function listGiftCardIdsOnSale(db: Db) {
  const rows = await listProducts(db, { category: 'all' });
  return rows.map((row) => row.product.id);
}
