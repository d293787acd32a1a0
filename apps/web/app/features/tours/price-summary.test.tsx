import { quoteBooking } from '@belizepass/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceSummary } from './price-summary';

afterEach(cleanup);

describe('PriceSummary', () => {
  it("lists each guest type at the day's price, an infant free, and the pickup fee in the total", () => {
    const price = quoteBooking({
      priceCents: 9500,
      guests: { adult: 2, infant: 1, resident: 1 },
      guestTypes: [
        { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
        { type: 'infant', percent: 0, min_age: 0, max_age: 1, takes_seat: false },
        { type: 'resident', percent: 60, min_age: null, max_age: null, takes_seat: true },
      ],
      pickupFeeCents: 1000,
    });
    render(<PriceSummary price={price} />);
    const rows = screen
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} = ${dt.nextSibling?.textContent}`);
    expect(rows).toEqual([
      '2 adults × $95.00 = $190.00',
      '1 infant = Free',
      '1 Belize resident × $57.00 = $57.00',
      'Pickup fee = $10.00',
      'Booking fee = Free',
      expect.stringMatching(/^Total = \$257\.00/),
    ]);
  });
});
