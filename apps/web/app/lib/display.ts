import { type Currency, formatMoney } from '@belizepass/domain';
import {
  intlLocale,
  LOCALE_PREFIX,
  type Locale,
  overwriteGetLocale,
  pathWithoutLocale,
} from '@belizepass/domain/i18n';

/**
 * How the page is shown to its reader: the language (from the address: `/es/...` is Spanish) and the
 * currency prices are shown in (the visitor's choice, a cookie; charges are always in USD).
 * Decision 029. The server sets it per request (entry.server.tsx), the browser once from the document
 * (entry.client.tsx); every message and price helper reads it from here.
 */
export interface Display {
  locale: Locale;
  currency: Currency;
}

export const DEFAULT_DISPLAY: Display = { locale: 'en', currency: 'USD' };

/** The cookie that keeps the visitor's currency. */
export const CURRENCY_COOKIE = 'bp_currency';

let source: () => Display = () => DEFAULT_DISPLAY;

/** Says where the current display comes from; called once by each entry. */
export function setDisplaySource(next: () => Display) {
  source = next;
  overwriteGetLocale(() => source().locale);
}

export function display(): Display {
  return source();
}

/** A USD amount in the visitor's currency and language: `$45`, `BZ$90.00`, `US$45`. */
export function formatPrice(usdCents: number, options: { cents?: boolean } = {}): string {
  const { currency, locale } = source();
  return formatMoney(usdCents, currency, intlLocale(locale), options);
}

/** A USD amount as charged (always USD), in the page's language. */
export function formatCharge(usdCents: number, options: { cents?: boolean } = {}): string {
  return formatMoney(usdCents, 'USD', intlLocale(source().locale), options);
}

/** The address prefix of the page's language: '' for English, '/es' for Spanish. */
export function localePrefix(): string {
  return LOCALE_PREFIX[source().locale];
}

/**
 * The path of a request as the router knows it, without the language prefix: what loaders compare
 * with route paths and pass to `redirect` (which adds the prefix back). `/es/tours/top` -> `/tours/top`.
 */
export function routerPath(request: Request | URL): string {
  const url = request instanceof URL ? request : new URL(request.url);
  return pathWithoutLocale(url.pathname);
}
