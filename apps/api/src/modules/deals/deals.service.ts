import {
  belizeToday,
  type ContentLanguage,
  DEAL_CATEGORIES,
  DEAL_MESSAGES,
  type DealFormValues,
  type DealListQuery,
  FEATURED_DEALS_COUNT,
  TRENDING_DEALS_COUNT,
  TRENDING_WINDOW_DAYS,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { EncodedJson } from '../../lib/encoded-json.ts';
import { cached, VersionedCache } from '../../lib/versioned-cache.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { catalogueVersion } from '../tours/tours.service.ts';
import { dealView, managedDealView } from './deal-views.ts';
import * as repo from './deals.repository.ts';

export const DEAL_NOT_FOUND = () => notFound('DEAL_NOT_FOUND', DEAL_MESSAGES.notFound);

// Public pages.

export async function listDeals(
  db: Db,
  query: DealListQuery,
  language: ContentLanguage = 'en',
  now = new Date(),
) {
  const { rows, total } = await repo.listPublicDeals(db, query, belizeToday(now));
  return {
    deals: rows.map((row) => dealView(row, language)),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

export async function featuredDeals(db: Db, language: ContentLanguage = 'en', now = new Date()) {
  const rows = await repo.featuredDeals(db, belizeToday(now), FEATURED_DEALS_COUNT);
  return { deals: rows.map((row) => dealView(row, language)) };
}

/**
 * How long the home page's deals are reused: vouchers left change with each sale without a content
 * version bump, as on the deal pages (decision 011).
 */
const FEATURED_DEALS_TTL_MS = 15_000;
const featuredCaches = new WeakMap<Db, VersionedCache<EncodedJson>>();

/**
 * The home page's deals as the response's JSON, made and compressed once per content version and
 * Belize day (and at most every 15 s), like the catalogue's answers.
 */
export async function featuredDealsJson(
  db: Db,
  language: ContentLanguage = 'en',
  now = new Date(),
): Promise<EncodedJson> {
  let cache = featuredCaches.get(db);
  if (!cache) {
    cache = new VersionedCache(8);
    featuredCaches.set(db, cache);
  }
  const version = await catalogueVersion(db);
  return cached(
    cache,
    language === 'en' ? belizeToday(now) : `${belizeToday(now)}:${language}`,
    version,
    async () => new EncodedJson(JSON.stringify(await featuredDeals(db, language, now))),
    FEATURED_DEALS_TTL_MS,
  );
}

export async function trendingDeals(db: Db, language: ContentLanguage = 'en', now = new Date()) {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 86_400_000);
  const rows = await repo.trendingDeals(db, belizeToday(now), since, TRENDING_DEALS_COUNT);
  return { deals: rows.map((row) => dealView(row, language)) };
}

export async function dealCategories(db: Db, now = new Date()) {
  const counts = new Map((await repo.liveCategoryCounts(db, belizeToday(now))).map((c) => [c.category, c.n]));
  return {
    categories: DEAL_CATEGORIES.map((c) => ({ id: c.slug, name: c.name, count: counts.get(c.slug) ?? 0 })),
  };
}

export async function getDeal(db: Db, id: string, language: ContentLanguage = 'en', now = new Date()) {
  const row = await repo.findDealRow(db, id, { today: belizeToday(now) });
  if (!row) throw DEAL_NOT_FOUND();
  return dealView(row, language);
}

// The merchant's own deals.

const columnsOf = (form: DealFormValues) => ({
  title: form.title,
  description: form.description,
  category: form.category,
  locationId: form.location_id,
  priceCents: form.price,
  originalPriceCents: form.originalPrice,
  validUntil: form.validUntil,
  quantityAvailable: form.quantityAvailable,
  imageUrl: form.imageUrl,
  titleEs: form.title_es,
  descriptionEs: form.description_es,
});

/** What the public sees of a deal: changing any of it sends an approved deal back for approval. */
const REVIEWED_FIELDS = [
  'title',
  'description',
  'titleEs',
  'descriptionEs',
  'category',
  'priceCents',
  'originalPriceCents',
  'imageUrl',
] as const;

export async function listMerchantDeals(db: Db, merchantId: string) {
  const rows = await repo.listDealsOfMerchant(db, merchantId);
  return { deals: rows.map((row) => managedDealView(row)) };
}

async function managedDeal(db: Db, id: string, merchantId?: string) {
  const row = await repo.findDealRow(db, id, { merchantId });
  if (!row) throw DEAL_NOT_FOUND();
  return managedDealView(row);
}

/** A new deal waits for the staff's approval before it is shown. */
export async function createDeal(db: Db, merchantId: string, form: DealFormValues) {
  const deal = await repo.insertDeal(db, {
    ...columnsOf(form),
    merchantId,
    adminApproved: false,
    active: true,
  });
  return managedDeal(db, deal.id, merchantId);
}

export async function updateDeal(db: Db, merchantId: string, id: string, form: DealFormValues) {
  await db.transaction(async (tx) => {
    const deal = await repo.lockDeal(tx, id);
    if (!deal || deal.merchantId !== merchantId) throw DEAL_NOT_FOUND();
    if (form.quantityAvailable < deal.soldCount) {
      const message = m.errors_deal_quantity_below_sold({ sold: deal.soldCount });
      throw badRequest(message, [{ field: 'quantityAvailable', message }]);
    }
    const values = columnsOf(form);
    const reviewedChange = REVIEWED_FIELDS.some((field) => values[field] !== deal[field]);
    await repo.updateDeal(tx, id, {
      ...values,
      adminApproved: deal.adminApproved && !reviewedChange,
      featured: deal.featured && !reviewedChange,
    });
  });
  return managedDeal(db, id, merchantId);
}

export async function setDealActiveByMerchant(db: Db, merchantId: string, id: string, active: boolean) {
  const deal = await repo.findDeal(db, id);
  if (!deal || deal.merchantId !== merchantId) throw DEAL_NOT_FOUND();
  await repo.updateDeal(db, id, { active });
  return managedDeal(db, id, merchantId);
}

// Staff.

export async function listAdminDeals(
  db: Db,
  filter: { status: 'pending' | 'approved' | 'all'; search?: string; page: number; limit: number },
) {
  const { rows, total } = await repo.listAdminDeals(db, filter);
  return { deals: rows.map((row) => managedDealView(row)), total };
}

export async function getAdminDeal(db: Db, id: string) {
  return managedDeal(db, id);
}

type StaffChange = { adminApproved: boolean } | { active: boolean } | { featured: boolean };
const ACTIONS = { adminApproved: 'deal.approve', active: 'deal.status', featured: 'deal.feature' } as const;

/** Approves, (de)activates or (un)features a deal, with its audit entry in the same transaction. */
export async function changeDealByStaff(db: Db, actorUserId: string, id: string, change: StaffChange) {
  await db.transaction(async (tx) => {
    const deal = await repo.lockDeal(tx, id);
    if (!deal) throw DEAL_NOT_FOUND();
    const [field] = Object.keys(change) as (keyof typeof ACTIONS)[];
    const before = { [field!]: deal[field!] };
    await repo.updateDeal(tx, id, change);
    await recordAudit(tx, {
      actorUserId,
      action: ACTIONS[field!],
      entityType: 'deal',
      entityId: id,
      before,
      after: change,
    });
  });
  return managedDeal(db, id);
}

/** A deal added as given, approval included: the demo data set. Merchants use createDeal. */
export function addDeal(db: Db, values: Parameters<typeof repo.insertDeal>[1]) {
  return repo.insertDeal(db, values);
}

/** Whether a deal shows the uploaded image at `url` (the upload sweep keeps it then). */
export const isDealImageInUse = (db: Db, url: string) => repo.isImageInUse(db, url);
