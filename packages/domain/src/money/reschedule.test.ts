import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_PRESETS, PLATFORM_CANCELLATION_TIERS } from '../cancellation-policy.ts';
import { quoteBooking } from './prices.ts';
import { canRescheduleAt, rescheduleDifference } from './reschedule.ts';

/** A month ahead under the flexible policy: cancelling would refund in full. */
const base = {
  newParkFeeCents: 0,
  commissionPercent: 10,
  hoursBeforeDeparture: 30 * 24,
  tiers: CANCELLATION_PRESETS.flexible,
};

describe('rescheduleDifference', () => {
  it('charges the exact difference of a larger party', () => {
    const paid = quoteBooking({ priceCents: 10_000, adults: 2, children: 0 }).totalCents;
    const next = quoteBooking({ priceCents: 10_000, adults: 3, children: 1 }).totalCents;
    const d = rescheduleDifference({
      ...base,
      paidTotalCents: paid,
      newTotalCents: next,
      giftCardCents: 0,
      cardPaidCents: paid,
    });
    expect(d).toMatchObject({
      totalCents: 37_000,
      differenceCents: 17_000,
      chargeCents: 17_000,
      refundCents: 0,
      commissionCents: 3_700,
      merchantNetCents: 33_300,
    });
  });

  it('refunds a smaller party to the gift cards first, then the card', () => {
    const d = rescheduleDifference({
      ...base,
      paidTotalCents: 30_000,
      newTotalCents: 10_000,
      giftCardCents: 5_000,
      cardPaidCents: 25_000,
    });
    expect(d).toMatchObject({
      totalCents: 10_000,
      differenceCents: -20_000,
      chargeCents: 0,
      refundCents: 20_000,
      refundToGiftCardsCents: 5_000,
      refundToCardCents: 15_000,
      giftCardCentsAfter: 0,
    });
  });

  it('refunds a party cut by the policy tier of this moment and caps later cancellations at what cancelling gave', () => {
    // 33 hours ahead under the platform's tiers: cancelling would refund 50%.
    const d = rescheduleDifference({
      ...base,
      hoursBeforeDeparture: 33,
      tiers: PLATFORM_CANCELLATION_TIERS,
      paidTotalCents: 37_000,
      newTotalCents: 18_500,
      giftCardCents: 0,
      cardPaidCents: 37_000,
    });
    expect(d).toMatchObject({
      refundCents: 9_250,
      refundPercent: 50,
      totalCents: 27_750,
      refundCapCentsAfter: 9_250,
    });
    // The online park fee of the seats given up comes back in full.
    const withFee = rescheduleDifference({
      ...base,
      hoursBeforeDeparture: 33,
      tiers: PLATFORM_CANCELLATION_TIERS,
      paidTotalCents: 24_000,
      paidParkFeeCents: 4_000,
      newTotalCents: 12_000,
      newParkFeeCents: 2_000,
      giftCardCents: 0,
      cardPaidCents: 24_000,
    });
    expect(withFee.refundCents).toBe(2_000 + 5_000);
    expect(withFee.refundCapCentsAfter).toBe(4_000 + 10_000 - 7_000);
  });

  it('keeps the park fee out of the commission', () => {
    const d = rescheduleDifference({
      ...base,
      paidTotalCents: 10_000,
      newTotalCents: 12_000,
      newParkFeeCents: 2_000,
      giftCardCents: 0,
      cardPaidCents: 10_000,
      commissionPercent: 10,
    });
    expect(d.commissionCents).toBe(1_000);
    expect(d.merchantNetCents).toBe(11_000);
  });

  it('waived: the operator moves the party as it is and nothing changes hands', () => {
    const d = rescheduleDifference({
      ...base,
      paidTotalCents: 30_000,
      newTotalCents: 45_000,
      giftCardCents: 0,
      cardPaidCents: 30_000,
      waived: true,
    });
    expect(d).toMatchObject({ totalCents: 30_000, differenceCents: 0, chargeCents: 0, refundCents: 0 });
  });

  it('what was paid, plus the charge, minus the refund, is the new total; refunds stay within each method', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 100 }),
        (paid, next, gift, percent) => {
          const giftCardCents = Math.min(gift, paid);
          const d = rescheduleDifference({
            ...base,
            paidTotalCents: paid,
            newTotalCents: next,
            newParkFeeCents: 0,
            giftCardCents,
            cardPaidCents: paid - giftCardCents,
            commissionPercent: percent,
          });
          expect(paid + d.chargeCents - d.refundCents).toBe(d.totalCents);
          expect(d.chargeCents === 0 || d.refundCents === 0).toBe(true);
          expect(d.refundToGiftCardsCents).toBeLessThanOrEqual(giftCardCents);
          expect(d.refundToCardCents).toBeLessThanOrEqual(paid - giftCardCents);
          expect(d.giftCardCentsAfter).toBeGreaterThanOrEqual(0);
          expect(d.commissionCents + d.merchantNetCents).toBe(d.totalCents);
        },
      ),
    );
  });
});

describe('canRescheduleAt', () => {
  it('allows a change 24 hours or more before departure, not later', () => {
    expect(canRescheduleAt(24)).toBe(true);
    expect(canRescheduleAt(23.99)).toBe(false);
    expect(canRescheduleAt(-1)).toBe(false);
  });
});
