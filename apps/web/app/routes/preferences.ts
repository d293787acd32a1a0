import { isCurrency } from '@belizepass/domain';
import { isLocale, pathInLocale } from '@belizepass/domain/i18n';
import { redirect } from 'react-router';
import { serverApi } from '~/lib/api-client';
import { CURRENCY_COOKIE, display } from '~/lib/display';
import type { Route } from './+types/preferences';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Only an address of this site (a path, never `//host`) may be returned to. */
function returnPath(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * The language and currency choice (layouts/display-preferences.tsx): the currency is kept in a
 * cookie for a year; a language chosen while signed in is kept on the account, for its emails; the
 * visitor comes back to the page they were on, in the chosen language (decision 029).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const chosenLocale = form.get('locale');
  const chosenCurrency = form.get('currency');
  const locale = isLocale(chosenLocale) ? chosenLocale : display().locale;
  const headers = new Headers();
  if (isCurrency(chosenCurrency)) {
    const secure = context.publicUrl.startsWith('https:') ? '; Secure' : '';
    headers.append(
      'set-cookie',
      `${CURRENCY_COOKIE}=${chosenCurrency}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
    );
  }
  if (isLocale(chosenLocale) && !context.visitorIndependent) {
    try {
      await serverApi(context).put('/api/auth/user/language', { locale: chosenLocale });
    } catch {
      // Signed out (401): only the page's language changes.
    }
  }
  // An absolute address: a relative one would stay under this page's language prefix.
  headers.set('location', `${context.publicUrl}${pathInLocale(returnPath(form.get('returnTo')), locale)}`);
  return new Response(null, { status: 303, headers });
}

export function loader() {
  return redirect('/');
}
