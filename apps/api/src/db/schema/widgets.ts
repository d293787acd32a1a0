import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/**
 * An operator's booking widget for its own website (docs/decisions/046-booking-widget.md): the
 * origins that may frame it (CSP `frame-ancestors`) and its accent colour. No row: the widget shows
 * in the site's colours and no other site may frame it.
 */
export const merchantWidgets = pgTable(
  'merchant_widgets',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    origins: text('origins').array().notNull().default(sql`'{}'::text[]`),
    colour: text('colour').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('merchant_widgets_colour_valid', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
    check('merchant_widgets_origins_count', sql`coalesce(array_length(${t.origins}, 1), 0) <= 10`),
  ],
);
