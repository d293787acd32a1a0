import {
  type BusinessProfile,
  CATEGORY_SLUGS,
  type CategorySlug,
  type ContentLanguage,
  commissionPercentFor,
  describeWeekdays,
  hasFreeCancellation,
  inLanguage,
  type MerchantProfileUpdate,
  merchantNetCents,
  type merchantProfileUpdateSchema,
  merchantStatus,
  missingTranslations,
  type PublicMerchant,
  profileTranslationPairs,
  regionName,
  type TourListItem,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { merchantRating } from '../tours/tours.repository.ts';
import { storeLogo } from '../uploads/image-processing.ts';
import type { ImageStorage } from '../uploads/image-storage.ts';
import * as repo from './merchants.repository.ts';
import * as profileRevisions from './profile-revisions.repository.ts';
import {
  merchantProfileRevision,
  PROFILE_REVISED_COLUMNS,
  proposeProfile,
  withProfileProposal,
} from './profile-revisions.ts';

const MERCHANT_NOT_FOUND = () => notFound('MERCHANT_NOT_FOUND', m.errors_merchant_not_found());

export interface MerchantActor {
  userId: string;
  merchantId: string;
}

/**
 * The merchant's own profile: with changes waiting for approval, the proposed business name and
 * contacts (what its form edits), and `revision` says so.
 */
export async function getProfile(db: Db, merchantId: string): Promise<BusinessProfile> {
  const row = await repo.findMerchantWithOwner(db, merchantId);
  if (!row) throw MERCHANT_NOT_FOUND();
  const [totals, latest] = await Promise.all([
    repo.merchantTotals(db, merchantId),
    profileRevisions.latestProfileRevision(db, merchantId),
  ]);
  const pending = latest?.revision.status === 'pending' ? latest.revision.proposed : undefined;
  const m = pending ? withProfileProposal(row.merchant, pending) : row.merchant;
  return {
    id: m.id,
    business_name: m.businessName,
    tagline: m.tagline,
    description: m.description,
    description_es: m.descriptionEs,
    tagline_es: m.taglineEs,
    missingTranslations: missingTranslations(profileTranslationPairs(m)),
    contact_email: m.contactEmail,
    phone_number: m.phoneNumber,
    address: m.address,
    logo_url: m.logoUrl,
    btb_licence_number: m.btbLicenceNumber,
    status: merchantStatus(m.adminApproved, m.active),
    created_at: m.createdAt.toISOString(),
    approved_at: m.approvedAt?.toISOString() ?? null,
    rating: totals.rating,
    reviewCount: totals.reviewCount,
    tourCount: totals.tourCount,
    owner: { full_name: row.ownerName, email: row.ownerEmail },
    revision: merchantProfileRevision(row.merchant, latest?.revision),
  };
}

const PROFILE_COLUMNS = {
  business_name: 'businessName',
  tagline: 'tagline',
  description: 'description',
  contact_email: 'contactEmail',
  phone_number: 'phoneNumber',
  address: 'address',
  description_es: 'descriptionEs',
  tagline_es: 'taglineEs',
} as const satisfies Record<keyof MerchantProfileUpdate, keyof repo.MerchantRow>;

/**
 * Saves the business profile; what changed is written to the audit log (it shows on public pages).
 * Once the merchant is approved, its business name and contacts (travellers rely on them) wait for
 * staff approval as a profile revision (profile-revisions.ts); its tagline and descriptions change at once.
 */
export async function updateProfile(
  db: Db,
  actor: MerchantActor,
  input: z.output<typeof merchantProfileUpdateSchema>,
  publicUrl?: string,
) {
  await db.transaction(async (tx) => {
    const merchant = await repo.findMerchant(tx, actor.merchantId, { forUpdate: true });
    if (!merchant) throw MERCHANT_NOT_FOUND();
    const values: Partial<repo.MerchantRow> = {
      businessName: input.business_name,
      tagline: input.tagline,
      description: input.description,
      contactEmail: input.contact_email,
      phoneNumber: input.phone_number,
      address: input.address,
      descriptionEs: input.description_es,
      taglineEs: input.tagline_es,
    };
    if (merchant.adminApproved) {
      const revised = Object.fromEntries(PROFILE_REVISED_COLUMNS.map((key) => [key, values[key]]));
      for (const key of PROFILE_REVISED_COLUMNS) delete values[key];
      await proposeProfile(tx, { userId: actor.userId, publicUrl }, merchant, revised);
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
      if (!(column in values)) continue;
      const next = input[field as keyof typeof PROFILE_COLUMNS];
      if (merchant[column] !== next) {
        before[field] = merchant[column];
        after[field] = next;
      }
    }
    if (Object.keys(after).length === 0) return;
    await repo.updateMerchant(tx, actor.merchantId, values);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'merchant.profile_update',
      entityType: 'merchant',
      entityId: actor.merchantId,
      before,
      after,
    });
  });
  return getProfile(db, actor.merchantId);
}

/** Stores a new square logo and removes the old file when nothing else uses it. */
export async function updateLogo(
  ctx: { db: Db; storage: ImageStorage },
  actor: MerchantActor,
  file: Buffer,
): Promise<{ logo_url: string }> {
  // The image is stored before the transaction, which never waits on the storage.
  const stored = await storeLogo(ctx.storage, file);
  const save = ctx.db.transaction(async (tx) => {
    const merchant = await repo.findMerchant(tx, actor.merchantId, { forUpdate: true });
    if (!merchant) throw MERCHANT_NOT_FOUND();
    await repo.updateMerchant(tx, actor.merchantId, { logoUrl: stored.url });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'merchant.logo_update',
      entityType: 'merchant',
      entityId: actor.merchantId,
      before: { logo_url: merchant.logoUrl },
      after: { logo_url: stored.url },
    });
    return merchant.logoUrl;
  });
  const previous = await save.catch(async (error: unknown) => {
    // Nothing points at the new image: remove it unless another merchant uses the same one.
    const inUse = await repo.isLogoInUse(ctx.db, stored.url).catch(() => true);
    if (!inUse) await ctx.storage.remove(stored.key);
    throw error;
  });
  if (previous && previous !== stored.url) {
    const key = ctx.storage.keyFromUrl(previous);
    if (key && !(await repo.isLogoInUse(ctx.db, previous))) await ctx.storage.remove(key);
  }
  return { logo_url: stored.url };
}

function asCategory(value: string): CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value) ? (value as CategorySlug) : 'water-activities';
}

type PublicTourRow = Awaited<ReturnType<typeof repo.listPublicToursOfMerchant>>[number];

/** The same card as a row of `GET /api/tours`, in the answer's language. */
function toTourCard(row: PublicTourRow, language: ContentLanguage): TourListItem {
  const { values, untranslated } = inLanguage(language, {
    title: { en: row.title, es: row.titleEs },
    description: { en: row.description, es: row.descriptionEs },
  });
  return {
    id: row.id,
    merchant_id: row.merchantId,
    location_id: row.locationId,
    title: values.title,
    description: values.description,
    duration_hours: row.durationHours,
    difficulty: row.difficulty,
    standard_price: row.standardPriceCents,
    merchant_net_rate: merchantNetCents(
      row.sellingPriceCents,
      commissionPercentFor({
        platformPercent: row.platformCommissionPercent,
        merchantPercent: row.merchantCommissionPercent,
      }),
    ),
    platform_selling_price: row.sellingPriceCents,
    min_group_size: row.minGroupSize,
    max_group_size: row.maxGroupSize,
    schedule_type: row.scheduleType,
    schedule_details: describeWeekdays(row.scheduleDays),
    admin_approved: row.adminApproved,
    active: row.active,
    featured: row.featured,
    photos: row.photos,
    thumbnail: row.thumbnail,
    rating: row.ratingAverage,
    reviewCount: row.reviewCount,
    category: asCategory(row.category),
    touristType: row.touristType,
    merchant: { id: row.merchantId, business_name: row.businessName },
    location: { id: row.locationId, name: regionName(row.locationId, row.locationName) },
    cancellation_tiers: row.cancellationTiers,
    freeCancellation: hasFreeCancellation(row.cancellationTiers),
    ...(language === 'es' ? { untranslated } : {}),
  };
}

/**
 * An approved, active merchant's public page, its texts in the answer's language (decision 029); any
 * other merchant is not found.
 */
export async function getPublicMerchant(
  db: Db,
  merchantId: string,
  language: ContentLanguage = 'en',
): Promise<PublicMerchant> {
  const m = await repo.findMerchant(db, merchantId);
  if (!m?.adminApproved || !m.active) throw MERCHANT_NOT_FOUND();
  const [score, tours] = await Promise.all([
    merchantRating(db, merchantId),
    repo.listPublicToursOfMerchant(db, merchantId),
  ]);
  const { values, untranslated } = inLanguage(language, {
    description: { en: m.description, es: m.descriptionEs },
    tagline: { en: m.tagline ?? '', es: m.taglineEs },
  });
  return {
    id: m.id,
    business_name: m.businessName,
    tagline: values.tagline || null,
    description: values.description,
    logo_url: m.logoUrl,
    contact_email: m.contactEmail,
    phone_number: m.phoneNumber,
    address: m.address,
    rating: score.rating,
    reviewCount: score.reviews,
    member_since: (m.approvedAt ?? m.createdAt).toISOString(),
    tours: tours.map((row) => toTourCard(row, language)),
    ...(language === 'es' ? { untranslated } : {}),
  };
}

/**
 * A merchant added as given, approval included: the demo data set and test fixtures. Operators
 * apply through sign-up and are approved by the staff.
 */
export function addMerchant(db: Db, values: Parameters<typeof repo.insertMerchant>[1]) {
  return repo.insertMerchant(db, values);
}
