import {
  belizeToday,
  closeDepartureBodySchema,
  departureStartInstant,
  formatClockTime,
  formatLongDate,
  formatShortDate,
  type MerchantTour,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useEffect, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { TextareaField, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { TitledSection } from '~/components/ui/titled-section';
import { BookableDateField } from '~/features/tours/booking-date-field';
import { formatCharge } from '~/lib/display';
import { ConsoleDialog, DialogCancel, FetcherSchemaForm, useFormAnswer } from './console-dialog';
import { DANGER_BUTTON } from './merchant-styles';
import { passengerListHref } from './passenger-list-screen';
import type { CloseDateAnswer, DeparturesView } from './tours.server';

function DepartureList({ view }: { view: DeparturesView | null }) {
  if (!view) return null;
  if (view.failure) {
    return (
      <div className="mt-2">
        <Banner>{view.failure}</Banner>
      </div>
    );
  }
  if (view.departures.length === 0) {
    return <p className="mt-2 text-slate-600">{m.merchant_departures_empty()}</p>;
  }
  return (
    <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {view.departures.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5 text-sm">
          <span className="font-medium text-slate-900">
            {formatShortDate(d.date)} · {formatClockTime(d.time)}
          </span>
          {d.closed ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-800">
                {d.closedReason
                  ? m.merchant_departure_closed_reason({ reason: d.closedReason })
                  : m.merchant_departure_closed()}
              </span>
              <ReopenButton tourId={view.tourId} date={d.date} time={d.time} />
            </span>
          ) : (
            <span className="text-slate-600">
              {m.merchant_departure_seats_taken({ taken: d.seatsTaken, capacity: d.capacity })} ·{' '}
              {m.merchant_departure_bookings({ count: d.bookingCount })}
            </span>
          )}
          {d.bookingCount > 0 && (
            <Link
              to={passengerListHref(view.tourId, d.date)}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
            >
              {m.merchant_passengers()}
              <span className="sr-only"> {m.merchant_passengers_on({ date: formatShortDate(d.date) })}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Reopen" on a closed departure still to come: a form post to My Tours' action. */
function ReopenButton({ tourId, date, time }: { tourId: string; date: string; time: string }) {
  if (new Date(departureStartInstant(date, time)) <= new Date()) return null;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={tourId} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="time" value={time} />
      <button
        type="submit"
        name="intent"
        value="reopen-date"
        className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
      >
        {m.departure_reopen_short()}
        <span className="sr-only">
          {' '}
          {m.departure_reopen_on({ date: formatShortDate(date), time: formatClockTime(time) })}
        </span>
      </button>
    </Form>
  );
}

/**
 * "Close a date": checked, then confirmed, then done; closing cancels every booking on it with a
 * full refund and emails each tourist.
 */
function CloseDateForm({ tourId }: { tourId: string }) {
  const { pathname, search } = useLocation();
  const today = belizeToday();
  const { fetcher, answer, pending } = useFormAnswer<CloseDateAnswer>('close-date');
  const [form, fields] = useSchemaForm(closeDepartureBodySchema, {
    id: `close-date-${tourId}`,
    lastResult: answer?.result,
  });
  const [review, setReview] = useState(answer?.review ?? null);
  useEffect(() => setReview(answer?.review ?? null), [answer]);
  const closed = answer?.closed;

  return (
    <>
      {closed && (
        <Banner tone="success" title={m.merchant_date_closed()}>
          {closed.cancelledBookings === 0
            ? m.merchant_date_closed_none()
            : m.merchant_date_closed_cancelled({
                count: closed.cancelledBookings,
                amount: formatCharge(closed.refundedAmount, { cents: true }),
              })}
        </Banner>
      )}
      <FetcherSchemaForm
        form={form}
        fetcher={fetcher}
        intent="close-date"
        className="space-y-4 border-t border-slate-200 pt-5"
      >
        <input type="hidden" name="id" value={tourId} />
        <h3 className="font-semibold text-slate-900">{m.merchant_close_a_date()}</h3>
        <BookableDateField field={fields.date} today={today} onChange={() => setReview(null)} />
        <TextareaField
          field={fields.reason}
          label={m.merchant_reason()}
          rows={2}
          hint={m.merchant_reason_hint()}
        />
        {review ? (
          <div
            role="alertdialog"
            aria-labelledby="close-confirm-title"
            className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
          >
            <p id="close-confirm-title" className="font-semibold text-red-900">
              {m.merchant_close_date_question({ date: formatLongDate(review.date) })}
            </p>
            {review.affects && (
              <p className="font-medium text-red-900">
                {m.departure_date_affects({
                  bookings: review.affects.bookings,
                  guests: review.affects.guests,
                  seats: review.affects.seats,
                })}
              </p>
            )}
            <p className="text-red-900">{m.merchant_close_date_warning()}</p>
            {(review.affects?.bookings ?? 0) > 0 && (
              <p>
                <Link
                  to={`${passengerListHref(tourId, review.date)}?close=1`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                >
                  {m.departure_move_instead()}
                </Link>
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogCancel
                closeHref={`${pathname}${search}`}
                onClose={() => setReview(null)}
                disabled={pending}
              >
                {m.merchant_keep_it_open()}
              </DialogCancel>
              <button type="submit" name="step" value="confirm" className={DANGER_BUTTON} disabled={pending}>
                {pending && <Spinner label={m.merchant_closing_date()} className="size-4" />}
                {m.merchant_close_date_and_refund()}
              </button>
            </div>
          </div>
        ) : (
          <Button
            type="submit"
            name="step"
            value="review"
            variant="secondary"
            className="min-h-11"
            disabled={pending}
          >
            {m.merchant_close_this_date()}
          </Button>
        )}
      </FetcherSchemaForm>
    </>
  );
}

/** "Manage dates": the tour's departures that have bookings or are closed, and closing a date. */
export function DeparturesDialog({
  tour,
  view,
  closeHref,
  onClose,
}: {
  tour: Pick<MerchantTour, 'id' | 'title'> | null;
  view: DeparturesView | null;
  closeHref: string;
  onClose: () => void;
}) {
  return (
    <ConsoleDialog
      open={tour !== null}
      onClose={onClose}
      closeHref={closeHref}
      title={m.merchant_manage_dates_title({ title: tour?.title ?? '' })}
      size="md"
    >
      {tour && (
        <div className="space-y-5">
          <TitledSection
            id="departures-title"
            title={m.merchant_dates_with_bookings()}
            heading="h3"
            titleClassName="font-semibold text-slate-900"
          >
            <DepartureList view={view?.tourId === tour.id ? view : null} />
          </TitledSection>
          <CloseDateForm key={tour.id} tourId={tour.id} />
        </div>
      )}
    </ConsoleDialog>
  );
}
