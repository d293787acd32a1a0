import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { merchants } from './merchants.ts';
import { departures } from './tours.ts';
import { users } from './users.ts';

/**
 * What an operator wrote to every guest of a departure (docs/decisions/035): one row per message,
 * unique on the operator's request id so a double click sends once, and who it went to.
 */
export const departureMessages = pgTable(
  'departure_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The writer's name as it was when sent (the history names who wrote). */
    authorName: text('author_name').notNull(),
    clientRequestId: text('client_request_id').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departure_messages_request_idx').on(t.merchantId, t.clientRequestId),
    index('departure_messages_departure_idx').on(t.departureId, t.createdAt),
  ],
);

export const departureMessageRecipients = pgTable(
  'departure_message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => departureMessages.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (t) => [
    primaryKey({ name: 'departure_message_recipients_pk', columns: [t.messageId, t.bookingId] }),
    index('departure_message_recipients_booking_idx').on(t.bookingId),
  ],
);
