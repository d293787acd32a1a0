import type { ProfileReviewedColumn } from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    businessName: text('business_name').notNull(),
    tagline: text('tagline'),
    /** The tagline in Spanish (migration 0038); null when not written. */
    taglineEs: text('tagline_es'),
    description: text('description').notNull(),
    /** The public profile's description in Spanish (decision 029); null when not written. */
    descriptionEs: text('description_es'),
    contactEmail: text('contact_email').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    logoUrl: text('logo_url'),
    btbLicenceNumber: text('btb_licence_number'),
    adminApproved: boolean('admin_approved').notNull().default(false),
    active: boolean('active').notNull().default(true),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The merchant's own commission, whole percent, set by the admin; null follows the platform setting. */
    commissionPercent: smallint('commission_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'merchants_commission_percent_range',
      sql`${t.commissionPercent} is null or ${t.commissionPercent} between 0 and 100`,
    ),
  ],
);

/** What a business profile revision proposes: the reviewed columns it changes, by column name. */
export type ProfileRevisionProposal = Partial<Pick<typeof merchants.$inferSelect, ProfileReviewedColumn>>;

/**
 * Changes an approved merchant made to its business name and contacts (the profile fields travellers
 * rely on, packages/domain reviewed-fields.ts): travellers keep the approved values until staff approve
 * them. The same lifecycle as `tour_revisions`: one pending per merchant, `version` counts the edits.
 */
export const merchantProfileRevisions = pgTable(
  'merchant_profile_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    proposed: jsonb('proposed').$type<ProfileRevisionProposal>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'merged'] })
      .notNull()
      .default('pending'),
    version: integer('version').notNull().default(1),
    submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [
    check(
      'merchant_profile_revisions_status_valid',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'merged')`,
    ),
    uniqueIndex('merchant_profile_revisions_one_pending_idx')
      .on(t.merchantId)
      .where(sql`${t.status} = 'pending'`),
    index('merchant_profile_revisions_merchant_idx').on(t.merchantId, t.submittedAt),
  ],
);
