import { m } from '@belizepass/domain/i18n';
import type { SessionUser } from '~/features/auth/session';

/** A menu link; its label is read when shown, in the page's language. */
export interface NavItem {
  to: string;
  label: () => string;
}

export const TOUR_LINKS: NavItem[] = [
  { to: '/tours/popular', label: () => m.site_nav_popular_tours() },
  { to: '/tours/day-trips', label: () => m.site_nav_day_trips() },
  { to: '/tours/multi-day', label: () => m.site_nav_multi_day() },
];

export const MERCHANT_LINKS: NavItem[] = [
  { to: '/merchant/dashboard', label: () => m.site_nav_merchant_bookings() },
  { to: '/merchant/dashboard/check-in', label: () => m.site_nav_merchant_check_in() },
  { to: '/merchant/dashboard/tours', label: () => m.site_nav_merchant_tours() },
  { to: '/merchant/dashboard/deals', label: () => m.site_nav_merchant_deals() },
  { to: '/merchant/dashboard/profile', label: () => m.site_nav_merchant_profile() },
];

/** The tourist links after Tours and its collections. */
export const LINKS_AFTER_TOURS: NavItem[] = [
  { to: '/deals', label: () => m.site_nav_deals() },
  { to: '/giftcards', label: () => m.site_nav_gift_cards() },
  { to: '/how-it-works', label: () => m.site_nav_how_it_works() },
];

export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Entries of the profile menu for this user (spec section 2.2). */
export function accountLinks(user: SessionUser): NavItem[] {
  const links: NavItem[] = [];
  if (user.role === 'platform_admin')
    links.push({ to: '/admin/dashboard', label: () => m.site_nav_dashboard() });
  if (user.role === 'agent') links.push({ to: '/agent/dashboard', label: () => m.site_nav_dashboard() });
  if (user.role !== 'merchant_admin') {
    links.push({ to: '/account', label: () => m.site_nav_my_account() });
    links.push({ to: '/account/bookings', label: () => m.site_nav_my_bookings() });
    links.push({ to: '/account/gift-cards', label: () => m.site_nav_gift_cards_vouchers() });
  }
  links.push({ to: '/saved', label: () => m.site_nav_saved_tours() });
  return links;
}

/** The header bar's links between the mobile breakpoint and lg, where they share a narrow bar. */
export const NARROW_BAR_LINK = 'md:max-lg:px-2';

/** Classes of a link (or link-styled button) in the header bar, over the hero or on white. */
export function navLinkClass(transparent: boolean, active: boolean) {
  const tone = transparent
    ? active
      ? 'text-white bg-white/15'
      : 'text-white/90 hover:text-white hover:bg-white/10'
    : active
      ? 'text-brand-700 bg-brand-50'
      : 'text-slate-700 hover:text-brand-700 hover:bg-slate-50';
  // Between the mobile breakpoint and lg the bar is narrow: smaller text keeps every link on one line.
  return `inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-[0.95rem] font-medium transition-colors md:max-lg:text-sm ${tone} ${FOCUS_RING}`;
}
