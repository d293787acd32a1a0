import { CATEGORY_SLUGS, LOCATION_SLUGS, type MerchantTour } from '@belizepass/domain';
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { tourFormSchema } from './tour-form-schema';
import { modelFieldName, tourModelBody, tourModelDefaults, zoneIdOf } from './tour-model-form';
import { scheduleText } from './tour-schedule-text';

describe('the tour form rows of the tour model', () => {
  it('turns the posted rows into the API body: weekdays as numbers, dollars as cents, blanks as null', () => {
    const body = tourModelBody({
      departure_times: [
        { time: '14:00', days: ['6', '0'] },
        { time: ' 09:00 ', days: ['1'] },
      ],
      seasons: [
        {
          name: ' High ',
          from: '2026-12-15',
          to: '2027-04-30',
          times: [],
          capacity: '',
          price_cents: '99.50',
        },
        {
          name: 'Rain',
          from: '2027-09-01',
          to: '2027-10-31',
          times: [{ time: '10:00', days: ['3'] }],
          capacity: '8',
        },
      ],
      price_rules: [
        { name: 'Cruise', from: '2027-01-01', to: '2027-03-31', days: ['2', '4'], price_cents: '120' },
      ],
      guest_types: {
        adult: { min_age: '13' },
        child: { sold: 'on', percent: '70', min_age: '2', max_age: '12' },
        infant: { sold: 'on', percent: '0', max_age: '1', seat: 'lap' },
        senior: { percent: '80' },
      },
      pickup_mode: 'zones',
      pickup_zones: [
        { name: 'San Pedro hotels', minutes_before: '45', fee_cents: '10' },
        { id: 'town', name: 'Town', minutes_before: '30', fee_cents: '' },
        { name: 'San Pedro Hotels!', minutes_before: '40' },
      ],
    });
    expect(body.departure_times).toEqual([
      { time: '14:00', days: [6, 0] },
      { time: '09:00', days: [1] },
    ]);
    expect(body.seasons).toEqual([
      { name: 'High', from: '2026-12-15', to: '2027-04-30', times: null, capacity: null, price_cents: 9950 },
      {
        name: 'Rain',
        from: '2027-09-01',
        to: '2027-10-31',
        times: [{ time: '10:00', days: [3] }],
        capacity: 8,
        price_cents: null,
      },
    ]);
    expect(body.price_rules).toEqual([
      { name: 'Cruise', from: '2027-01-01', to: '2027-03-31', days: [2, 4], price_cents: 12000 },
    ]);
    // Adults always; a type not ticked is not sold; only the infant rides on a lap.
    expect(body.guest_types).toEqual([
      { type: 'adult', percent: 100, min_age: 13, max_age: null, takes_seat: true },
      { type: 'child', percent: 70, min_age: 2, max_age: 12, takes_seat: true },
      { type: 'infant', percent: 0, min_age: null, max_age: 1, takes_seat: false },
    ]);
    expect(body.pickup_mode).toBe('zones');
    expect(body.pickup_zones).toEqual([
      { id: 'san-pedro-hotels', name: 'San Pedro hotels', minutes_before: 45, fee_cents: 1000 },
      { id: 'town', name: 'Town', minutes_before: 30, fee_cents: 0 },
      { id: 'san-pedro-hotels-2', name: 'San Pedro Hotels!', minutes_before: 40, fee_cents: 0 },
    ]);
  });

  it('sends no zones for a tour that meets at the meeting point', () => {
    const body = tourModelBody({
      pickup_mode: 'meeting_point',
      pickup_zones: [{ name: 'Town', minutes_before: '30' }],
    });
    expect(body).toMatchObject({ pickup_mode: 'meeting_point', pickup_zones: [] });
  });

  it('makes zone ids from names, unique among the zones', () => {
    expect(zoneIdOf('Caye Caulker – Dock', new Set())).toBe('caye-caulker-dock');
    expect(zoneIdOf('Town', new Set(['town', 'town-2']))).toBe('town-3');
    expect(zoneIdOf('¡!', new Set())).toBe('zone');
  });

  it('names the input an API issue is about', () => {
    const body = { guest_types: [{ type: 'adult' }, { type: 'infant' }] };
    expect(modelFieldName('seasons.1.from', body)).toBe('seasons[1].from');
    expect(modelFieldName(['seasons', 0, 'times', 1, 'days'], body)).toBe('seasons[0].times[1].days');
    expect(modelFieldName('pickup_zones', body)).toBe('pickup_zones');
    expect(modelFieldName('guest_types.1.percent', body)).toBe('guest_types.infant.percent');
    expect(modelFieldName(['guest_types', 1, 'takes_seat'], body)).toBe('guest_types.infant.seat');
    expect(modelFieldName('title', body)).toBeNull();
  });

  it('starts from a saved tour and posts it back unchanged', () => {
    const tour = {
      start_time: '09:00',
      schedule_days: [1, 2],
      departure_times: [{ time: '09:00', days: [1, 2] }],
      seasons: [
        {
          name: 'High',
          from: '2026-12-15',
          to: '2027-04-30',
          times: [{ time: '07:30', days: [0, 6] }],
          capacity: 10,
          price_cents: 9950,
        },
      ],
      price_rules: [{ name: 'Cruise', from: '2027-01-01', to: '2027-03-31', days: [2], price_cents: 12000 }],
      guest_types: [
        { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
        { type: 'infant', percent: 0, min_age: null, max_age: 1, takes_seat: false },
        { type: 'resident', percent: 60, min_age: null, max_age: null, takes_seat: true },
      ],
      pickup_mode: 'zones',
      pickup_zones: [{ id: 'town', name: 'Town', minutes_before: 30, fee_cents: 550 }],
    } as unknown as MerchantTour;
    const body = tourModelBody(tourModelDefaults(tour));
    expect(body).toEqual({
      departure_times: tour.departure_times,
      seasons: tour.seasons,
      price_rules: tour.price_rules,
      guest_types: tour.guest_types,
      pickup_mode: 'zones',
      pickup_zones: tour.pickup_zones,
    });
  });
});

describe('the tour form', () => {
  const post = (rows: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of [
      ['image', '1'],
      ['title', 'Reef snorkel'],
      ['description', 'Hol Chan and Shark Ray Alley'],
      ['price', '85'],
      ['duration_hours', '3'],
      ['location_id', LOCATION_SLUGS[0]],
      ['category', CATEGORY_SLUGS[0]],
      ['maxParticipants', '12'],
      ['languages', 'English'],
      ['guest_types.adult.sold', 'on'],
      ['cancellation_preset', 'standard'],
      ...rows,
    ] as [string, string][])
      data.append(name, value);
    return parseWithZod(data, { schema: tourFormSchema });
  };

  it('posts start times with their weekdays', () => {
    const submission = post([
      ['departure_times[0].time', '14:00'],
      ['departure_times[0].days', '0'],
      ['departure_times[1].time', '09:00'],
      ['departure_times[1].days', '1'],
      ['departure_times[1].days', '3'],
    ]);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.body.departure_times).toEqual([
      { time: '09:00', days: [1, 3] },
      { time: '14:00', days: [0] },
    ]);
  });

  it("shows each row's mistake beside its input", () => {
    const submission = post([
      ['departure_times[0].time', '09:00'],
      ['seasons[0].name', 'High'],
      ['seasons[0].from', '2026-12-15'],
      ['seasons[0].to', '2027-04-30'],
      ['seasons[1].name', 'Holidays'],
      ['seasons[1].from', '2026-12-20'],
      ['seasons[1].to', '2027-01-05'],
      ['guest_types.infant.sold', 'on'],
      ['guest_types.infant.percent', '0'],
      ['guest_types.senior.sold', 'on'],
      ['guest_types.senior.percent', '150'],
      ['pickup_mode', 'zones'],
    ]);
    const errors = submission.reply().error ?? {};
    expect(errors['departure_times[0].days']).toHaveLength(1);
    expect(errors['seasons[1].from']?.[0]).toMatch(/High/);
    expect(errors['guest_types.senior.percent']).toHaveLength(1);
    expect(errors['guest_types.infant.percent']).toBeUndefined();
    expect(errors.pickup_zones).toHaveLength(1);
  });
});

describe("the tour's start times on its card", () => {
  it('reads the weekly pattern', () => {
    expect(
      scheduleText([
        { time: '14:00', days: [0, 1, 2, 3, 4, 5, 6] },
        { time: '09:00', days: [6, 5, 4, 3, 2, 1, 0] },
      ]),
    ).toBe('9:00 AM and 2:00 PM, daily');
    expect(
      scheduleText([
        { time: '09:00', days: [0, 1, 2, 3, 4, 5, 6] },
        { time: '14:00', days: [0, 6] },
      ]),
    ).toBe('9:00 AM, daily; 2:00 PM, Weekends');
    expect(scheduleText([])).toBe('No start times');
  });
});
