import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * The staff of a business (docs/decisions/044-staff-accounts.md): a person's own account joined to
 * one business with a role. The owner is the merchant's `owner_user_id` and has no row here; a
 * person belongs to one business at most.
 */
export const merchantMembers = pgTable(
  'merchant_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['manager', 'front_desk', 'guide'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_members_user_idx').on(t.userId),
    index('merchant_members_merchant_idx').on(t.merchantId),
    check('merchant_members_role_valid', sql`${t.role} in ('manager', 'front_desk', 'guide')`),
  ],
);

/**
 * An invitation by email: only the SHA-256 of its link's token is kept. Single use (`accepted_at`),
 * expiring (`expires_at`); a resend issues a new token, so the old link stops working.
 */
export const merchantInvites = pgTable(
  'merchant_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['manager', 'front_desk', 'guide'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('merchant_invites_merchant_idx').on(t.merchantId),
    check('merchant_invites_role_valid', sql`${t.role} in ('manager', 'front_desk', 'guide')`),
  ],
);
