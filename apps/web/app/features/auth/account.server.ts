import {
  AUTH_MESSAGES,
  deleteAccountFormSchema,
  type MyBookingsResponse,
  myBookingsQuerySchema,
  profileUpdateSchema,
  type SessionUser,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type AppLoadContext, data, redirect } from 'react-router';
import { readListQuery } from '~/components/data/list-query.server';
import { listHref } from '~/components/data/list-url';
import type { MyStoredValue } from '~/features/account-stored-value/stored-value';
import {
  EMAIL_PREFERENCES_INTENT,
  loadEmailPreferences,
  saveEmailPreferences,
} from '~/features/email-preferences/email-preferences.server';
import { offlineListHeaders } from '~/features/offline/offline-tickets.server';
import { ApiError, messageOf, serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { PRIVATE_PAGE, requireUser, sessionUser } from '~/lib/session.server';
import { ACCOUNT_SECTIONS, type AccountSection } from './account-sections';
import { signInUrl } from './redirects';

/** The query value /account carries once the account is gone (the visitor is signed out by then). */
export const DELETED_PARAM = 'deleted';

interface Args {
  request: Request;
  context: AppLoadContext;
  params: { '*'?: string };
}

/** A tab's data, or the message of why it could not be read (the rest of the page still shows). */
async function attempt<T>(read: () => Promise<T>, fallback: string) {
  try {
    return { value: await read(), failure: null };
  } catch (error) {
    return { value: null, failure: messageOf(error, fallback) };
  }
}

/**
 * /account for the signed-in user, rendered on the server: the profile, and the open tab's data
 * (their bookings, or their gift cards and vouchers). A signed-out visitor goes to /login with the
 * page remembered, except right after deleting their account, when the page says it is gone.
 */
export async function accountLoader({ request, context, params }: Args) {
  const section = (params['*'] ?? '').replace(/\/+$/, '');
  if (!Object.hasOwn(ACCOUNT_SECTIONS, section)) throw data(null, { status: 404 });
  const tab = section as AccountSection;
  if (new URL(request.url).searchParams.has(DELETED_PARAM) && !(await sessionUser(context))) {
    return data({ deleted: true as const, section: tab }, { headers: PRIVATE_PAGE });
  }
  const user: SessionUser = await requireUser(context, request, 'signed-in');
  const api = serverApi(context);
  const url = new URL(request.url);
  // My Bookings' status, sort and page from the address; a value the API would refuse means its default.
  const bookingsQuery = readListQuery(url, myBookingsQuerySchema);
  const [bookings, storedValue, emailPreferences] = await Promise.all([
    tab === 'bookings'
      ? attempt(
          () =>
            api.get<MyBookingsResponse>('/api/me/bookings', {
              query: { status: bookingsQuery.status, sort: bookingsQuery.sort, page: bookingsQuery.page },
            }),
          m.account_bookings_failed(),
        )
      : null,
    tab === 'gift-cards'
      ? attempt(() => api.get<MyStoredValue>('/api/me/gift-cards'), m.account_try_again_in_a_moment())
      : null,
    tab === 'emails' ? loadEmailPreferences(api) : null,
  ]);
  // A page past the last (bookings cancelled or filtered away since the link was made): the last page.
  const pages = bookings?.value?.pagination.pages ?? 0;
  if (pages > 0 && bookingsQuery.page > pages) throw redirect(listHref(url, { page: pages }));
  // A tourist's phone keeps their bookings list and refreshes its kept tickets from it: every valid
  // ticket, whatever the page.
  const offline =
    bookings?.value && user.role === 'tourist' ? offlineListHeaders(bookings.value.tickets) : {};
  return data(
    {
      deleted: false as const,
      section: tab,
      user,
      bookings,
      bookingsQuery,
      storedValue,
      emailPreferences,
    },
    { headers: { ...PRIVATE_PAGE, ...offline } },
  );
}

/** A write refused for want of a session sends the visitor to sign in, then back to /account. */
function signInAgainIf(error: unknown) {
  if (error instanceof ApiError && error.status === 401) throw redirect(signInUrl('/login', '/account'));
}

/**
 * The forms of /account, told apart by their `intent`: the profile (name and phone number) and the
 * account's deletion, which ends every session and clears the cookies, then shows that it is done.
 */
export async function accountAction({ request, context }: Args) {
  // No session check first: it would be remembered for this request, and the pages rendered after
  // the action (without JavaScript, in the same request) must show the changed profile. The API
  // refuses a visitor who is not signed in, who is then asked to sign in.
  const intent = (await request.clone().formData()).get('intent');
  const api = serverApi(context);

  if (intent === EMAIL_PREFERENCES_INTENT) {
    return saveEmailPreferences(api, await request.formData(), signInAgainIf);
  }

  if (intent === 'delete') {
    const submission = await parseForm(request, deleteAccountFormSchema);
    const extra = { intent: 'delete' as const };
    if (submission.status !== 'success') return formFailure(submission, undefined, { extra });
    try {
      await api.delete('/api/auth/account');
    } catch (error) {
      signInAgainIf(error);
      return formFailure(submission, error, { fallback: AUTH_MESSAGES.deleteFallback, extra });
    }
    // The deletion has ended the account's sessions; this clears the browser's cookies.
    await api.delete('/api/session').catch(() => undefined);
    throw redirect(`/account?${DELETED_PARAM}`);
  }

  const submission = await parseForm(request, profileUpdateSchema);
  const extra = { intent: 'profile' as const };
  if (submission.status !== 'success') return formFailure(submission, undefined, { extra });
  const { full_name, phone_number } = submission.value;
  try {
    // An emptied phone number is removed, not kept.
    await api.patch('/api/auth/user', { full_name, phone_number: phone_number || null });
  } catch (error) {
    signInAgainIf(error);
    return formFailure(submission, error, {
      fallback: m.account_profile_save_failed(),
      extra,
    });
  }
  return { intent: 'profile' as const, saved: true as const };
}
