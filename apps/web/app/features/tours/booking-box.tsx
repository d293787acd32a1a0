import {
  type AvailabilityResponse,
  availabilityMessage,
  formatLongDate,
  isBookable,
  isIsoDate,
  MESSAGES,
  partyIssues,
  quoteBooking,
  type TourDetail,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarDays, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { ButtonLink, buttonClass } from '~/components/ui/button';
import { TitledSection } from '~/components/ui/titled-section';
import { browserApi } from '~/lib/api-client';
import { formatPrice } from '~/lib/display';
import { parkFeeOf, tourParkFeeText } from '~/lib/park-fee';
import { AvailabilityCalendar } from './availability-calendar';
import { type BookingChoice, initialBookingChoice, lastBookableDay } from './booking-query';
import { DepartureTimes } from './departure-times';
import { choiceQuery, chosenDeparture, countsOf, departuresByDate, guestTypesOf } from './departures';
import { PickupZoneSelect } from './pickup-zone-select';
import { PriceSummary } from './price-summary';
import { PartySteppers } from './quantity-stepper';
import { formatStartTime } from './tour-format';
import { TourSignalList } from './tour-signals';

/** The party's quote in the visitor's currency, with cents (decision 029). */
const partyMoney = (cents: number) => formatPrice(cents, { cents: true });

function messageTone(day: { status: string } | undefined): string {
  if (!day) return 'text-slate-700';
  if (day.status === 'available') return 'text-green-700';
  if (day.status === 'few-left') return 'text-amber-700';
  return 'text-red-700';
}

/**
 * Date, party and price for one tour. It is a GET form to /booking/{tourId}, so it also works without
 * JavaScript; with JavaScript, Book Now without a date raises "Please select a date".
 */
type AvailabilityState =
  | { status: 'loading' }
  | { status: 'ready'; data: AvailabilityResponse }
  | { status: 'failed' };

/**
 * Seats change with every booking, so the browser asks for them (a live call through `browserApi`,
 * docs/decisions/016-web-data-flow.md): the page itself is the same for every visitor and is served
 * from the server's page cache. Without JavaScript the booking page checks the date instead.
 */
function useAvailability(tourId: string): AvailabilityState {
  const [state, setState] = useState<AvailabilityState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    browserApi
      .get<AvailabilityResponse>(`/api/tours/${encodeURIComponent(tourId)}/availability`)
      .then((data) => current && setState({ status: 'ready', data }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [tourId]);
  return state;
}

export function BookingBox({
  tour,
  today,
  initial,
  bookingPath = `/booking/${tour.id}`,
  offersWaitlist = true,
}: {
  tour: TourDetail;
  today: string;
  initial: BookingChoice;
  /** The booking form the box sends its choice to (the operator's widget has its own). */
  bookingPath?: string;
  /** A sold-out date offers its waitlist (not in the operator's widget, whose frame shows only it). */
  offersWaitlist?: boolean;
}) {
  const availabilityState = useAvailability(tour.id);
  const availability = availabilityState.status === 'ready' ? availabilityState.data : null;
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [party, setParty] = useState(initial.party);
  const [pickupZoneId, setPickupZoneId] = useState(initial.pickupZoneId);
  // A date from the address that cannot be booked is named, not silently dropped.
  const [refusedDate, setRefusedDate] = useState(initial.refusedDate);
  // Without JavaScript the button stays a plain submit; the booking page then checks the values.
  const [hydrated, setHydrated] = useState(false);
  // The page is served from a cache that keeps only some of the address's parameters: the browser
  // reads the whole choice (time, every guest type, pickup zone) from its own address once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on hydration
  useEffect(() => {
    const own = initialBookingChoice(new URLSearchParams(window.location.search), today, tour.groupSize.min);
    if (own.date) setDate(own.date);
    setRefusedDate(own.refusedDate);
    setTime(own.time);
    setParty(own.party);
    setPickupZoneId(own.pickupZoneId);
    setHydrated(true);
  }, []);

  // The address keeps the choice, so reloading the page keeps it too.
  useEffect(() => {
    if (!hydrated) return;
    // Nothing chosen yet (no date, the starting party): the address stays as it was opened.
    const start = initialBookingChoice(new URLSearchParams(), today, tour.groupSize.min).party;
    const untouched =
      !date &&
      !time &&
      !pickupZoneId &&
      Object.entries(party).every(([k, v]) => start[k as keyof typeof start] === v);
    const query = untouched ? '' : choiceQuery({ date, time, party, pickupZoneId });
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [hydrated, date, time, party, pickupZoneId, today, tour.groupSize.min]);

  const lastDay = lastBookableDay(today);
  const days = availability ? departuresByDate(availability.dates) : [];
  const day = days.find((d) => d.date === date);
  const departure = chosenDeparture(day, time);
  const bookable = Boolean(date) && isBookable(day);
  const needsTime = bookable && !departure;
  // While seats are being checked the date is neither bookable nor refused.
  const unavailable = Boolean(date) && !bookable && availabilityState.status !== 'loading';
  // A sold-out date offers its waitlist instead of a dead end (docs/decisions/045-waitlist.md).
  const soldOut =
    offersWaitlist && unavailable && Boolean(day?.departures.some((d) => d.status === 'sold-out'));
  const message = !date
    ? refusedDate
      ? m.wayfinding_date_out_of_range({
          date: isIsoDate(refusedDate) ? formatLongDate(refusedDate) : refusedDate,
          first: formatLongDate(today),
          last: formatLongDate(lastDay),
        })
      : ''
    : availability
      ? availabilityMessage(departure ?? day)
      : availabilityState.status === 'failed'
        ? m.tours_availability_failed()
        : m.tours_availability_checking();
  const guestTypes = guestTypesOf(tour);
  const guests = countsOf(party);
  const issues = partyIssues({
    guests,
    guestTypes,
    minGroupSize: tour.groupSize.min,
    maxGroupSize: tour.groupSize.max,
  });
  const zone = tour.pickup.zones.find((z) => z.id === pickupZoneId);
  // The day's adult price (seasons and price rules), else the tour's.
  const dayPrice = departure?.price ?? day?.price ?? tour.price;
  const price = quoteBooking({
    priceCents: dayPrice,
    originalPriceCents: tour.originalPrice,
    guests,
    guestTypes,
    parkFee: parkFeeOf(tour),
    pickupFeeCents: zone?.fee ?? 0,
  });
  const perPersonSaving = tour.originalPrice !== null ? Math.max(0, tour.originalPrice - dayPrice) : 0;

  return (
    <TitledSection
      anchor="booking"
      id="booking-heading"
      title={m.tours_book_heading()}
      titleClassName="sr-only"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg lg:p-5"
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <p className="text-3xl font-bold text-slate-900">{formatPrice(dayPrice)}</p>
        <p className="text-slate-600">{m.tours_per_person()}</p>
        {perPersonSaving > 0 && tour.originalPrice !== null && (
          <s className="text-slate-500">
            <span className="sr-only">{m.tours_regular_price()} </span>
            {formatPrice(tour.originalPrice)}
          </s>
        )}
      </div>
      {tour.parkFee && <p className="mt-2 text-sm text-slate-700">{tourParkFeeText(tour.parkFee)}</p>}
      {perPersonSaving > 0 && (
        <p className="mt-1 inline-flex rounded-full bg-green-50 px-3 py-0.5 text-sm font-semibold text-green-700">
          {m.tours_save_per_person({ amount: formatPrice(perPersonSaving) })}
        </p>
      )}

      <Form
        method="get"
        action={bookingPath}
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          if (!date) {
            e.preventDefault();
            window.alert(MESSAGES.selectDate);
          } else if ((!bookable || needsTime) && availabilityState.status !== 'loading') {
            // While seats are still being fetched the booking page checks the date itself.
            e.preventDefault();
          } else if (issues.length > 0) {
            e.preventDefault();
            document.getElementById('booking-party-issues')?.focus();
          }
        }}
      >
        <div>
          <p id="booking-date-label" className="flex items-center gap-2 font-medium text-slate-900">
            <CalendarDays aria-hidden="true" className="size-5 text-brand-600" />
            {m.tours_date()}
          </p>
          {/* The calendar is the one date control (it needs the page's script); without the
              script, a plain date field. */}
          {hydrated ? (
            <input type="hidden" name="date" value={date} />
          ) : (
            <noscript>
              <input
                type="date"
                name="date"
                min={today}
                max={lastDay}
                defaultValue={date}
                aria-labelledby="booking-date-label"
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
              />
            </noscript>
          )}
          <p
            id="booking-date-message"
            role="status"
            aria-live="polite"
            className={`mt-1 min-h-5 text-sm font-medium ${messageTone(day)}`}
          >
            {message}
            {departure && (
              <span className="font-normal text-slate-600">
                {' · '}
                {m.tours_starts_at({ time: formatStartTime(departure.startTime) })}
              </span>
            )}
          </p>
          {availability && (
            <AvailabilityCalendar
              days={days}
              min={today}
              max={lastDay}
              value={date}
              priceCents={tour.price}
              onSelect={(day) => {
                setDate(day);
                setRefusedDate(undefined);
              }}
            />
          )}
        </div>

        {day && bookable && (
          <DepartureTimes name="time" departures={day.departures} value={time} onChange={setTime} />
        )}

        <fieldset className="space-y-3">
          <legend className="sr-only">{m.tours_party_size()}</legend>
          <PartySteppers
            idPrefix="booking"
            guestTypes={guestTypes}
            party={party}
            onChange={(field, value) => setParty((p) => ({ ...p, [field]: value }))}
          />
          <p
            id="booking-party-issues"
            tabIndex={-1}
            role="status"
            aria-live="polite"
            className="text-sm font-medium text-red-700 empty:hidden"
          >
            {hydrated ? issues.map((i) => i.message).join(' ') : ''}
          </p>
        </fieldset>

        {tour.pickup.mode === 'zones' && (
          <PickupZoneSelect
            id="booking-pickup"
            name="pickup"
            zones={tour.pickup.zones}
            startTime={departure?.startTime}
            value={pickupZoneId}
            onChange={setPickupZoneId}
          />
        )}

        <div className="rounded-xl bg-slate-50 px-4 py-3">
          <h3 className="mb-1.5 font-semibold text-slate-900">{m.tours_price_summary()}</h3>
          <PriceSummary price={price} money={partyMoney} />
        </div>

        {soldOut ? (
          <ButtonLink
            size="lg"
            className="w-full"
            to={`/waitlist/${tour.id}?${choiceQuery({ date, time, party })}`}
          >
            {m.waitlist_offer_cta()}
          </ButtonLink>
        ) : (
          <button
            type="submit"
            disabled={unavailable}
            aria-disabled={hydrated && (!date || needsTime || issues.length > 0) ? true : undefined}
            className={buttonClass(
              { size: 'lg' },
              'w-full aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-600 aria-disabled:hover:bg-slate-300',
            )}
          >
            {m.tours_book_now()}
          </button>
        )}
        {unavailable && (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            {soldOut ? m.waitlist_sold_out_note() : m.tours_choose_another_date()}
          </p>
        )}
        {needsTime && (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Info aria-hidden="true" className="size-4" />
            {m.errors_choose_departure_time()}
          </p>
        )}
        <TourSignalList tour={tour} />
      </Form>
    </TitledSection>
  );
}
