import { hasNoNul, NUL_MESSAGE } from './deal-rules.ts';
import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * Operators' text in two languages (docs/decisions/029-spanish-edition.md): a tour, deal or
 * merchant profile may carry a Spanish version of its title, description, itinerary and meeting
 * instructions. Each is optional; a Spanish page shows the English field where the Spanish one is
 * missing and names it in `untranslated`, so the page can mark it.
 */

/**
 * An optional Spanish text with the limits of its English field: blank (or absent) means none, and
 * is stored as null.
 */
export const spanishText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => m.errors_at_most_characters({ max }) })
    .refine(hasNoNul, NUL_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));

/** Optional Spanish lines (an itinerary): an empty list means none, and is stored as null. */
export const spanishLines = (maxItems: number, maxLength: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: () => m.errors_remove_empty_lines() })
        .max(maxLength, { error: () => m.errors_line_too_long({ max: maxLength }) })
        .refine(hasNoNul, NUL_MESSAGE),
    )
    .max(maxItems, { error: () => m.errors_at_most_lines({ max: maxItems }) })
    .nullish()
    .transform((lines) => (lines && lines.length > 0 ? lines : null));

/** The languages an API answer can be in. */
export type ContentLanguage = 'en' | 'es';

/**
 * The language of an API request's answer from its `Accept-Language` header: Spanish when the first
 * language asked for is Spanish (the web app sends the page's language, `es` or `en`), else English.
 */
export function contentLanguage(acceptLanguage: string | string[] | undefined): ContentLanguage {
  const first = (Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage) ?? '';
  return first.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The list of fields shown in English on a Spanish answer. */
export const untranslatedSchema = z
  .array(z.string())
  .describe(
    'Spanish answers only (Accept-Language: es): the fields shown in English because the operator wrote no Spanish for them',
  );

type Texts = Record<string, { en: string; es: string | null | undefined }>;
type ListTexts = Record<string, { en: string[]; es: string[] | null | undefined }>;

/**
 * Each field in the answer's language: the Spanish when asked for and written (a list: not empty),
 * else the English; and, for a Spanish answer, the fields that fell back to English and have text.
 */
export function inLanguage<T extends Texts, L extends ListTexts = Record<never, never>>(
  language: ContentLanguage,
  texts: T,
  lists?: L,
): { values: { [K in keyof T]: string } & { [K in keyof L]: string[] }; untranslated: string[] } {
  const values: Record<string, string | string[]> = {};
  const untranslated: string[] = [];
  for (const [field, { en, es }] of Object.entries(texts)) {
    const spanish = language === 'es' && es ? es : null;
    values[field] = spanish ?? en;
    if (language === 'es' && !spanish && en) untranslated.push(field);
  }
  for (const [field, { en, es }] of Object.entries(lists ?? {})) {
    const spanish = language === 'es' && es && es.length > 0 ? es : null;
    values[field] = spanish ?? en;
    if (language === 'es' && !spanish && en.length > 0) untranslated.push(field);
  }
  return { values: values as never, untranslated };
}

/** The operator's list of Spanish fields still to write (issue 39). */
export const missingTranslationsSchema = z
  .array(z.string())
  .describe(
    'The Spanish fields (`*_es`) left empty whose English field has text: what the Spanish pages show in English. Empty when everything is translated',
  );

type Pair = {
  en: string | readonly string[] | null | undefined;
  es: string | readonly string[] | null | undefined;
};
const written = (value: Pair['en']) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : false;

/**
 * The Spanish fields, by their names, that have no text while their English field has some: the
 * operator's list of what is missing. An English field left empty needs no Spanish.
 */
export function missingTranslations(pairs: Record<string, Pair>): string[] {
  return Object.entries(pairs)
    .filter(([, { en, es }]) => written(en) && !written(es))
    .map(([field]) => field);
}

/** A tour's texts with their Spanish, by the Spanish field's name (the operator's and the admin's rule). */
export function tourTranslationPairs(t: {
  title: string;
  titleEs: string | null;
  description: string;
  descriptionEs: string | null;
  itinerary: readonly string[];
  itineraryEs: readonly string[] | null;
  inclusions: readonly string[];
  inclusionsEs: readonly string[] | null;
  exclusions: readonly string[];
  exclusionsEs: readonly string[] | null;
  bringItems: readonly string[];
  bringItemsEs: readonly string[] | null;
  meetingPoint: string | null;
  meetingPointEs: string | null;
  transport: string | null;
  transportEs: string | null;
  safetyInfo: string | null;
  safetyInfoEs: string | null;
}): Record<string, Pair> {
  return {
    title_es: { en: t.title, es: t.titleEs },
    description_es: { en: t.description, es: t.descriptionEs },
    itinerary_es: { en: t.itinerary, es: t.itineraryEs },
    inclusions_es: { en: t.inclusions, es: t.inclusionsEs },
    exclusions_es: { en: t.exclusions, es: t.exclusionsEs },
    bring_items_es: { en: t.bringItems, es: t.bringItemsEs },
    meeting_point_es: { en: t.meetingPoint, es: t.meetingPointEs },
    transport_es: { en: t.transport, es: t.transportEs },
    safety_info_es: { en: t.safetyInfo, es: t.safetyInfoEs },
  };
}

/** A deal's texts with their Spanish. */
export function dealTranslationPairs(d: {
  title: string;
  titleEs: string | null;
  description: string;
  descriptionEs: string | null;
}): Record<string, Pair> {
  return {
    title_es: { en: d.title, es: d.titleEs },
    description_es: { en: d.description, es: d.descriptionEs },
  };
}

/** A business profile's texts with their Spanish. */
export function profileTranslationPairs(p: {
  tagline: string | null;
  taglineEs: string | null;
  description: string | null;
  descriptionEs: string | null;
}): Record<string, Pair> {
  return {
    tagline_es: { en: p.tagline, es: p.taglineEs },
    description_es: { en: p.description, es: p.descriptionEs },
  };
}

/**
 * Of the texts whose English is written, how many have their Spanish: the admin's share translated
 * per merchant, by the same rule as the operator's `missingTranslations`.
 */
export function translationCounts(pairs: readonly Record<string, Pair>[]): {
  toTranslate: number;
  translated: number;
} {
  let toTranslate = 0;
  let missing = 0;
  for (const record of pairs) {
    toTranslate += Object.values(record).filter(({ en }) => written(en)).length;
    missing += missingTranslations(record).length;
  }
  return { toTranslate, translated: toTranslate - missing };
}
