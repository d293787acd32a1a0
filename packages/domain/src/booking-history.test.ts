import { describe, expect, it } from 'vitest';
import { bookingHistory } from './booking-lifecycle.ts';

const booked = {
  status: 'confirmed',
  date: '2026-12-10',
  time: '09:00',
  createdAt: '2026-11-01T15:00:00.000Z',
  paidAt: '2026-11-01T15:02:00.000Z',
  checkedInAt: null,
  endedAt: null,
  cancelledAt: null,
};
const move = {
  fromDate: '2026-12-05',
  fromTime: '09:00',
  toDate: '2026-12-10',
  toTime: '09:00',
  fromAdults: 2,
  fromChildren: 0,
  toAdults: 2,
  toChildren: 0,
};

describe('bookingHistory with moves', () => {
  it('puts each move in time order, with who moved it and the money', () => {
    const history = bookingHistory(
      {
        ...booked,
        changes: [
          {
            ...move,
            by: 'tourist',
            chargedAmount: 7_000,
            refundedAmount: 0,
            toChildren: 1,
            at: '2026-11-03T12:00:00.000Z',
          },
          {
            ...move,
            fromDate: '2026-12-10',
            toDate: '2026-12-12',
            by: 'operator',
            chargedAmount: 0,
            refundedAmount: 0,
            at: '2026-11-02T12:00:00.000Z',
          },
        ],
      },
      { paid: 'Paid $200.00' },
    );
    expect(history).toEqual([
      { at: booked.createdAt, event: 'booked' },
      { at: booked.paidAt, event: 'paid', note: 'Paid $200.00' },
      {
        at: '2026-11-02T12:00:00.000Z',
        event: 'rescheduled',
        note: 'Rescheduled from Dec 10, 2026 to Dec 12, 2026 by the operator. No charge or refund.',
      },
      {
        at: '2026-11-03T12:00:00.000Z',
        event: 'rescheduled',
        note: 'Rescheduled from Dec 5, 2026 to Dec 10, 2026 by the guest. Party 2 adults to 2 adults, 1 child. Charged $70.00.',
      },
    ]);
  });

  it('says a party change on the same date, and a refund', () => {
    const [, , change] = bookingHistory({
      ...booked,
      changes: [
        {
          ...move,
          fromDate: '2026-12-10',
          fromAdults: 3,
          by: 'tourist',
          chargedAmount: 0,
          refundedAmount: 10_000,
          at: '2026-11-02T12:00:00.000Z',
        },
      ],
    });
    expect(change?.note).toBe(
      'Party changed for Dec 10, 2026 by the guest. Party 3 adults to 2 adults. Refunded $100.00.',
    );
  });
});
