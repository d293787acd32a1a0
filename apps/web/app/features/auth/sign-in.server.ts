import { AUTH_MESSAGES, loginSchema, type SessionUser, type UserRole } from '@belizepass/domain';
import { redirect } from 'react-router';
import { serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { sessionUser } from '~/lib/session.server';
import {
  destinationAfterLogin,
  homeOf,
  REDIRECT_PARAM,
  safeRedirectPath,
  usesMerchantConsole,
} from './redirects';

/**
 * The sign-in action of /login and /merchant/login: checks the form with the shared schema, signs in
 * through `POST /api/session` (the cookies reach the browser with this response) and sends each role
 * to its home, or a tourist back to the page they came from. `onlyRole` refuses other accounts and
 * ends the session it just opened.
 */
export async function signInAction(
  { request, context }: { request: Request; context: Parameters<typeof serverApi>[0] },
  options: { onlyRole?: UserRole; fallback: string } = { fallback: AUTH_MESSAGES.loginFallback },
) {
  const submission = await parseForm(request, loginSchema);
  if (submission.status !== 'success')
    return formFailure(submission, undefined, { hideFields: ['password'] });
  const api = serverApi(context);
  let user: SessionUser;
  try {
    ({ user } = await api.post<{ user: SessionUser }>('/api/session', submission.value));
  } catch (error) {
    return formFailure(submission, error, { fallback: options.fallback, hideFields: ['password'] });
  }
  const wrongRole =
    options.onlyRole === 'merchant_admin' ? !usesMerchantConsole(user) : user.role !== options.onlyRole;
  if (options.onlyRole && wrongRole) {
    await api.delete('/api/session').catch(() => undefined);
    return formFailure(submission, new Error('wrong role'), {
      fallback: options.onlyRole === 'merchant_admin' ? AUTH_MESSAGES.merchantLoginOnly : options.fallback,
      hideFields: ['password'],
      status: 403,
    });
  }
  const from = safeRedirectPath(new URL(request.url).searchParams.get(REDIRECT_PARAM));
  throw redirect(destinationAfterLogin(user, from));
}

/** A signed-in visitor who opens a sign-in page goes to their own home. */
export async function redirectSignedIn(context: Parameters<typeof sessionUser>[0]) {
  const user = await sessionUser(context);
  if (user) throw redirect(homeOf(user));
  return null;
}
