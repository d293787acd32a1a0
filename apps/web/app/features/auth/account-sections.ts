/** Sub-pages of /account (spec section 2.10: tabs My Profile and My Bookings, plus the user's stored value). */
export const ACCOUNT_SECTIONS = {
  '': 'My Profile',
  profile: 'My Profile',
  bookings: 'My Bookings',
  'gift-cards': 'Gift Cards & Vouchers',
  emails: 'Email Preferences',
} as const;
export type AccountSection = keyof typeof ACCOUNT_SECTIONS;
