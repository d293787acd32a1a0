import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, merchants, reviews, tourPhotos, tours, users } from '../../db/schema/index.ts';
import { platformCommissionPercentColumn } from '../settings/settings.repository.ts';

export type MerchantRow = typeof merchants.$inferSelect;

export async function insertMerchant(db: Db, values: typeof merchants.$inferInsert) {
  const [row] = await db.insert(merchants).values(values).returning();
  return row!;
}

export async function findMerchantWithOwner(db: Db, merchantId: string) {
  const [row] = await db
    .select({
      merchant: merchants,
      ownerName: users.fullName,
      ownerEmail: users.email,
      ownerLocale: users.locale,
    })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(merchants.id, merchantId));
  return row;
}

export async function findMerchant(db: Db, merchantId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(merchants).where(eq(merchants.id, merchantId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateMerchant(
  db: Db,
  merchantId: string,
  values: Partial<typeof merchants.$inferInsert>,
) {
  const [row] = await db.update(merchants).set(values).where(eq(merchants.id, merchantId)).returning();
  return row!;
}

/** Review average and count over every tour of the merchant, and how many tours it has. */
export async function merchantTotals(db: Db, merchantId: string) {
  const [score] = await db
    .select({
      rating: sql<number | null>`round(avg(${reviews.rating}), 2)::float8`,
      reviewCount: count(reviews.id),
    })
    .from(reviews)
    .innerJoin(tours, eq(tours.id, reviews.tourId))
    .where(eq(tours.merchantId, merchantId));
  const [tourRow] = await db.select({ n: count() }).from(tours).where(eq(tours.merchantId, merchantId));
  return { rating: score?.rating ?? null, reviewCount: score?.reviewCount ?? 0, tourCount: tourRow?.n ?? 0 };
}

/** Whether any merchant still uses a stored logo file (content-hash names are shared by identical uploads). */
export async function isLogoInUse(db: Db, url: string) {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.logoUrl, url))
    .limit(1);
  return Boolean(row);
}

/** The public tours of one merchant, in the listing's "recommended" order, with the listing's columns. */
export function listPublicToursOfMerchant(db: Db, merchantId: string) {
  return db
    .select({
      id: tours.id,
      merchantId: tours.merchantId,
      locationId: tours.locationId,
      locationName: locations.name,
      businessName: merchants.businessName,
      merchantCommissionPercent: merchants.commissionPercent,
      platformCommissionPercent: platformCommissionPercentColumn,
      title: tours.title,
      description: tours.description,
      titleEs: tours.titleEs,
      descriptionEs: tours.descriptionEs,
      durationHours: tours.durationHours,
      difficulty: tours.difficulty,
      standardPriceCents: tours.standardPriceCents,
      sellingPriceCents: tours.sellingPriceCents,
      minGroupSize: tours.minGroupSize,
      maxGroupSize: tours.maxGroupSize,
      scheduleType: tours.scheduleType,
      scheduleDays: tours.scheduleDays,
      adminApproved: tours.adminApproved,
      active: tours.active,
      featured: tours.featured,
      ratingAverage: tours.ratingAverage,
      reviewCount: tours.reviewCount,
      category: tours.category,
      touristType: tours.touristType,
      cancellationTiers: tours.cancellationTiers,
      photos: sql<
        string[]
      >`coalesce((select array_agg(${tourPhotos.url} order by ${tourPhotos.displayOrder}) from ${tourPhotos} where ${tourPhotos.tourId} = ${tours.id}), '{}')`,
      thumbnail: sql<
        string | null
      >`(select ${tourPhotos.thumbnailUrl} from ${tourPhotos} where ${tourPhotos.tourId} = ${tours.id} order by ${tourPhotos.isPrimary} desc, ${tourPhotos.displayOrder} limit 1)`,
    })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .innerJoin(locations, eq(locations.id, tours.locationId))
    .where(
      and(
        eq(tours.merchantId, merchantId),
        eq(tours.adminApproved, true),
        eq(tours.active, true),
        eq(merchants.adminApproved, true),
        eq(merchants.active, true),
      ),
    )
    .orderBy(
      desc(tours.featured),
      sql`${tours.ratingAverage} desc nulls last`,
      desc(tours.reviewCount),
      asc(tours.id),
    )
    .limit(100);
}
