import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRole } from './enums.ts';

export const users = pgTable('users', {
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
});
