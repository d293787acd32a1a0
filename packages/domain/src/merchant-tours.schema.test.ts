import { describe, expect, it } from 'vitest';
import { formatDuration } from './catalogue.ts';
import { directionsUrl, formatCoordinates } from './meeting-point.ts';
import {
  alreadyCheckedInMessage,
  checkInBodySchema,
  formatBelizeMoment,
} from './merchant-bookings.schema.ts';
import {
  formatAvailability,
  MERCHANT_TOUR_MESSAGES,
  merchantTourInputSchema,
} from './merchant-tours.schema.ts';

const valid = {
  title: '  Lamanai River Safari ',
  description: 'Boat up the New River to Lamanai.',
  price: 12_500,
  duration_hours: 7.5,
  location_id: 'orange-walk',
  category: 'cultural',
  schedule_days: [5, 1, 3],
  maxParticipants: 12,
};

function issuesOf(input: unknown) {
  const result = merchantTourInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

describe('merchantTourInputSchema', () => {
  it('fills the defaults and trims text', () => {
    const tour = merchantTourInputSchema.parse(valid);
    expect(tour).toMatchObject({
      title: 'Lamanai River Safari',
      start_time: '08:00',
      min_group_size: 1,
      difficulty: 'easy',
      tourist_type: 'relaxed',
      languages: ['English'],
      itinerary: [],
      status: 'draft',
      featured: false,
    });
  });

  it.each([
    [{ title: ' ' }, 'title', MERCHANT_TOUR_MESSAGES.titleRequired],
    [{ description: undefined }, 'description', 'Description is required'],
    [{ price: undefined }, 'price', 'Price is required'],
    [{ price: 0 }, 'price', 'Price must be a positive number'],
    [{ price: 'abc' }, 'price', 'Price must be a positive number'],
    [{ duration_hours: undefined }, 'duration_hours', 'Duration is required'],
    [{ duration_hours: 2.25 }, 'duration_hours', 'Duration must be in half hours'],
    [{ location_id: '' }, 'location_id', 'Location is required'],
    [{ category: undefined }, 'category', 'Category is required'],
    [{ schedule_days: [] }, 'schedule_days', 'Availability is required'],
    [{ schedule_days: undefined }, 'schedule_days', 'Availability is required'],
    [{ schedule_days: [1, 1] }, 'schedule_days', 'Choose each weekday at most once'],
    [{ maxParticipants: undefined }, 'maxParticipants', 'Maximum participants is required'],
    [{ maxParticipants: -1 }, 'maxParticipants', 'Maximum participants must be a positive number'],
    [{ title: 'Reef\u0000Trip' }, 'title', 'Text cannot contain NUL characters'],
    [{ itinerary: ['Boat\u0000'] }, 'itinerary.0', 'Text cannot contain NUL characters'],
  ])('%j gives %s: %s', (overrides, field, message) => {
    expect(issuesOf({ ...valid, ...overrides })).toContainEqual({ field, message });
  });

  it('checks fields against each other', () => {
    expect(issuesOf({ ...valid, original_price: 100 })).toContainEqual({
      field: 'original_price',
      message: 'Original price must be at least the price',
    });
    expect(issuesOf({ ...valid, min_group_size: 20 })).toContainEqual({
      field: 'min_group_size',
      message: 'Minimum group size cannot be more than the maximum participants',
    });
  });

  describe('meeting point coordinates', () => {
    it('are optional: a tour without them has none', () => {
      expect(merchantTourInputSchema.parse(valid)).toMatchObject({
        meeting_point_lat: null,
        meeting_point_lng: null,
      });
      expect(
        merchantTourInputSchema.parse({ ...valid, meeting_point_lat: null, meeting_point_lng: null }),
      ).toMatchObject({ meeting_point_lat: null, meeting_point_lng: null });
    });

    it('keep a point in Belize, to six decimals (the cayes and Lighthouse Reef included)', () => {
      const sanIgnacio = merchantTourInputSchema.parse({
        ...valid,
        meeting_point_lat: 17.158812345,
        meeting_point_lng: -89.06961,
      });
      expect(sanIgnacio).toMatchObject({ meeting_point_lat: 17.158812, meeting_point_lng: -89.06961 });
      const blueHole = { ...valid, meeting_point_lat: 17.3158, meeting_point_lng: -87.5347 };
      expect(issuesOf(blueHole)).toEqual([]);
      const corners = { ...valid, meeting_point_lat: 15.8, meeting_point_lng: -87.4 };
      expect(issuesOf(corners)).toEqual([]);
    });

    it.each([
      [
        { meeting_point_lat: 19.5, meeting_point_lng: -88.2 },
        'meeting_point_lat',
        'Latitude must be in Belize (between 15.8 and 18.6)',
      ],
      [
        { meeting_point_lat: 15.79, meeting_point_lng: -88.2 },
        'meeting_point_lat',
        'Latitude must be in Belize (between 15.8 and 18.6)',
      ],
      [
        { meeting_point_lat: 17.5, meeting_point_lng: -90.5 },
        'meeting_point_lng',
        'Longitude must be in Belize (between -89.3 and -87.4)',
      ],
      [
        { meeting_point_lat: 17.5, meeting_point_lng: 88.2 },
        'meeting_point_lng',
        'Longitude must be in Belize (between -89.3 and -87.4)',
      ],
      [
        { meeting_point_lat: 'north', meeting_point_lng: -88.2 },
        'meeting_point_lat',
        'Latitude must be a number',
      ],
      [
        { meeting_point_lat: 17.5, meeting_point_lng: Number.NaN },
        'meeting_point_lng',
        'Longitude must be a number',
      ],
      [
        { meeting_point_lat: 17.5 },
        'meeting_point_lng',
        'Enter a longitude with the latitude, or clear both',
      ],
      [
        { meeting_point_lng: -88.2 },
        'meeting_point_lat',
        'Enter a latitude with the longitude, or clear both',
      ],
      [
        { meeting_point_lat: null, meeting_point_lng: -88.2 },
        'meeting_point_lat',
        'Enter a latitude with the longitude, or clear both',
      ],
    ])('%j gives %s: %s', (overrides, field, message) => {
      expect(issuesOf({ ...valid, ...overrides })).toContainEqual({ field, message });
    });

    it('give a directions link and readable text', () => {
      const point = { lat: 16.5146, lng: -88.367 };
      expect(directionsUrl(point)).toBe('https://www.google.com/maps/dir/?api=1&destination=16.5146,-88.367');
      expect(formatCoordinates(point)).toBe('16.514600, -88.367000');
    });
  });

  it('carries the spec texts verbatim', () => {
    expect(MERCHANT_TOUR_MESSAGES).toMatchObject({
      imageRequired: 'Tour image is required',
      loadFailed: 'Failed to load tours. Please try again.',
      saveFailed: 'Failed to save tour. Please try again.',
      checkInNotFound: 'Booking not found. Please check the confirmation code.',
      checkInInvalidQr: 'Invalid QR code or booking not found.',
      cameraFailed: 'Could not access camera. Please make sure you have granted camera permissions.',
    });
  });
});

describe('formatting', () => {
  it.each([
    [[0, 1, 2, 3, 4, 5, 6], 'Daily'],
    [[1, 2, 3, 4, 5], 'Weekdays'],
    [[6, 0], 'Weekends'],
    [[5, 1, 3], 'Mon/Wed/Fri'],
    [[0, 2], 'Tue/Sun'],
  ])('availability %j is %s', (days, text) => {
    expect(formatAvailability(days)).toBe(text);
  });

  it.each([
    [1, '1 hour'],
    [3, '3 hours'],
    [2.5, '2.5 hours'],
    [23.5, '23.5 hours'],
    [24, '1 day'],
    [48, '2 days, 1 night'],
    [56, '3 days, 2 nights'],
    [72, '3 days, 2 nights'],
  ])('duration %d is %s', (hours, text) => {
    expect(formatDuration(hours)).toBe(text);
  });

  it('says when a booking was checked in, in Belize time', () => {
    expect(formatBelizeMoment('2026-11-26T15:05:00Z')).toBe('Thu, Nov 26 at 9:05 AM');
    expect(alreadyCheckedInMessage('2026-11-27T04:30:00Z')).toBe(
      'Already checked in on Thu, Nov 26 at 10:30 PM.',
    );
  });

  it('normalises a typed confirmation code', () => {
    expect(checkInBodySchema.parse({ confirmationCode: ' ab3k7q9z ' }).confirmationCode).toBe('AB3K7Q9Z');
    expect(checkInBodySchema.safeParse({ confirmationCode: '' }).error?.issues[0]?.message).toBe(
      'Please enter a confirmation code',
    );
  });
});
