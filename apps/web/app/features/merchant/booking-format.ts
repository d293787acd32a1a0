import { formatClockTime, formatLongDate, formatUsd } from '@belizepass/domain';

/** "2 adults, 1 child". */
export { partyText } from '@belizepass/domain';

/** "Saturday, December 5, 2026 at 8:00 AM" (Belize time). */
export function dateTimeText(date: string, time: string): string {
  return `${formatLongDate(date)} at ${formatClockTime(time)}`;
}

/** Check-in and booking amounts show 2 decimals (spec section 9). */
export const money = (cents: number) => formatUsd(cents, { cents: true });

/** A booking's park fee for its merchant: `$20.00, paid online` or `$20.00, to collect in cash at check-in`. */
export function parkFeeText(fee: { amount: number; payment: 'online' | 'cash' }): string {
  return `${money(fee.amount)}, ${fee.payment === 'online' ? 'paid online' : 'to collect in cash at check-in'}`;
}

const stamp = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Belize',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Dec 5, 2026, 8:04 AM" in Belize time, for an ISO timestamp. */
export function timestampText(iso: string): string {
  return stamp.format(new Date(iso));
}

/** A random request id (crypto.randomUUID where the page is a secure context). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
