import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CancellationTier, cancellationTiersSchema } from '../cancellation-policy.ts';
import { bookingMoneyForMerchant } from './bookings.ts';
import {
  COMMISSION_PERCENT_MAX,
  commissionPercentFor,
  commissionSplit,
  settleBooking,
  settleVoucher,
} from './commission.ts';
import { allocateGiftCards, returnToCards, splitRefund } from './gift-cards.ts';
import { addPayoutTotals, payoutTotals } from './payouts.ts';
import { quoteBooking } from './prices.ts';
import { cancellationRefund } from './refunds.ts';
import { RESCHEDULE_MIN_HOURS_BEFORE, rescheduleDifference } from './reschedule.ts';

const cents = (max = 500_000) => fc.integer({ min: 0, max });
const rate = fc.integer({ min: 0, max: 100 });
const party = fc.record({
  adults: fc.integer({ min: 1, max: 20 }),
  children: fc.integer({ min: 0, max: 20 }),
});
const parkFee = fc.option(
  fc.record({
    adultCents: cents(20_000),
    childCents: cents(20_000),
    payment: fc.constantFrom<'online' | 'cash'>('online', 'cash'),
  }),
  { nil: null },
);
const hours = fc.double({ min: -48, max: 24 * 60, noNaN: true });
const cards = fc.array(cents(50_000), { maxLength: 5 });

/** One booking from quote to payment: gift cards first, the rest by card. */
const paidBooking = fc
  .record({ price: cents(100_000), party, parkFee, balances: cards, percent: rate })
  .map(({ price, party: p, parkFee: fee, balances, percent }) => {
    const quote = quoteBooking({ priceCents: price, ...p, parkFee: fee });
    const allocation = allocateGiftCards(
      quote.totalCents,
      balances.map((balanceCents, i) => ({ code: `C${i}`, balanceCents })),
    );
    return { quote, balances, allocation, percent };
  });

describe('money module properties', () => {
  it('net + commission = what was collected; no commission on a park fee; none negative', () => {
    fc.assert(
      fc.property(paidBooking, ({ quote, percent }) => {
        const split = settleBooking({
          totalCents: quote.totalCents,
          parkFeeCents: quote.parkFee.onlineCents,
          commissionPercent: percent,
        });
        expect(split.merchantNetCents + split.commissionCents).toBe(quote.totalCents);
        expect(split.commissionCents).toBeGreaterThanOrEqual(0);
        expect(split.merchantNetCents).toBeGreaterThanOrEqual(quote.parkFee.onlineCents);
        expect(split.commissionCents).toBe(commissionSplit(quote.tourTotalCents, percent).commissionCents);
        expect(quote.totalCents).toBe(quote.tourTotalCents + quote.parkFee.onlineCents);
      }),
    );
  });

  it('a voucher or any amount splits into commission + net = amount', () => {
    fc.assert(
      fc.property(cents(), rate, (amount, percent) => {
        const split = settleVoucher(amount, percent);
        expect(split.commissionCents + split.merchantNetCents).toBe(amount);
        expect(split.commissionCents).toBeGreaterThanOrEqual(0);
        expect(split.merchantNetCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a merchant rate, when set, wins over the platform rate', () => {
    fc.assert(
      fc.property(
        rate,
        fc.option(fc.integer({ min: 0, max: COMMISSION_PERCENT_MAX }), { nil: null }),
        (p, m) => {
          expect(commissionPercentFor({ platformPercent: p, merchantPercent: m })).toBe(m ?? p);
        },
      ),
    );
  });

  it('gift cards cover at most the total, never go below zero, and the card pays the rest', () => {
    fc.assert(
      fc.property(paidBooking, ({ quote, balances, allocation }) => {
        expect(allocation.coveredCents + allocation.remainderCents).toBe(quote.totalCents);
        expect(allocation.remainderCents).toBeGreaterThanOrEqual(0);
        allocation.applied.forEach((card, i) => {
          expect(card.amountCents).toBeGreaterThanOrEqual(0);
          expect(card.amountCents).toBeLessThanOrEqual(balances[i]!);
          expect(card.balanceAfterCents).toBeGreaterThanOrEqual(0);
          expect(card.balanceAfterCents + card.amountCents).toBe(balances[i]);
        });
        const sum = allocation.applied.reduce((s, c) => s + c.amountCents, 0);
        expect(sum).toBe(allocation.coveredCents);
      }),
    );
  });

  it('a refund never exceeds what each method paid, returns the park fee in full, and cards get back at most their part', () => {
    fc.assert(
      fc.property(
        paidBooking,
        hours,
        fc.option(rate, { nil: undefined }),
        ({ quote, allocation }, h, decided) => {
          const refund = cancellationRefund({
            totalCents: quote.totalCents,
            parkFeeCents: quote.parkFee.onlineCents,
            hoursBeforeDeparture: h,
            percent: decided,
          });
          expect(refund.refundCents).toBeLessThanOrEqual(quote.totalCents);
          expect(refund.refundCents).toBeGreaterThanOrEqual(quote.parkFee.onlineCents);
          const split = splitRefund(refund.refundCents, allocation.coveredCents);
          expect(split.toGiftCardsCents).toBeLessThanOrEqual(allocation.coveredCents);
          expect(split.toCardCents).toBeLessThanOrEqual(allocation.remainderCents);
          expect(split.toCardCents).toBeGreaterThanOrEqual(0);
          expect(split.toGiftCardsCents + split.toCardCents).toBe(refund.refundCents);
          const back = returnToCards(
            split.toGiftCardsCents,
            allocation.applied.map((c) => ({ amountPaidCents: c.amountCents, balance: c.balanceAfterCents })),
          );
          expect(back.reduce((s, c) => s + c.returnedCents, 0)).toBe(split.toGiftCardsCents);
          for (const card of back) {
            expect(card.returnedCents).toBeLessThanOrEqual(card.amountPaidCents);
            expect(card.balance + card.returnedCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('a cancelled booking shows no commission and no net; a live one shows what was recorded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'pending' | 'confirmed' | 'completed' | 'cancelled'>(
          'pending',
          'confirmed',
          'completed',
          'cancelled',
        ),
        fc.boolean(),
        cents(),
        rate,
        (status, paid, total, percent) => {
          const split = settleBooking({ totalCents: total, parkFeeCents: 0, commissionPercent: percent });
          const money = bookingMoneyForMerchant({
            status,
            source: 'online',
            counterPayment: null,
            paid,
            totalCents: total,
            cardChargedCents: total,
            cardRefundedCents: 0,
            parkFeeOnlineCents: 0,
            parkFeeCashCents: 0,
            checkedIn: false,
            giftCardCents: 0,
            refundCents: null,
            commissionCents: split.commissionCents,
            merchantNetCents: split.merchantNetCents,
          });
          const live = paid && (status === 'confirmed' || status === 'completed');
          expect(money.merchantNetAmount).toBe(live ? split.merchantNetCents : null);
          expect(money.commissionAmount).toBe(live ? split.commissionCents : null);
        },
      ),
    );
  });

  it('payout totals equal the sum of their lines', () => {
    const line = fc
      .record({ gross: cents(), percent: rate })
      .map(({ gross, percent }) => ({ gross, ...settleVoucher(gross, percent) }))
      .map((s) => ({ gross: s.gross, commission: s.commissionCents, net: s.merchantNetCents }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const totals = payoutTotals(lines);
        expect(totals.itemCount).toBe(lines.length);
        expect(totals.amount).toBe(lines.reduce((s, l) => s + l.net, 0));
        expect(totals.commission).toBe(lines.reduce((s, l) => s + l.commission, 0));
        expect(totals.amount + totals.commission).toBe(totals.gross);
      }),
    );
  });

  it('totals summed in parts (pages, kinds, paid or due) add up to the totals of all the lines', () => {
    const line = fc
      .record({ gross: cents(), percent: rate })
      .map(({ gross, percent }) => ({ gross, ...settleVoucher(gross, percent) }))
      .map((s) => ({ gross: s.gross, commission: s.commissionCents, net: s.merchantNetCents }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.integer({ min: 1, max: 7 }), (lines, size) => {
        const parts = [];
        for (let i = 0; i < lines.length; i += size) parts.push(payoutTotals(lines.slice(i, i + size)));
        expect(addPayoutTotals(parts)).toEqual(payoutTotals(lines));
      }),
    );
  });

  it('reschedules then a cancellation never refund, net of what they charged, more than cancelling at once would have', () => {
    /** A valid policy: distinct hours from most to fewest, the last from 0, refunds never growing. */
    const tiers = fc.uniqueArray(fc.integer({ min: 1, max: 60 * 24 }), { maxLength: 5 }).chain((hoursList) =>
      fc
        .array(rate, { minLength: hoursList.length + 1, maxLength: hoursList.length + 1 })
        .map((percents): CancellationTier[] => {
          const sortedHours = [...hoursList.sort((a, b) => b - a), 0];
          const sortedPercents = percents.sort((a, b) => b - a);
          return sortedHours.map((minHoursBefore, i) => ({ minHoursBefore, percent: sortedPercents[i]! }));
        }),
    );
    const step = fc.record({
      elapsedHours: fc.double({ min: 0, max: 24 * 20, noNaN: true }),
      party,
      price: cents(100_000),
      /** Hours from then to the new date's departure. */
      newHours: fc.double({ min: 0, max: 24 * 60, noNaN: true }),
    });
    fc.assert(
      fc.property(
        paidBooking,
        tiers,
        fc.double({ min: 0, max: 24 * 60, noNaN: true }),
        fc.array(step, { maxLength: 6 }),
        fc.double({ min: 0, max: 24 * 60, noNaN: true }),
        rate,
        ({ quote, allocation }, policy, startHours, steps, lastWait, percent) => {
          expect(cancellationTiersSchema.safeParse(policy).success).toBe(true);
          const atOnce = cancellationRefund({
            totalCents: quote.totalCents,
            parkFeeCents: quote.parkFee.onlineCents,
            hoursBeforeDeparture: startHours,
            tiers: policy,
          }).refundCents;
          let total = quote.totalCents;
          let fee = quote.parkFee.onlineCents;
          let gift = allocation.coveredCents;
          let card = allocation.remainderCents;
          let cap: number | null = null;
          let hours = startHours;
          let refunded = 0;
          let charged = 0;
          for (const s of steps) {
            hours -= s.elapsedHours;
            if (hours < RESCHEDULE_MIN_HOURS_BEFORE) break;
            const next = quoteBooking({ priceCents: s.price, ...s.party, parkFee: null });
            const d = rescheduleDifference({
              paidTotalCents: total,
              paidParkFeeCents: fee,
              newTotalCents: next.totalCents,
              newParkFeeCents: 0,
              giftCardCents: gift,
              cardPaidCents: card,
              commissionPercent: percent,
              hoursBeforeDeparture: hours,
              tiers: policy,
              refundCapCents: cap,
            });
            refunded += d.refundCents;
            charged += d.chargeCents;
            card += d.chargeCents - d.refundToCardCents;
            gift = d.giftCardCentsAfter;
            total = d.totalCents;
            fee = 0;
            cap = d.refundCapCentsAfter;
            hours = s.newHours;
            expect(d.commissionCents + d.merchantNetCents).toBe(total);
          }
          refunded += cancellationRefund({
            totalCents: total,
            parkFeeCents: fee,
            hoursBeforeDeparture: hours - lastWait,
            tiers: policy,
            capCents: cap,
          }).refundCents;
          expect(refunded - charged).toBeLessThanOrEqual(atOnce);
        },
      ),
      { numRuns: 500 },
    );
  });
});
