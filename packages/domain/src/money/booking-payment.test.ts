import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingPaymentFacts, bookingPayment, isLiveBooking } from './booking-payment.ts';
import { parkFeeTotals } from './bookings.ts';

const facts = (over: Partial<BookingPaymentFacts> = {}): BookingPaymentFacts => ({
  status: 'confirmed',
  source: 'online',
  counterPayment: null,
  paid: true,
  totalCents: 23_250,
  cardChargedCents: 23_250,
  cardRefundedCents: 0,
  giftCardCents: 0,
  refundCents: null,
  parkFeeOnlineCents: 0,
  parkFeeCashCents: 0,
  checkedIn: false,
  ...over,
});

const walkIn = (over: Partial<BookingPaymentFacts> = {}) =>
  facts({ source: 'walk_in', counterPayment: 'cash', cardChargedCents: 0, ...over });

describe('bookingPayment', () => {
  it.each([
    ['a card booking', facts(), 'online', 'paid', 23_250],
    ['a cash walk-in (no card charge)', walkIn(), 'counter_cash', 'paid', 23_250],
    ['a card walk-in', walkIn({ counterPayment: 'card' }), 'counter_card', 'paid', 23_250],
    [
      'a gift card booking',
      facts({ cardChargedCents: 0, giftCardCents: 23_250 }),
      'gift_card',
      'paid',
      23_250,
    ],
    [
      'card and gift card',
      facts({ cardChargedCents: 13_250, giftCardCents: 10_000 }),
      'online_and_gift_card',
      'paid',
      23_250,
    ],
    ['an unpaid hold', facts({ status: 'pending', paid: false, cardChargedCents: 0 }), 'online', 'unpaid', 0],
    [
      'a partly refunded cancellation',
      facts({ status: 'cancelled', refundCents: 11_625 }),
      'online',
      'partially_refunded',
      23_250,
    ],
    [
      'a refunded cancellation',
      facts({ status: 'cancelled', refundCents: 23_250 }),
      'online',
      'refunded',
      23_250,
    ],
    [
      'a late cancellation (no refund)',
      facts({ status: 'cancelled', refundCents: 0 }),
      'online',
      'paid',
      23_250,
    ],
    [
      'a walk-in refunded at the counter',
      walkIn({ status: 'cancelled', refundCents: 23_250 }),
      'counter_cash',
      'refunded',
      23_250,
    ],
    [
      'a rescheduled booking given part back',
      facts({ cardRefundedCents: 2_000 }),
      'online',
      'partially_refunded',
      23_250,
    ],
  ] as const)('%s: method, state and amount paid', (_name, f, method, state, paid) => {
    const p = bookingPayment(f);
    expect(p.method).toBe(method);
    expect(p.state).toBe(state);
    expect(p.paidAmount).toBe(paid);
  });

  it.each([
    [
      'online fee, confirmed',
      facts({ parkFeeOnlineCents: 3_000 }),
      { payment: 'online', state: 'paid_online' },
    ],
    [
      'online fee, no-show (kept)',
      facts({ status: 'no_show', parkFeeOnlineCents: 3_000 }),
      { payment: 'online', state: 'paid_online' },
    ],
    [
      'walk-in fee in the price',
      walkIn({ parkFeeOnlineCents: 3_000 }),
      { payment: 'counter', state: 'paid_at_counter' },
    ],
    ['cash fee, confirmed', facts({ parkFeeCashCents: 3_000 }), { payment: 'cash', state: 'to_collect' }],
    [
      'cash fee, unpaid hold',
      facts({ status: 'pending', paid: false, parkFeeCashCents: 3_000 }),
      { payment: 'cash', state: 'to_collect' },
    ],
    [
      'cash fee, checked in',
      facts({ parkFeeCashCents: 3_000, checkedIn: true }),
      { payment: 'cash', state: 'collected' },
    ],
    [
      'cash fee, completed',
      facts({ status: 'completed', parkFeeCashCents: 3_000, checkedIn: true }),
      { payment: 'cash', state: 'collected' },
    ],
  ] as const)('park fee: %s', (_name, f, line) => {
    expect(bookingPayment(f).parkFee).toEqual({ amount: 3_000, ...line });
  });

  it.each([
    ['a cancelled booking with a cash fee', facts({ status: 'cancelled', parkFeeCashCents: 3_000 })],
    ['a cancelled booking with an online fee', facts({ status: 'cancelled', parkFeeOnlineCents: 3_000 })],
    ['a no-show with a cash fee', facts({ status: 'no_show', parkFeeCashCents: 3_000 })],
    [
      'an unpaid hold with an online fee',
      facts({ status: 'pending', paid: false, parkFeeOnlineCents: 3_000 }),
    ],
    ['no park fee', facts()],
  ] as const)('owes no park fee: %s', (_name, f) => {
    expect(bookingPayment(f).parkFee).toBeNull();
  });

  const anyFacts = fc.record({
    status: fc.constantFrom('pending', 'confirmed', 'completed', 'no_show', 'cancelled' as const),
    source: fc.constantFrom('online', 'walk_in' as const),
    counterPayment: fc.constantFrom('cash', 'card' as const),
    paid: fc.boolean(),
    totalCents: fc.integer({ min: 0, max: 500_000 }),
    cardChargedCents: fc.integer({ min: 0, max: 500_000 }),
    cardRefundedCents: fc.integer({ min: 0, max: 500_000 }),
    giftCardCents: fc.integer({ min: 0, max: 500_000 }),
    refundCents: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
    parkFeeOnlineCents: fc.integer({ min: 0, max: 20_000 }),
    parkFeeCashCents: fc.integer({ min: 0, max: 20_000 }),
    checkedIn: fc.boolean(),
  });

  it('never refunds more than was paid, and calls unpaid only what was not paid', () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const p = bookingPayment(f);
        expect(p.refundAmount).toBeLessThanOrEqual(p.paidAmount);
        expect(p.giftCardAmount).toBeLessThanOrEqual(p.paidAmount);
        expect(p.state === 'unpaid').toBe(!f.paid);
        if (!f.paid) expect(p.paidAmount).toBe(0);
      }),
    );
  });

  it('asks to collect a park fee only of a live booking not checked in, and a walk-in paid at the counter', () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const p = bookingPayment(f);
        if (p.parkFee?.state === 'to_collect') {
          expect(isLiveBooking(f.status)).toBe(true);
          expect(f.checkedIn).toBe(false);
        }
        if (f.status === 'cancelled') expect(p.parkFee).toBeNull();
        if (f.source === 'walk_in') {
          expect(p.method).toMatch(/^counter_/);
          expect(p.parkFee?.state).not.toBe('paid_online');
        } else expect(p.method).not.toMatch(/^counter_/);
      }),
    );
  });

  it('park fee totals add each party once, by where its fee stands', () => {
    const totals = parkFeeTotals([
      bookingPayment(facts({ parkFeeOnlineCents: 1_000 })),
      bookingPayment(walkIn({ parkFeeOnlineCents: 2_000 })),
      bookingPayment(facts({ parkFeeCashCents: 400 })),
      bookingPayment(facts({ parkFeeCashCents: 800, checkedIn: true })),
      bookingPayment(facts({ status: 'cancelled', parkFeeCashCents: 5_000 })),
    ]);
    expect(totals).toEqual({
      parkFeeOnline: 1_000,
      parkFeeCounter: 2_000,
      parkFeeCash: 1_200,
      parkFeeCashToCollect: 400,
    });
  });
});
