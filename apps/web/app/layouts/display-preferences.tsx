import { CURRENCIES, type Currency } from '@belizepass/domain';
import { type Locale, locales, m } from '@belizepass/domain/i18n';
import { Languages } from 'lucide-react';
import { Form, useLocation } from 'react-router';
import { display } from '~/lib/display';

/** Each language named in itself, as language pickers do. */
const LANGUAGE_NAMES: Record<Locale, () => string> = {
  en: () => m.language_name_en(),
  es: () => m.language_name_es(),
};
const CURRENCY_NAMES: Record<Currency, () => string> = {
  USD: () => m.currency_usd(),
  BZD: () => m.currency_bzd(),
};

/**
 * Language and currency choices: a plain form post to /preferences (routes/preferences.ts), which
 * keeps the currency in a cookie, remembers a signed-in visitor's language for their emails, and comes
 * back to the same page in the chosen language. Works without JavaScript.
 */
function PreferencesForm({ children, className }: { children: React.ReactNode; className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/preferences" reloadDocument className={className}>
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      {children}
    </Form>
  );
}

/**
 * The other language as one button, for the header bar; `icon` marks it as the language choice where
 * it stands among links (the small-screen menu).
 */
export function LanguageButton({ className, icon = false }: { className: string; icon?: boolean }) {
  const other: Locale = display().locale === 'es' ? 'en' : 'es';
  return (
    <PreferencesForm>
      <button type="submit" name="locale" value={other} lang={other} className={className}>
        {icon && <Languages aria-hidden="true" className="size-5 shrink-0 text-slate-500" />}
        {LANGUAGE_NAMES[other]()}
      </button>
    </PreferencesForm>
  );
}

const choiceClass = (current: boolean) =>
  `min-h-11 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sun-400 ${
    current ? 'bg-white text-slate-900' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
  }`;

/** Both choices with their names, for the footer (dark background). */
export function DisplayPreferences() {
  const { locale, currency } = display();
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-4">
      <PreferencesForm>
        <fieldset>
          <legend className="text-sm text-slate-400">{m.language_switch_label()}</legend>
          <div className="mt-1 flex gap-1">
            {locales.map((option) => (
              <button
                key={option}
                type="submit"
                name="locale"
                value={option}
                lang={option}
                aria-pressed={option === locale}
                className={choiceClass(option === locale)}
              >
                {LANGUAGE_NAMES[option]()}
              </button>
            ))}
          </div>
        </fieldset>
      </PreferencesForm>
      <PreferencesForm>
        <fieldset>
          <legend className="text-sm text-slate-400">{m.currency_label()}</legend>
          <div className="mt-1 flex gap-1">
            {CURRENCIES.map((option) => (
              <button
                key={option}
                type="submit"
                name="currency"
                value={option}
                aria-pressed={option === currency}
                className={choiceClass(option === currency)}
              >
                {CURRENCY_NAMES[option]()}
              </button>
            ))}
          </div>
        </fieldset>
      </PreferencesForm>
    </div>
  );
}
