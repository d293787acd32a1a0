import { z } from 'zod';
import en from 'zod/v4/locales/en.js';
import es from 'zod/v4/locales/es.js';
import { getLocale, type Locale } from './i18n/index.ts';

// Browsers run the pages under a Content-Security-Policy without 'unsafe-eval'; zod's just-in-time
// parsers probe for eval, which the browser reports as a policy violation. The server keeps them.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

// zod's own messages (a field without a message of ours) in the reader's language, read per issue.
const localeErrors: Record<Locale, ReturnType<typeof en>['localeError']> = {
  en: en().localeError,
  es: es().localeError,
};
z.config({ localeError: (issue) => localeErrors[getLocale()](issue) });

export { z };
