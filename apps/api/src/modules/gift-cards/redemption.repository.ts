import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, merchants, tours } from '../../db/schema/index.ts';

/** The merchant that runs a tour: where gift-card value spent on its bookings goes. */
export async function findTourMerchant(db: Db, tourId: string) {
  const [row] = await db
    .select({ id: merchants.id, businessName: merchants.businessName })
    .from(tours)
    .innerJoin(merchants, eq(merchants.id, tours.merchantId))
    .where(eq(tours.id, tourId));
  return row!;
}

/** The part of a booking's total paid with gift cards (their ledger entries name the booking). */
export async function setBookingGiftCardCents(db: Db, bookingId: string, cents: number) {
  await db.update(bookings).set({ giftCardCents: cents }).where(eq(bookings.id, bookingId));
}
