import { describe, expect, it } from 'vitest';
import { merchantNetCents } from './commission.ts';
import { childPriceCents, formatBzd, formatUsd, priceParty } from './prices.ts';

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
    expect(priceParty({ priceCents: 10000, adults: 2, children: 1 })).toMatchObject({
      adultsTotalCents: 20000,
      childrenTotalCents: 7000,
      totalCents: 27000,
      savingsCents: 0,
    });
  });

  it('reports what the party saves against the standard price', () => {
    const price = priceParty({ priceCents: 7500, originalPriceCents: 9000, adults: 2, children: 1 });
    expect(price.savingsCents).toBe(2 * 1500 + (6300 - 5250));
  });

  it('keeps the merchant net after the commission', () => {
    expect(merchantNetCents(10000)).toBe(9000);
    expect(merchantNetCents(10000, 25)).toBe(7500);
  });
});
