import { addDays, BOOKABLE_DAYS_AHEAD, belizeToday } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findMerchantTour } from '../merchant-tours/merchant-tours.repository.ts';
import { toDeparture } from './departure-closure.service.ts';
import * as repo from './merchant-bookings.repository.ts';

export { closeDeparture } from './departure-closure.service.ts';

/** A merchant can close dates up to a year ahead. */
const CLOSE_DAYS_AHEAD = 366;
const TOUR_NOT_FOUND = () => notFound('TOUR_NOT_FOUND', m.errors_tour_not_found());
const dateIssue = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Departures (default: the next 60 days) that have bookings or were closed. */
export async function listDepartures(
  db: Db,
  merchantId: string,
  tourId: string,
  range: { from?: string; to?: string },
) {
  const today = belizeToday();
  const from = range.from ?? today;
  const to = range.to ?? addDays(from, BOOKABLE_DAYS_AHEAD - 1);
  if (to < from) throw dateIssue('to', m.errors_to_not_before_from());
  if (addDays(from, CLOSE_DAYS_AHEAD) < to) throw dateIssue('to', m.errors_at_most_one_year());
  if (!(await findMerchantTour(db, merchantId, tourId))) throw TOUR_NOT_FOUND();
  const rows = await repo.listDeparturesWithBookings(db, tourId, from, to);
  return { departures: rows.map((r) => toDeparture(r.departure, r.bookingCount)) };
}
