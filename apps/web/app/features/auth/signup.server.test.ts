import { AUTH_MESSAGES } from '@belizepass/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiTransport } from '~/lib/api-client';
import { json } from '~/lib/test-fixtures';
import { resetPasswordAction } from './password.server';
import { signupAction, signupFailureOf } from './signup.server';

const breached = 'This password appears in lists of breached passwords. Please choose another.';

/** The sign-up API as the action sees it: a breached password is refused, anything else registered. */
function fakeApi() {
  const sent: unknown[] = [];
  const apiFetch: ApiTransport = async (_path, init) => {
    const body = JSON.parse(String(init.body)) as { password: string };
    sent.push(body);
    if (body.password === 'qwertyuiop') {
      return json(400, {
        error: {
          code: 'BAD_REQUEST',
          message: breached,
          details: [{ field: 'password', message: breached }],
        },
      });
    }
    return json(201, { message: 'Registration successful.' });
  };
  return { apiFetch, sent };
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://belizepass.test${path}`, { method: 'POST', body: new URLSearchParams(fields) });
}

const tourist = {
  firstName: 'Lucia',
  lastName: 'Chan',
  email: 'lucia@example.com',
  password: 'jungle-trail-9',
  confirmPassword: 'jungle-trail-9',
  terms: 'on',
};

describe('sign-up action', () => {
  it('registers with the API payload and answers the success card', async () => {
    const api = fakeApi();
    const answer = await signupAction({ request: post('/register', tourist), context: api }, 'tourist');
    expect(answer).toEqual({ created: { businessName: null } });
    expect(api.sent).toEqual([
      { email: 'lucia@example.com', password: 'jungle-trail-9', full_name: 'Lucia Chan', role: 'tourist' },
    ]);
  });

  it('sends nothing when the form is wrong, and never answers the passwords back', async () => {
    const api = fakeApi();
    const answer = await signupAction(
      { request: post('/register', { ...tourist, terms: '', confirmPassword: 'other' }), context: api },
      'tourist',
    );
    expect(api.sent).toEqual([]);
    const { result } = (answer as { data: { result: { error: Record<string, string[]> } } }).data;
    expect(result.error.terms).toEqual([AUTH_MESSAGES.termsRequired]);
    expect(result.error.confirmPassword).toEqual([AUTH_MESSAGES.passwordsDoNotMatch]);
    expect(JSON.stringify(result)).not.toContain('jungle-trail-9');
  });

  it('puts a refused password under its field, with the banner and the merchant detail', async () => {
    const api = fakeApi();
    const answer = await signupAction(
      {
        request: post('/merchant/register', {
          ...tourist,
          password: 'qwertyuiop',
          confirmPassword: 'qwertyuiop',
          phone_number: '+501 824-3300',
          'merchant_application.business_name': 'Macal River Paddlers',
          'merchant_application.description': 'Canoe trips.',
          'merchant_application.contact_email': 'trips@macal.example.com',
          'merchant_application.btb_licence_number': 'BTB-TO-7781',
        }),
        context: api,
      },
      'merchant',
    );
    const { data, init } = answer as {
      data: { result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(init.status).toBe(400);
    expect(data.result.error.password).toEqual([breached]);
    expect(data.result.error['']).toEqual([breached, `password: ${breached}`]);
  });
});

describe('refused registrations (spec section 8)', () => {
  const refused = (message: string, code = 'CONFLICT', status = 409) =>
    new ApiError({ status, code, message });

  it('mark the email when it is already registered', () => {
    expect(
      signupFailureOf(refused('A user with this email already exists'), 'tourist').fieldErrors.email,
    ).toEqual([AUTH_MESSAGES.emailAlreadyRegistered]);
    expect(signupFailureOf(refused('Taken', 'EMAIL_TAKEN'), 'merchant').fieldErrors.email).toEqual([
      AUTH_MESSAGES.emailAlreadyRegistered,
    ]);
  });

  it('name the business name and give the status when the server gave no detail', () => {
    const failure = signupFailureOf(refused('Business name is taken'), 'merchant');
    expect(failure.fieldErrors['merchant_application.business_name']).toEqual([
      'Business name error: Business name is taken',
    ]);
    expect(failure.formErrors).toEqual(['Business name is taken', '(Status: 409)']);
  });

  it('fall back to the spec’s general messages when the server said nothing usable', () => {
    expect(signupFailureOf(new Error('boom'), 'tourist').formErrors).toEqual([
      AUTH_MESSAGES.registrationFallback,
    ]);
    expect(signupFailureOf(new Error('boom'), 'merchant').formErrors).toEqual([
      AUTH_MESSAGES.merchantRegistrationFallback,
      '(Status: 500)',
    ]);
  });

  it('show the API’s full_name issue under First name', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: "Invalid field 'full_name': Full name is required",
      details: [{ field: 'full_name', message: 'Full name is required' }],
    });
    expect(signupFailureOf(error, 'tourist').fieldErrors).toEqual({ firstName: ['Full name is required'] });
  });
});

describe('a password made of the email', () => {
  it('is refused by the sign-up form with the reason on the password field, before any API call', async () => {
    const api = fakeApi();
    for (const password of ['lucia@example.com1', 'Lucia-2024-reef']) {
      const answer = await signupAction(
        { request: post('/register', { ...tourist, password, confirmPassword: password }), context: api },
        'tourist',
      );
      const { result } = (answer as { data: { result: { error: Record<string, string[]> } } }).data;
      expect(result.error.password, password).toEqual([AUTH_MESSAGES.passwordContainsEmail]);
    }
    expect(api.sent).toEqual([]);
  });

  it('is shown on the reset form as the API explains it, not as a broken link', async () => {
    const reason = "Your password can't contain your email address or the part before the @.";
    const apiFetch: ApiTransport = async () =>
      json(400, {
        error: { code: 'BAD_REQUEST', message: reason, details: [{ field: 'password', message: reason }] },
      });
    const password = 'lucia@example.com1';
    const answer = await resetPasswordAction({
      request: post('/reset-password', { token: 'a-token', password, confirmPassword: password }),
      context: { apiFetch },
    });
    const { result } = (answer as { data: { result: { error: Record<string, string[]> } } }).data;
    expect(result.error.password).toEqual([reason]);
  });
});
