// Account texts and constants without validation code, so a page can use them without loading zod.
import { m } from './i18n/index.ts';

/** NIST SP 800-63B: at least 10 characters (the spec's 8 was raised; docs/decisions/017-account-abuse.md). */
export const PASSWORD_MIN_LENGTH = 10;
/** An email's part before the @ counts as guessable in a password from this many characters. */
export const EMAIL_LOCAL_PART_MIN_LENGTH = 3;

/**
 * Whether a password contains the account's email, or the part of it before the @ when that has at
 * least `EMAIL_LOCAL_PART_MIN_LENGTH` characters, ignoring case and spaces.
 */
export function passwordContainsEmail(password: string, email: string): boolean {
  const squeezed = password.toLowerCase().replace(/\s+/g, '');
  const address = email.trim().toLowerCase();
  if (!address || !squeezed) return false;
  const local = address.split('@')[0] ?? '';
  return (
    squeezed.includes(address) || (local.length >= EMAIL_LOCAL_PART_MIN_LENGTH && squeezed.includes(local))
  );
}

export const USER_ROLES = ['tourist', 'merchant_admin', 'platform_admin', 'agent'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The validation texts of spec section 5, verbatim. */
export const AUTH_MESSAGES = {
  get emailRequired() {
    return m.errors_email_required();
  },
  get emailInvalid() {
    return m.errors_email_invalid();
  },
  get emailInvalidLong() {
    return m.errors_email_invalid_long();
  },
  get passwordRequired() {
    return m.errors_password_required();
  },
  get passwordTooShort() {
    return m.errors_password_too_short();
  },
  get passwordHint() {
    return m.errors_password_hint();
  },
  get passwordBlank() {
    return m.errors_password_blank();
  },
  get passwordContainsEmail() {
    return m.errors_password_contains_email();
  },
  get confirmPasswordRequired() {
    return m.errors_confirm_password_required();
  },
  get passwordsDoNotMatch() {
    return m.errors_passwords_do_not_match();
  },
  get firstNameRequired() {
    return m.errors_first_name_required();
  },
  get lastNameRequired() {
    return m.errors_last_name_required();
  },
  get phoneRequired() {
    return m.errors_phone_required();
  },
  get businessNameRequired() {
    return m.errors_business_name_required();
  },
  get businessDescriptionRequired() {
    return m.errors_business_description_required();
  },
  get contactEmailRequired() {
    return m.errors_contact_email_required();
  },
  get contactEmailInvalid() {
    return m.errors_contact_email_invalid();
  },
  get licenceRequired() {
    return m.errors_licence_required();
  },
  get termsRequired() {
    return m.errors_terms_required();
  },
  get typeDelete() {
    return m.errors_type_delete();
  },
  get mustBeLoggedInToDelete() {
    return m.errors_must_be_logged_in_to_delete();
  },
  get emailAlreadyRegistered() {
    return m.errors_email_already_registered();
  },
  get merchantLoginOnly() {
    return m.errors_merchant_login_only();
  },
  get loginFallback() {
    return m.errors_login_fallback();
  },
  get merchantLoginFallback() {
    return m.errors_merchant_login_fallback();
  },
  get registrationFailed() {
    return m.errors_registration_failed();
  },
  get registrationFallback() {
    return m.errors_registration_fallback();
  },
  get merchantRegistrationFallback() {
    return m.errors_merchant_registration_fallback();
  },
  get forgotFallback() {
    return m.errors_something_went_wrong_later();
  },
  get resetInvalid() {
    return m.errors_reset_invalid();
  },
  get deleteFallback() {
    return m.errors_delete_fallback();
  },
  get networkError() {
    return m.errors_network();
  },
  get timeout() {
    return m.errors_timeout();
  },
  get unexpected() {
    return m.errors_unexpected();
  },
};

export const MERCHANT_STATUSES = ['pending_approval', 'active', 'inactive'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

/** Admin display of merchants and tours (spec section 4). */
export function merchantStatus(approved: boolean, active: boolean): MerchantStatus {
  if (!approved) return 'pending_approval';
  return active ? 'active' : 'inactive';
}
