import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each address wants of the emails it may turn off (reminders, review invitations, the
 * operator's morning summary). Keyed by the address (lower case), so a guest who booked without an
 * account can unsubscribe too; no row means the defaults. Essential emails ignore it.
 */
export const emailPreferences = pgTable('email_preferences', {
  email: text('email').primaryKey(),
  reminders: boolean('reminders').notNull().default(true),
  reviewInvitations: boolean('review_invitations').notNull().default(true),
  morningSummary: boolean('morning_summary').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per notification decided (`reminder:<booking>:<date>T<time>`, `review:<booking>`,
 * `summary:<merchant>:<date>`): the job that inserts the key first sends it, every later or
 * concurrent turn finds the key taken, so each goes out once across instances.
 */
export const notificationLog = pgTable('notification_log', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keys that sign links in emails (the unsubscribe links); made by the migration, shared by the fleet. */
export const notificationSecrets = pgTable('notification_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
});
