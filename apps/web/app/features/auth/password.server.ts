import { AUTH_MESSAGES, forgotPasswordSchema, resetPasswordFormSchema } from '@belizepass/domain';
import { ApiError, serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';

type ActionArgs = { request: Request; context: Parameters<typeof serverApi>[0] };

/**
 * A rate limit and a refused new password explain themselves; any other failure gets the spec's
 * general message (section 8).
 */
function passwordFailure(error: unknown) {
  const explains =
    error instanceof ApiError &&
    (error.status === 429 || error.details.some((issue) => issue.field === 'password'));
  return explains ? error : new Error('password request failed');
}

/**
 * Forgot password, for /forgot-password and /merchant/forgot-password: asks the API to mail a reset
 * link. The answer is the same whether or not an account exists, and so is the page's.
 */
export async function forgotPasswordAction({ request, context }: ActionArgs) {
  const submission = await parseForm(request, forgotPasswordSchema);
  if (submission.status !== 'success') return formFailure(submission);
  try {
    await serverApi(context).post('/api/auth/forgot-password', submission.value);
  } catch (error) {
    return formFailure(submission, passwordFailure(error), {
      fallback: AUTH_MESSAGES.forgotFallback,
      status: error instanceof ApiError && error.status >= 400 ? error.status : 502,
    });
  }
  return { sentTo: submission.value.email };
}

/**
 * Reset password with the token of the emailed link. A refused token says so (and the page offers a
 * new link); a reset ends every session of the account (API).
 */
export async function resetPasswordAction({ request, context }: ActionArgs) {
  const submission = await parseForm(request, resetPasswordFormSchema);
  const hidden = { hideFields: ['password', 'confirmPassword'] };
  if (submission.status !== 'success') return formFailure(submission, undefined, hidden);
  const { token, password } = submission.value;
  try {
    await serverApi(context).post('/api/auth/reset-password', { token, password });
  } catch (error) {
    const invalidLink =
      error instanceof ApiError &&
      error.status === 400 &&
      !error.details.some((issue) => issue.field === 'password');
    return formFailure(
      submission,
      invalidLink
        ? new ApiError({ status: 400, code: 'INVALID_RESET_TOKEN', message: AUTH_MESSAGES.resetInvalid })
        : passwordFailure(error),
      {
        ...hidden,
        fallback: AUTH_MESSAGES.forgotFallback,
        status: error instanceof ApiError && error.status >= 400 ? error.status : 502,
      },
    );
  }
  return { reset: true as const };
}
