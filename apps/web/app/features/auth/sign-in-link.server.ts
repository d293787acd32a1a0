import {
  AUTH_MESSAGES,
  type SessionUser,
  signInLinkRequestSchema,
  signInLinkSchema,
} from '@belizepass/domain';
import { redirect } from 'react-router';
import { ApiError, serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { destinationAfterLogin } from './redirects';

type ActionArgs = { request: Request; context: Parameters<typeof serverApi>[0] };

const statusOf = (error: unknown) => (error instanceof ApiError && error.status >= 400 ? error.status : 502);

/**
 * Asks the API to email a one-time sign-in link. The answer is the same whether or not an account
 * exists, and so is the page's.
 */
export async function requestSignInLinkAction({ request, context }: ActionArgs) {
  const submission = await parseForm(request, signInLinkRequestSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    await serverApi(context).post('/api/auth/sign-in-link', submission.value);
  } catch (error) {
    return formFailure(submission, error, {
      fallback: AUTH_MESSAGES.forgotFallback,
      status: statusOf(error),
    });
  }
  return { sentTo: submission.value.email };
}

/**
 * Signs in with the token of the emailed link, on a button press (never on opening the page: mail
 * scanners open links too). The session and device cookies reach the browser with this response.
 */
export async function consumeSignInLinkAction({ request, context }: ActionArgs) {
  const submission = await parseForm(request, signInLinkSchema);
  if (submission.status !== 'success') return formFailure(submission);
  let user: SessionUser;
  try {
    ({ user } = await serverApi(context).post<{ user: SessionUser }>('/api/session/link', submission.value));
  } catch (error) {
    return formFailure(submission, error, { fallback: AUTH_MESSAGES.loginFallback, status: statusOf(error) });
  }
  throw redirect(destinationAfterLogin(user, null));
}
