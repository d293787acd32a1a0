import type { AvailabilityDay, AvailabilityResponse, TourDetail } from '@belizepass/domain';
import { describe, expect, it } from 'vitest';
import { checkBookingQuery, initialBookingChoice, partyFromParams } from './booking-query';
import { choiceQuery, chosenDeparture, departuresByDate, ONE_ADULT } from './departures';

const entry = (
  date: string,
  startTime: string,
  status: AvailabilityDay['status'],
  seatsLeft: number,
  price = 7900,
): AvailabilityDay => ({ date, startTime, status, seatsLeft, price, capacity: 14 });

describe('departuresByDate', () => {
  it('groups the departures of each date in time order; a day is bookable when any departure is', () => {
    const days = departuresByDate([
      entry('2026-12-02', '13:00', 'available', 9),
      entry('2026-12-01', '08:00', 'sold-out', 0),
      entry('2026-12-02', '08:00', 'few-left', 2),
      entry('2026-12-01', '13:00', 'few-left', 3),
      entry('2026-12-03', '08:00', 'closed', 0),
      entry('2026-12-03', '13:00', 'sold-out', 0),
    ]);
    expect(days.map((d) => [d.date, d.status, d.seatsLeft])).toEqual([
      ['2026-12-01', 'few-left', 3],
      ['2026-12-02', 'available', 9],
      ['2026-12-03', 'sold-out', 0],
    ]);
    expect(days[1]?.departures.map((d) => d.startTime)).toEqual(['08:00', '13:00']);
  });

  it("carries the day's adult price (seasons change it)", () => {
    const days = departuresByDate([
      entry('2026-12-14', '08:00', 'available', 14, 7900),
      entry('2026-12-15', '08:00', 'available', 14, 9500),
    ]);
    expect(days.map((d) => d.price)).toEqual([7900, 9500]);
  });
});

describe('chosenDeparture', () => {
  const [day] = departuresByDate([
    entry('2026-12-01', '08:00', 'sold-out', 0),
    entry('2026-12-01', '13:00', 'available', 5),
  ]);
  const [two] = departuresByDate([
    entry('2026-12-02', '08:00', 'available', 5),
    entry('2026-12-02', '13:00', 'available', 5),
  ]);

  it('takes the only bookable departure by itself, and a chosen time of several', () => {
    expect(chosenDeparture(day, '')?.startTime).toBe('13:00');
    expect(chosenDeparture(day, '08:00')?.startTime).toBe('13:00');
    expect(chosenDeparture(two, '')).toBeUndefined();
    expect(chosenDeparture(two, '13:00')?.startTime).toBe('13:00');
    expect(chosenDeparture(two, '10:00')).toBeUndefined();
  });
});

describe('the party in the address', () => {
  it('reads every guest type field and writes back the non-zero ones', () => {
    const params = new URLSearchParams('adults=2&children=1&infants=1&residents=3');
    const party = partyFromParams(params);
    expect(party).toEqual({ adults: 2, children: 1, infants: 1, seniors: 0, residents: 3 });
    expect(choiceQuery({ date: '2026-12-02', time: '13:00', party, pickupZoneId: 'ladyville' })).toBe(
      'date=2026-12-02&time=13%3A00&adults=2&children=1&infants=1&residents=3&pickup=ladyville',
    );
    expect(choiceQuery({ date: '', time: '', party: ONE_ADULT })).toBe('adults=1');
  });

  it('drops what it cannot read when the page starts, and starts at the group minimum', () => {
    const today = '2026-11-29';
    const choice = initialBookingChoice(
      new URLSearchParams('date=2026-12-02&time=25:00&children=x&seniors=-1'),
      today,
      2,
    );
    expect(choice).toEqual({
      date: '2026-12-02',
      time: '',
      party: { adults: 2, children: 0, infants: 0, seniors: 0, residents: 0 },
      pickupZoneId: '',
    });
    expect(initialBookingChoice(new URLSearchParams('adults=1&time=13:00'), today, 2)).toMatchObject({
      time: '13:00',
      party: { adults: 1 },
    });
  });
});

describe('checkBookingQuery', () => {
  const today = '2026-11-29';
  const tour = {
    guestTypes: [
      { type: 'adult', percent: 100, price: 7900, minAge: null, maxAge: null, takesSeat: true, rule: '' },
      { type: 'infant', percent: 0, price: 0, minAge: 0, maxAge: 1, takesSeat: false, rule: '' },
      { type: 'resident', percent: 60, price: 4740, minAge: null, maxAge: null, takesSeat: true, rule: '' },
    ],
    groupSize: { min: 2, max: 14 },
    pickup: { mode: 'zones', zones: [{ id: 'ladyville', name: 'Ladyville', minutesBefore: 30, fee: 1000 }] },
  } satisfies Pick<TourDetail, 'guestTypes' | 'groupSize' | 'pickup'>;
  const availability: AvailabilityResponse = {
    tourId: '00000000-0000-4000-8000-000000000000',
    from: today,
    to: '2027-01-27',
    dates: [entry('2026-12-02', '08:00', 'available', 5), entry('2026-12-02', '13:00', 'available', 5)],
  };
  const check = (query: string) => checkBookingQuery(new URLSearchParams(query), today, availability, tour);

  it('asks for a start time when the date has several departures', () => {
    expect(check('date=2026-12-02&adults=2')).toMatchObject({ ok: false, problems: ['Choose a start time'] });
    expect(check('date=2026-12-02&time=13:00&adults=2&pickup=ladyville')).toEqual({
      ok: true,
      choice: {
        date: '2026-12-02',
        time: '13:00',
        party: { adults: 2, children: 0, infants: 0, seniors: 0, residents: 0 },
        pickupZoneId: 'ladyville',
      },
    });
  });

  it("names the tour's group minimum (infants count) and a guest type it does not sell", () => {
    expect(check('date=2026-12-02&time=08:00&adults=1')).toMatchObject({
      ok: false,
      problems: ['This tour needs at least 2 guests'],
    });
    expect(check('date=2026-12-02&time=08:00&adults=1&infants=1').ok).toBe(true);
    expect(check('date=2026-12-02&time=08:00&adults=0&residents=2').ok).toBe(true);
    expect(check('date=2026-12-02&time=08:00&adults=2&seniors=1')).toMatchObject({
      ok: false,
      problems: ['This tour does not sell this guest type'],
    });
  });
});
