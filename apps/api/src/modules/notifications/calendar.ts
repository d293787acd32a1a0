/**
 * A calendar file (RFC 5545) for one departure, so the guest can add it to their calendar: one
 * VEVENT in the America/Belize zone (UTC-6 all year, no daylight saving, declared in a VTIMEZONE),
 * its start and end as Belize wall-clock times, lines ended by CRLF and folded at 75 octets.
 */

export interface DepartureEvent {
  /** Stable per booking, so a re-sent file updates the same calendar entry. */
  uid: string;
  title: string;
  location: string;
  /** The meeting point's coordinates (WGS 84 degrees), when the tour has them: the GEO property. */
  geo?: { lat: number; lng: number } | null;
  description: string;
  /** `YYYY-MM-DD` in Belize. */
  localDate: string;
  /** `HH:MM` in Belize. */
  startTime: string;
  durationHours: number;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
  /** Raised each time a later file of the same booking's event is sent (a reschedule, a cancellation). */
  sequence?: number;
  /**
   * What the file asks of the calendar (RFC 5546): REQUEST adds or updates the event, CANCEL removes
   * it (the same UID, a higher SEQUENCE). PUBLISH (the default) only offers it.
   */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** The organizer (the platform's address) and the attendee (the guest), which REQUEST and CANCEL need. */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

const TZID = 'America/Belize';
const CRLF = '\r\n';
const encoder = new TextEncoder();

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string) {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line so no line is longer than 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string) {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so holds 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20261204T090000` from a Belize date and `HH:MM`, plus a number of minutes. */
function localDateTime(localDate: string, startTime: string, addMinutes = 0) {
  const [h = 0, m = 0] = startTime.split(':').map(Number);
  // Computed on the UTC clock only as arithmetic on the wall-clock time (no zone is applied).
  const t = new Date(Date.UTC(...ymd(localDate), h, m + addMinutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}00`;
}

function ymd(date: string): [number, number, number] {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  return [y, mo - 1, d];
}

function utcStamp(date: Date) {
  return `${date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`;
}

/** A CAL-ADDRESS with its common name: `ORGANIZER;CN="BelizePass":mailto:hello@belizepass.bz`. */
const calAddress = (property: string, who: { name: string; email: string }, params = '') =>
  `${property};CN="${who.name.replace(/["\r\n]/g, '')}"${params}:mailto:${who.email}`;

export function departureCalendar(event: DepartureEvent): string {
  const minutes = Math.round(event.durationHours * 60);
  const method = event.method ?? 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BelizePass//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0600',
    'TZOFFSETTO:-0600',
    'TZNAME:CST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART;TZID=${TZID}:${localDateTime(event.localDate, event.startTime)}`,
    `DTEND;TZID=${TZID}:${localDateTime(event.localDate, event.startTime, minutes)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    // RFC 5545 3.8.1.6: latitude;longitude as floats, at most six decimals.
    ...(event.geo ? [`GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.organizer ? [calAddress('ORGANIZER', event.organizer)] : []),
    ...(event.attendee
      ? [calAddress('ATTENDEE', event.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED')]
      : []),
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
