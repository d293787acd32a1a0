import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRole } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number'),
    role: userRole('role').notNull().default('tourist'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the person deleted the account; the row stays, anonymised, for financial records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Raised when every session must end at once (sign-out, password reset, deletion): access tokens
     * carry the version they were issued under and stop working when it moves on.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** When the person proved they read this address (the link of the verification email). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language of the person's emails (docs/decisions/029-spanish-edition.md). */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    check('users_locale_valid', sql`${t.locale} in ('en', 'es')`),
    // The overview's new tourists: the newest accounts of a role (docs/decisions/027-back-office-at-scale.md).
    index('users_role_created_idx').on(t.role, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);

/** Accounts per role that are not deleted, kept by statement triggers on users (migration 0025). */
export const userTallies = pgTable('user_tallies', {
  role: userRole('role').primaryKey(),
  users: integer('users').notNull().default(0),
});
