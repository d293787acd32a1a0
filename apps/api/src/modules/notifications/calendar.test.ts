import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { departureCalendar, escapeText, foldLine } from './calendar.ts';

describe('the calendar file writer', () => {
  it('folds long lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'Cueva del jaguar, señal de salida ☀️ '.repeat(8)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('escapes text values and ends every line with CRLF', () => {
    expect(escapeText('Dock 3; pier, "B"\\north\nGate')).toBe('Dock 3\\; pier\\, "B"\\\\north\\nGate');
    const ics = departureCalendar({
      uid: 'booking-1@belizepass.bz',
      title: 'Sunset sail, Placencia',
      location: 'Placencia Sidewalk; main dock',
      description: 'Line one\nLine two',
      localDate: '2026-12-31',
      startTime: '17:30',
      durationHours: 7.5,
      stamp: new Date('2026-12-01T12:00:00Z'),
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.location).toBe('Placencia Sidewalk; main dock');
    expect(event.description).toBe('Line one\nLine two');
    // 17:30 in Belize (UTC-6) is 23:30 UTC; seven and a half hours later crosses into the new year.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-31T23:30:00.000Z');
    expect(event.endDate.toString()).toBe('2027-01-01T01:00:00');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp'))).toBe(
      '2026-12-01T12:00:00Z',
    );
  });
});
