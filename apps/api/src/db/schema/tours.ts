import type {
  CancellationTier,
  DepartureTime,
  GuestType,
  PickupZone,
  PriceRule,
  Season,
  TourFaqEntry,
  TourReviewedColumn,
} from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { difficulty, touristType } from './enums.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

export const locations = pgTable('locations', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /**
     * The operator's Spanish text (decision 029): null when not written; the Spanish pages fall back
     * to the English field. The search vector holds both languages' words.
     */
    titleEs: text('title_es'),
    descriptionEs: text('description_es'),
    /**
     * title, location name and description, lower-cased. Search itself runs on the `search_vector`
     * tsvector column (title A, location B, description C) that a trigger keeps up to date; it is
     * left out of this table definition so that selecting a tour never ships it
     * (migrations/0010_perf_indexes_search.sql, docs/decisions/010-search-at-scale.md).
     */
    searchDocument: text('search_document').notNull(),
    category: text('category').notNull(),
    touristType: touristType('tourist_type').notNull(),
    difficulty: difficulty('difficulty').notNull(),
    durationHours: numeric('duration_hours', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    standardPriceCents: integer('standard_price_cents').notNull(),
    sellingPriceCents: integer('selling_price_cents').notNull(),
    /** Government park or reserve fee per person, in cents (0: none), and how the guest pays it. */
    parkFeeAdultCents: integer('park_fee_adult_cents').notNull().default(0),
    parkFeeChildCents: integer('park_fee_child_cents').notNull().default(0),
    parkFeePayment: text('park_fee_payment', { enum: ['online', 'cash'] })
      .notNull()
      .default('cash'),
    minGroupSize: smallint('min_group_size').notNull().default(1),
    maxGroupSize: smallint('max_group_size').notNull(),
    scheduleType: text('schedule_type').notNull().default('fixed'),
    /** Weekdays the tour departs, 0 = Sunday ... 6 = Saturday. */
    scheduleDays: smallint('schedule_days').array().notNull(),
    /** The first start time of the schedule (kept for listings; the schedule is `departureTimes` and `seasons`). */
    startTime: text('start_time').notNull(),
    /** The weekly pattern: each start time with its weekdays (decision 030). */
    departureTimes: jsonb('departure_times').$type<DepartureTime[]>().notNull().default(sql`'[]'::jsonb`),
    /** Date ranges that change the times, the seats or the adult price; never overlapping. */
    seasons: jsonb('seasons').$type<Season[]>().notNull().default(sql`'[]'::jsonb`),
    /** Adult prices for weekdays of a date range (cruise-ship days); they win over a season's price. */
    priceRules: jsonb('price_rules').$type<PriceRule[]>().notNull().default(sql`'[]'::jsonb`),
    /** The guest types sold and their prices; empty: adults and children at 70%. */
    guestTypes: jsonb('guest_types').$type<GuestType[]>().notNull().default(sql`'[]'::jsonb`),
    pickupMode: text('pickup_mode', { enum: ['meeting_point', 'zones'] })
      .notNull()
      .default('meeting_point'),
    pickupZones: jsonb('pickup_zones').$type<PickupZone[]>().notNull().default(sql`'[]'::jsonb`),
    itinerary: text('itinerary').array().notNull().default(sql`'{}'::text[]`),
    /** The itinerary in Spanish, line by line; null when not written. */
    itineraryEs: text('itinerary_es').array(),
    inclusions: text('inclusions').array().notNull().default(sql`'{}'::text[]`),
    exclusions: text('exclusions').array().notNull().default(sql`'{}'::text[]`),
    bringItems: text('bring_items').array().notNull().default(sql`'{}'::text[]`),
    /** The lists in Spanish, line by line; null when not written (migration 0038). */
    inclusionsEs: text('inclusions_es').array(),
    exclusionsEs: text('exclusions_es').array(),
    bringItemsEs: text('bring_items_es').array(),
    languages: text('languages').array().notNull().default(sql`'{English}'::text[]`),
    /** The operator's questions and answers, in order, English and Spanish (migration 0044). */
    faq: jsonb('faq').$type<TourFaqEntry[]>().notNull().default(sql`'[]'::jsonb`),
    meetingPoint: text('meeting_point').notNull().default(''),
    /** The meeting instructions in Spanish; null when not written. */
    meetingPointEs: text('meeting_point_es'),
    /** Where the meeting point is (WGS 84 degrees, in Belize): both or neither (decision 025). */
    meetingPointLat: doublePrecision('meeting_point_lat'),
    meetingPointLng: doublePrecision('meeting_point_lng'),
    transport: text('transport').notNull().default(''),
    safetyInfo: text('safety_info').notNull().default(''),
    /** Transport and safety in Spanish; null when not written (migration 0038). */
    transportEs: text('transport_es'),
    safetyInfoEs: text('safety_info_es'),
    /**
     * The cancellation policy (docs/decisions/031-cancellation-policy-tiers.md): hours before
     * departure -> refund percent, most hours first, the last from 0; each booking copies it.
     */
    cancellationTiers: jsonb('cancellation_tiers')
      .$type<CancellationTier[]>()
      .notNull()
      .default(
        sql`'[{"minHoursBefore":168,"percent":95},{"minHoursBefore":72,"percent":75},{"minHoursBefore":24,"percent":50},{"minHoursBefore":0,"percent":0}]'::jsonb`,
      ),
    /** The free-text policy of before the tiers, kept for the operator to check; '' once checked. */
    cancellationPolicyText: text('cancellation_policy_text').notNull().default(''),
    adminApproved: boolean('admin_approved').notNull().default(false),
    active: boolean('active').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** The operator lets one unpaid hold take the whole departure for the full hold time (decision 033). */
    privateCharter: boolean('private_charter').notNull().default(false),
    /** Kept in step with the reviews table by the repository that writes reviews. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'tours_park_fee_valid',
      sql`${t.parkFeeAdultCents} >= 0 and ${t.parkFeeChildCents} >= 0 and ${t.parkFeePayment} in ('online', 'cash')`,
    ),
    check('tours_pickup_mode_valid', sql`${t.pickupMode} in ('meeting_point', 'zones')`),
    check(
      'tours_meeting_point_coordinates_valid',
      sql`(${t.meetingPointLat} is null) = (${t.meetingPointLng} is null) and (${t.meetingPointLat} is null or (${t.meetingPointLat} between 15.8 and 18.6 and ${t.meetingPointLng} between -89.3 and -87.4))`,
    ),
    index('tours_public_idx')
      .on(t.locationId, t.category, t.sellingPriceCents)
      .where(sql`${t.adminApproved} and ${t.active}`),
    index('tours_merchant_idx').on(t.merchantId),
    // The staff's queue and the admin search by tour name (docs/decisions/027-back-office-at-scale.md).
    index('tours_awaiting_approval_idx').on(t.merchantId).where(sql`${t.adminApproved} = false`),
    index('tours_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // One partial index per listing order (each ends in id, the tie-breaker), so page 1 of any sort
    // is an index scan that stops after the page; the narrow one makes the count an index-only scan.
    index('tours_public_recommended_idx')
      .on(
        t.featured.desc().nullsFirst(),
        t.ratingAverage.desc().nullsLast(),
        t.reviewCount.desc().nullsFirst(),
        t.id,
      )
      .where(sql`${t.adminApproved} and ${t.active}`),
    index('tours_public_rating_idx')
      .on(t.ratingAverage.desc().nullsLast(), t.reviewCount.desc().nullsFirst(), t.id)
      .where(sql`${t.adminApproved} and ${t.active}`),
    index('tours_public_price_asc_idx')
      .on(t.sellingPriceCents, t.id)
      .where(sql`${t.adminApproved} and ${t.active}`),
    index('tours_public_price_desc_idx')
      .on(t.sellingPriceCents.desc().nullsFirst(), t.id)
      .where(sql`${t.adminApproved} and ${t.active}`),
    index('tours_public_duration_asc_idx')
      .on(t.durationHours, t.id)
      .where(sql`${t.adminApproved} and ${t.active}`),
    index('tours_public_duration_desc_idx')
      .on(t.durationHours.desc().nullsFirst(), t.id)
      .where(sql`${t.adminApproved} and ${t.active}`),
    index('tours_public_merchant_idx').on(t.merchantId).where(sql`${t.adminApproved} and ${t.active}`),
  ],
);

export const tourPhotos = pgTable(
  'tour_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    altText: text('alt_text').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [index('tour_photos_tour_idx').on(t.tourId, t.displayOrder)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set for a review written after a completed booking ("verified booking"); one per booking. */
    bookingId: uuid('booking_id').unique(),
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    visitedOn: date('visited_on', { mode: 'string' }).notNull(),
    /** The operator's one public answer (edited in place); shown under the review. */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_tour_idx').on(t.tourId, t.visitedOn)],
);

/** Up to three photos a reviewer attached (the upload pipeline's WebP and thumbnail), in order. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
  },
  (t) => [uniqueIndex('review_photos_review_position_idx').on(t.reviewId, t.position)],
);

/** Tours a signed-in user saved for later (the heart), newest first on the Saved page. */
export const savedTours = pgTable(
  'saved_tours',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tourId] }),
    index('saved_tours_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One row per tour, local date and start time once anything is booked or the merchant closes it. */
export const departures = pgTable(
  'departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    capacity: smallint('capacity').notNull(),
    seatsTaken: smallint('seats_taken').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    closedReason: text('closed_reason'),
  },
  (t) => [uniqueIndex('departures_tour_date_time_idx').on(t.tourId, t.localDate, t.startTime)],
);

/** A photo as a pending revision proposes it: a live photo (same id) or a new upload. */
export interface ProposedTourPhoto {
  id: string;
  url: string;
  thumbnailUrl: string;
  altText: string;
  isPrimary: boolean;
  displayOrder: number;
  width: number | null;
  height: number | null;
}

/**
 * What a revision proposes: only the reviewed columns it changes (packages/domain reviewed-fields.ts),
 * by their column names. `photos`, when present, is the whole proposed set of photos.
 */
export type TourRevisionProposal = Partial<Pick<typeof tours.$inferSelect, TourReviewedColumn>> & {
  photos?: ProposedTourPhoto[];
};

export const TOUR_REVISION_STATUSES = ['pending', 'approved', 'rejected', 'merged'] as const;

/**
 * Changes a merchant made to an approved tour's reviewed fields or photos: the public
 * keeps the approved values until staff approve them. At most one pending revision per tour; a new
 * edit updates it (`version` counts the edits, so staff approve exactly what they reviewed).
 * `merged`: the tour's approval was withdrawn, so the changes went into the tour to be reviewed with it.
 */
export const tourRevisions = pgTable(
  'tour_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    proposed: jsonb('proposed').$type<TourRevisionProposal>().notNull(),
    status: text('status', { enum: TOUR_REVISION_STATUSES }).notNull().default('pending'),
    version: integer('version').notNull().default(1),
    submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [
    check('tour_revisions_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected', 'merged')`),
    uniqueIndex('tour_revisions_one_pending_idx').on(t.tourId).where(sql`${t.status} = 'pending'`),
    index('tour_revisions_tour_idx').on(t.tourId, t.submittedAt),
  ],
);
