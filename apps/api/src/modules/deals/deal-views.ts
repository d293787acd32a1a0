import {
  type ContentLanguage,
  type Deal,
  dealDiscountPercent,
  dealEndsAt,
  dealStatus,
  dealTranslationPairs,
  inLanguage,
  type ManagedDeal,
  missingTranslations,
  regionName,
} from '@belizepass/domain';
import type { DealRow } from './deals.repository.ts';

/**
 * Deal of spec section 3 from a deal row with its merchant, location and the merchant's rating, its
 * texts in the answer's language (decision 029: the Spanish where written, with `untranslated` on a
 * Spanish answer only).
 */
export function dealView(row: DealRow, language: ContentLanguage = 'en'): Deal {
  const d = row.deal;
  const { values, untranslated } = inLanguage(language, {
    title: { en: d.title, es: d.titleEs },
    description: { en: d.description, es: d.descriptionEs },
  });
  return {
    id: d.id,
    title: values.title,
    merchant: { id: d.merchantId, business_name: row.merchantName },
    location: { id: d.locationId, name: regionName(d.locationId, row.locationName) },
    validUntil: d.validUntil,
    price: d.priceCents,
    originalPrice: d.originalPriceCents,
    image: d.imageUrl,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.reviewCount,
    description: values.description,
    discount: dealDiscountPercent(d.priceCents, d.originalPriceCents),
    sold: d.soldCount,
    remaining: Math.max(0, d.quantityAvailable - d.soldCount),
    expiresAt: dealEndsAt(d.validUntil).toISOString(),
    category: d.category,
    featured: d.featured,
    ...(language === 'es' ? { untranslated } : {}),
  };
}

/** The deal as its merchant and the staff see it. */
export function managedDealView(row: DealRow, today?: string): ManagedDeal {
  const d = row.deal;
  return {
    ...dealView(row),
    location_id: d.locationId as ManagedDeal['location_id'],
    quantityAvailable: d.quantityAvailable,
    admin_approved: d.adminApproved,
    active: d.active,
    status: dealStatus(d, today),
    imageUrl: d.imageUrl,
    title_es: d.titleEs,
    description_es: d.descriptionEs,
    missingTranslations: missingTranslations(dealTranslationPairs(d)),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
