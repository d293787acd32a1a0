import {
  availabilityMessage,
  belizeTimeNow,
  belizeToday,
  createBookingSchema,
  formatClockTime,
  formatLongDate,
  isBookable,
  partyIssues,
  quoteBooking,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { InputField, SchemaForm, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { BackLink } from '~/components/ui/arrow-link';
import { Banner } from '~/components/ui/banner';
import { Card } from '~/components/ui/card';
import { BookableDateField } from '~/features/tours/booking-date-field';
import { DepartureTimes } from '~/features/tours/departure-times';
import { choiceQuery, chosenDeparture, countsOf, guestTypesOf } from '~/features/tours/departures';
import { GuideLanguageSelect } from '~/features/tours/guide-language-select';
import { PickupZoneSelect } from '~/features/tours/pickup-zone-select';
import { PriceSummary } from '~/features/tours/price-summary';
import { PartySteppers } from '~/features/tours/quantity-stepper';
import { formatStartTime } from '~/features/tours/tour-format';
import { formatPrice } from '~/lib/display';
import { parkFeeOf } from '~/lib/park-fee';
import type { BookingFormData } from './booking-form.server';

const CARD_TITLE = 'mb-4 text-lg font-bold text-slate-900';

/**
 * The booking form (spec section 3): contact details, date and start time, the party by the tour's
 * guest types, the pickup zone and hotel of a tour that picks up, and requests, checked with the
 * shared `createBookingSchema` in the browser and again in the action (the group's minimum before
 * submitting with `partyIssues`). It posts to this route's action, so it works without JavaScript;
 * the address keeps the choice, so reloading keeps it.
 */
export function BookingFormPage({
  loaderData,
  actionData,
  backTo,
  framed = false,
  hidden = {},
}: {
  loaderData: BookingFormData;
  actionData?: { result?: SubmissionResult<string[]> };
  /** The back link's page: the tour's page (on the site, or in the widget). */
  backTo: string;
  /** Shown in the operator's widget: links to the rest of the site open in a new tab. */
  framed?: boolean;
  /** More hidden fields the form sends (the widget's key to the held booking). */
  hidden?: Record<string, string>;
}) {
  const { tour, check, today, days, contact, heldId, offer } = loaderData;
  const partyId = useId();
  const [date, setDate] = useState(check.choice.date);
  const [time, setTime] = useState(check.choice.time);
  const [party, setParty] = useState(check.choice.party);
  const [pickupZoneId, setPickupZoneId] = useState(check.choice.pickupZoneId);
  const [form, fields] = useSchemaForm(createBookingSchema, {
    id: 'booking',
    lastResult: actionData?.result,
    defaultValue: { ...contact, tourId: tour.id, date: check.choice.date },
  });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated) return;
    const query = choiceQuery({ date, time, party, pickupZoneId });
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`);
  }, [hydrated, date, time, party, pickupZoneId]);

  const day = days?.find((d) => d.date === date);
  const departure = chosenDeparture(day, time);
  // The seats of a waitlist offer are held for this traveller on its departure only.
  const offered =
    offer.entry && offer.entry.date === date && (!departure || departure.startTime === offer.entry.time)
      ? offer.entry
      : null;
  const dateProblem = date && days && !isBookable(day) && !offered ? availabilityMessage(day) : undefined;
  const offerUntil = offer.entry?.offerExpiresAt ? new Date(offer.entry.offerExpiresAt) : null;
  const guestTypes = guestTypesOf(tour);
  const guests = countsOf(party);
  const issues = partyIssues({
    guests,
    guestTypes,
    minGroupSize: tour.groupSize.min,
    maxGroupSize: tour.groupSize.max,
  });
  const picksUp = tour.pickup.mode === 'zones' && tour.pickup.zones.length > 0;
  const zone = tour.pickup.zones.find((z) => z.id === pickupZoneId);
  const price = quoteBooking({
    priceCents: departure?.price ?? day?.price ?? tour.price,
    originalPriceCents: tour.originalPrice,
    guests,
    guestTypes,
    parkFee: parkFeeOf(tour),
    pickupFeeCents: zone?.fee ?? 0,
  });
  const partyError = (field: keyof typeof party) =>
    fields[field].errors?.[0] ?? (hydrated ? issues.find((i) => i.field === field)?.message : undefined);

  return (
    <div className="flex-1 bg-slate-50/60">
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 md:py-10">
        <BackLink to={backTo}>{m.booking_back_to_tour()}</BackLink>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.booking_heading()}
        </h1>
        <p className="mt-1 text-slate-600">
          {tour.title} · {tour.location}
        </p>

        {offer.token && (
          <div className="mt-4">
            {offer.entry && offerUntil ? (
              <Banner tone="success" title={m.waitlist_offer_title()}>
                {m.waitlist_offer_until({
                  date: formatLongDate(belizeToday(offerUntil)),
                  time: formatClockTime(belizeTimeNow(offerUntil)),
                })}
              </Banner>
            ) : (
              <Banner>{m.waitlist_offer_gone()}</Banner>
            )}
          </div>
        )}
        <SchemaForm form={form} className="mt-6 space-y-6">
          <input type="hidden" name={fields.tourId.name} value={tour.id} />
          {offered && <input type="hidden" name={fields.offer.name} value={offer.token ?? ''} />}
          {offered && <input type="hidden" name={fields.startTime.name} value={offered.time} />}
          {heldId && <input type="hidden" name="held" value={heldId} />}
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="space-y-6">
              <Card id="contact-heading" title={m.booking_contact_title()} titleClassName={CARD_TITLE}>
                <div className="grid gap-4 sm:grid-cols-2">
                  <InputField
                    field={fields.fullName}
                    label={m.booking_full_name()}
                    autoComplete="name"
                    className="sm:col-span-2"
                  />
                  <InputField
                    field={fields.email}
                    label={m.booking_email()}
                    type="email"
                    autoComplete="email"
                  />
                  <InputField field={fields.phone} label={m.booking_phone()} type="tel" autoComplete="tel" />
                </div>
              </Card>

              <Card
                id="tour-details-heading"
                title={m.booking_tour_details_title()}
                titleClassName={CARD_TITLE}
              >
                <div className="space-y-5">
                  <div>
                    <BookableDateField
                      field={fields.date}
                      today={today}
                      onChange={(event) => setDate(event.currentTarget.value)}
                      hint={
                        date && departure
                          ? m.booking_date_hint({
                              date: formatLongDate(date),
                              time: formatStartTime(departure.startTime),
                            })
                          : undefined
                      }
                    />
                    <p aria-live="polite" className="text-sm font-medium text-red-700">
                      {!fields.date.errors && dateProblem}
                    </p>
                  </div>
                  {day && !offered && (
                    <DepartureTimes
                      name={fields.startTime.name}
                      departures={day.departures}
                      value={departure?.startTime ?? time}
                      onChange={setTime}
                      error={fields.startTime.errors?.[0]}
                    />
                  )}
                  <fieldset className="space-y-3">
                    <legend className="sr-only">{m.tours_party_size()}</legend>
                    <PartySteppers
                      idPrefix={partyId}
                      guestTypes={guestTypes}
                      party={party}
                      onChange={(field, value) => setParty((p) => ({ ...p, [field]: value }))}
                      errors={{
                        adults: partyError('adults'),
                        children: partyError('children'),
                        infants: partyError('infants'),
                        seniors: partyError('seniors'),
                        residents: partyError('residents'),
                      }}
                    />
                  </fieldset>
                  {picksUp && (
                    <PickupZoneSelect
                      id={`${partyId}-pickup`}
                      name={fields.pickupZoneId.name}
                      zones={tour.pickup.zones}
                      startTime={departure?.startTime}
                      value={pickupZoneId}
                      onChange={setPickupZoneId}
                      error={fields.pickupZoneId.errors?.[0]}
                    />
                  )}
                  {tour.languages.length > 1 && (
                    <GuideLanguageSelect
                      id={`${partyId}-language`}
                      field={fields.guideLanguage}
                      languages={tour.languages}
                    />
                  )}
                  <InputField
                    field={fields.hotel}
                    label={picksUp ? m.web_model_tr_hotel_label() : m.booking_hotel_label()}
                    autoComplete="off"
                    hint={picksUp ? m.web_model_tr_hotel_hint() : m.booking_hotel_hint()}
                  />
                  <TextareaField
                    field={fields.specialRequirements}
                    label={m.booking_requirements_label()}
                    rows={3}
                    hint={m.booking_requirements_hint()}
                  />
                  {!picksUp && tour.meetingPoint && (
                    <p className="text-sm text-slate-600">
                      <span className="font-medium text-slate-800">{m.booking_meeting_point_label()}</span>{' '}
                      {tour.meetingPoint}
                    </p>
                  )}
                </div>
              </Card>
            </div>

            <aside className="space-y-4 lg:sticky lg:top-24 lg:h-fit">
              <Card
                id="booking-summary-heading"
                title={m.booking_summary_title()}
                titleClassName={CARD_TITLE}
              >
                <p className="mb-3 text-sm font-semibold text-slate-900">{tour.title}</p>
                {date && (
                  <p className="mb-3 text-sm text-slate-600">
                    {departure
                      ? m.booking_date_at_time({
                          date: formatLongDate(date),
                          time: formatStartTime(departure.startTime),
                        })
                      : formatLongDate(date)}
                  </p>
                )}
                <PriceSummary price={price} money={(cents) => formatPrice(cents, { cents: true })} />
              </Card>
              <SubmitButton busyLabel={m.booking_holding_seats()}>
                {m.booking_continue_to_payment()}
                <ArrowRight aria-hidden="true" className="size-5" />
              </SubmitButton>
              <p className="text-center text-xs text-slate-500">
                {m.booking_hold_note_before()}{' '}
                <Link
                  to="/refund-policy"
                  className="underline hover:text-brand-700"
                  {...(framed ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  {m.booking_hold_note_link()}
                </Link>
                {m.booking_hold_note_after()}
              </p>
            </aside>
          </div>
        </SchemaForm>
      </div>
    </div>
  );
}
