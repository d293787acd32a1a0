import {
  merchantApplicationSchema,
  passwordSchema,
  passwordWithoutEmail,
  type SignupPayload,
  signupSchema,
} from './auth.schema.ts';
import { AUTH_MESSAGES } from './auth-constants.ts';
import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * The account forms of the web app (spec section 5): the fields people fill in, checked with the
 * same rules as the API payloads of auth.schema.ts, plus what only the form has (first and last name,
 * password confirmation, terms). Used in the browser and again in the route actions.
 */

const requiredName = (message: () => string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(60, { error: () => m.errors_at_most_60_characters() });

const termsAccepted = z
  .boolean({ error: () => AUTH_MESSAGES.termsRequired })
  .refine((accepted) => accepted, { error: () => AUTH_MESSAGES.termsRequired });

interface PasswordPair {
  password?: unknown;
  confirmPassword?: unknown;
}
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The confirmation's rules, checked even while other fields are still wrong (zod otherwise skips an
 * object's refinements until every field is valid), so all messages show at once.
 */
const everyTime = { when: () => true };
const confirmationMatches = (value: PasswordPair) => text(value.confirmPassword) === text(value.password);
const mismatch = { ...everyTime, path: ['confirmPassword'], error: () => AUTH_MESSAGES.passwordsDoNotMatch };

const personFields = {
  firstName: requiredName(() => AUTH_MESSAGES.firstNameRequired),
  lastName: requiredName(() => AUTH_MESSAGES.lastNameRequired),
  email: signupSchema.shape.email,
  password: passwordSchema,
  confirmPassword: z.string().optional(),
  terms: termsAccepted,
};

/** Tourist sign-up (/register): the phone number is optional. */
export const touristSignupFormSchema = z
  .object({ ...personFields, phone_number: signupSchema.shape.phone_number })
  .refine(...passwordWithoutEmail)
  .refine((value) => confirmationMatches(value), mismatch);

/** Merchant sign-up (/merchant/register): the phone number is required, with the business's application. */
export const merchantSignupFormSchema = z
  .object({
    ...personFields,
    phone_number: z
      .string({ error: () => AUTH_MESSAGES.phoneRequired })
      .trim()
      .min(1, { error: () => AUTH_MESSAGES.phoneRequired })
      .max(40, { error: () => m.errors_phone_too_long() }),
    // All four fields empty arrive as no object at all: check them as empty fields.
    merchant_application: merchantApplicationSchema.prefault({} as z.input<typeof merchantApplicationSchema>),
  })
  .refine(...passwordWithoutEmail)
  .refine((value) => confirmationMatches(value), mismatch);

export type TouristSignupForm = z.output<typeof touristSignupFormSchema>;
export type MerchantSignupForm = z.output<typeof merchantSignupFormSchema>;

/** The API's registration payload (spec section 3): first and last name joined into full_name. */
export function signupPayloadOf(form: TouristSignupForm | MerchantSignupForm): SignupPayload {
  const base = {
    email: form.email,
    password: form.password,
    full_name: `${form.firstName} ${form.lastName}`,
    phone_number: form.phone_number || undefined,
  };
  return 'merchant_application' in form
    ? { ...base, role: 'merchant_admin', merchant_application: form.merchant_application }
    : { ...base, role: 'tourist' };
}

/** Reset password: the token from the link, the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    token: z
      .string({ error: () => AUTH_MESSAGES.resetInvalid })
      .min(1, { error: () => AUTH_MESSAGES.resetInvalid })
      .max(200),
    password: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((value: PasswordPair) => text(value.confirmPassword) !== '', {
    ...everyTime,
    path: ['confirmPassword'],
    error: () => AUTH_MESSAGES.confirmPasswordRequired,
  })
  .refine((value) => !text(value.confirmPassword) || confirmationMatches(value), mismatch);

/** Account deletion: DELETE typed exactly (spec section 5). */
export const deleteAccountFormSchema = z.object({
  confirmation: z
    .string({ error: () => AUTH_MESSAGES.typeDelete })
    .refine((typed) => typed === 'DELETE', { error: () => AUTH_MESSAGES.typeDelete }),
});
