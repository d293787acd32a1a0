import { afterEach, describe, expect, it } from 'vitest';
import { LOCATIONS, nameOf, regionName } from './catalogue.ts';
import { getLocale, type Locale, overwriteGetLocale } from './i18n/index.ts';
import { languageList, languageName } from './language-names.ts';

const original = getLocale;
const pageIn = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(original));

describe('language and region names in the reader’s language', () => {
  it('keeps the English as stored on an English page', () => {
    pageIn('en');
    expect(languageList(['English', 'Spanish', "Q'eqchi'"])).toBe("English, Spanish, Q'eqchi'");
    expect(regionName('cayo-district', 'Cayo District')).toBe('Cayo District');
  });

  it('names the known languages in Spanish, and shows any other as the operator wrote it', () => {
    pageIn('es');
    expect(languageList(['English', 'Spanish', "Q'eqchi'"])).toBe("Inglés, español, q'eqchi'");
    expect(languageList(["Q’eqchi'", 'Kriol', 'garifuna'])).toBe("Q'eqchi', kriol, garífuna");
    expect(languageName('Dutch')).toBe('Dutch');
    expect(languageList([])).toBe('');
  });

  it('names the districts in Spanish and keeps the place names', () => {
    pageIn('es');
    expect(regionName('cayo-district', 'Cayo District')).toBe('Distrito de Cayo');
    expect(regionName('belize-district', 'Belize District')).toBe('Distrito de Belice');
    expect(nameOf(LOCATIONS, 'placencia')).toBe('Placencia');
    expect(regionName('toledo', 'Toledo District')).toBe('Toledo District');
  });
});
