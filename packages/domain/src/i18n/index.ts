/**
 * The product's texts in English and Spanish (docs/decisions/029-spanish-edition.md): message
 * catalogues in `packages/domain/messages/<area>/<locale>.json`, compiled by Paraglide into one small
 * function per message (`m.some_key()`), so a page ships only the texts it uses.
 *
 * The locale is read when a message is called: the web app and the API each say where it comes from
 * (`overwriteGetLocale`), the page's language in the web app and the recipient's for an email.
 * Never call a message at module level: no locale is known there.
 */
import { getLocale, type Locale, locales } from './paraglide/runtime.js';

export { m } from './paraglide/messages.js';
export { baseLocale, getLocale, type Locale, locales, overwriteGetLocale } from './paraglide/runtime.js';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The path prefix of each language: English at today's addresses, Spanish under `/es`. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** The language of an address, from its first path segment. */
export function localeOfPath(pathname: string): Locale {
  return /^\/es(?:\/|$)/.test(pathname) ? 'es' : 'en';
}

/** An address without its language prefix: `/es/tours` -> `/tours`, `/es` -> `/`. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(/^\/es(?=\/|$)/, '') || '/';
}

/** The same address in `locale`: `/tours?q=x` -> `/es/tours?q=x`; `/` -> `/es`. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#')
    ? `${prefix}${bare.slice(1)}`
    : `${prefix}${bare}`;
}

/** The `Intl` locale each language formats dates, numbers and plurals with. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-419' };

export function intlLocale(locale: Locale = getLocale()): string {
  return INTL_LOCALE[locale];
}
