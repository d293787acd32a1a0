import { formatBelizeDateTime, formatShortDate, weekdayName } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import { formatCharge } from '~/lib/display';

/** `$1,234.50` from cents, always with cents (staff reconcile to the cent), in US dollars. */
export const money = (cents: number | null | undefined) => formatCharge(cents ?? 0, { cents: true });

/** "Dec 5, 2026" for a date or timestamp, or 'N/A' when there is none. */
export function shortDate(value: string | null | undefined): string {
  if (!value) return m.admin_not_available();
  try {
    return formatShortDate(value);
  } catch {
    return value;
  }
}

/** "Dec 5, 2026, 3:40 PM" in Belize time, for moments such as an audit entry. */
export function shortDateTime(value: string | null | undefined): string {
  if (!value) return m.admin_not_available();
  return Number.isNaN(new Date(value).getTime()) ? value : formatBelizeDateTime(value);
}

/** "Mon" for `2026-12-07`; other labels are shown as they come. */
export function dayLabel(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return weekdayName(new Date(`${value}T00:00:00Z`).getUTCDay(), 'short');
}

/** "Mon, Dec 7, 2026" for `2026-12-07`; other labels are shown as they come. */
export function longDayLabel(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return `${dayLabel(value)}, ${shortDate(value)}`;
}

export const count = (n: number | null | undefined) => (n ?? 0).toLocaleString(intlLocale());
