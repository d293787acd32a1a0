import { m } from './i18n/index.ts';

/**
 * The names of the languages a tour is guided in, in the reader's language (issue 39). Operators
 * store them as they typed them (in English: "English", "Q'eqchi'"); the known ones are read from the
 * message catalogue, any other is shown as stored.
 */
const KNOWN: Record<string, () => string> = {
  english: m.translation_language_english,
  spanish: m.translation_language_spanish,
  kriol: m.translation_language_kriol,
  creole: m.translation_language_kriol,
  garifuna: m.translation_language_garifuna,
  "q'eqchi'": m.translation_language_qeqchi,
  "q'eqchi": m.translation_language_qeqchi,
  qeqchi: m.translation_language_qeqchi,
  mopan: m.translation_language_mopan,
  'yucatec maya': m.translation_language_yucatec,
  yucatec: m.translation_language_yucatec,
  german: m.translation_language_german,
  french: m.translation_language_french,
  italian: m.translation_language_italian,
};

/** One stored language name in the current language, or as stored when it is not a known one. */
export function languageName(stored: string): string {
  const key = stored
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'");
  return KNOWN[key]?.() ?? stored;
}

/** The tour's languages as one line: "English, Spanish, Q'eqchi'" / "Inglés, español, q'eqchi'". */
export function languageList(stored: readonly string[]): string {
  const line = stored.map(languageName).join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
