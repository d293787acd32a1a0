import type { SessionUser } from '~/features/auth/session';

export interface NavItem {
  to: string;
  label: string;
}

export const TOUR_LINKS: NavItem[] = [
  { to: '/tours/popular', label: 'Popular Tours' },
  { to: '/tours/day-trips', label: 'Day Trips' },
  { to: '/tours/multi-day', label: 'Multi-Day Adventures' },
];

export const MERCHANT_LINKS: NavItem[] = [
  { to: '/merchant/dashboard', label: 'Upcoming Bookings' },
  { to: '/merchant/dashboard/check-in', label: 'Check-In' },
  { to: '/merchant/dashboard/tours', label: 'My Tours' },
  { to: '/merchant/dashboard/deals', label: 'My Deals' },
  { to: '/merchant/dashboard/profile', label: 'Profile' },
];

export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Entries of the profile menu for this user (spec section 2.2). */
export function accountLinks(user: SessionUser): NavItem[] {
  const links: NavItem[] = [];
  if (user.role === 'platform_admin') links.push({ to: '/admin/dashboard', label: 'Dashboard' });
  if (user.role !== 'merchant_admin') {
    links.push({ to: '/account', label: 'My Account' });
    links.push({ to: '/account/bookings', label: 'My Bookings' });
    links.push({ to: '/account/gift-cards', label: 'Gift Cards & Vouchers' });
  }
  links.push({ to: '/saved', label: 'Saved Tours' });
  return links;
}

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
