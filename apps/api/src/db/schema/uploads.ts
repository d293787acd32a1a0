import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per image upload, kept for a day: it counts toward its uploader's daily quota, and names
 * the stored keys still waiting for the row that will use them (review photos and deal images are
 * stored before their review or deal exists). The sweep removes the keys nobody used.
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `user:<id>` for an account, `booking:<id>` for a guest reviewing with the booking's key. */
    uploader: text('uploader').notNull(),
    /** Storage keys to remove unless a row uses them by the end of the grace period. */
    keys: text('keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('image_uploads_uploader_idx').on(t.uploader, t.createdAt),
    index('image_uploads_created_idx').on(t.createdAt),
    index('image_uploads_keys_idx').using('gin', t.keys),
  ],
);
