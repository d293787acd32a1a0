import { addDays, type BookingListRow, belizeToday } from '@belizepass/domain';
import { describe, expect, it } from 'vitest';
import { OFFLINE_LIST_HEADER, parseOfflineList } from './offline-protocol';
import { offlineListHeaders } from './offline-tickets.server';

const row = (id: string, overrides: Partial<BookingListRow> = {}): BookingListRow => ({
  id,
  confirmationCode: 'W4Z3PC62',
  tourName: 'Hol Chan Marine Reserve Snorkel',
  tourDate: addDays(belizeToday(), 7),
  time: '09:00',
  party: '2 adults',
  pickup: null,
  bookingDate: '2026-11-01T12:00:00.000Z',
  status: 'confirmed',
  checkedInAt: null,
  price: 15000,
  ...overrides,
});

const listed = (rows: BookingListRow[]) => parseOfflineList(offlineListHeaders(rows)[OFFLINE_LIST_HEADER]!);

describe('the bookings list names the tickets a phone may keep', () => {
  it('names confirmed bookings from today on, and no others', () => {
    const tickets = listed([
      row('a'),
      row('today', { tourDate: belizeToday() }),
      row('past', { tourDate: addDays(belizeToday(), -1) }),
      row('cancelled', { status: 'cancelled' }),
      row('pending', { status: 'pending', confirmationCode: null }),
      row('completed', { status: 'completed' }),
    ]);
    expect([...tickets.keys()]).toEqual(['a', 'today']);
  });

  it('says none when no ticket is left, so every kept ticket goes', () => {
    expect(offlineListHeaders([row('x', { status: 'cancelled' })])[OFFLINE_LIST_HEADER]).toBe('none');
    expect(listed([])).toEqual(new Map());
  });

  it('gives a ticket a new version when its date, total or check-in change', () => {
    const version = (overrides: Partial<BookingListRow>) => listed([row('a', overrides)]).get('a');
    const base = version({});
    expect(version({})).toBe(base);
    expect(version({ tourDate: addDays(belizeToday(), 8) })).not.toBe(base);
    expect(version({ price: 22500 })).not.toBe(base);
    expect(version({ checkedInAt: '2026-12-03T14:53:00.000Z' })).not.toBe(base);
  });
});
