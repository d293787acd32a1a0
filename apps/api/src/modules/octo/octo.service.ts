import { randomUUID } from 'node:crypto';
import { addDays, BOOKABLE_DAYS_AHEAD, belizeToday, departuresOn, tourGuestTypes } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type BookingContext, createBooking } from '../bookings/bookings.service.ts';
import {
  cancelForReseller,
  confirmOnAccount,
  extendResellerHold,
  findResellerBooking,
} from '../bookings/reseller-bookings.service.ts';
import { holdRules } from '../settings/settings.service.ts';
import { getAvailability } from '../tours/tours.service.ts';
import { OctoError } from './octo-errors.ts';
import {
  availabilityView,
  bookingView,
  calendarDayView,
  datesBetween,
  departureOfAvailabilityId,
  OPTION_ID,
  productView,
} from './octo-views.ts';
import * as repo from './resellers.repository.ts';

type Reseller = repo.ResellerRow;

/** How long a reseller's hold may last at most, from when it was made (extensions included). */
const LONGEST_HOLD_MS = 24 * 3_600_000;

const invalidBooking = (uuid: string) =>
  new OctoError(404, 'INVALID_BOOKING_UUID', m.octo_invalid_booking(), { uuid });

/** Reads a body or query with a zod schema; the first issue is the BAD_REQUEST's message. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const detail = `${issue.path.join('.') || 'body'}: ${issue.message}`;
  throw new OctoError(400, 'BAD_REQUEST', m.octo_bad_request({ detail }));
}

export const supplierView = (publicUrl: string) => ({
  id: 'belizepass',
  name: 'BelizePass',
  endpoint: `${publicUrl.replace(/\/$/, '')}/api/octo`,
  contact: { website: publicUrl, email: null, telephone: null, address: 'Belize' },
});

export async function listProducts(ctx: BookingContext) {
  return (await repo.listSellableTours(ctx.db)).map(productView);
}

async function sellableTour(ctx: BookingContext, productId: string) {
  const tour = z.uuid().safeParse(productId).success
    ? await repo.findSellableTour(ctx.db, productId)
    : undefined;
  if (!tour) throw new OctoError(400, 'INVALID_PRODUCT_ID', m.octo_invalid_product(), { productId });
  return tour;
}

export async function getProduct(ctx: BookingContext, productId: string) {
  return productView(await sellableTour(ctx, productId));
}

function checkOption(optionId: string) {
  if (optionId !== OPTION_ID)
    throw new OctoError(400, 'INVALID_OPTION_ID', m.octo_invalid_option(), { optionId });
}

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const availabilityBody = z.object({
  productId: z.string(),
  optionId: z.string(),
  localDateStart: localDate.optional(),
  localDateEnd: localDate.optional(),
  availabilityIds: z.array(z.string()).max(100).optional(),
  units: z.array(z.object({ id: z.string(), quantity: z.number().int().min(0) })).optional(),
});

/** The site's departures of the range, clamped to the days we sell (today to the last bookable day). */
async function siteDepartures(ctx: BookingContext, tourId: string, from: string, to: string, now: Date) {
  const today = belizeToday(now);
  const first = from < today ? today : from;
  const lastDay = addDays(today, BOOKABLE_DAYS_AHEAD - 1);
  const last = to > lastDay ? lastDay : to;
  if (last < first) return [];
  return (await getAvailability(ctx.db, tourId, { from: first, to: last }, now)).dates;
}

export async function availability(
  ctx: BookingContext,
  input: z.output<typeof availabilityBody>,
  now = new Date(),
) {
  const tour = await sellableTour(ctx, input.productId);
  checkOption(input.optionId);
  let from = input.localDateStart;
  let to = input.localDateEnd;
  let wanted: Set<string> | undefined;
  if (input.availabilityIds?.length) {
    const departures = input.availabilityIds.map((id) => {
      const at = departureOfAvailabilityId(id);
      if (!at)
        throw new OctoError(400, 'INVALID_AVAILABILITY_ID', m.octo_invalid_availability(), {
          availabilityId: id,
        });
      return at;
    });
    const dates = departures.map((d) => d.date).sort();
    from = dates[0];
    to = dates.at(-1);
    wanted = new Set(input.availabilityIds);
  }
  if (!from || !to) throw new OctoError(400, 'BAD_REQUEST', m.octo_dates_required());
  const views = (await siteDepartures(ctx, tour.id, from, to, now))
    .filter((d) => d.status !== 'not-running')
    .map((d) => availabilityView(d, tour));
  return wanted ? views.filter((v) => wanted.has(v.id)) : views;
}

export async function availabilityCalendar(
  ctx: BookingContext,
  input: z.output<typeof availabilityBody>,
  now = new Date(),
) {
  const tour = await sellableTour(ctx, input.productId);
  checkOption(input.optionId);
  if (!input.localDateStart || !input.localDateEnd)
    throw new OctoError(400, 'BAD_REQUEST', m.octo_dates_required());
  const departures = await siteDepartures(ctx, tour.id, input.localDateStart, input.localDateEnd, now);
  return datesBetween(input.localDateStart, input.localDateEnd)
    .filter((date) => date <= addDays(input.localDateStart!, 366))
    .map((date) =>
      calendarDayView(
        date,
        departures.filter((d) => d.date === date),
      ),
    );
}

export const reserveBody = z.object({
  uuid: z.uuid().optional(),
  productId: z.string(),
  optionId: z.string(),
  availabilityId: z.string(),
  expirationMinutes: z.number().int().min(1).max(1440).optional(),
  notes: z.string().max(1000).nullable().optional(),
  unitItems: z
    .array(
      z.object({ unitId: z.string(), uuid: z.string().optional(), resellerReference: z.string().optional() }),
    )
    .max(100),
  resellerReference: z.string().max(120).optional(),
});

const COLUMN_OF_UNIT = {
  adult: 'adults',
  child: 'children',
  infant: 'infants',
  senior: 'seniors',
  resident: 'residents',
} as const;

/** Our answers about seats and parties, in OCTO's words. */
function octoErrorOf(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.statusCode === 404) return new OctoError(400, 'INVALID_PRODUCT_ID', error.message);
  if (error.statusCode === 400) return new OctoError(400, 'BAD_REQUEST', error.message);
  if (error.statusCode === 409 || error.statusCode === 429)
    return new OctoError(400, 'UNPROCESSABLE_ENTITY', error.message);
  return error;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Reserves (holds) seats for the reseller: the same seat statement and hold rules as our own pages,
 * counted against the reseller's own cap. The reseller's `uuid` makes it idempotent: the same uuid
 * again answers the booking it made.
 */
export async function reserve(
  ctx: BookingContext,
  reseller: Reseller,
  input: z.output<typeof reserveBody>,
  now = new Date(),
) {
  const uuid = input.uuid ?? randomUUID();
  const existing = await findResellerBooking(ctx.db, reseller.id, uuid, now);
  if (existing) return bookingView(existing, now);
  const tour = await sellableTour(ctx, input.productId);
  checkOption(input.optionId);
  const at = departureOfAvailabilityId(input.availabilityId);
  if (!at || !departuresOn(tour, at.date).some((d) => d.time === at.time)) {
    throw new OctoError(400, 'INVALID_AVAILABILITY_ID', m.octo_invalid_availability(), {
      availabilityId: input.availabilityId,
    });
  }
  if (input.unitItems.length === 0) throw new OctoError(400, 'BAD_REQUEST', m.octo_units_required());
  const sold = new Set(tourGuestTypes(tour.guestTypes).map((g) => g.type));
  const party = { adults: 0, children: 0, infants: 0, seniors: 0, residents: 0 };
  for (const item of input.unitItems) {
    const column = COLUMN_OF_UNIT[item.unitId as keyof typeof COLUMN_OF_UNIT];
    if (!column || !sold.has(item.unitId as keyof typeof COLUMN_OF_UNIT)) {
      throw new OctoError(400, 'INVALID_UNIT_ID', m.octo_invalid_unit(), { unitId: item.unitId });
    }
    party[column]++;
  }
  try {
    await createBooking(
      ctx,
      {
        tourId: tour.id,
        date: at.date,
        startTime: at.time,
        ...party,
        fullName: reseller.name,
        email: '',
        phone: '',
        specialRequirements: input.notes ?? undefined,
      },
      undefined,
      now,
      {
        caller: { id: `reseller:${reseller.id}`, maxUnpaidHolds: reseller.maxUnpaidHolds },
        reseller: { id: reseller.id, uuid, reference: input.resellerReference ?? null },
      },
    );
  } catch (error) {
    // The same uuid sent twice at once: the other request made the booking.
    if (!isUniqueViolation(error)) throw octoErrorOf(error);
  }
  const booking = await findResellerBooking(ctx.db, reseller.id, uuid, now);
  if (!booking) throw invalidBooking(uuid);
  if (input.expirationMinutes && booking.status === 'pending') {
    return extend(ctx, reseller, uuid, { expirationMinutes: input.expirationMinutes }, now);
  }
  return bookingView(booking, now);
}

async function ownBooking(ctx: BookingContext, reseller: Reseller, uuid: string, now: Date) {
  const booking = z.uuid().safeParse(uuid).success
    ? await findResellerBooking(ctx.db, reseller.id, uuid, now)
    : undefined;
  if (!booking) throw invalidBooking(uuid);
  return booking;
}

export async function getBooking(ctx: BookingContext, reseller: Reseller, uuid: string, now = new Date()) {
  return bookingView(await ownBooking(ctx, reseller, uuid, now), now);
}

export const listQuery = z.object({
  resellerReference: z.string().optional(),
  supplierReference: z.string().optional(),
  localDate: localDate.optional(),
  localDateStart: localDate.optional(),
  localDateEnd: localDate.optional(),
});

export async function listBookings(
  ctx: BookingContext,
  reseller: Reseller,
  query: z.output<typeof listQuery>,
  now = new Date(),
) {
  const rows = await repo.listResellerBookings(ctx.db, reseller.id, {
    resellerReference: query.resellerReference,
    supplierReference: query.supplierReference,
    localDateStart: query.localDate ?? query.localDateStart,
    localDateEnd: query.localDate ?? query.localDateEnd,
  });
  return rows.map((b) => bookingView(b, now));
}

const contactSchema = z.object({
  fullName: z.string().max(120).nullable().optional(),
  firstName: z.string().max(60).nullable().optional(),
  lastName: z.string().max(60).nullable().optional(),
  emailAddress: z.email().max(200).nullable().optional(),
  phoneNumber: z.string().max(40).nullable().optional(),
});
export const confirmBody = z.object({
  resellerReference: z.string().max(120).optional(),
  contact: contactSchema,
  emailReceipt: z.boolean().optional(),
});

/** Confirms a held booking on the reseller's account (no card): the guest named, the ticket issued. */
export async function confirm(
  ctx: BookingContext,
  reseller: Reseller,
  uuid: string,
  input: z.output<typeof confirmBody>,
  now = new Date(),
) {
  const booking = await ownBooking(ctx, reseller, uuid, now);
  const { contact } = input;
  const fullName = (
    contact.fullName?.trim() || [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim()
  ).slice(0, 120);
  if (!fullName) throw new OctoError(400, 'BAD_REQUEST', m.octo_contact_required());
  const outcome = await confirmOnAccount(
    ctx,
    booking.id,
    {
      fullName,
      email: contact.emailAddress?.toLowerCase() ?? '',
      phone: contact.phoneNumber?.trim() ?? '',
      resellerReference: input.resellerReference ?? null,
      resellerCommissionPercent: reseller.commissionPercent,
    },
    now,
  );
  if (!outcome.ok) throw new OctoError(400, 'UNPROCESSABLE_ENTITY', m.octo_not_on_hold());
  return bookingView(outcome.booking, now);
}

export const cancelBody = z.object({
  reason: z.string().max(500).nullable().optional(),
  force: z.boolean().optional(),
});

export async function cancel(
  ctx: BookingContext,
  reseller: Reseller,
  uuid: string,
  input: z.output<typeof cancelBody>,
  now = new Date(),
) {
  const booking = await ownBooking(ctx, reseller, uuid, now);
  if (
    !bookingView(booking, now).cancellable ||
    !(await cancelForReseller(ctx, booking.id, input.reason ?? null, now))
  ) {
    throw new OctoError(400, 'UNPROCESSABLE_ENTITY', m.octo_not_cancellable());
  }
  return bookingView((await findResellerBooking(ctx.db, reseller.id, uuid, now))!, now);
}

export const extendBody = z.object({ expirationMinutes: z.number().int().min(1).max(1440).optional() });

/**
 * Keeps a hold longer: `expirationMinutes` from now (the site's hold time when not given), never
 * more than a day after the hold was made.
 */
export async function extend(
  ctx: BookingContext,
  reseller: Reseller,
  uuid: string,
  input: z.output<typeof extendBody>,
  now = new Date(),
) {
  const booking = await ownBooking(ctx, reseller, uuid, now);
  const minutes = input.expirationMinutes ?? (await holdRules(ctx.db)).minutes;
  const until = new Date(
    Math.min(now.getTime() + minutes * 60_000, booking.createdAt.getTime() + LONGEST_HOLD_MS),
  );
  if (!(await extendResellerHold(ctx.db, booking.id, until, now))) {
    throw new OctoError(400, 'UNPROCESSABLE_ENTITY', m.octo_not_on_hold());
  }
  return bookingView((await findResellerBooking(ctx.db, reseller.id, uuid, now))!, now);
}
