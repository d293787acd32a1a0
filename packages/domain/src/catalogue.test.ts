import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES, DIFFICULTIES, formatDuration, nameOf, TOUR_SORTS } from './catalogue.ts';
import { getLocale, type Locale, overwriteGetLocale } from './i18n/index.ts';
import { replyHeading, saveTourLabel } from './saved-tours.ts';

const original = getLocale;
const pageIn = (locale: Locale) => overwriteGetLocale(() => locale);

afterEach(() => overwriteGetLocale(original));

describe('tour texts in the page language', () => {
  it('keeps the English texts', () => {
    pageIn('en');
    expect(formatDuration(1)).toBe('1 hour');
    expect(formatDuration(56)).toBe('3 days, 2 nights');
    expect(nameOf(CATEGORIES, 'nature-wildlife')).toBe('Nature & Wildlife');
    expect(saveTourLabel('Hol Chan', true)).toBe('Remove Hol Chan from saved');
  });

  it('reads option names and durations in Spanish when the page is Spanish', () => {
    pageIn('es');
    expect(formatDuration(1)).toBe('1 hora');
    expect(formatDuration(2.5)).toBe('2.5 horas');
    expect(formatDuration(24)).toBe('1 día');
    expect(formatDuration(48)).toBe('2 días, 1 noche');
    expect(formatDuration(56)).toBe('3 días, 2 noches');
    expect(nameOf(DIFFICULTIES, 'moderate')).toBe('Moderada');
    expect(TOUR_SORTS.map((s) => s.name)[1]).toBe('Precio: de menor a mayor');
    expect(replyHeading('Belize Reef Tours')).toBe('Respuesta de Belize Reef Tours');
  });
});
