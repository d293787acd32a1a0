import { describe, expect, it } from 'vitest';
import {
  deleteAccountFormSchema,
  merchantSignupFormSchema,
  resetPasswordFormSchema,
  signupPayloadOf,
  touristSignupFormSchema,
} from './account-forms.schema.ts';
import { AUTH_MESSAGES } from './auth-constants.ts';

/** Field -> first message, as a form shows them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const tourist = {
  firstName: ' Lucia ',
  lastName: 'Chan',
  email: ' Lucia@Example.com ',
  password: 'jungle-trail-9',
  confirmPassword: 'jungle-trail-9',
  terms: true,
};
const application = {
  business_name: 'Macal River Paddlers',
  description: 'Canoe trips on the Macal River.',
  contact_email: 'trips@macal.example.com',
  btb_licence_number: 'BTB-TO-7781',
};

describe('sign-up forms', () => {
  it('name every missing field of an empty tourist form at once (spec section 5)', () => {
    expect(messages(touristSignupFormSchema.safeParse({}))).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
      terms: AUTH_MESSAGES.termsRequired,
    });
  });

  it('say the passwords differ even while other fields are still wrong', () => {
    const found = messages(
      touristSignupFormSchema.safeParse({ email: 'nope', password: 'short', confirmPassword: 'other' }),
    );
    expect(found.email).toBe(AUTH_MESSAGES.emailInvalid);
    expect(found.password).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(found.confirmPassword).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
  });

  it('count blank text as missing and require the merchant phone and application', () => {
    const found = messages(
      merchantSignupFormSchema.safeParse({ ...tourist, firstName: '   ', merchant_application: undefined }),
    );
    expect(found).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      phone_number: AUTH_MESSAGES.phoneRequired,
      'merchant_application.business_name': AUTH_MESSAGES.businessNameRequired,
      'merchant_application.description': AUTH_MESSAGES.businessDescriptionRequired,
      'merchant_application.contact_email': AUTH_MESSAGES.contactEmailRequired,
      'merchant_application.btb_licence_number': AUTH_MESSAGES.licenceRequired,
    });
  });

  it('become the API payload: names joined, email trimmed and lower-cased, the role set', () => {
    const form = touristSignupFormSchema.parse(tourist);
    expect(signupPayloadOf(form)).toEqual({
      email: 'lucia@example.com',
      password: 'jungle-trail-9',
      full_name: 'Lucia Chan',
      phone_number: undefined,
      role: 'tourist',
    });
    const merchant = merchantSignupFormSchema.parse({
      ...tourist,
      phone_number: '+501 824-3300',
      merchant_application: application,
    });
    expect(signupPayloadOf(merchant)).toMatchObject({
      role: 'merchant_admin',
      phone_number: '+501 824-3300',
      merchant_application: application,
    });
  });
});

describe('reset and delete forms', () => {
  it('ask for the confirmation, then for a matching one', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ token: 't', password: 'barrier-reef-7' }))).toEqual({
      confirmPassword: AUTH_MESSAGES.confirmPasswordRequired,
    });
    expect(
      messages(
        resetPasswordFormSchema.safeParse({
          token: 't',
          password: 'barrier-reef-7',
          confirmPassword: 'barrier-reef-8',
        }),
      ),
    ).toEqual({ confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch });
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'barrier-reef-7' })).token).toBe(
      AUTH_MESSAGES.resetInvalid,
    );
  });

  it('delete only on DELETE typed exactly', () => {
    for (const typed of ['delete', ' DELETE', 'DELETE ', '', undefined]) {
      expect(deleteAccountFormSchema.safeParse({ confirmation: typed }).success, String(typed)).toBe(false);
    }
    expect(deleteAccountFormSchema.safeParse({ confirmation: 'DELETE' }).success).toBe(true);
  });
});
