import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../belize-time.ts';
import {
  adultPriceOn,
  GUEST_TYPE_IDS,
  type GuestCounts,
  type GuestType,
  type PriceRule,
  type Season,
  seatsForParty,
  tourGuestTypes,
} from '../tour-model.ts';
import { settleBooking } from './commission.ts';
import { guestUnitCents, quoteBooking } from './prices.ts';

// Totals over seasons, guest types, park fees and pickup fees (decision 030).
const cents = (max: number) => fc.integer({ min: 0, max });
const day0 = '2026-12-01';
const dayOffset = fc.integer({ min: 0, max: 200 });

const guestTypes = fc
  .record({
    child: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    infant: fc.option(fc.boolean(), { nil: undefined }),
    senior: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    resident: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  })
  .map(({ child, infant, senior, resident }) => {
    const types: GuestType[] = [
      { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
    ];
    if (child !== undefined)
      types.push({ type: 'child', percent: child, min_age: 2, max_age: 12, takes_seat: true });
    if (infant !== undefined)
      types.push({ type: 'infant', percent: 0, min_age: 0, max_age: 1, takes_seat: infant });
    if (senior !== undefined)
      types.push({ type: 'senior', percent: senior, min_age: 65, max_age: null, takes_seat: true });
    if (resident !== undefined)
      types.push({ type: 'resident', percent: resident, min_age: null, max_age: null, takes_seat: true });
    return types;
  });

const party = fc.record(
  Object.fromEntries(GUEST_TYPE_IDS.map((t) => [t, fc.integer({ min: 0, max: 12 })])) as Record<
    (typeof GUEST_TYPE_IDS)[number],
    fc.Arbitrary<number>
  >,
);

const parkFee = fc.record({
  adultCents: cents(20_000),
  childCents: cents(20_000),
  payment: fc.constantFrom<'online' | 'cash'>('online', 'cash'),
});

/** A season over some days from `day0`, and a weekday price rule inside it. */
const pricing = fc
  .record({
    base: fc.integer({ min: 1, max: 100_000 }),
    start: dayOffset,
    length: fc.integer({ min: 0, max: 60 }),
    seasonPrice: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    rule: fc.option(
      fc.record({
        days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        price: fc.integer({ min: 1, max: 100_000 }),
      }),
      { nil: null },
    ),
  })
  .map(({ base, start, length, seasonPrice, rule }) => {
    const from = addDays(day0, start);
    const to = addDays(from, length);
    const seasons: Season[] = [
      { name: 'High', from, to, times: null, capacity: null, price_cents: seasonPrice },
    ];
    const priceRules: PriceRule[] = rule
      ? [{ name: 'Cruise days', from, to, days: rule.days, price_cents: rule.price }]
      : [];
    return { priceCents: base, seasons, priceRules };
  });

describe('party totals', () => {
  it("total = each type at its percent of the day's adult price + park fee online + pickup fee", () => {
    fc.assert(
      fc.property(
        guestTypes,
        party,
        parkFee,
        cents(20_000),
        fc.integer({ min: 1, max: 100_000 }),
        (types, p, fee, pickup, price) => {
          const sold: GuestCounts = Object.fromEntries(types.map((t) => [t.type, p[t.type]]));
          const quote = quoteBooking({
            priceCents: price,
            guests: sold,
            guestTypes: types,
            parkFee: fee,
            pickupFeeCents: pickup,
          });
          let tour = 0;
          let fees = 0;
          for (const t of types) {
            const count = sold[t.type] ?? 0;
            tour += count * guestUnitCents(price, t.percent);
            fees += count * (t.type === 'infant' ? 0 : t.type === 'child' ? fee.childCents : fee.adultCents);
          }
          expect(quote.tourTotalCents).toBe(tour);
          expect(quote.parkFee.totalCents).toBe(fees);
          expect(quote.totalCents).toBe(tour + (fee.payment === 'online' ? fees : 0) + pickup);
          expect(quote.seats).toBe(seatsForParty(sold, types));
          for (const line of quote.lines) expect(line.totalCents).toBe(line.count * line.unitCents);
          // The commission never touches the park fee; net + commission is what was collected.
          const split = settleBooking({
            totalCents: quote.totalCents,
            parkFeeCents: quote.parkFee.onlineCents,
            commissionPercent: 10,
          });
          expect(split.commissionCents + split.merchantNetCents).toBe(quote.totalCents);
        },
      ),
    );
  });

  it('one more guest never lowers the total, and a seated guest takes one more seat', () => {
    fc.assert(
      fc.property(
        guestTypes,
        party,
        parkFee,
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(4),
        (types, p, fee, price, pick) => {
          const type = types[pick % types.length]!;
          const sold: GuestCounts = Object.fromEntries(types.map((t) => [t.type, p[t.type]]));
          const before = quoteBooking({ priceCents: price, guests: sold, guestTypes: types, parkFee: fee });
          const after = quoteBooking({
            priceCents: price,
            guests: { ...sold, [type.type]: (sold[type.type] ?? 0) + 1 },
            guestTypes: types,
            parkFee: fee,
          });
          expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
          expect(after.seats - before.seats).toBe(type.takes_seat ? 1 : 0);
        },
      ),
    );
  });

  it('a season prices its own dates only; a weekday rule wins over it on its weekdays', () => {
    fc.assert(
      fc.property(pricing, fc.integer({ min: 0, max: 300 }), (tour, offset) => {
        const date = addDays(day0, offset);
        const season = tour.seasons[0]!;
        const rule = tour.priceRules[0];
        const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
        const inSeason = season.from <= date && date <= season.to;
        const expected =
          inSeason && rule?.days.includes(weekday)
            ? rule.price_cents
            : inSeason
              ? (season.price_cents ?? tour.priceCents)
              : tour.priceCents;
        expect(adultPriceOn(tour, date)).toBe(expected);
      }),
    );
  });

  it("the spec's party (adults, children at 70%) is priced as it always was", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (price, adults, children) => {
          const quote = quoteBooking({
            priceCents: price,
            adults,
            children,
            guestTypes: tourGuestTypes(null),
          });
          expect(quote.totalCents).toBe(adults * price + children * Math.round((price * 70) / 100));
          expect(quote.seats).toBe(adults + children);
        },
      ),
    );
  });
});
