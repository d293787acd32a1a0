import { m } from '@belizepass/domain/i18n';

/**
 * Sub-pages of /account (spec section 2.10: tabs My Profile and My Bookings, plus the user's stored
 * value and email preferences), each with its title in the page's language.
 */
export const ACCOUNT_SECTIONS = {
  '': () => m.account_tab_profile(),
  profile: () => m.account_tab_profile(),
  bookings: () => m.account_tab_bookings(),
  'gift-cards': () => m.account_tab_gift_cards(),
  emails: () => m.account_tab_emails(),
} as const;
export type AccountSection = keyof typeof ACCOUNT_SECTIONS;
