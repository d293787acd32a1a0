import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin.schema.ts';
import type { BookingChange } from './booking-changes.schema.ts';
import { rescheduleLine } from './booking-changes.ts';
import { BOOKING_HISTORY_LABELS, bookingChangeNote, partyText } from './booking-lifecycle.ts';
import { BOOKING_STATUS_LABELS } from './bookings.schema.ts';
import {
  CANCELLATION_PRESETS,
  cancellationPolicySummary,
  cancellationTierLabel,
  PLATFORM_CANCELLATION_TIERS,
} from './cancellation-policy.ts';
import { DEAL_CATEGORIES, DEAL_SORTS } from './deal-rules.ts';
import { EMAIL_PREFERENCE_LABELS } from './email-preferences.schema.ts';
import { GIFT_CARD_CATEGORIES, GIFT_CARD_MESSAGES } from './gift-card-rules.ts';
import { getLocale, type Locale, overwriteGetLocale } from './i18n/index.ts';
import { formatAvailability } from './merchant-tours.schema.ts';
import { refundTier } from './money/refunds.ts';
import { rescheduleRule } from './money/reschedule.ts';
import { TOUR_REVISION_MESSAGES } from './tour-revisions.schema.ts';

const original = getLocale;
const readIn = (locale: Locale) => overwriteGetLocale(() => locale);

afterEach(() => overwriteGetLocale(original));

const move: BookingChange = {
  fromDate: '2026-03-02',
  fromTime: '09:00',
  toDate: '2026-03-06',
  toTime: '09:00',
  fromAdults: 2,
  fromChildren: 1,
  toAdults: 1,
  toChildren: 0,
  by: 'operator',
  chargedAmount: 0,
  refundedAmount: 12_050,
  at: '2026-02-20T12:00:00.000Z',
};

describe('the domain tables, read in the reader language', () => {
  it('keep their English texts, read the same way as before', () => {
    readIn('en');
    expect(BOOKING_STATUS_LABELS.no_show).toBe('No-show');
    expect(BOOKING_STATUS_LABELS.cancelled.toLowerCase()).toBe('cancelled');
    expect(Object.keys(BOOKING_STATUS_LABELS)).toEqual([
      'pending',
      'confirmed',
      'completed',
      'no_show',
      'cancelled',
    ]);
    expect(BOOKING_HISTORY_LABELS.checked_in).toBe('Checked in');
    expect(partyText(1, 0)).toBe('1 adult');
    expect(partyText(2, 1)).toBe('2 adults, 1 child');
    expect(partyText(3, 2)).toBe('3 adults, 2 children');
    expect(rescheduleLine({ fromDate: 'Mar 2', toDate: 'Mar 2' })).toBe('Party changed for Mar 2');
    expect(bookingChangeNote(move)).toBe(
      'Rescheduled from Mar 2, 2026 to Mar 6, 2026 by the operator. Party 2 adults, 1 child to 1 adult. Refunded $120.50.',
    );
    expect(
      bookingChangeNote({ ...move, fromAdults: 1, fromChildren: 0, by: 'tourist', refundedAmount: 0 }),
    ).toBe('Rescheduled from Mar 2, 2026 to Mar 6, 2026 by the guest. No charge or refund.');
    expect(EMAIL_PREFERENCE_LABELS.morningSummary).toEqual({
      label: 'Morning summary',
      hint: "At 6:00 AM Belize time, the day's departures with their passenger lists.",
    });
    expect(refundTier(200).label).toBe('7 days or more before departure: 95% refund');
    expect(cancellationPolicySummary(CANCELLATION_PRESETS.flexible)).toBe(
      'Free cancellation up to 24 hours before departure',
    );
    expect(cancellationTierLabel(PLATFORM_CANCELLATION_TIERS, 3)).toBe(
      'Less than 24 hours before departure, or no-show: no refund',
    );
    expect(rescheduleRule()).toBe(
      'Free date and party changes up to 24 hours before departure; a price difference is charged or refunded.',
    );
    expect(formatAvailability([])).toBe('No departures');
    expect(formatAvailability([0, 6])).toBe('Weekends');
    expect(ADMIN_MESSAGES.notAvailable).toBe('N/A');
    expect(TOUR_REVISION_MESSAGES.waiting).toBe('Changes waiting for approval');
    expect(GIFT_CARD_MESSAGES.anyMerchant).toBe('Any BelizePass merchant');
    expect(GIFT_CARD_CATEGORIES.map((c) => c.name)).toEqual([
      'All Cards',
      'Restaurants',
      'Hotels',
      'Activities',
    ]);
    expect(DEAL_CATEGORIES[0]).toEqual({ slug: 'restaurants', name: 'Restaurants' });
    expect(DEAL_SORTS.find((s) => s.slug === 'ending')?.name).toBe('Ending Soon');
  });

  it('read in Spanish for a Spanish reader', () => {
    readIn('es');
    expect(BOOKING_STATUS_LABELS.no_show).toBe('No se presentó');
    expect(BOOKING_HISTORY_LABELS.booked).toBe('Reservada');
    expect(partyText(1, 0)).toBe('1 adulto');
    expect(partyText(2, 1)).toBe('2 adultos, 1 niño');
    expect(bookingChangeNote(move)).toBe(
      'Reprogramada del 2 mar 2026 al 6 mar 2026 por el operador. Grupo de 2 adultos, 1 niño a 1 adulto. Reembolsado: US$120.50.',
    );
    expect(EMAIL_PREFERENCE_LABELS.reminders.label).toBe('Recordatorios de tours');
    expect(refundTier(30).label).toBe('Con 24 horas o más de anticipación: reembolso del 50%');
    expect(cancellationPolicySummary(CANCELLATION_PRESETS.flexible)).toBe(
      'Cancelación gratuita hasta 24 horas antes de la salida',
    );
    expect(formatAvailability([5, 1, 3])).toBe('lun/mié/vie');
    expect(formatAvailability([1, 2, 3, 4, 5])).toBe('De lunes a viernes');
    expect(ADMIN_MESSAGES.settingsSaved).toBe('Configuración guardada');
    expect(GIFT_CARD_MESSAGES.anyMerchant).toBe('Cualquier comercio de BelizePass');
    expect(DEAL_SORTS.find((s) => s.slug === 'new')?.name).not.toBe('Newest');
  });
});
