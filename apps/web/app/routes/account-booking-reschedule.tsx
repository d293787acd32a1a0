import {
  FEW_SPOTS_LEFT,
  formatLongDate,
  formatUsd,
  quoteBooking,
  rescheduleBookingSchema,
} from '@belizepass/domain';
import { useEffect, useState } from 'react';
import { InputField, SchemaForm, SubmitButton, selectProps, useSchemaForm } from '~/components/forms/form';
import { BackLink } from '~/components/ui/arrow-link';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { SelectBox } from '~/components/ui/select-box';
import { BookingErrorBoundary } from '~/features/booking/booking-states';
import { partyLabel } from '~/features/booking/booking-summary';
import { loadReschedule, rescheduleAction } from '~/features/booking/reschedule.server';
import { AvailabilityCalendar, type CalendarDay } from '~/features/tours/availability-calendar';
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
  return [{ title: 'Change date or party | BelizePass' }, { name: 'robots', content: 'noindex' }];
}

const money = (cents: number) => formatUsd(cents, { cents: true });

export default function RescheduleBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { options, requestKey } = loaderData;
  const adultPrice = quoteBooking({ priceCents: options.adultPrice, adults: 1, children: 0 }).totalCents;
  const [form, fields] = useSchemaForm(rescheduleBookingSchema, {
    lastResult: actionData?.result,
    defaultValue: { adults: String(options.adults), children: String(options.children) },
  });
  const [date, setDate] = useState(options.dates.find((d) => d.date !== options.date)?.date ?? options.date);
  // The select is the form's field and works without JavaScript; the calendar drives it once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const calendarDays: CalendarDay[] = options.dates.map((d) => ({
    date: d.date,
    seatsLeft: d.seatsLeft,
    status: d.seatsLeft <= FEW_SPOTS_LEFT ? 'few-left' : 'available',
  }));
  const { error: dateError, ...dateProps } = selectProps(fields.date);
  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-10 sm:px-6">
      <BackLink to="/account/bookings">My Bookings</BackLink>
      <section className="mt-2 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Change date or party</h1>
        <p className="text-slate-700">
          {options.tourTitle}: {formatLongDate(options.date)} · {partyLabel(options.adults, options.children)}{' '}
          · {money(options.paidTotal)}
        </p>
        <p className="text-sm text-slate-600">{options.rule}</p>
        {!options.allowed ? (
          <Banner tone="info">
            Changes are possible up to 24 hours before departure. Please contact the operator.
          </Banner>
        ) : options.dates.length === 0 ? (
          <Banner tone="info">No other date has seats left in the next 60 days.</Banner>
        ) : (
          <SchemaForm form={form} className="space-y-4" aria-label="Change date or party">
            <input type="hidden" name="requestKey" value={requestKey} />
            <div>
              <label htmlFor={dateProps.id} className="block text-sm font-medium text-slate-800">
                New date
              </label>
              <SelectBox
                {...dateProps}
                defaultValue={undefined}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${dateProps.id}-error` : undefined}
                options={options.dates.map((d) => ({
                  value: d.date,
                  label: `${formatLongDate(d.date)} (${d.seatsLeft} ${d.seatsLeft === 1 ? 'seat' : 'seats'} left)`,
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
                  min={options.dates[0]?.date ?? date}
                  max={options.dates.at(-1)?.date ?? date}
                  value={date}
                  priceCents={adultPrice}
                  onSelect={setDate}
                />
              )}
            </div>
            <div className="grid grid-cols-2 gap-3">
              <InputField
                field={fields.adults}
                label="Adults"
                type="number"
                min={1}
                max={options.maxGroupSize}
              />
              <InputField
                field={fields.children}
                label="Children (2-12)"
                type="number"
                min={0}
                max={options.maxGroupSize}
              />
            </div>
            <p className="text-sm text-slate-600">
              Price today: {money(adultPrice)} per adult, {money(options.childPrice)} per child. You paid{' '}
              {money(options.paidTotal)}; a higher total charges the difference to the card below, a lower one
              is refunded.
            </p>
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-800">
                Card (only charged when the new total is higher)
              </legend>
              <InputField field={fields.cardName} label="Name on card" autoComplete="cc-name" />
              <InputField
                field={fields.cardNumber}
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
              />
              <div className="grid grid-cols-2 gap-3">
                <InputField field={fields.expiryDate} label="Expiry (MM/YY)" autoComplete="cc-exp" />
                <InputField field={fields.cvv} label="CVV" inputMode="numeric" autoComplete="cc-csc" />
              </div>
            </fieldset>
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <ButtonLink to="/account/bookings" variant="secondary" className="min-h-11">
                Keep booking
              </ButtonLink>
              <SubmitButton busyLabel="Changing…" className="min-h-11" size="md">
                Change booking
              </SubmitButton>
            </div>
          </SchemaForm>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = BookingErrorBoundary;
