import { randomInt } from 'node:crypto';
import {
  addDays,
  BOOKABLE_DAYS_AHEAD,
  BOOKING_MESSAGES,
  type Booking,
  type BookingListRow,
  belizeTimeNow,
  belizeToday,
  type CardForm,
  CONFIRMATION_ALPHABET,
  CONFIRMATION_CODE_LENGTH,
  cancellationRefund,
  type createBookingSchema,
  type createReviewSchema,
  formatClockTime,
  formatLongDate,
  HOLD_MINUTES,
  hoursUntilDeparture,
  MESSAGES,
  PAYMENT_MESSAGES,
  priceParty,
  refundTier,
  settleBooking,
  weekdayOf,
} from '@belizepass/domain';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { bookingsCancelled, bookingsConfirmed, paymentsTotal } from '../../plugins/metrics.ts';
import { notifyCompletedBookings, notifyNewBooking } from '../admin/admin-notifications.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import {
  planGiftCards,
  quoteGiftCards,
  redeemForBooking,
  returnGiftCardValue,
} from '../gift-cards/redemption.service.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { commissionPercentOf } from '../settings/settings.repository.ts';
import { insertReviews } from '../tours/tours.repository.ts';
import * as repo from './bookings.repository.ts';

export interface BookingContext {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
}

/** Who asks: the signed-in user, and/or the secret key a guest got when booking. */
export interface BookingAccess {
  userId?: string;
  key?: string;
}

const BOOKING_NOT_FOUND = () => notFound('BOOKING_NOT_FOUND', BOOKING_MESSAGES.bookingNotFound);
const dateIssue = (message: string) => badRequest(message, [{ field: 'date', message }]);

function canSee(booking: repo.BookingRow, access: BookingAccess) {
  if (access.userId && booking.userId === access.userId) return true;
  return Boolean(access.key) && hashToken(access.key!) === booking.accessKeyHash;
}

/**
 * Holds seats as a pending booking: one query for the tour, one statement that takes the seats and
 * writes the booking (bookings.repository holdSeats); the response is built from what these returned.
 */
export async function createBooking(
  ctx: BookingContext,
  input: z.output<typeof createBookingSchema>,
  userId: string | undefined,
  now = new Date(),
) {
  const tour = await repo.findBookableTour(ctx.db, input.tourId);
  if (!tour) throw notFound('TOUR_NOT_FOUND', MESSAGES.tourNotFound);
  const today = belizeToday(now);
  if (input.date < today) throw dateIssue('Date must be today or later');
  if (input.date > addDays(today, BOOKABLE_DAYS_AHEAD - 1)) throw dateIssue(MESSAGES.dateOutOfRange);
  if (!tour.scheduleDays.includes(weekdayOf(input.date))) throw dateIssue(MESSAGES.notRunning);
  if (input.date === today && belizeTimeNow(now) >= tour.startTime)
    throw dateIssue('This departure has already left');
  const seats = input.adults + input.children;
  if (seats > tour.maxGroupSize) {
    const message = `The group size for this tour is at most ${tour.maxGroupSize}`;
    throw badRequest(message, [{ field: 'adults', message }]);
  }

  const price = priceParty({
    priceCents: tour.sellingPriceCents,
    adults: input.adults,
    children: input.children,
  });
  const access = newOpaqueToken();
  const booking = await repo.holdSeats(ctx.db, tour.maxGroupSize, {
    tourId: tour.id,
    userId: userId ?? null,
    localDate: input.date,
    startTime: tour.startTime,
    adults: input.adults,
    children: input.children,
    adultPriceCents: price.adultPriceCents,
    childPriceCents: price.childPriceCents,
    totalCents: price.totalCents,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    hotel: input.hotel || null,
    specialRequirements: input.specialRequirements || null,
    accessKeyHash: access.hash,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    createdAt: now,
  });
  if (!booking) {
    // Nothing was written; say why (this read only happens when the seats were not there).
    const departure = await repo.findDepartureAt(ctx.db, {
      tourId: tour.id,
      localDate: input.date,
      startTime: tour.startTime,
    });
    if (departure?.closed) throw new AppError(409, 'BOOKING_DATE_CLOSED', MESSAGES.closed);
    const left = departure ? Math.max(0, departure.capacity - departure.seatsTaken) : 0;
    throw left === 0
      ? new AppError(409, 'BOOKING_SOLD_OUT', MESSAGES.soldOut)
      : new AppError(409, 'BOOKING_NOT_ENOUGH_SEATS', MESSAGES.spotsLeft(left));
  }
  return { booking: bookingView({ booking, ...tour }, undefined), accessKey: access.token };
}

async function view(db: Db, id: string): Promise<Booking> {
  const row = await repo.findBookingView(db, id);
  if (!row) throw BOOKING_NOT_FOUND();
  const charge = row.booking.paidAt ? await repo.findApprovedCharge(db, row.booking.id) : undefined;
  return bookingView(row, charge);
}

type BookingViewRow = Pick<
  NonNullable<Awaited<ReturnType<typeof repo.findBookingView>>>,
  | 'booking'
  | 'tourTitle'
  | 'locationName'
  | 'meetingPoint'
  | 'bringItems'
  | 'merchantName'
  | 'merchantEmail'
  | 'merchantPhone'
>;

function bookingView(
  row: BookingViewRow,
  charge: { brand: string | null; last4: string | null } | undefined,
): Booking {
  const { booking: b } = row;
  return {
    id: b.id,
    confirmationCode: b.confirmationCode,
    status: b.status,
    tourId: b.tourId,
    tourTitle: row.tourTitle,
    tourLocation: row.locationName,
    date: b.localDate,
    time: b.startTime,
    adults: b.adults,
    children: b.children,
    price: {
      adults: b.adults * b.adultPriceCents,
      children: b.children * b.childPriceCents,
      total: b.totalCents,
    },
    giftCardAmount: b.giftCardCents,
    customerInfo: { fullName: b.fullName, email: b.email, phone: b.phone },
    hotel: b.hotel,
    specialRequirements: b.specialRequirements,
    merchantInfo: {
      name: row.merchantName,
      contact: [row.merchantPhone, row.merchantEmail].filter(Boolean).join(' · '),
      meetingPoint: row.meetingPoint,
      instructions: row.bringItems.length
        ? `Please arrive 15 minutes early. Bring: ${row.bringItems.join(', ')}.`
        : 'Please arrive 15 minutes early.',
    },
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    paidAt: b.paidAt?.toISOString() ?? null,
    payment: charge?.brand && charge.last4 ? { brand: charge.brand, last4: charge.last4 } : null,
    refund:
      b.refundCents !== null && b.refundPercent !== null
        ? { amount: b.refundCents, percent: b.refundPercent }
        : null,
  };
}

/** Releases the seats of a pending booking whose hold ran out; true when this call expired it. */
async function expireIfLapsed(db: Db, booking: repo.BookingRow, now: Date) {
  if (booking.status !== 'pending' || !booking.holdExpiresAt || booking.holdExpiresAt > now) return false;
  if (!(await repo.cancelBooking(db, booking.id, 'pending', { reason: 'hold_expired' }))) return false;
  await repo.releaseSeats(db, booking.departureId, booking.adults + booking.children);
  bookingsCancelled.inc({ reason: 'hold_expired' });
  return true;
}

export async function getBooking(ctx: BookingContext, id: string, access: BookingAccess, now = new Date()) {
  await ctx.db.transaction(async (tx) => {
    const booking = await repo.findBooking(tx, id, { forUpdate: true });
    if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
    await expireIfLapsed(tx, booking, now);
  });
  return view(ctx.db, id);
}

async function newConfirmationCode(db: Db): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < CONFIRMATION_CODE_LENGTH; i++)
      code += CONFIRMATION_ALPHABET[randomInt(CONFIRMATION_ALPHABET.length)];
    if (!(await repo.isConfirmationCodeTaken(db, code))) return code;
  }
}

/**
 * Charges once per idempotency key and confirms once per booking: a retried or doubled request
 * returns the first outcome. A decline is recorded and reported with the spec's message.
 */
export async function payBooking(
  ctx: BookingContext,
  id: string,
  access: BookingAccess,
  card: CardForm & { giftCards?: string[] },
  idempotencyKey: string,
  now = new Date(),
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const booking = await repo.findBooking(tx, id, { forUpdate: true });
    if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
    const earlier = await repo.findPayment(tx, idempotencyKey);
    if (earlier && earlier.bookingId !== id) {
      throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This payment key belongs to another booking');
    }
    if (earlier) return earlier.status;
    if (booking.status === 'confirmed') return 'approved' as const;
    if (await expireIfLapsed(tx, booking, now)) return 'expired' as const;
    if (booking.status !== 'pending') {
      throw new AppError(
        409,
        'BOOKING_NOT_PAYABLE',
        'This booking can no longer be paid. Please book again.',
      );
    }

    // Gift cards pay first (locked and checked here, written only once the card part is approved).
    const giftCards = await planGiftCards(tx, booking, card.giftCards ?? [], now);
    if (giftCards.remainderCents > 0) {
      const result = await ctx.payments.charge({
        amountCents: giftCards.remainderCents,
        card,
        description: `BelizePass booking ${booking.id}`,
      });
      await repo.insertPayment(tx, {
        bookingId: id,
        kind: 'charge',
        idempotencyKey,
        status: result.status,
        amountCents: giftCards.remainderCents,
        brand: result.brand,
        last4: result.last4,
        provider: ctx.payments.name,
        providerReference: result.status === 'approved' ? result.reference : null,
      });
      paymentsTotal.inc({ kind: 'charge', status: result.status });
      if (result.status === 'declined') return 'declined' as const;
    }
    await redeemForBooking(tx, booking, giftCards, booking.userId);

    const split = settleBooking({
      totalCents: booking.totalCents,
      parkFeeCents: 0,
      commissionPercent: await commissionPercentOf(tx, giftCards.merchant.id),
    });
    const confirmationCode = await newConfirmationCode(tx);
    await repo.confirmBooking(tx, id, {
      confirmationCode,
      commissionPercent: split.commissionPercent,
      commissionCents: split.commissionCents,
      merchantNetCents: split.merchantNetCents,
    });
    await enqueueConfirmationEmail(ctx, tx, id, access.key);
    await notifyNewBooking(tx, id, ctx.publicUrl);
    bookingsConfirmed.inc();
    return 'approved' as const;
  });
  if (outcome === 'expired') {
    throw new AppError(
      409,
      'BOOKING_EXPIRED',
      'Your 15-minute hold has expired and the seats were released. Please book again.',
    );
  }
  if (outcome === 'declined') throw new AppError(402, 'PAYMENT_DECLINED', PAYMENT_MESSAGES.failed);
  return view(ctx.db, id);
}

async function enqueueConfirmationEmail(ctx: BookingContext, db: Db, id: string, key: string | undefined) {
  const b = await view(db, id);
  const qr = await QRCode.toBuffer(b.confirmationCode!, { type: 'png', margin: 1, width: 320 });
  const link = `${ctx.publicUrl}/confirmation/${id}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
  await enqueueEmail(db, {
    to: b.customerInfo.email,
    subject: `Booking confirmed: ${b.tourTitle} (${b.confirmationCode})`,
    text: [
      `Hello ${b.customerInfo.fullName},`,
      '',
      `Your booking is confirmed. Confirmation code: ${b.confirmationCode}`,
      `${b.tourTitle}, ${b.tourLocation}`,
      `${formatLongDate(b.date)} at ${formatClockTime(b.time)} (Belize time)`,
      `Party: ${b.adults} adult(s), ${b.children} child(ren). Total paid: $${(b.price.total / 100).toFixed(2)}`,
      '',
      `Meeting point: ${b.merchantInfo.meetingPoint}`,
      b.merchantInfo.instructions,
      '',
      `Show the attached QR code at check-in. Your confirmation online: ${link}`,
      '',
      'The BelizePass team',
    ].join('\n'),
    attachments: [
      {
        filename: `belizepass-${b.confirmationCode}.png`,
        contentType: 'image/png',
        contentBase64: qr.toString('base64'),
      },
    ],
  });
}

/** What the given gift cards would pay of this booking, and the remainder left for the card. */
export async function giftCardQuote(ctx: BookingContext, id: string, access: BookingAccess, codes: string[]) {
  const booking = await repo.findBooking(ctx.db, id);
  if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
  return quoteGiftCards(ctx.db, booking, codes);
}

/** What cancelling now would refund, by the policy tiers. */
export async function refundQuote(ctx: BookingContext, id: string, access: BookingAccess, now = new Date()) {
  const booking = await repo.findBooking(ctx.db, id);
  if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
  if (booking.status !== 'confirmed')
    return { percent: 0, amount: 0, label: 'Nothing was paid for this booking' };
  const hours = hoursUntilDeparture(booking.localDate, booking.startTime, now);
  const refund = cancellationRefund({ totalCents: booking.totalCents, hoursBeforeDeparture: hours });
  return { percent: refund.percent, amount: refund.refundCents, label: refundTier(hours).label };
}

/**
 * Cancels a confirmed booking and refunds `refundCents` to the card it was paid with (one refund
 * payment row, idempotency key `refund:<bookingId>`; never more than the card paid). Runs in the
 * caller's transaction, which should hold the booking row locked; seats are released by the caller.
 * Returns false when the booking was no longer confirmed.
 */
export async function refundAndCancelConfirmed(
  payments: PaymentProvider,
  tx: Db,
  booking: repo.BookingRow,
  refund: { reason: string; refundCents: number; refundPercent: number },
) {
  // Value paid with gift cards goes back to them first (docs/decisions/009-stored-value.md).
  const toGiftCards = await returnGiftCardValue(tx, booking, refund.refundCents);
  const charge = await repo.findApprovedCharge(tx, booking.id);
  const cardRefund = Math.min(refund.refundCents - toGiftCards, charge?.amountCents ?? 0);
  if (cardRefund > 0 && charge?.providerReference) {
    const result = await payments.refund({
      chargeReference: charge.providerReference,
      amountCents: cardRefund,
    });
    await repo.insertPayment(tx, {
      bookingId: booking.id,
      kind: 'refund',
      idempotencyKey: `refund:${booking.id}`,
      status: 'approved',
      amountCents: cardRefund,
      provider: payments.name,
      providerReference: result.reference,
    });
    paymentsTotal.inc({ kind: 'refund', status: 'approved' });
  }
  return repo.cancelBooking(tx, booking.id, 'confirmed', refund);
}

/** Cancels a pending or confirmed booking, refunds by the policy tiers and releases the seats. */
export async function cancelBooking(
  ctx: BookingContext,
  id: string,
  access: BookingAccess,
  now = new Date(),
) {
  await ctx.db.transaction(async (tx) => {
    const booking = await repo.findBooking(tx, id, { forUpdate: true });
    if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
    if (booking.status === 'pending') {
      await repo.cancelBooking(tx, id, 'pending', { reason: 'cancelled_by_tourist' });
    } else if (booking.status === 'confirmed') {
      const refund = cancellationRefund({
        totalCents: booking.totalCents,
        hoursBeforeDeparture: hoursUntilDeparture(booking.localDate, booking.startTime, now),
      });
      await refundAndCancelConfirmed(ctx.payments, tx, booking, {
        reason: 'cancelled_by_tourist',
        refundCents: refund.refundCents,
        refundPercent: refund.percent,
      });
    } else {
      throw new AppError(409, 'BOOKING_NOT_CANCELLABLE', `A ${booking.status} booking cannot be cancelled`);
    }
    await repo.releaseSeats(tx, booking.departureId, booking.adults + booking.children);
  });
  bookingsCancelled.inc({ reason: 'cancelled_by_tourist' });
  return view(ctx.db, id);
}

export async function listMyBookings(
  ctx: BookingContext,
  userId: string,
): Promise<{ bookings: BookingListRow[] }> {
  const rows = await repo.listBookingsOfUser(ctx.db, userId);
  return {
    bookings: rows.map(({ booking: b, tourTitle }) => ({
      id: b.id,
      confirmationCode: b.confirmationCode,
      tourName: tourTitle,
      tourDate: b.localDate,
      bookingDate: b.createdAt.toISOString(),
      status: b.status,
      price: b.totalCents,
    })),
  };
}

/** The scheduled sweep: expire lapsed holds and give their seats back. */
export async function expireLapsedHolds(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    let expired = 0;
    for (const booking of await repo.claimExpiredHolds(tx, now)) {
      if (await expireIfLapsed(tx, booking, now)) expired++;
    }
    return expired;
  });
}

/** Marks bookings whose departure day has passed as completed. */
export function completeDepartedBookings(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const completed = await repo.completeDepartedBookings(tx, belizeToday(now));
    await notifyCompletedBookings(tx, completed);
    return completed;
  });
}

/** One review per completed booking; it shows on the tour as a verified booking and moves its rating. */
export async function reviewBooking(
  ctx: BookingContext,
  id: string,
  access: BookingAccess,
  input: z.output<typeof createReviewSchema>,
) {
  const booking = await repo.findBooking(ctx.db, id);
  if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
  if (booking.status !== 'completed') {
    throw new AppError(409, 'BOOKING_NOT_COMPLETED', 'You can review a tour once you have taken it.');
  }
  if (await repo.hasReview(ctx.db, id)) {
    throw new AppError(409, 'ALREADY_REVIEWED', 'You have already reviewed this booking.');
  }
  const [review] = await insertReviews(ctx.db, booking.tourId, [
    {
      bookingId: id,
      userId: booking.userId,
      userName: booking.fullName,
      rating: input.rating,
      comment: input.comment,
      visitedOn: booking.localDate,
    },
  ]);
  return { id: review!.id, rating: review!.rating, comment: review!.comment, verified: true };
}
