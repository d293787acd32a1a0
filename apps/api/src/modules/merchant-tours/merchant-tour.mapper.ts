import {
  CATEGORY_SLUGS,
  type CategorySlug,
  childPriceCents,
  formatAvailability,
  formatDuration,
  LOCATIONS,
  type LocationSlug,
  type MerchantTour,
  type MerchantTourPhoto,
  missingTranslations,
  nameOf,
  tourApprovalState,
  tourGuestTypes,
  tourTranslationPairs,
} from '@belizepass/domain';
import type { PhotoRow, TourRow } from './merchant-tours.repository.ts';
import type { TourRevisionRow } from './tour-revisions.repository.ts';
import { merchantRevision, orderPhotos, withProposal } from './tour-revisions.ts';

export function toMerchantPhoto(p: PhotoRow): MerchantTourPhoto {
  return {
    id: p.id,
    r2_url: p.url,
    thumbnail_url: p.thumbnailUrl,
    alt_text: p.altText,
    is_primary: p.isPrimary,
    display_order: p.displayOrder,
    width: p.width,
    height: p.height,
  };
}

function asCategory(value: string): CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value) ? (value as CategorySlug) : 'adventure';
}

/**
 * The merchant's view of one tour (contract `MerchantTour`); photos come ordered primary first. With
 * changes waiting for approval, it shows the proposed title, description, prices and photos (what the
 * merchant's form edits), and says so in `revision`.
 */
export function toMerchantTour(
  row: { tour: TourRow; locationName: string; upcomingBookings: number },
  livePhotos: PhotoRow[],
  revision?: TourRevisionRow,
): MerchantTour {
  const pending = revision?.status === 'pending' ? revision.proposed : undefined;
  const t = pending ? withProposal(row.tour, pending) : row.tour;
  const photos = pending?.photos
    ? orderPhotos(pending.photos).map((p) => ({ ...p, tourId: t.id }))
    : livePhotos;
  const primary = photos.find((p) => p.isPrimary) ?? photos[0];
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    price: t.sellingPriceCents,
    original_price: t.standardPriceCents > t.sellingPriceCents ? t.standardPriceCents : null,
    child_price: childPriceCents(t.sellingPriceCents),
    duration: formatDuration(t.durationHours),
    duration_hours: t.durationHours,
    location: nameOf(LOCATIONS, t.locationId) ?? row.locationName,
    location_id: t.locationId as LocationSlug,
    category: asCategory(t.category),
    availability: formatAvailability(t.scheduleDays),
    schedule_days: [...t.scheduleDays].sort((a, b) => a - b),
    start_time: t.startTime,
    departure_times: t.departureTimes,
    seasons: t.seasons,
    price_rules: t.priceRules,
    guest_types: tourGuestTypes(t.guestTypes),
    pickup_mode: t.pickupMode,
    pickup_zones: t.pickupZones,
    maxParticipants: t.maxGroupSize,
    min_group_size: t.minGroupSize,
    difficulty: t.difficulty,
    tourist_type: t.touristType,
    itinerary: t.itinerary,
    inclusions: t.inclusions,
    exclusions: t.exclusions,
    bring_items: t.bringItems,
    meeting_point: t.meetingPoint,
    meeting_point_lat: t.meetingPointLat,
    meeting_point_lng: t.meetingPointLng,
    languages: t.languages,
    transport: t.transport,
    safety_info: t.safetyInfo,
    cancellation_tiers: t.cancellationTiers,
    cancellation_policy_text: t.cancellationPolicyText,
    park_fee_adult: t.parkFeeAdultCents,
    park_fee_child: t.parkFeeChildCents,
    park_fee_payment: t.parkFeePayment,
    image: primary?.url ?? null,
    photos: photos.map(toMerchantPhoto),
    status: t.active ? 'active' : 'draft',
    featured: t.featured,
    private_charter: t.privateCharter,
    title_es: t.titleEs,
    description_es: t.descriptionEs,
    itinerary_es: t.itineraryEs ?? [],
    meeting_point_es: t.meetingPointEs,
    inclusions_es: t.inclusionsEs ?? [],
    exclusions_es: t.exclusionsEs ?? [],
    bring_items_es: t.bringItemsEs ?? [],
    transport_es: t.transportEs,
    safety_info_es: t.safetyInfoEs,
    faq: t.faq,
    missingTranslations: tourMissingTranslations(t),
    admin_approved: t.adminApproved,
    approval: tourApprovalState(t.adminApproved),
    rating: t.ratingAverage,
    reviewCount: t.reviewCount,
    upcomingBookings: row.upcomingBookings,
    updated_at: t.updatedAt.toISOString(),
    revision: merchantRevision(row.tour, revision),
  };
}

/**
 * The Spanish fields of a tour (as the merchant sees it, proposed values included) left empty while
 * their English has text (issue 39).
 */
export function tourMissingTranslations(t: TourRow): string[] {
  return missingTranslations(tourTranslationPairs(t));
}
