import {
  FEW_SPOTS_LEFT,
  formatLongDate,
  quoteBooking,
  type RescheduleQuote,
  rescheduleBookingSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { InputField, SchemaForm, SubmitButton, selectProps, useSchemaForm } from '~/components/forms/form';
import { BackLink } from '~/components/ui/arrow-link';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { SelectBox } from '~/components/ui/select-box';
import { BookingErrorBoundary } from '~/features/booking/booking-states';
import { departureLabel, partyLabel } from '~/features/booking/booking-summary';
import { loadReschedule, rescheduleAction } from '~/features/booking/reschedule.server';
import { AvailabilityCalendar, type CalendarDay } from '~/features/tours/availability-calendar';
import { formatStartTime } from '~/features/tours/tour-format';
import { formatCharge } from '~/lib/display';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/account-booking-reschedule';

/**
 * /account/bookings/{id}/reschedule: move a booking to another date or party size. A form that works
 * without JavaScript: the dates with seats left, the party, and a card for a higher total.
 */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadReschedule(context, request, params.bookingId);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  rescheduleAction(context, request, params.bookingId);

export const headers = loaderHeaders;

export function meta() {
  return [{ title: m.booking_reschedule_meta() }, { name: 'robots', content: 'noindex' }];
}

/** This page charges the card (or refunds it): amounts as charged, in US dollars. */
const money = (cents: number) => formatCharge(cents, { cents: true });

export default function RescheduleBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { options, requestKey } = loaderData;
  const adultPrice = quoteBooking({ priceCents: options.adultPrice, adults: 1, children: 0 }).totalCents;
  const [form, fields] = useSchemaForm(rescheduleBookingSchema, {
    lastResult: actionData?.result,
    defaultValue: { adults: String(options.adults), children: String(options.children) },
  });
  // The page opens on the booked departure; the booked date is offered even when its seats are all
  // taken (by this booking among others), so that the form starts from what the traveller has.
  const [date, setDate] = useState(options.date);
  const dates = options.dates.some((d) => d.date === options.date)
    ? options.dates
    : [...options.dates, { date: options.date, seatsLeft: 0 }].sort((a, b) => a.date.localeCompare(b.date));
  // The select is the form's field and works without JavaScript; the calendar drives it once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const calendarDays: CalendarDay[] = dates.map((d) => ({
    date: d.date,
    seatsLeft: d.seatsLeft,
    price: d.price,
    status: d.date === options.date || d.seatsLeft > FEW_SPOTS_LEFT ? 'available' : 'few-left',
  }));
  // Only a change can be sent: the same date and party change nothing.
  const unchanged =
    date === options.date &&
    String(fields.adults.value ?? options.adults) === String(options.adults) &&
    String(fields.children.value ?? options.children) === String(options.children);
  const adults = String(fields.adults.value ?? options.adults);
  const children = String(fields.children.value ?? options.children);
  const quote = useRescheduleQuote(options.bookingId, unchanged ? null : { date, adults, children });
  const { error: dateError, ...dateProps } = selectProps(fields.date);
  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-10 sm:px-6">
      <BackLink to="/account/bookings">{m.booking_my_bookings()}</BackLink>
      <section className="mt-2 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{m.booking_reschedule_heading()}</h1>
        <p className="text-slate-700">
          {options.tourTitle}: {departureLabel(options)} · {partyLabel(options.adults, options.children)} ·{' '}
          {money(options.paidTotal)}
        </p>
        <p className="text-sm text-slate-600">{options.rule}</p>
        {!options.allowed ? (
          <Banner tone="info">{m.booking_reschedule_closed()}</Banner>
        ) : options.dates.length === 0 ? (
          <Banner tone="info">{m.booking_reschedule_no_dates()}</Banner>
        ) : (
          <SchemaForm form={form} className="space-y-4" aria-label={m.booking_reschedule_heading()}>
            <input type="hidden" name="requestKey" value={requestKey} />
            <div>
              <label htmlFor={dateProps.id} className="block text-sm font-medium text-slate-800">
                {m.booking_new_date()}
              </label>
              <SelectBox
                {...dateProps}
                defaultValue={undefined}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${dateProps.id}-error` : undefined}
                options={dates.map((d) => ({
                  value: d.date,
                  label:
                    d.date === options.date
                      ? m.wayfinding_reschedule_booked_date({ date: formatLongDate(d.date) })
                      : m.booking_date_with_seats({
                          date: formatLongDate(d.date),
                          seats: m.booking_seats_left({ count: d.seatsLeft }),
                        }),
                }))}
              />
              {dateError && (
                <p id={`${dateProps.id}-error`} className="mt-1 text-sm text-red-700">
                  {dateError}
                </p>
              )}
              {hydrated && (
                <AvailabilityCalendar
                  days={calendarDays}
                  min={dates[0]?.date ?? date}
                  max={dates.at(-1)?.date ?? date}
                  value={date}
                  priceCents={adultPrice}
                  onSelect={setDate}
                />
              )}
            </div>
            <div className="grid grid-cols-2 gap-3">
              <InputField
                field={fields.adults}
                label={m.booking_adults()}
                type="number"
                min={1}
                max={options.maxGroupSize}
              />
              <InputField
                field={fields.children}
                label={m.booking_children_ages()}
                type="number"
                min={0}
                max={options.maxGroupSize}
              />
            </div>
            <p className="text-sm text-slate-600">
              {m.booking_reschedule_prices({ paid: money(options.paidTotal) })}
            </p>
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-800">
                {m.booking_reschedule_card_legend()}
              </legend>
              <InputField field={fields.cardName} label={m.booking_name_on_card()} autoComplete="cc-name" />
              <InputField
                field={fields.cardNumber}
                label={m.booking_card_number()}
                inputMode="numeric"
                autoComplete="cc-number"
              />
              <div className="grid grid-cols-2 gap-3">
                <InputField
                  field={fields.expiryDate}
                  label={m.booking_expiry_mm_yy()}
                  autoComplete="cc-exp"
                />
                <InputField
                  field={fields.cvv}
                  label={m.booking_card_cvv()}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                />
              </div>
            </fieldset>
            <div
              id="reschedule-change"
              role="status"
              className="space-y-1 text-sm font-medium text-slate-800"
            >
              <p>
                {unchanged
                  ? m.wayfinding_reschedule_unchanged()
                  : m.wayfinding_reschedule_new_departure({
                      date: formatLongDate(date),
                      time: formatStartTime(options.time),
                    })}
              </p>
              {!unchanged && quote && <QuoteLine state={quote} />}
            </div>
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <ButtonLink to="/account/bookings" variant="secondary" className="min-h-11">
                {m.booking_keep()}
              </ButtonLink>
              <SubmitButton
                busyLabel={m.booking_changing()}
                className="min-h-11"
                size="md"
                disabled={hydrated && unchanged}
              >
                {m.booking_change_booking()}
              </SubmitButton>
            </div>
          </SchemaForm>
        )}
      </section>
    </div>
  );
}

type QuoteState =
  | { status: 'loading' }
  | { status: 'ready'; quote: RescheduleQuote }
  | { status: 'failed'; reason: string };

/**
 * The price of the change shown on the form, asked of the server (the new date's season, the
 * policy's refund of a smaller party) a moment after the date or party last changed. Null before the
 * page's script runs or while nothing changes.
 */
function useRescheduleQuote(
  bookingId: string,
  change: { date: string; adults: string; children: string } | null,
): QuoteState | null {
  const fetcher = useFetcher<{ quote: RescheduleQuote | null; failure: string | null }>({
    key: `reschedule-quote-${bookingId}`,
  });
  const query = change ? new URLSearchParams(change).toString() : null;
  const [asked, setAsked] = useState<string | null>(null);
  const { load } = fetcher;
  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => {
      setAsked(query);
      void load(`/account/bookings/${bookingId}/reschedule/quote?${query}`);
    }, 250);
    return () => clearTimeout(timer);
  }, [bookingId, query, load]);
  if (!query) return null;
  if (asked !== query || fetcher.state !== 'idle' || !fetcher.data) return { status: 'loading' };
  const { quote, failure } = fetcher.data;
  if (quote) return { status: 'ready', quote };
  // A refused date or party: its field says why, and no price is shown.
  return failure ? { status: 'failed', reason: failure } : null;
}

function QuoteLine({ state }: { state: QuoteState }) {
  if (state.status === 'loading')
    return <p className="font-normal text-slate-600">{m.wayfinding_reschedule_quote_loading()}</p>;
  if (state.status === 'failed')
    return <p className="text-red-700">{m.wayfinding_reschedule_quote_failed({ reason: state.reason })}</p>;
  const { quote } = state;
  const total = money(quote.totalCents);
  return (
    <p>
      {quote.chargeCents > 0
        ? m.wayfinding_reschedule_quote_more({ total, amount: money(quote.chargeCents) })
        : quote.refundCents > 0
          ? m.wayfinding_reschedule_quote_refund({ total, amount: money(quote.refundCents) })
          : m.wayfinding_reschedule_quote_same({ total })}
    </p>
  );
}

export const ErrorBoundary = BookingErrorBoundary;
