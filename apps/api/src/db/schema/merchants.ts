import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
