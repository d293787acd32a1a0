import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { departures } from './tours.ts';
import { users } from './users.ts';

/**
 * waiting -> offered (seats held for the traveller until `offer_expires_at`) -> booked (the offer
 * became a booking) or expired (not taken in time; the seats pass on); `left` by the traveller's link.
 */
export const waitlistStatus = pgEnum('waitlist_status', ['waiting', 'offered', 'booked', 'expired', 'left']);

/**
 * A traveller waiting for seats on a full departure (docs/decisions/045-waitlist.md): one entry per
 * email and departure, served first come first served among those whose party fits. An offered
 * entry's seats are counted in the departure's `seats_taken` until it is booked or expires.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    adults: smallint('adults').notNull().default(0),
    children: smallint('children').notNull().default(0),
    infants: smallint('infants').notNull().default(0),
    seniors: smallint('seniors').notNull().default(0),
    residents: smallint('residents').notNull().default(0),
    seats: smallint('seats').notNull(),
    locale: text('locale').notNull().default('en'),
    status: waitlistStatus('status').notNull().default('waiting'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_departure_email_idx').on(t.departureId, t.email),
    index('waitlist_entries_queue_idx').on(t.departureId, t.status, t.createdAt),
    index('waitlist_entries_offer_expiry_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    check('waitlist_entries_seats_positive', sql`${t.seats} > 0`),
  ],
);
