import {
  formatBelizeDateTime,
  formatClockTime,
  formatLongDate,
  formatParty,
  type GuestTypeId,
  type ParkFeeLine,
  parkFeeLineText,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { partyLabel } from '~/features/booking/booking-summary';
import { formatCharge } from '~/lib/display';

/** "2 adults, 1 child", in the page's language. */
export { partyLabel as partyText };

/**
 * What a merchant's booking may carry of its party by guest type (the API's `party` text and
 * `guests` lines, where it gives them) and its pickup.
 */
export interface BookingParty {
  adults: number;
  children: number;
  party?: string;
  guests?: readonly { type: GuestTypeId; count: number }[] | number;
  pickup?: { zone: string; time: string; hotel?: string | null } | null;
}

/** "2 adults, 1 Belize resident, 1 infant": the booking's own text, else from its guest types. */
export function bookingPartyText(b: BookingParty): string {
  if (b.party) return b.party;
  if (Array.isArray(b.guests)) return formatParty(Object.fromEntries(b.guests.map((g) => [g.type, g.count])));
  return partyLabel(b.adults, b.children);
}

/** How many Belize residents the party has (their ID is checked at check-in). */
export function residentsIn(b: BookingParty & { residents?: number }): number {
  if (typeof b.residents === 'number') return b.residents;
  return Array.isArray(b.guests) ? (b.guests.find((g) => g.type === 'resident')?.count ?? 0) : 0;
}

/** "Saturday, December 5, 2026 at 8:00 AM" (Belize time). */
export function dateTimeText(date: string, time: string): string {
  return m.operations_date_at_time({ date: formatLongDate(date), time: formatClockTime(time) });
}

/** Check-in and booking amounts show 2 decimals (spec section 9), in US dollars as charged. */
export const money = (cents: number) => formatCharge(cents, { cents: true });

/** A booking's park fee for its merchant: `$20.00, paid online` or `$20.00, to collect in cash at check-in`. */
export function parkFeeText(fee: ParkFeeLine): string {
  return parkFeeLineText(fee, money);
}

/** "Dec 5, 2026, 8:04 AM" in Belize time, for an ISO timestamp. */
export function timestampText(iso: string): string {
  return formatBelizeDateTime(iso);
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

/** "Pickup San Pedro hotels at 8:15 AM · Ramon's Village", or null when the guest meets at the point. */
export function pickupText(b: BookingParty & { hotel?: string | null }): string | null {
  if (!b.pickup) return null;
  const line = m.model_pickup_line({ zone: b.pickup.zone, time: formatClockTime(b.pickup.time) });
  const hotel = b.pickup.hotel ?? b.hotel;
  return hotel ? `${line} · ${hotel}` : line;
}
