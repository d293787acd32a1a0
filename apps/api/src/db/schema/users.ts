import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
});
