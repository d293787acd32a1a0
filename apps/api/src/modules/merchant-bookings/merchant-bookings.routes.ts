import {
  checkInBodySchema,
  checkInCodeParamsSchema,
  checkInLookupQuerySchema,
  checkInLookupSchema,
  closeDepartureBodySchema,
  closeDepartureResponseSchema,
  departurePassengerListSchema,
  departurePassengersParamsSchema,
  departureTimeQuerySchema,
  errorResponseSchema,
  merchantBookingDetailSchema,
  merchantBookingListQuerySchema,
  merchantBookingListResponseSchema,
  merchantBookingSchema,
  merchantDayDeparturesQuerySchema,
  merchantDayDeparturesSchema,
  merchantDepartureListQuerySchema,
  merchantDepartureListResponseSchema,
  walkInBookingBodySchema,
  walkInBookingResponseSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as departures from './departures.service.ts';
import * as service from './merchant-bookings.service.ts';
import * as passengers from './passengers.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const merchant = { access: 'merchant' as const };
const actorOf = (auth: AuthUser | null) => ({ userId: auth!.userId, merchantId: auth!.merchant!.id });
/** A guide-role member's account: they see only the departures their linked guide is on. */
const guideOf = (auth: AuthUser | null) => (auth!.merchantRole === 'guide' ? auth!.userId : null);

/** The merchant's bookings, check-in and departures (closing a date), own data only. */
export const merchantBookingRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  app.get(
    '/merchant/bookings',
    {
      config: merchant,
      schema: {
        tags: ['merchant bookings'],
        summary: 'Paid bookings of the merchant’s tours (upcoming or past) and the dates they fall on',
        querystring: merchantBookingListQuerySchema,
        response: { 200: merchantBookingListResponseSchema, ...errors },
      },
    },
    (request) => service.listBookings(app.db, actorOf(request.auth).merchantId, request.query),
  );

  app.get(
    '/merchant/bookings/:id',
    {
      config: merchant,
      schema: {
        tags: ['merchant bookings'],
        summary: 'One booking with the guest’s contact, payment, commission and history',
        params: z.object({ id: z.uuid({ error: 'Booking id must be a UUID' }) }),
        response: { 200: merchantBookingDetailSchema, ...errors },
      },
    },
    (request) => service.getBookingDetail(app.db, actorOf(request.auth).merchantId, request.params.id),
  );

  app.get(
    '/merchant/check-in/:code',
    {
      config: merchant,
      schema: {
        tags: ['merchant bookings'],
        summary:
          'Look a booking up by its confirmation code (case-insensitive) before checking in: whether it is for today’s departure (or the one given by `date` and `time`), and today’s departures of its tour it can join',
        params: checkInCodeParamsSchema,
        querystring: checkInLookupQuerySchema,
        response: { 200: checkInLookupSchema, ...errors },
      },
    },
    (request) => {
      const { date, time } = request.query;
      return service.lookUpForCheckIn(
        app.db,
        actorOf(request.auth).merchantId,
        request.params.code,
        date && time ? { departure: { date, time } } : {},
        guideOf(request.auth),
      );
    },
  );

  app.post(
    '/merchant/check-in',
    {
      config: merchant,
      schema: {
        tags: ['merchant bookings'],
        summary:
          'Check a guest in on today’s departure (or the one given); a code for another departure is refused (409 WRONG_DEPARTURE) unless `join` moves the party to today’s `departure` of its tour first. A retry with the same clientRequestId returns the same result',
        body: checkInBodySchema,
        response: { 200: merchantBookingSchema, ...errors },
      },
    },
    (request) =>
      service.checkIn(
        { db: app.db, payments, publicUrl: app.config.publicUrl },
        { ...actorOf(request.auth), guideUserId: guideOf(request.auth) },
        request.body,
      ),
  );

  const tourParams = z.object({ id: z.uuid({ error: 'Tour id must be a UUID' }) });

  app.get(
    '/merchant/tours/:id/departures',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary: 'Departures with bookings or closed, by default over the next 60 days',
        params: tourParams,
        querystring: merchantDepartureListQuerySchema,
        response: { 200: merchantDepartureListResponseSchema, ...errors },
      },
    },
    (request) =>
      departures.listDepartures(app.db, actorOf(request.auth).merchantId, request.params.id, request.query),
  );

  app.post(
    '/merchant/tours/:id/departures/close',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary:
          'Close a date or one departure: each paid guest moved to `moveTo` (seats checked for all at once; 409 DEPARTURE_TARGET_NOT_ENOUGH_SEATS naming the seats missing, nothing changed) or cancelled with a full refund; each guest emailed',
        params: tourParams,
        body: closeDepartureBodySchema,
        response: { 200: closeDepartureResponseSchema, ...errors },
      },
    },
    (request) =>
      departures.closeDeparture(
        { db: app.db, payments, publicUrl: app.config.publicUrl },
        actorOf(request.auth),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/merchant/departures',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary:
          'The merchant’s departures of a date (today in Belize by default) that have bookings or are closed, with guests expected and checked in',
        querystring: merchantDayDeparturesQuerySchema,
        response: { 200: merchantDayDeparturesSchema, ...errors },
      },
    },
    (request) =>
      passengers.departuresOnDate(
        app.db,
        actorOf(request.auth).merchantId,
        request.query,
        guideOf(request.auth),
      ),
  );

  app.get(
    '/merchant/tours/:id/departures/:date/passengers',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary:
          'The passenger list of a departure: paid bookings with party, pickup, contact, payment, park fee and check-in; cancelled ones apart; totals',
        params: departurePassengersParamsSchema,
        querystring: departureTimeQuerySchema,
        response: { 200: departurePassengerListSchema, ...errors },
      },
    },
    (request) =>
      passengers.departurePassengers(
        app.db,
        actorOf(request.auth).merchantId,
        request.params.id,
        request.params.date,
        request.query.time,
        guideOf(request.auth),
      ),
  );

  app.get(
    '/merchant/tours/:id/departures/:date/passengers.csv',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary: 'The same passenger list as a CSV file: one row per paid booking expected',
        params: departurePassengersParamsSchema,
        querystring: departureTimeQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, contentDisposition } = await passengers.departurePassengersCsv(
        app.db,
        actorOf(request.auth).merchantId,
        request.params.id,
        request.params.date,
        request.query.time,
        guideOf(request.auth),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition)
        .send(csv);
    },
  );

  app.post(
    '/merchant/tours/:id/departures/:date/walk-ins',
    {
      config: merchant,
      schema: {
        tags: ['merchant tours'],
        summary:
          'Add a walk-in or phone booking paid at the counter: it takes seats by the same rule as online bookings, is confirmed at once and records the platform commission as owed by the merchant',
        params: departurePassengersParamsSchema,
        body: walkInBookingBodySchema,
        response: { 201: walkInBookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const added = await passengers.addWalkIn(
        app.db,
        actorOf(request.auth),
        request.params.id,
        request.params.date,
        request.body,
      );
      return reply.status(201).send(added);
    },
  );
};
