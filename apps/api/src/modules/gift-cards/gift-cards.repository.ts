import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  giftCardLedger,
  giftCardProducts,
  giftCards,
  merchants,
  payments,
  storeOrders,
  users,
} from '../../db/schema/index.ts';

export type ProductRow = typeof giftCardProducts.$inferSelect;
export type OrderRow = typeof storeOrders.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;

const productWithMerchant = {
  product: giftCardProducts,
  merchantId: merchants.id,
  merchantName: merchants.businessName,
};
export type ProductWithMerchant = {
  product: ProductRow;
  merchantId: string | null;
  merchantName: string | null;
};

/** On sale: active, and a merchant card only while its merchant is approved and active. */
const onSale = and(
  eq(giftCardProducts.active, true),
  or(isNull(giftCardProducts.merchantId), and(eq(merchants.adminApproved, true), eq(merchants.active, true))),
);

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listProducts(db: Db, filter: { search?: string; category: string }) {
  const conditions: (SQL | undefined)[] = [onSale];
  if (filter.category !== 'all') conditions.push(sql`${giftCardProducts.categoryType} = ${filter.category}`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(giftCardProducts.title, pattern),
        ilike(giftCardProducts.description, pattern),
        ilike(giftCardProducts.location, pattern),
        ilike(merchants.businessName, pattern),
      ),
    );
  }
  return db
    .select(productWithMerchant)
    .from(giftCardProducts)
    .leftJoin(merchants, eq(merchants.id, giftCardProducts.merchantId))
    .where(and(...conditions))
    .orderBy(asc(giftCardProducts.displayOrder), asc(giftCardProducts.id));
}

/** A product by id; `onlyOnSale` hides withdrawn cards and cards of inactive merchants. */
export async function findProduct(
  db: Db,
  id: string,
  options: { onlyOnSale: boolean },
): Promise<ProductWithMerchant | undefined> {
  const [row] = await db
    .select(productWithMerchant)
    .from(giftCardProducts)
    .leftJoin(merchants, eq(merchants.id, giftCardProducts.merchantId))
    .where(and(eq(giftCardProducts.id, id), options.onlyOnSale ? onSale : undefined));
  return row;
}

export async function upsertProduct(db: Db, values: typeof giftCardProducts.$inferInsert) {
  const { id: _id, ...changes } = values;
  await db
    .insert(giftCardProducts)
    .values(values)
    .onConflictDoUpdate({ target: giftCardProducts.id, set: changes });
}

export async function insertProductIfMissing(db: Db, values: typeof giftCardProducts.$inferInsert) {
  await db.insert(giftCardProducts).values(values).onConflictDoNothing();
}

/** Gives a product its Spanish texts when it has none yet (a Spanish title means someone wrote them). */
export async function addSpanishIfMissing(
  db: Db,
  id: string,
  spanish: Pick<
    typeof giftCardProducts.$inferInsert,
    'titleEs' | 'descriptionEs' | 'longDescriptionEs' | 'locationEs' | 'validityPeriodEs' | 'featuresEs'
  >,
) {
  await db
    .update(giftCardProducts)
    .set(spanish)
    .where(and(eq(giftCardProducts.id, id), isNull(giftCardProducts.titleEs)));
}

/**
 * Renames a card whose name still reads as first seeded (an admin's own name is kept): the pass
 * cards once carried their amount in their name, which is now formatted from their price.
 */
export async function renameIfUnchanged(
  db: Db,
  id: string,
  from: { title: string; titleEs: string },
  to: { title: string; titleEs: string },
) {
  await db
    .update(giftCardProducts)
    .set({ title: to.title })
    .where(and(eq(giftCardProducts.id, id), eq(giftCardProducts.title, from.title)));
  await db
    .update(giftCardProducts)
    .set({ titleEs: to.titleEs })
    .where(and(eq(giftCardProducts.id, id), eq(giftCardProducts.titleEs, from.titleEs)));
}

// Store orders (gift cards and deal vouchers share them).

export async function insertOrder(db: Db, values: typeof storeOrders.$inferInsert) {
  const [row] = await db.insert(storeOrders).values(values).returning();
  return row!;
}

export async function findOrder(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(storeOrders).where(eq(storeOrders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function markOrderPaid(db: Db, id: string, paidAt: Date) {
  const rows = await db
    .update(storeOrders)
    .set({ status: 'paid', paidAt })
    .where(and(eq(storeOrders.id, id), eq(storeOrders.status, 'pending')))
    .returning({ id: storeOrders.id });
  return rows.length > 0;
}

export async function findApprovedOrderCharge(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge'), eq(payments.status, 'approved')));
  return row;
}

export async function findUserContact(db: Db, userId: string) {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// Gift cards.

export async function isGiftCardCodeTaken(db: Db, code: string) {
  const [row] = await db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.code, code));
  return Boolean(row);
}

export async function insertGiftCard(db: Db, values: typeof giftCards.$inferInsert) {
  const [row] = await db.insert(giftCards).values(values).returning();
  return row!;
}

export function listCardsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.code));
}

const cardWithProduct = {
  card: giftCards,
  productTitle: giftCardProducts.title,
  productType: giftCardProducts.type,
  productImage: giftCardProducts.imageUrl,
  productColor: giftCardProducts.color,
  productTextColor: giftCardProducts.textColor,
  validityPeriod: giftCardProducts.validityPeriod,
  merchantName: merchants.businessName,
};

/** A card with what its views show; `forUpdate` locks the card row only. */
export async function findCardByCode(db: Db, code: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select(cardWithProduct)
    .from(giftCards)
    .innerJoin(giftCardProducts, eq(giftCardProducts.id, giftCards.productId))
    .leftJoin(merchants, eq(merchants.id, giftCards.merchantId))
    .where(eq(giftCards.code, code));
  const [row] = options.forUpdate ? await query.for('update', { of: giftCards }) : await query;
  return row;
}
export type CardWithProduct = NonNullable<Awaited<ReturnType<typeof findCardByCode>>>;

/**
 * Cards by code, ordered by id; with `forUpdate` their rows are locked in that order, so two payments
 * naming the same cards in different orders cannot deadlock.
 */
export function findCardsByCodes(db: Db, codes: string[], options: { forUpdate?: boolean } = {}) {
  const query = db
    .select(cardWithProduct)
    .from(giftCards)
    .innerJoin(giftCardProducts, eq(giftCardProducts.id, giftCards.productId))
    .leftJoin(merchants, eq(merchants.id, giftCards.merchantId))
    .where(inArray(giftCards.code, codes))
    .orderBy(asc(giftCards.id));
  return options.forUpdate ? query.for('update', { of: giftCards }) : query;
}

export function lockCardsByIds(db: Db, ids: string[]) {
  return db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, ids))
    .orderBy(asc(giftCards.id))
    .for('update');
}

/** Moves a card's balance by a signed amount; the CHECK constraint refuses a negative balance. */
export async function changeBalance(db: Db, cardId: string, deltaCents: number) {
  const [row] = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${deltaCents}` })
    .where(eq(giftCards.id, cardId))
    .returning({ balanceCents: giftCards.balanceCents });
  return row!.balanceCents;
}

/** One ledger entry; `clock_timestamp()` keeps entries of one transaction in the order they were written. */
export async function insertLedgerEntry(
  db: Db,
  values: Omit<typeof giftCardLedger.$inferInsert, 'createdAt'>,
) {
  await db.insert(giftCardLedger).values({ ...values, createdAt: sql`clock_timestamp()` });
}

/** Per card, what the gift cards paid of a booking and what was already returned, in the order applied. */
export function bookingCardMovements(db: Db, bookingId: string) {
  return db
    .select({
      giftCardId: giftCardLedger.giftCardId,
      paidCents: sql<number>`(-sum(${giftCardLedger.amountCents}) filter (where ${giftCardLedger.kind} = 'redeem_booking'))::int`,
      returnedCents: sql<number>`coalesce(sum(${giftCardLedger.amountCents}) filter (where ${giftCardLedger.kind} = 'refund_booking'), 0)::int`,
      firstAt: sql<string>`min(${giftCardLedger.createdAt})`,
    })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.bookingId, bookingId))
    .groupBy(giftCardLedger.giftCardId)
    .orderBy(sql`min(${giftCardLedger.createdAt})`);
}

/** Paid cards bought by a user, newest first. */
export function listCardsOfUser(db: Db, userId: string) {
  return db
    .select({ ...cardWithProduct, orderPaidAt: storeOrders.paidAt })
    .from(giftCards)
    .innerJoin(storeOrders, eq(storeOrders.id, giftCards.orderId))
    .innerJoin(giftCardProducts, eq(giftCardProducts.id, giftCards.productId))
    .leftJoin(merchants, eq(merchants.id, giftCards.merchantId))
    .where(and(eq(storeOrders.userId, userId), eq(storeOrders.status, 'paid')))
    .orderBy(desc(storeOrders.paidAt), asc(giftCards.code));
}

export function ledgerOfCard(db: Db, cardId: string) {
  return db
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, cardId))
    .orderBy(asc(giftCardLedger.createdAt));
}
