import { describe, expect, it } from 'vitest';
import {
  addDays,
  belizeTimeNow,
  belizeToday,
  describeWeekdays,
  formatClockTime,
  formatLongDate,
  isIsoDate,
  weekdayOf,
} from './belize-time.ts';

describe('Belize time', () => {
  it('computes today in UTC-6, whatever the machine zone', () => {
    expect(belizeToday(new Date('2026-11-26T05:59:00Z'))).toBe('2026-11-25');
    expect(belizeToday(new Date('2026-11-26T06:00:00Z'))).toBe('2026-11-26');
    expect(belizeTimeNow(new Date('2026-07-01T14:05:00Z'))).toBe('08:05');
  });

  it('does calendar arithmetic on local dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('validates and formats dates and times', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(formatLongDate('2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(formatClockTime('07:30')).toBe('7:30 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:15')).toBe('12:15 AM');
  });

  it('describes a weekly schedule', () => {
    expect(describeWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('Daily');
    expect(describeWeekdays([5, 1, 2, 3, 4])).toBe('Weekdays');
    expect(describeWeekdays([5, 1, 3])).toBe('Mon, Wed, Fri');
  });
});
