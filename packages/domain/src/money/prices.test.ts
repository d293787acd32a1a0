import { describe, expect, it } from 'vitest';
import { merchantNetCents } from './commission.ts';
import { childPriceCents, formatBzd, formatUsd, quoteBooking } from './prices.ts';

describe('money', () => {
  it('formats cents as dollars, with cents only when needed or asked for', () => {
    expect(formatUsd(8500)).toBe('$85');
    expect(formatUsd(8550)).toBe('$85.50');
    expect(formatUsd(8500, { cents: true })).toBe('$85.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });

  it('shows the BZ$ equivalent at the fixed 2:1 peg', () => {
    expect(formatBzd(8550)).toBe('BZ$171.00');
  });

  it('prices a child at 70% of the adult price, rounded to the cent', () => {
    expect(childPriceCents(8500)).toBe(5950);
    expect(childPriceCents(1999)).toBe(1399);
  });

  it('totals a party as adults x price + children x 0.7 x price', () => {
    expect(quoteBooking({ priceCents: 10000, adults: 2, children: 1 })).toMatchObject({
      adultsTotalCents: 20000,
      childrenTotalCents: 7000,
      totalCents: 27000,
      savingsCents: 0,
    });
  });

  it('reports what the party saves against the standard price', () => {
    const price = quoteBooking({ priceCents: 7500, originalPriceCents: 9000, adults: 2, children: 1 });
    expect(price.savingsCents).toBe(2 * 1500 + (6300 - 5250));
  });

  it("prices each guest type from the day's adult price: a resident at their percent, an infant on a lap free and seatless", () => {
    const quote = quoteBooking({
      priceCents: 9000,
      guests: { adult: 1, resident: 1, infant: 1 },
      guestTypes: [
        { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
        { type: 'infant', percent: 0, min_age: 0, max_age: 1, takes_seat: false },
        { type: 'resident', percent: 60, min_age: null, max_age: null, takes_seat: true },
      ],
      parkFee: { adultCents: 1000, childCents: 500, payment: 'online' },
      pickupFeeCents: 1500,
    });
    expect(quote.lines.map((l) => [l.type, l.count, l.unitCents])).toEqual([
      ['adult', 1, 9000],
      ['infant', 1, 0],
      ['resident', 1, 5400],
    ]);
    expect(quote.seats).toBe(2);
    expect(quote.parkFee.onlineCents).toBe(2000);
    expect(quote.totalCents).toBe(9000 + 5400 + 2000 + 1500);
  });

  it('keeps the merchant net after the commission', () => {
    expect(merchantNetCents(10000)).toBe(9000);
    expect(merchantNetCents(10000, 25)).toBe(7500);
  });
});
