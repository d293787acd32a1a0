import {
  addDays,
  type DayDeparture,
  formatClockTime,
  formatLongDate,
  formatWeekdayDate,
  type MerchantDayDepartures,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ArrowRight, CalendarDays, CalendarX, ChevronLeft, ChevronRight, Map as MapIcon } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Button, ButtonLink } from '~/components/ui/button';
import { MERCHANT_HOME } from './console-config';
import { LoadFailed } from './console-ui';
import { PANEL } from './merchant-styles';
import { passengerListHref } from './passenger-list-screen';

/** What the operator's day shows: a date's departures and the next days', or why they could not load. */
export interface DayView {
  /** The day asked for (YYYY-MM-DD, Belize); today by default. */
  date: string;
  day: MerchantDayDepartures | null;
  failure: string | null;
}

const dayHref = (date: string) => `${MERCHANT_HOME}?date=${date}`;

/** One departure: time, tour, seats sold of capacity, checked in of expected, pickups; opens its passenger list. */
function DepartureRow({ date, departure: d }: { date: string; departure: DayDeparture }) {
  const facts = d.closed
    ? [m.operations_departure_closed()]
    : [
        m.day_seats_sold({ sold: d.seatsTaken, capacity: d.capacity }),
        m.day_checked_in_of({ done: d.checkedInGuests, total: d.guests }),
        m.day_pickups({ count: d.pickups }),
        ...(d.waitlist > 0 ? [m.waitlist_operator_count({ count: d.waitlist })] : []),
      ];
  return (
    <li>
      <Link
        to={passengerListHref(d.tourId, date, d.time)}
        className="flex min-h-14 items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:gap-4"
      >
        <span className="min-w-[5.5rem] shrink-0 text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">
          {formatClockTime(d.time)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-slate-900">{d.tourTitle}</span>
          <span className="mt-0.5 flex flex-col gap-x-1.5 gap-y-0.5 text-sm text-slate-600 sm:flex-row sm:flex-wrap">
            {facts.map((fact, i) => (
              <span key={fact} className="whitespace-nowrap">
                {i > 0 && (
                  <span aria-hidden="true" className="mr-1.5 hidden sm:inline">
                    ·
                  </span>
                )}
                {fact}
              </span>
            ))}
          </span>
          <span className="sr-only">{m.operations_open_passenger_list()}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

function DepartureList({
  date,
  departures,
  label,
}: {
  date: string;
  departures: DayDeparture[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="mt-3 divide-y divide-slate-100">
      {departures.map((d) => (
        <DepartureRow key={`${d.tourId}-${d.time}`} date={date} departure={d} />
      ))}
    </ul>
  );
}

/** A plain GET form (works without JavaScript): any day, and the day before and after. */
function DatePicker({ date }: { date: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <Form method="get" action={MERCHANT_HOME} className="flex items-end gap-2">
        <div>
          <label htmlFor="day-date" className="block text-sm font-medium text-slate-700">
            {m.day_pick_date()}
          </label>
          <input
            id="day-date"
            type="date"
            name="date"
            defaultValue={date}
            required
            className="mt-1 min-h-11 rounded-lg border border-slate-300 px-3 text-slate-900"
          />
        </div>
        <Button type="submit" variant="secondary" className="min-h-11">
          {m.day_show_day()}
        </Button>
      </Form>
      <nav aria-label={m.day_other_days()} className="flex flex-wrap gap-2">
        <ButtonLink variant="secondary" size="sm" className="min-h-11" to={dayHref(addDays(date, -1))}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {m.day_previous_day()}
        </ButtonLink>
        <ButtonLink variant="secondary" size="sm" className="min-h-11" to={dayHref(addDays(date, 1))}>
          {m.day_next_day()}
          <ChevronRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </nav>
    </div>
  );
}

/** An empty day says so, and offers the way on: the next day with departures, the bookings, My Tours. */
function EmptyDay({
  date,
  today,
  nextDate,
  guideLinked,
}: {
  date: string;
  today: string;
  nextDate: string | null;
  guideLinked: boolean | null;
}) {
  if (guideLinked === false)
    return (
      <div className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
        <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{m.staff_guide_day_unlinked()}</p>
      </div>
    );
  return (
    <div className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
      <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-900">
        {date === today ? m.operations_today_none() : m.day_none_on({ date: formatWeekdayDate(date) })}
      </p>
      <p className="mt-1 text-slate-600">
        {nextDate ? m.day_next_with_guests({ date: formatLongDate(nextDate) }) : m.day_none_ahead()}
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        {nextDate && (
          <ButtonLink className="min-h-11" to={dayHref(nextDate)}>
            {m.day_go_to({ date: formatWeekdayDate(nextDate) })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        )}
        {/* A guide sees their own departures only: the bookings and the tours are not theirs. */}
        {guideLinked === null && (
          <>
            <ButtonLink variant="secondary" className="min-h-11" to={`${MERCHANT_HOME}/bookings`}>
              <CalendarDays aria-hidden="true" className="size-4" />
              {m.day_all_bookings()}
            </ButtonLink>
            <ButtonLink variant="secondary" className="min-h-11" to={`${MERCHANT_HOME}/tours`}>
              <MapIcon aria-hidden="true" className="size-4" />
              {m.day_my_tours()}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The operator's day (the console's landing): the day's departures (today's in Belize by default) and
 * the next days with guests, each opening its passenger list; a date picker moves to any day.
 */
export function DayScreen({ view }: { view: DayView }) {
  const { date, day, failure } = view;
  const today = day?.today ?? date;
  const title = date === today ? m.operations_today() : formatLongDate(date);
  return (
    <div className="space-y-6">
      <DatePicker date={date} />
      <section aria-labelledby="day-title" className={PANEL}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="day-title" className="text-lg font-semibold text-slate-900">
            {title}
            {date === today && <span className="font-normal text-slate-600"> · {formatLongDate(date)}</span>}
          </h2>
          {date !== today && (
            <Link
              to={MERCHANT_HOME}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
            >
              {m.day_back_to_today()}
            </Link>
          )}
        </div>
        {day?.guideLinked && <p className="mt-1 text-slate-600">{m.staff_guide_day_only_yours()}</p>}
        {failure || !day ? (
          <div className="mt-3">
            <LoadFailed title={m.operations_today_load_failed()}>{failure}</LoadFailed>
          </div>
        ) : day.departures.length === 0 ? (
          <EmptyDay date={date} today={today} nextDate={day.nextDate} guideLinked={day.guideLinked} />
        ) : (
          <DepartureList
            date={date}
            departures={day.departures}
            label={date === today ? m.operations_today_departures() : m.day_departures_of({ date: title })}
          />
        )}
      </section>
      {day && day.next.length > 0 && (
        <section aria-labelledby="next-title" className={PANEL}>
          <h2 id="next-title" className="text-lg font-semibold text-slate-900">
            {m.day_next_departures()}
          </h2>
          {day.next.map((next) => (
            <div key={next.date} className="mt-4">
              <h3 className="font-semibold text-slate-700">
                <Link to={dayHref(next.date)} className="hover:underline">
                  {formatLongDate(next.date)}
                </Link>
              </h3>
              <DepartureList
                date={next.date}
                departures={next.departures}
                label={m.day_departures_of({ date: formatLongDate(next.date) })}
              />
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
