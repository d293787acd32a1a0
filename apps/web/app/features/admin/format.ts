import { formatBelizeDateTime, formatShortDate, formatUsd } from '@belizepass/domain';

/** `$1,234.50` from cents, always with cents (staff reconcile to the cent). */
export const money = (cents: number | null | undefined) => formatUsd(cents ?? 0, { cents: true });

/** "Dec 5, 2026" for a date or timestamp, or 'N/A' when there is none. */
export function shortDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  try {
    return formatShortDate(value);
  } catch {
    return value;
  }
}

/** "Dec 5, 2026, 3:40 PM" in Belize time, for moments such as an audit entry. */
export function shortDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  return Number.isNaN(new Date(value).getTime()) ? value : formatBelizeDateTime(value);
}

/** "Mon" for `2026-12-07`; other labels are shown as they come. */
export function dayLabel(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/** "Mon, Dec 7, 2026" for `2026-12-07`; other labels are shown as they come. */
export function longDayLabel(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return `${dayLabel(value)}, ${shortDate(value)}`;
}

export const count = (n: number | null | undefined) => (n ?? 0).toLocaleString('en-US');

export const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
