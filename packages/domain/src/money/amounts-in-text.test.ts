import { describe, expect, it } from 'vitest';
import { amountsInCurrency, textsInCurrency, usdAmountsInText } from './amounts-in-text.ts';
import { formatMoney } from './prices.ts';

const bzd = (cents: number) => formatMoney(cents, 'BZD', 'en-BZ');

describe('US-dollar amounts written in a text', () => {
  it('reads $, US$, thousands and cents, never BZ$', () => {
    expect(usdAmountsInText('from $50 to $1,000, US$40 each, $12.50 extra, BZ$90.00 at the door')).toEqual([
      5000, 100_000, 4000, 1250,
    ]);
  });

  it('shows each of them in the chosen currency and leaves the rest of the text as written', () => {
    expect(amountsInCurrency('Any amount from $50 to $1,000', bzd)).toBe(
      'Any amount from BZ$100.00 to BZ$2,000.00',
    );
    expect(amountsInCurrency('Elige de US$50 a US$1000 (BZ$10 de depósito)', bzd)).toBe(
      'Elige de BZ$100.00 a BZ$2,000.00 (BZ$10 de depósito)',
    );
    expect(amountsInCurrency('No amounts here, 5 guests', bzd)).toBe('No amounts here, 5 guests');
  });

  it('goes through every text of an answer and leaves numbers alone', () => {
    expect(textsInCurrency({ price: 5000, exclusions: ['Entrance fee (US$5)'], title: 'Cave' }, bzd)).toEqual(
      {
        price: 5000,
        exclusions: ['Entrance fee (BZ$10.00)'],
        title: 'Cave',
      },
    );
  });
});
