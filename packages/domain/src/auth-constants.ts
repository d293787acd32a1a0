// Account texts and constants without validation code, so a page can use them without loading zod.

/** NIST SP 800-63B: at least 10 characters (the spec's 8 was raised; docs/decisions/017-account-abuse.md). */
export const PASSWORD_MIN_LENGTH = 10;
export const USER_ROLES = ['tourist', 'merchant_admin', 'platform_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The validation texts of spec section 5, verbatim. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  emailInvalidLong: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 10 characters',
  passwordHint: 'Must be at least 10 characters',
  passwordBlank: 'Password cannot be only spaces',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  businessNameRequired: 'Business name is required',
  businessDescriptionRequired: 'Business description is required',
  contactEmailRequired: 'Business contact email is required',
  contactEmailInvalid: 'Contact email is invalid',
  licenceRequired: 'BTB tour operator licence number is required',
  termsRequired: 'You must agree to the terms and conditions',
  typeDelete: 'Please type DELETE to confirm',
  mustBeLoggedInToDelete: 'You must be logged in to delete your account',
  emailAlreadyRegistered: 'This email is already registered',
  merchantLoginOnly:
    'This login is only for merchant accounts. Please use the regular login if you are a customer.',
  loginFallback: 'An error occurred during login. Please try again.',
  merchantLoginFallback: 'Invalid email or password. Please try again.',
  registrationFailed: 'Registration Failed',
  registrationFallback: 'An error occurred during registration. Please try again.',
  merchantRegistrationFallback: 'An unexpected error occurred during registration.',
  forgotFallback: 'Something went wrong. Please try again later.',
  resetInvalid: 'Invalid or expired password reset link',
  deleteFallback: 'An error occurred while deleting your account',
  networkError: 'Network error. Please check your internet connection.',
  timeout: 'Request timed out. Please try again.',
  unexpected: 'An unexpected error occurred',
} as const;

export const MERCHANT_STATUSES = ['pending_approval', 'active', 'inactive'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

/** Admin display of merchants and tours (spec section 4). */
export function merchantStatus(approved: boolean, active: boolean): MerchantStatus {
  if (!approved) return 'pending_approval';
  return active ? 'active' : 'inactive';
}
