import { AsyncLocalStorage } from 'node:async_hooks';
import { baseLocale, isLocale, type Locale, overwriteGetLocale } from '@belizepass/domain/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language the API writes in (docs/decisions/029-spanish-edition.md): a request's answers (error
 * messages, field errors) in the language it asks for with `Accept-Language`, an email in its
 * recipient's. Every message (`m.*()`, `MESSAGES`) and date formatter of the process reads it from here.
 */
const localeStorage = new AsyncLocalStorage<Locale>();

overwriteGetLocale(() => localeStorage.getStore() ?? baseLocale);

/** The language the API is writing in now: the request's or the email's, English otherwise. */
export function currentLocale(): Locale {
  return localeStorage.getStore() ?? baseLocale;
}

/** Runs `compose` writing in `locale` (an email to its recipient, in their language). */
export function withLocale<T>(locale: Locale, compose: () => T): T {
  return localeStorage.run(locale, compose);
}

/**
 * The first language of an `Accept-Language` header we write in: `es`, `es-419,es;q=0.9` and
 * `fr, es;q=0.5` are Spanish; none, `*` or only others are English.
 */
export function localeFromAcceptLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return baseLocale;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? baseLocale;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (its `Accept-Language`). */
    locale: Locale;
  }
}

/** Reads each request's language once and answers the whole request in it. */
export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('locale', baseLocale);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    request.locale = locale;
    localeStorage.run(locale, done);
  });
}
