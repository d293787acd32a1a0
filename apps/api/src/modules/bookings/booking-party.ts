import { formatParty, type GuestCounts, type GuestTypeId } from '@belizepass/domain';

/** The guest counts and prices a booking row keeps. */
export interface BookingParty {
  adults: number;
  children: number;
  infants: number;
  seniors: number;
  residents: number;
  adultPriceCents: number;
  childPriceCents: number;
  infantPriceCents: number;
  seniorPriceCents: number;
  residentPriceCents: number;
}

/** A booking's party by guest type. */
export function guestsOfBooking(
  b: Pick<BookingParty, 'adults' | 'children' | 'infants' | 'seniors' | 'residents'>,
): GuestCounts {
  return { adult: b.adults, child: b.children, infant: b.infants, senior: b.seniors, resident: b.residents };
}

/** Each guest type of a booking with its count and the price it was sold at, in the catalogue's order. */
export function guestLinesOf(b: BookingParty): { type: GuestTypeId; count: number; unitPrice: number }[] {
  const lines: { type: GuestTypeId; count: number; unitPrice: number }[] = [
    { type: 'adult', count: b.adults, unitPrice: b.adultPriceCents },
    { type: 'child', count: b.children, unitPrice: b.childPriceCents },
    { type: 'infant', count: b.infants, unitPrice: b.infantPriceCents },
    { type: 'senior', count: b.seniors, unitPrice: b.seniorPriceCents },
    { type: 'resident', count: b.residents, unitPrice: b.residentPriceCents },
  ];
  return lines.filter((l) => l.count > 0);
}

/** `2 adults, 1 Belize resident, 1 infant`, in the reader's language. */
export function partyOf(
  b: Pick<BookingParty, 'adults' | 'children' | 'infants' | 'seniors' | 'residents'>,
): string {
  return formatParty(guestsOfBooking(b));
}
