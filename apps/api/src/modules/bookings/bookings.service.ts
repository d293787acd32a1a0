import { randomInt } from 'node:crypto';
import {
  addDays,
  BOOKABLE_DAYS_AHEAD,
  BOOKING_MESSAGES,
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingChange,
  type BookingListRow,
  belizeToday,
  type CardForm,
  CONFIRMATION_ALPHABET,
  CONFIRMATION_CODE_LENGTH,
  cancellationPolicyLines,
  cancellationRefund,
  coordinatesOf,
  type createBookingSchema,
  type createReviewSchema,
  directionsUrl,
  formatClockTime,
  formatLongDate,
  hoursUntilDeparture,
  inLanguage,
  MESSAGES,
  MY_BOOKINGS_PAGE_SIZE,
  type MyBookingsQuery,
  type MyBookingsResponse,
  PAYMENT_MESSAGES,
  refundTier,
  regionName,
  sellerCommissionCents,
  settleBooking,
  type walkInBookingBodySchema,
} from '@belizepass/domain';
import { type Locale, m, pathInLocale } from '@belizepass/domain/i18n';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { bookingsCancelled, bookingsConfirmed, paymentsTotal } from '../../plugins/metrics.ts';
import { notifyCompletedBookings, notifyNewBooking } from '../admin/admin-notifications.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import {
  planGiftCards,
  quoteGiftCards,
  redeemForBooking,
  returnGiftCardValue,
} from '../gift-cards/redemption.service.ts';
import { emailMoney } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import {
  bookingLocales,
  calendarAttachment,
  calendarDownload,
  enqueueCancellationEmails,
  enqueueNewBookingForOperator,
} from '../notifications/notifications.service.ts';
import {
  type ApprovedCharge,
  chargeOnce,
  type PaymentRequiresAction,
  paymentDeclined,
  priorPayment,
  recordCharge,
  requiresActionMessage,
} from '../payments/charge-once.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { guidesOnDepartures } from '../resources/resources.service.ts';
import { commissionPercentOf, directBookingPercent } from '../settings/settings.repository.ts';
import { holdRules } from '../settings/settings.service.ts';
import { insertReviews } from '../tours/tours.repository.ts';
import { bookingChanges, historyOfBooking } from './booking-history.ts';
import { guestLinesOf, partyOf } from './booking-party.ts';
import {
  departureFor,
  guideLanguageFor,
  partyFor,
  pickupFor,
  quoteColumns,
  quoteFor,
  type SellableTour,
} from './booking-terms.ts';
import * as repo from './bookings.repository.ts';
import { admitHold, type HoldClient, lockHoldClient } from './fair-holds.ts';
import { findPaymentById, refundableCharges } from './reschedule.repository.ts';
import { lockOffer, recordOfferBooking, spendOffer } from './waitlist.service.ts';

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
const OFFER_ELSEWHERE = () =>
  badRequest(m.waitlist_error_offer_other_departure(), [
    { field: 'date', message: m.waitlist_error_offer_other_departure() },
  ]);

export function canSee(booking: repo.BookingRow, access: BookingAccess) {
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
  client: Omit<HoldClient, 'userId' | 'email'> & {
    locale?: Locale;
    /** A reseller's hold (the OCTO channel): its id, the uuid it gave and its reference. */
    reseller?: { id: string; uuid: string; reference: string | null };
    /** An agent's booking for its guest (docs/decisions/039-agents.md): how it is paid, its rate. */
    agent?: { id: string; payment: 'card' | 'account'; commissionPercent: number };
    /** Booked on the operator's own widget: a direct sale (docs/decisions/046-booking-widget.md). */
    widget?: boolean;
  } = {},
) {
  const tour = await repo.findBookableTour(ctx.db, input.tourId);
  if (!tour) throw notFound('TOUR_NOT_FOUND', MESSAGES.tourNotFound);
  const today = belizeToday(now);
  if (input.date < today) throw dateIssue(m.errors_date_today_or_later());
  if (input.date > addDays(today, BOOKABLE_DAYS_AHEAD - 1)) throw dateIssue(MESSAGES.dateOutOfRange);
  const party = partyFor(tour, input);
  const departurePlan = departureFor(tour, input.date, input.startTime, now);
  const startTime = departurePlan.time;
  const pickup = pickupFor(tour, startTime, input);
  const guideLanguage = guideLanguageFor(tour.languages, input.guideLanguage);
  const price = quoteFor(tour, input.date, party, { pickupFeeCents: pickup?.feeCents });
  const seats = price.seats;
  const access = newOpaqueToken();
  const rules = await holdRules(ctx.db);
  const booking = await ctx.db.transaction(async (tx) => {
    // Unpaid holds are limited per traveller, address and departure, counted under locks so that
    // parallel requests cannot all slip under the limits (fair-holds.ts).
    const holder = { ...client, userId, email: input.email };
    await lockHoldClient(tx, holder);
    // A waitlist offer is locked before the departure, as the waitlist job locks them.
    const offer = input.offer ? await lockOffer(tx, input.offer, now) : undefined;
    // Locked for the rest of the transaction: the unpaid seats counted below stay true until the hold is written.
    let departure = await repo.ensureDeparture(
      tx,
      { tourId: tour.id, localDate: input.date, startTime, capacity: departurePlan.capacity },
      { forUpdate: true },
    );
    if (offer) {
      // The seats held for the traveller go back to the departure and this booking takes them.
      if (!(await spendOffer(tx, offer, departure.id))) throw OFFER_ELSEWHERE();
      departure = { ...departure, seatsTaken: Math.max(0, departure.seatsTaken - offer.seats) };
    }
    const terms = await admitHold(tx, {
      client: holder,
      rules,
      departure,
      seats,
      privateCharter: tour.privateCharter,
      now,
    });
    const held = await repo.holdSeats(
      tx,
      departurePlan.capacity,
      {
        tourId: tour.id,
        userId: userId ?? null,
        localDate: input.date,
        startTime,
        ...quoteColumns(price, party.types),
        pickupZoneId: pickup?.zoneId ?? null,
        pickupZoneName: pickup?.zoneName ?? null,
        pickupTime: pickup?.time ?? null,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        hotel: input.hotel || null,
        specialRequirements: input.specialRequirements || null,
        guideLanguage,
        accessKeyHash: access.hash,
        holdExpiresAt: terms.expiresAt,
        holdClientIp: client.ip ?? null,
        holdDeviceHash: client.deviceHash ?? null,
        holdCaller: client.caller?.id ?? null,
        holdLargeParty: terms.largeParty,
        // A guest's emails are written in the language of the page they booked on.
        locale: client.locale ?? 'en',
        createdAt: now,
        ...(client.reseller
          ? {
              source: 'reseller' as const,
              resellerId: client.reseller.id,
              resellerUuid: client.reseller.uuid,
              resellerReference: client.reseller.reference,
            }
          : {}),
        ...(client.widget ? { source: 'widget' as const } : {}),
        ...(client.agent
          ? {
              source: 'agent' as const,
              agentId: client.agent.id,
              agentPayment: client.agent.payment,
              agentCommissionPercent: client.agent.commissionPercent,
              agentCommissionCents: sellerCommissionCents({
                totalCents: price.totalCents,
                parkFeeCents: price.parkFee.onlineCents,
                commissionPercent: client.agent.commissionPercent,
              }),
            }
          : {}),
      },
      seats,
    );
    if (offer) {
      // The offer stays open when its party no longer fits (nothing of this transaction is kept).
      if (!held) throw await seatsRefusal(tx, { tourId: tour.id, localDate: input.date, startTime });
      await recordOfferBooking(tx, offer.id, held.id);
    }
    return held;
  });
  if (!booking) throw await seatsRefusal(ctx.db, { tourId: tour.id, localDate: input.date, startTime });
  return { booking: bookingView({ booking, ...tour }, undefined), accessKey: access.token };
}

/** Why seats could not be taken (closed, sold out, or fewer left); read only after nothing was written. */
async function seatsRefusal(db: Db, at: { tourId: string; localDate: string; startTime: string }) {
  const departure = await repo.findDepartureAt(db, at);
  if (departure?.closed) return new AppError(409, 'BOOKING_DATE_CLOSED', MESSAGES.closed);
  const own = departure ? departure.capacity - departure.seatsTaken : 0;
  // A boat, vehicle or room shared with another tour may have fewer seats left than the departure.
  const left = Math.max(0, Math.min(own, await repo.sharedResourceSeatsLeft(db, at)));
  return left === 0
    ? new AppError(409, 'BOOKING_SOLD_OUT', MESSAGES.soldOut)
    : new AppError(409, 'BOOKING_NOT_ENOUGH_SEATS', MESSAGES.spotsLeft(left));
}

/** The tour a walk-in booking is taken on (one of the operator's own, found by its module). */
export type WalkInTour = SellableTour & { id: string; merchantId: string };

/**
 * A walk-in or phone booking the operator takes and is paid for at the counter: it takes its seats
 * with the same single statement as an online hold (holdSeats, so it can never oversell) and is
 * confirmed in the same transaction, with its confirmation code. The park fee is collected with the
 * price. The operator holds the money, so the platform's commission on it (settleBooking, at the
 * admin's direct-booking rate, 0 by default) is recorded as owed by the merchant and the booking is
 * never paid out.
 */
export async function createWalkInBooking(
  db: Db,
  actor: { userId: string },
  tour: WalkInTour,
  date: string,
  input: z.output<typeof walkInBookingBodySchema>,
  now = new Date(),
): Promise<string> {
  const today = belizeToday(now);
  if (date < today) throw dateIssue(m.errors_date_today_or_later());
  if (date > addDays(today, BOOKABLE_DAYS_AHEAD - 1)) throw dateIssue(MESSAGES.dateOutOfRange);
  const party = partyFor(tour, input);
  const plan = departureFor(tour, date, input.startTime);
  const pickup = pickupFor(tour, plan.time, input);
  const price = quoteFor(tour, date, party, { pickupFeeCents: pickup?.feeCents, parkFeePayment: 'online' });
  const at = { tourId: tour.id, localDate: date, startTime: plan.time };
  const id = await db.transaction(async (tx) => {
    // The departure row first, then any resource the tour shares (holdSeats): the one lock order.
    await repo.ensureDeparture(tx, { ...at, capacity: plan.capacity }, { forUpdate: true });
    const booking = await repo.holdSeats(
      tx,
      plan.capacity,
      {
        ...at,
        userId: null,
        ...quoteColumns(price, party.types),
        parkFeeCashCents: 0,
        pickupZoneId: pickup?.zoneId ?? null,
        pickupZoneName: pickup?.zoneName ?? null,
        pickupTime: pickup?.time ?? null,
        fullName: input.fullName,
        email: input.email ?? '',
        phone: input.phone ?? '',
        hotel: input.hotel ?? null,
        specialRequirements: input.specialRequirements ?? null,
        // Nobody reaches a walk-in booking with a key: an unguessable hash that no key matches.
        accessKeyHash: newOpaqueToken().hash,
        holdExpiresAt: null,
        holdClientIp: null,
        createdAt: now,
      },
      price.seats,
    );
    if (!booking) return null;
    const split = settleBooking({
      totalCents: booking.totalCents,
      parkFeeCents: booking.parkFeeCents,
      // A direct sale: the admin's direct-booking rate (0 by default), not the marketplace's.
      commissionPercent: await directBookingPercent(tx),
    });
    const confirmationCode = await newConfirmationCode(tx);
    await repo.confirmBooking(tx, booking.id, {
      confirmationCode,
      commissionPercent: split.commissionPercent,
      commissionCents: split.commissionCents,
      merchantNetCents: split.merchantNetCents,
      walkIn: { counterPayment: input.payment },
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'booking.walk_in',
      entityType: 'booking',
      entityId: booking.id,
      before: null,
      after: {
        tourId: tour.id,
        date,
        time: plan.time,
        // Counts, not words: the audit log is read in the reader's language.
        adults: party.guests.adult ?? 0,
        children: party.guests.child ?? 0,
        infants: party.guests.infant ?? 0,
        seniors: party.guests.senior ?? 0,
        residents: party.guests.resident ?? 0,
        totalCents: booking.totalCents,
        counterPayment: input.payment,
        commissionOwedCents: split.commissionCents,
      },
    });
    return booking.id;
  });
  if (!id) throw await seatsRefusal(db, at);
  bookingsConfirmed.inc();
  return id;
}

export async function view(db: Db, id: string): Promise<Booking> {
  const row = await repo.findBookingView(db, id);
  if (!row) throw BOOKING_NOT_FOUND();
  const charge = row.booking.paidAt ? await repo.findApprovedCharge(db, row.booking.id) : undefined;
  const changes = (await bookingChanges(db, [id])).get(id) ?? [];
  const booking = bookingView(row, charge, changes);
  // The guides the operator put on the departure (decision 043), named on the guest's ticket.
  const guides = (await guidesOnDepartures(db, [row.booking.departureId])).get(row.booking.departureId) ?? [];
  if (guides.length > 0) booking.merchantInfo.guides = guides.map((g) => g.name);
  return { ...booking, changes };
}

type BookingViewRow = Pick<
  NonNullable<Awaited<ReturnType<typeof repo.findBookingView>>>,
  | 'booking'
  | 'tourTitle'
  | 'tourTitleEs'
  | 'locationId'
  | 'locationName'
  | 'meetingPoint'
  | 'meetingPointEs'
  | 'meetingPointLat'
  | 'meetingPointLng'
  | 'bringItems'
  | 'merchantName'
  | 'merchantEmail'
  | 'merchantPhone'
>;

function bookingView(
  row: BookingViewRow,
  charge: { brand: string | null; last4: string | null } | undefined,
  changes: readonly BookingChange[] = [],
): Booking {
  const { booking: b } = row;
  // The operator's texts in the reader's language (the request's, or the email's): the Spanish
  // where written, else the English (decision 029).
  const { values: tour } = inLanguage(currentLocale(), {
    title: { en: row.tourTitle, es: row.tourTitleEs },
    meetingPoint: { en: row.meetingPoint, es: row.meetingPointEs },
  });
  return {
    id: b.id,
    confirmationCode: b.confirmationCode,
    status: b.status,
    tourId: b.tourId,
    tourTitle: tour.title,
    tourLocation: regionName(row.locationId, row.locationName),
    date: b.localDate,
    time: b.startTime,
    adults: b.adults,
    children: b.children,
    guests: guestLinesOf(b),
    party: partyOf(b),
    seats: b.seats,
    pickup:
      b.pickupZoneName && b.pickupTime
        ? { zone: b.pickupZoneName, time: b.pickupTime, hotel: b.hotel }
        : null,
    price: {
      adults: b.adults * b.adultPriceCents,
      children: b.children * b.childPriceCents,
      pickupFee: b.pickupFeeCents,
      parkFee:
        b.parkFeeCents > 0
          ? { amount: b.parkFeeCents, payment: 'online' }
          : b.parkFeeCashCents > 0
            ? { amount: b.parkFeeCashCents, payment: 'cash' }
            : null,
      total: b.totalCents,
    },
    giftCardAmount: b.giftCardCents,
    customerInfo: { fullName: b.fullName, email: b.email, phone: b.phone },
    hotel: b.hotel,
    specialRequirements: b.specialRequirements,
    guideLanguage: b.guideLanguage,
    merchantInfo: {
      name: row.merchantName,
      contact: [row.merchantPhone, row.merchantEmail].filter(Boolean).join(' · '),
      meetingPoint: tour.meetingPoint,
      meetingPointCoordinates: coordinatesOf(row.meetingPointLat, row.meetingPointLng),
      instructions: row.bringItems.length
        ? `${m.emails_calendar_arrive()} ${m.emails_calendar_bring({ items: row.bringItems.join(', ') })}`
        : m.emails_calendar_arrive(),
    },
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    hold: b.holdExpiresAt
      ? {
          minutes: Math.round((b.holdExpiresAt.getTime() - b.createdAt.getTime()) / 60_000),
          largeParty: b.holdLargeParty,
        }
      : null,
    createdAt: b.createdAt.toISOString(),
    paidAt: b.paidAt?.toISOString() ?? null,
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
    history: historyOfBooking(b, {}, changes),
    payment: charge?.brand && charge.last4 ? { brand: charge.brand, last4: charge.last4 } : null,
    refund:
      b.refundCents !== null && b.refundPercent !== null
        ? { amount: b.refundCents, percent: b.refundPercent }
        : null,
    cancellation_tiers: b.cancellationTiers,
  };
}

/** Releases the seats of a pending booking whose hold ran out; true when this call expired it. */
export async function expireIfLapsed(db: Db, booking: repo.BookingRow, now: Date) {
  if (booking.status !== 'pending' || !booking.holdExpiresAt || booking.holdExpiresAt > now) return false;
  if (!(await repo.cancelBooking(db, booking.id, 'pending', { reason: 'hold_expired' }))) return false;
  await repo.releaseSeats(db, booking.departureId, booking.seats);
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

export async function newConfirmationCode(db: Db): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < CONFIRMATION_CODE_LENGTH; i++)
      code += CONFIRMATION_ALPHABET[randomInt(CONFIRMATION_ALPHABET.length)];
    if (!(await repo.isConfirmationCodeTaken(db, code))) return code;
  }
}

type PayOutcome = 'paid' | 'expired' | 'declined';

/**
 * Pays a booking: gift cards first, the card for the rest, in two steps (payments/charge-once.ts):
 * the card is authorized outside any transaction under the Idempotency-Key, then recorded with the
 * gift card deductions and the confirmation in one short transaction, then captured. A retried or
 * doubled request returns the first outcome; a booking is confirmed once. With `confirmReference`
 * it completes a payment that asked for the holder's confirmation.
 */
export async function payBooking(
  ctx: BookingContext,
  id: string,
  access: BookingAccess,
  card: CardForm & { giftCards?: string[] },
  idempotencyKey: string,
  now = new Date(),
  options: { confirmReference?: string } = {},
): Promise<Booking | PaymentRequiresAction> {
  const codes = card.giftCards ?? [];
  const target = { bookingId: id };
  const result = await chargeOnce<PayOutcome>(
    ctx,
    {
      target,
      idempotencyKey,
      card: options.confirmReference ? undefined : card,
      confirmReference: options.confirmReference,
      async prepare(tx) {
        const booking = await repo.findBooking(tx, id, { forUpdate: true });
        if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
        const earlier = await priorPayment(tx, target, idempotencyKey);
        if (earlier) return { done: earlier.status === 'declined' ? 'declined' : 'paid' };
        if (booking.status === 'confirmed') return { done: 'paid' };
        if (await expireIfLapsed(tx, booking, now)) return { done: 'expired' };
        if (booking.status !== 'pending') throw NOT_PAYABLE();
        const giftCards = await planGiftCards(tx, booking, codes, now);
        return {
          charge: { amountCents: giftCards.remainderCents, description: `BelizePass booking ${booking.id}` },
        };
      },
      async record(tx, charge) {
        const booking = (await repo.findBooking(tx, id, { forUpdate: true }))!;
        if (await priorPayment(tx, target, idempotencyKey)) return { value: 'paid' };
        if (booking.status === 'confirmed') return { value: 'paid', voidCharge: true };
        if (await expireIfLapsed(tx, booking, now)) return { value: 'expired', voidCharge: true };
        if (booking.status !== 'pending') return { refuse: NOT_PAYABLE() };
        // Gift cards are locked and checked again; a balance spent meanwhile changes the remainder.
        const giftCards = await planGiftCards(tx, booking, codes, now);
        if (giftCards.remainderCents !== (charge?.amountCents ?? 0)) {
          return {
            refuse: new AppError(409, 'PAYMENT_AMOUNT_CHANGED', m.errors_gift_balance_changed()),
          };
        }
        await confirmPaidBooking(ctx, tx, booking, charge, giftCards, access.key);
        return { value: 'paid' };
      },
    },
    PAYMENT_MESSAGES.failed,
  );
  if (result.status === 'requires_action') {
    return {
      status: 'requires_action',
      paymentReference: result.reference,
      message: requiresActionMessage(),
    };
  }
  if (result.value === 'expired') {
    throw new AppError(409, 'BOOKING_EXPIRED', m.errors_booking_expired());
  }
  if (result.value === 'declined') throw paymentDeclined(PAYMENT_MESSAGES.failed);
  return view(ctx.db, id);
}

const NOT_PAYABLE = () => new AppError(409, 'BOOKING_NOT_PAYABLE', m.errors_booking_not_payable());

/**
 * Records a paid booking in the payment's transaction (the booking row locked, still pending): the
 * card charge, the gift card deductions, the commission and merchant net at the merchant's rate,
 * the confirmation code, and the guest's and staff's emails.
 */
async function confirmPaidBooking(
  ctx: BookingContext,
  tx: Db,
  booking: repo.BookingRow,
  charge: ApprovedCharge | null,
  giftCards: Awaited<ReturnType<typeof planGiftCards>>,
  key: string | undefined,
) {
  if (charge) await recordCharge(tx, { bookingId: booking.id }, charge, ctx.payments.name);
  await redeemForBooking(tx, booking, giftCards, booking.userId);
  const split = settleBooking({
    totalCents: booking.totalCents,
    parkFeeCents: booking.parkFeeCents,
    // A sale on the operator's own widget is a direct sale: the admin's direct-booking rate.
    commissionPercent:
      booking.source === 'widget'
        ? await directBookingPercent(tx)
        : await commissionPercentOf(tx, giftCards.merchant.id),
  });
  const confirmationCode = await newConfirmationCode(tx);
  await repo.confirmBooking(tx, booking.id, {
    confirmationCode,
    commissionPercent: split.commissionPercent,
    commissionCents: split.commissionCents,
    merchantNetCents: split.merchantNetCents,
  });
  await enqueueConfirmationEmail(ctx, tx, booking.id, key);
  await notifyNewBooking(tx, booking.id, ctx.publicUrl);
  await enqueueNewBookingForOperator(tx, booking.id, ctx);
  bookingsConfirmed.inc();
}

/**
 * The reconciliation job's part for a booking: an authorization the gateway holds that our books
 * never recorded (the server stopped in between) is recorded when the booking can still take it
 * (pending, hold not lapsed, the whole total by card) and answers 'recorded' ('already' when another
 * turn or the request did); else 'void'.
 */
export async function recordGatewayCharge(
  ctx: BookingContext,
  bookingId: string,
  charge: ApprovedCharge,
  now = new Date(),
): Promise<'recorded' | 'already' | 'void'> {
  return ctx.db.transaction(async (tx) => {
    const booking = await repo.findBooking(tx, bookingId, { forUpdate: true });
    if (!booking) return 'void';
    const earlier = await repo.findPayment(tx, charge.idempotencyKey);
    if (earlier)
      return earlier.status === 'approved' && earlier.providerReference === charge.reference
        ? 'already'
        : 'void';
    if (await expireIfLapsed(tx, booking, now)) return 'void';
    if (booking.status !== 'pending' || charge.amountCents !== booking.totalCents) return 'void';
    const giftCards = await planGiftCards(tx, booking, [], now);
    await confirmPaidBooking(ctx, tx, booking, charge, giftCards, undefined);
    return 'recorded';
  });
}

export async function enqueueConfirmationEmail(
  ctx: BookingContext,
  db: Db,
  id: string,
  key: string | undefined,
) {
  const { guest } = await bookingLocales(db, id);
  await withLocale(guest, () => composeConfirmationEmail(ctx, db, id, key));
}

/** The tourist's confirmation, with the QR code and the calendar file, in the current language. */
async function composeConfirmationEmail(ctx: BookingContext, db: Db, id: string, key: string | undefined) {
  const b = await view(db, id);
  const operator = await repo.findBookingView(db, id);
  const qr = await QRCode.toBuffer(b.confirmationCode!, { type: 'png', margin: 1, width: 320 });
  const page = pathInLocale(`/confirmation/${id}`, currentLocale());
  const link = `${ctx.publicUrl}${page}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
  const usd = emailMoney;
  await enqueueEmail(db, {
    to: b.customerInfo.email,
    subject: m.emails_confirmation_subject({ tour: b.tourTitle, code: b.confirmationCode ?? '' }),
    text: [
      m.emails_hello({ name: b.customerInfo.fullName }),
      '',
      m.emails_confirmation_confirmed({ code: b.confirmationCode ?? '' }),
      `${b.tourTitle}, ${b.tourLocation}`,
      m.emails_when_belize_time({ date: formatLongDate(b.date), time: formatClockTime(b.time) }),
      m.emails_confirmation_party({ party: b.party, total: usd(b.price.total) }),
      ...(b.pickup
        ? [
            `${m.model_pickup_line({ zone: b.pickup.zone, time: formatClockTime(b.pickup.time) })}${b.pickup.hotel ? `, ${b.pickup.hotel}` : ''}`,
          ]
        : []),
      ...(b.price.parkFee
        ? [
            b.price.parkFee.payment === 'online'
              ? m.emails_confirmation_park_fee_online({ amount: usd(b.price.parkFee.amount) })
              : m.emails_park_fee_cash({ amount: usd(b.price.parkFee.amount) }),
          ]
        : []),
      '',
      m.emails_meeting_point({ place: b.merchantInfo.meetingPoint }),
      ...(b.merchantInfo.meetingPointCoordinates
        ? [m.emails_directions({ url: directionsUrl(b.merchantInfo.meetingPointCoordinates) })]
        : []),
      b.merchantInfo.instructions,
      ...(operator?.merchantPhone
        ? [m.pocket_email_operator_phone({ merchant: b.merchantInfo.name, phone: operator.merchantPhone })]
        : []),
      '',
      m.pocket_email_terms(),
      ...cancellationPolicyLines(b.cancellation_tiers).map((line) => `- ${line}`),
      '',
      m.emails_confirmation_show_qr({ link }),
      m.emails_confirmation_add_calendar(),
      '',
      m.emails_sign_off(),
    ].join('\n'),
    attachments: [
      {
        filename: `belizepass-${b.confirmationCode}.png`,
        contentType: 'image/png',
        contentBase64: qr.toString('base64'),
      },
      await calendarAttachment(db, id),
    ],
  });
}

/**
 * The calendar file of a confirmed booking for its owner or key holder ("Add to calendar"), in the
 * request's language; a booking not confirmed has no event (409).
 */
export async function bookingCalendarFile(ctx: BookingContext, id: string, access: BookingAccess) {
  const booking = await repo.findBooking(ctx.db, id);
  if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
  if (booking.status !== 'confirmed')
    throw new AppError(409, 'BOOKING_NOT_CONFIRMED', m.pocket_calendar_not_confirmed());
  return calendarDownload(ctx.db, id);
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
  if (booking.status !== 'confirmed') {
    const nothing = { percent: 0, amount: 0, label: m.refund_nothing_paid(), capped: false };
    return { ...nothing, cancellation_tiers: booking.cancellationTiers };
  }
  const refund = touristCancellationRefund(booking, now);
  return {
    percent: refund.percent,
    amount: refund.refundCents,
    label: refund.capped ? m.refund_capped() : refund.label,
    capped: refund.capped,
    cancellation_tiers: booking.cancellationTiers,
  };
}

/**
 * What the tourist's cancellation of a confirmed booking refunds now: the booking's own tiers (the
 * terms it was sold under), never more than its refund cap (a reschedule's, decision 020).
 */
export function touristCancellationRefund(booking: repo.BookingRow, now: Date) {
  const hours = hoursUntilDeparture(booking.localDate, booking.startTime, now);
  const refund = cancellationRefund({
    totalCents: booking.totalCents,
    parkFeeCents: booking.parkFeeCents,
    hoursBeforeDeparture: hours,
    tiers: booking.cancellationTiers,
    capCents: booking.refundCapCents,
  });
  return { ...refund, label: refundTier(hours, booking.cancellationTiers).label };
}

/**
 * Gives a refund back as it was paid, inside the caller's transaction: value paid with gift cards
 * goes back to them first (docs/decisions/009-stored-value.md), then the bank card's part from the
 * newest charge first (a reschedule may have added one), each within what it still holds, as
 * `pending` refund payments (`key` names each) that `sendPendingRefunds` asks the gateway for once
 * the transaction has committed. Cancellations and reschedules both refund through here.
 */
export async function refundToPayers(
  tx: Db,
  booking: repo.BookingRow,
  amountCents: number,
  options: {
    key: (charge: { id: string }, first: boolean) => string;
    actorUserId?: string | null;
  },
) {
  const toGiftCards = await returnGiftCardValue(tx, booking, amountCents, options.actorUserId ?? null);
  let left = amountCents - toGiftCards;
  let toCard = 0;
  let card: { brand: string | null; last4: string | null } | null = null;
  for (const { charge, first, leftCents } of await refundableCharges(tx, booking.id)) {
    const part = Math.min(left, leftCents);
    if (part <= 0 || !charge.providerReference) continue;
    toCard += part;
    card ??= charge;
    await repo.insertPayment(tx, {
      bookingId: booking.id,
      kind: 'refund',
      idempotencyKey: options.key(charge, first),
      status: 'pending',
      amountCents: part,
      provider: charge.provider,
      refundOfPaymentId: charge.id,
    });
    left -= part;
  }
  return { toGiftCards, toCard, card };
}

/**
 * Cancels a confirmed booking and decides its refund (runs in the caller's transaction, which holds
 * the booking row locked; seats are released by the caller): gift card value goes back to the cards
 * first, and the rest, never more than the card paid, becomes a `pending` refund payment (key
 * `refund:<bookingId>`) that `sendPendingRefunds` asks the gateway for once the transaction has
 * committed. Returns false when the booking was no longer confirmed.
 */
export async function refundAndCancelConfirmed(
  tx: Db,
  booking: repo.BookingRow,
  refund: { reason: string; refundCents: number; refundPercent: number },
  publicUrl = '',
) {
  // The first charge's refund keeps the key `refund:<bookingId>`.
  const { toGiftCards, toCard, card } = await refundToPayers(tx, booking, refund.refundCents, {
    key: (charge, first) => (first ? `refund:${booking.id}` : `refund:${booking.id}:${charge.id}`),
  });
  const cancelled = await repo.cancelBooking(tx, booking.id, 'confirmed', refund);
  if (cancelled) {
    await enqueueCancellationEmails(
      tx,
      {
        bookingId: booking.id,
        ...refund,
        toGiftCardsCents: toGiftCards,
        toCardCents: toCard,
        card,
      },
      { publicUrl },
    );
  }
  return cancelled;
}

/**
 * Asks the gateway for the pending refunds (of these bookings, or every one older than `olderThan`),
 * outside any transaction, each with its own idempotency key, and marks each one made. A refund the
 * gateway could not make yet stays pending for the reconciliation job's next turn.
 */
export async function sendPendingRefunds(
  ctx: { db: Db; payments: PaymentProvider },
  which: { bookingIds: string[] } | { olderThan: Date },
) {
  let sent = 0;
  for (const row of await repo.listPendingRefunds(ctx.db, which)) {
    // A refund names the charge it comes from when the booking has several (a reschedule's charge).
    const charge = row.refundOfPaymentId
      ? await findPaymentById(ctx.db, row.refundOfPaymentId)
      : await repo.findApprovedCharge(ctx.db, row.bookingId!);
    if (!charge?.providerReference) continue;
    try {
      const result = await ctx.payments.refund({
        chargeReference: charge.providerReference,
        amountCents: row.amountCents,
        idempotencyKey: row.idempotencyKey,
      });
      if (await repo.markRefundMade(ctx.db, row.id, result.reference)) {
        paymentsTotal.inc({ kind: 'refund', status: 'approved' });
        sent++;
      }
    } catch {
      // Not captured yet, or the gateway did not answer: the next reconciliation turn retries.
    }
  }
  return sent;
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
      const refund = touristCancellationRefund(booking, now);
      await refundAndCancelConfirmed(
        tx,
        booking,
        { reason: 'cancelled_by_tourist', refundCents: refund.refundCents, refundPercent: refund.percent },
        ctx.publicUrl,
      );
    } else {
      throw new AppError(
        409,
        'BOOKING_NOT_CANCELLABLE',
        m.errors_booking_not_cancellable({ status: BOOKING_STATUS_LABELS[booking.status].toLowerCase() }),
      );
    }
    await repo.releaseSeats(tx, booking.departureId, booking.seats);
  });
  await sendPendingRefunds(ctx, { bookingIds: [id] });
  bookingsCancelled.inc({ reason: 'cancelled_by_tourist' });
  return view(ctx.db, id);
}

/** A row of My Bookings in the reader's language. */
function toListRow(
  b: repo.MyBookingRecord,
  language: Locale,
  rescheduledFrom?: string | null,
): BookingListRow {
  return {
    id: b.id,
    confirmationCode: b.confirmationCode,
    tourName: inLanguage(language, { title: { en: b.tourTitle, es: b.tourTitleEs } }).values.title,
    meetingPoint:
      inLanguage(language, { meetingPoint: { en: b.meetingPoint, es: b.meetingPointEs } }).values
        .meetingPoint || null,
    photo: b.photo,
    tourDate: b.localDate,
    time: b.startTime,
    party: withLocale(language, () => partyOf(b)),
    pickup:
      b.pickupZoneName && b.pickupTime
        ? { zone: b.pickupZoneName, time: b.pickupTime, hotel: b.hotel }
        : null,
    bookingDate: b.createdAt.toISOString(),
    status: b.status,
    checkedInAt: b.checkedInAt?.toISOString() ?? null,
    price: b.totalCents,
    tourId: b.tourId,
    cancelReason: b.cancelReason,
    ...(rescheduledFrom === undefined ? {} : { rescheduledFrom }),
  };
}

/**
 * A page of the signed-in user's bookings (`MY_BOOKINGS_PAGE_SIZE` a page) filtered and sorted by
 * the query, and every valid ticket of theirs whatever the page (what their phone keeps offline,
 * docs/decisions/024-offline-tickets.md). `rescheduledFrom` is read for the page's rows only.
 */
export async function listMyBookings(
  ctx: Pick<BookingContext, 'db'>,
  userId: string,
  query: MyBookingsQuery,
  now = new Date(),
): Promise<MyBookingsResponse> {
  const today = belizeToday(now);
  const limit = MY_BOOKINGS_PAGE_SIZE;
  const [{ rows, total }, tickets] = await Promise.all([
    repo.listBookingsOfUser(ctx.db, userId, {
      status: query.status,
      sort: query.sort,
      today,
      limit,
      offset: (query.page - 1) * limit,
    }),
    repo.listValidTicketsOfUser(ctx.db, userId, today),
  ]);
  const changes = await bookingChanges(
    ctx.db,
    rows.map((r) => r.id),
  );
  const language = currentLocale();
  return {
    bookings: rows.map((row) => toListRow(row, language, changes.get(row.id)?.[0]?.fromDate ?? null)),
    pagination: { page: query.page, limit, total, pages: Math.ceil(total / limit) },
    tickets: tickets.map((row) => toListRow(row, language)),
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

/**
 * The completion sweep (docs/decisions/019-booking-lifecycle.md): every confirmed booking whose
 * departure has ended (start + duration, Belize time) becomes `completed` when it was checked in and
 * `no_show` when not. Each booking is ended by exactly one sweep, also with instances racing (the
 * rows are claimed by a conditional update); the staff note goes with the transaction that ended them.
 * Returns how many bookings this call ended.
 */
export function completeDepartedBookings(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    let completed = 0;
    let noShows = 0;
    for (;;) {
      const ended = await repo.endDepartedBookings(tx, now, belizeToday(now));
      for (const row of ended) {
        if (row.status === 'completed') completed++;
        else noShows++;
      }
      if (ended.length < 500) break;
    }
    await notifyCompletedBookings(tx, { completed, noShows });
    return completed + noShows;
  });
}

/**
 * The booking the caller may still review: theirs, completed (checked in and departure ended), not
 * yet reviewed; a confirmed booking (even checked in) and a no-show cannot. Checked before a review
 * photo is stored and again when the review is posted.
 */
export async function reviewableBooking(ctx: Pick<BookingContext, 'db'>, id: string, access: BookingAccess) {
  const booking = await repo.findBooking(ctx.db, id);
  if (!booking || !canSee(booking, access)) throw BOOKING_NOT_FOUND();
  if (booking.status === 'no_show') {
    throw new AppError(409, 'BOOKING_NO_SHOW', m.errors_review_no_show());
  }
  if (booking.status !== 'completed') {
    throw new AppError(409, 'BOOKING_NOT_COMPLETED', m.errors_review_not_completed());
  }
  if (await repo.hasReview(ctx.db, id)) {
    throw new AppError(409, 'ALREADY_REVIEWED', m.errors_already_reviewed());
  }
  return booking;
}

/** One review per completed booking; it shows on the tour as a verified booking and moves its rating. */
export async function reviewBooking(
  ctx: BookingContext,
  id: string,
  access: BookingAccess,
  input: z.output<typeof createReviewSchema>,
) {
  const booking = await reviewableBooking(ctx, id, access);
  const [review] = await insertReviews(ctx.db, booking.tourId, [
    {
      bookingId: id,
      userId: booking.userId,
      userName: booking.fullName,
      rating: input.rating,
      comment: input.comment,
      visitedOn: booking.localDate,
      photos: input.photos,
    },
  ]);
  return { id: review!.id, rating: review!.rating, comment: review!.comment, verified: true };
}
