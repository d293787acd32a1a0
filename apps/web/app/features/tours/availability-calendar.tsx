import { type AvailabilityDay, formatLongDate, isBookable } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '~/lib/display';
import { addMonths, dateForKey, monthOf, monthWeeks } from './calendar-grid';

/**
 * What the calendar needs of a day: its status, seats and (when known) the day's adult price, which
 * seasons and price rules change (a day of the availability's departures, `departuresByDate`).
 */
export type CalendarDay = Pick<AvailabilityDay, 'date' | 'status' | 'seatsLeft'> & { price?: number };

/** A heading's first letter in upper case ("enero de 2027" -> "Enero de 2027"). */
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase(intlLocale()) + text.slice(1);

/** "December 2026" / "Diciembre de 2026", in the page's language. */
function formatMonth(month: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return capitalize(format.format(new Date(`${month}-01T00:00:00Z`)));
}

/** The weekdays from Sunday, in the page's language: the full name and its first two letters. */
function weekdays(): { name: string; short: string }[] {
  const format = new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const name = capitalize(format.format(new Date(Date.UTC(2026, 10, 1 + i))));
    return { name, short: name.slice(0, 2) };
  });
}

/** What a day that cannot be booked shows under its number, and what it is called aloud. */
const SHORT: Record<string, () => string> = {
  'sold-out': () => m.tours_calendar_full(),
  closed: () => m.tours_calendar_closed(),
};
const SPOKEN: Record<string, () => string> = {
  'sold-out': () => m.tours_calendar_sold_out(),
  closed: () => m.tours_calendar_closed_spoken(),
};

/** A day's cell is about 44 px wide on a phone: whole amounts drop their zero cents (BZ$150). */
const cellPrice = (cents: number) => formatPrice(cents).replace(/[.,]00$/, '');

/**
 * "Saturday, December 5, 2026, 6 seats left, $75" (the day's adult price, else `priceCents`) or
 * "…, sold out" / "…, not running"; a day missing from `days` is "not available".
 */
export function dayLabel(date: string, day: CalendarDay | undefined, priceCents: number): string {
  const state = isBookable(day)
    ? `${m.tours_calendar_seats_left({ count: day?.seatsLeft ?? 0 })}, ${formatPrice(day?.price ?? priceCents)}`
    : day
      ? (SPOKEN[day.status]?.() ?? m.tours_calendar_not_running())
      : m.tours_calendar_not_available();
  return `${formatLongDate(date)}, ${state}`;
}

/**
 * A month of departures (WAI-ARIA APG date picker grid): each day of the bookable window is a button
 * showing its seats left and that day's price per adult; one day at a time is in the tab order, arrows move
 * by day and week, Home/End to the week's ends, PageUp/PageDown by month, Enter/Space picks the day.
 * Days that cannot be booked stay focusable with `aria-disabled`. `value` is the chosen date.
 */
export function AvailabilityCalendar({
  days,
  min,
  max,
  value,
  priceCents,
  onSelect,
}: {
  days: readonly CalendarDay[];
  min: string;
  max: string;
  value: string;
  priceCents: number;
  onSelect: (date: string) => void;
}) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const inRange = (d: string) => d >= min && d <= max;
  const start = inRange(value) ? value : (days.find((d) => isBookable(d))?.date ?? min);
  const [focused, setFocused] = useState(start);
  const [month, setMonth] = useState(monthOf(start));
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();

  // A date typed in the date field shows its month.
  useEffect(() => {
    if (value >= min && value <= max) {
      setFocused(value);
      setMonth(monthOf(value));
    }
  }, [value, min, max]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  });

  const go = (date: string) => {
    setFocused(date);
    setMonth(monthOf(date));
  };
  const showMonth = (n: number) => {
    const next = addMonths(month, n);
    setMonth(next);
    // The focusable day follows the month shown: the first day of the window in it.
    setFocused(next === monthOf(min) ? min : `${next}-01`);
  };
  const first = monthOf(min);
  const last = monthOf(max);
  const tabbable =
    inRange(focused) && monthOf(focused) === month ? focused : month === first ? min : `${month}-01`;

  const navClass =
    'grid size-10 place-items-center rounded-full text-lg text-slate-700 hover:bg-slate-100 disabled:opacity-30 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <div className="mt-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={navClass}
          aria-label={m.tours_calendar_previous_month()}
          disabled={month <= first}
          onClick={() => showMonth(-1)}
        >
          ‹
        </button>
        <h3 id={headingId} className="font-semibold text-slate-900" aria-live="polite">
          {formatMonth(month)}
        </h3>
        <button
          type="button"
          className={navClass}
          aria-label={m.tours_calendar_next_month()}
          disabled={month >= last}
          onClick={() => showMonth(1)}
        >
          ›
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA APG date picker is a table with role grid
        role="grid"
        aria-labelledby={headingId}
        className="w-full table-fixed border-collapse text-center"
        onKeyDown={(e) => {
          const target = dateForKey(e.key, focused, min, max);
          if (!target) return;
          e.preventDefault();
          moveFocus.current = true;
          go(target);
        }}
      >
        <thead>
          <tr>
            {weekdays().map(({ name, short }) => (
              <th key={name} scope="col" abbr={name} className="py-1 text-xs font-medium text-slate-500">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                if (!date) return <td key={`pad-${i}`} />;
                const dayNumber = Number(date.slice(8));
                if (!inRange(date)) {
                  return (
                    <td key={date} className="h-9 text-sm text-slate-500">
                      {dayNumber}
                    </td>
                  );
                }
                const day = byDate.get(date);
                const open = isBookable(day);
                const chosen = date === value;
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === tabbable ? 0 : -1}
                      aria-label={dayLabel(date, day, priceCents)}
                      aria-disabled={open ? undefined : true}
                      aria-pressed={chosen}
                      onFocus={() => setFocused(date)}
                      onClick={() => open && onSelect(date)}
                      className={`flex h-14 w-full flex-col items-center justify-center rounded-lg border-2 border-white text-sm leading-tight focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 ${
                        chosen
                          ? 'bg-brand-600 text-white'
                          : open
                            ? 'bg-green-50 text-slate-900 hover:bg-green-100'
                            : 'cursor-not-allowed text-slate-400'
                      }`}
                    >
                      <span className={open ? 'font-semibold' : 'line-through'}>{dayNumber}</span>
                      {open ? (
                        <>
                          <span className="text-[10px] tracking-tight whitespace-nowrap">
                            {m.tours_calendar_left({ count: day?.seatsLeft ?? 0 })}
                          </span>
                          <span className="text-[10px] tracking-tight whitespace-nowrap">
                            {cellPrice(day?.price ?? priceCents)}
                          </span>
                        </>
                      ) : (
                        SHORT[day?.status ?? ''] && (
                          <span className="text-[10px]">{SHORT[day?.status ?? '']?.()}</span>
                        )
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-500">{m.tours_calendar_legend()}</p>
    </div>
  );
}
