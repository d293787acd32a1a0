/**
 * Belize is UTC-6 all year with no daylight saving; "today" and date ranges are computed there.
 * Dates are written in the reader's language (`intlLocale()`), always in Belize time.
 */
import { intlLocale, m } from './i18n/index.ts';

export const BELIZE_TIME_ZONE = 'America/Belize';
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BELIZE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The local date in Belize as `YYYY-MM-DD`. */
export function belizeToday(now: Date = new Date()): string {
  return isoDate.format(now);
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, for a `YYYY-MM-DD` calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** A date formatter in the reader's language, made once per language. */
export function localeDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const locale = intlLocale();
    let format = made.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      made.set(locale, format);
    }
    return format;
  };
}

const longDate = localeDateFormat({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = localeDateFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Saturday, December 5, 2026" ("sábado, 5 de diciembre de 2026") for a calendar date (no time zone shift). */
export function formatLongDate(date: string): string {
  return longDate().format(new Date(`${date}T00:00:00Z`));
}

const dateTime = localeDateFormat({
  timeZone: BELIZE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Dec 5, 2026, 3:40 PM" in Belize time, for an ISO timestamp (an audit entry, a payment). */
export function formatBelizeDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** "Dec 5, 2026" for a calendar date or an ISO timestamp (shown in Belize time). */
export function formatShortDate(value: string): string {
  if (isIsoDate(value)) return shortDate().format(new Date(`${value}T00:00:00Z`));
  return shortDate().format(new Date(`${belizeToday(new Date(value))}T00:00:00Z`));
}

const weekdayDate = localeDateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Sun, Nov 29" ("dom, 29 nov") for a calendar date: a departure near enough that the year goes without saying. */
export function formatWeekdayDate(date: string): string {
  return weekdayDate().format(new Date(`${date}T00:00:00Z`));
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const longWeekday = localeDateFormat({ weekday: 'long', timeZone: 'UTC' });
const shortWeekday = localeDateFormat({ weekday: 'short', timeZone: 'UTC' });

/** The name of a weekday (0 = Sunday) in the reader's language: "Monday" / "lunes", short "Mon" / "lun". */
export function weekdayName(day: number, width: 'long' | 'short' = 'long'): string {
  if (intlLocale() === 'en-US') {
    const name = WEEKDAY_NAMES[day] ?? '';
    return width === 'long' ? name : name.slice(0, 3);
  }
  // 2023-01-01 was a Sunday.
  const date = new Date(Date.UTC(2023, 0, 1 + day));
  return (width === 'long' ? longWeekday() : shortWeekday()).format(date).replace(/\.$/, '');
}

/** "Daily", "Weekdays" or "Mon, Wed, Fri" for a set of weekday numbers. */
export function describeWeekdays(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return m.emails_schedule_daily();
  if (sorted.join() === '1,2,3,4,5') return m.emails_schedule_weekdays();
  return sorted.map((d) => weekdayName(d, 'short')).join(', ');
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BELIZE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Belize as `HH:MM`. */
export function belizeTimeNow(now: Date = new Date()): string {
  return clock.format(now);
}

const clockTime = localeDateFormat({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "8:00 AM" ("8:00 a.m.") for `08:00`. */
export function formatClockTime(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  if (intlLocale() !== 'en-US') return clockTime().format(new Date(Date.UTC(2023, 0, 1, h, min)));
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(min).padStart(2, '0')} ${suffix}`;
}
