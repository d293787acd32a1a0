import {
  AUTH_MESSAGES,
  merchantSignupFormSchema,
  signupPayloadOf,
  touristSignupFormSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { ApiError, fieldErrorsOf, messageOf, serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';

/** Passwords never come back to the page. */
const PASSWORDS = ['password', 'confirmPassword'];

type Kind = 'tourist' | 'merchant';

interface Reply {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
}

/**
 * Field and form messages for a refused registration (spec section 8): the API's field issues under
 * their fields (its full_name under First name), "This email is already registered" on the email, a
 * message about the password on the password, one about the business name on the business name. The
 * banner above the form carries the message, and for merchants the details or the status.
 */
export function signupFailureOf(error: unknown, kind: Kind) {
  const message = messageOf(
    error,
    kind === 'merchant' ? AUTH_MESSAGES.merchantRegistrationFallback : AUTH_MESSAGES.registrationFallback,
  );
  const { '': _formLevel, full_name: fullName, ...fieldErrors } = fieldErrorsOf(error);
  if (fullName) fieldErrors.firstName = fullName;
  const lower = message.toLowerCase();
  const taken =
    (error instanceof ApiError && error.code === 'EMAIL_TAKEN') ||
    ((kind === 'tourist' || lower.includes('email')) &&
      (lower.includes('already exists') || lower.includes('already registered')));
  if (taken) fieldErrors.email = [AUTH_MESSAGES.emailAlreadyRegistered];
  else if (lower.includes('password')) fieldErrors.password ??= [message];
  else if (kind === 'merchant' && lower.includes('business name')) {
    fieldErrors['merchant_application.business_name'] = [m.account_business_name_error({ message })];
  }

  const formErrors = [message];
  if (kind === 'merchant') {
    const details = error instanceof ApiError ? error.details : [];
    const status = error instanceof ApiError && error.status > 0 ? error.status : 500;
    formErrors.push(
      ...(details.length > 0
        ? details.map((issue) => (issue.field ? `${issue.field}: ${issue.message}` : issue.message))
        : [m.account_status_code({ status })]),
    );
  }
  return { formErrors, fieldErrors };
}

function failure(submission: Reply, error: unknown, kind: Kind) {
  const result = submission.reply({ ...signupFailureOf(error, kind), hideFields: PASSWORDS });
  const status = error instanceof ApiError && error.status >= 400 ? error.status : 502;
  return data({ result }, { status });
}

/**
 * The sign-up action of /register and /merchant/register: checks the form with the shared schema and
 * registers through `POST /api/auth/signup`. Registration does not sign in (spec section 4); the page
 * shows its success card and moves on.
 */
export async function signupAction(
  { request, context }: { request: Request; context: Parameters<typeof serverApi>[0] },
  kind: Kind,
) {
  const schema = kind === 'merchant' ? merchantSignupFormSchema : touristSignupFormSchema;
  const submission = await parseForm(request, schema);
  if (submission.status !== 'success') return formFailure(submission, undefined, { hideFields: PASSWORDS });
  const form = submission.value;
  try {
    await serverApi(context).post('/api/auth/signup', signupPayloadOf(form));
  } catch (error) {
    return failure(submission, error, kind);
  }
  return {
    created: {
      businessName: 'merchant_application' in form ? form.merchant_application.business_name : null,
    },
  };
}
