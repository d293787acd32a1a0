import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // The tourist site: header, footer and newsletter box.
  layout('layouts/site-layout.tsx', [
    index('routes/home.tsx'),
    route('how-it-works', 'routes/how-it-works.tsx'),

    route('tours', 'routes/tours.tsx', { id: 'tours' }),
    route('tours/popular', 'routes/tours.tsx', { id: 'tours-popular' }),
    route('tours/day-trips', 'routes/tours.tsx', { id: 'tours-day-trips' }),
    route('tours/multi-day', 'routes/tours.tsx', { id: 'tours-multi-day' }),
    route('tours/top', 'routes/tours.tsx', { id: 'tours-top' }),
    route('tours/:id', 'routes/tour-detail.tsx'),
    route('booking/:tourId', 'routes/booking.tsx'),
    route('payment/:bookingId', 'routes/payment.tsx'),
    route('confirmation/:bookingId', 'routes/confirmation.tsx'),
    route('waitlist/leave', 'routes/waitlist-leave.tsx'),
    route('waitlist/:tourId', 'routes/waitlist.tsx'),

    route('giftcards', 'routes/giftcards.tsx'),
    route('giftcards/:id', 'routes/giftcard-detail.tsx'),
    route('deals', 'routes/deals.tsx', { id: 'deals' }),
    route('deals/new', 'routes/deals.tsx', { id: 'deals-new' }),
    route('deals/:id', 'routes/deal-detail.tsx'),
    // A paid order's vouchers: rendered for its buyer, never from the page cache (unlike /deals/:id).
    route('deals/:id/order/:orderId', 'routes/deal-detail.tsx', { id: 'deal-order' }),
    route('categories/:id', 'routes/category.tsx'),
    route('merchants/:id', 'routes/merchant-profile.tsx'),

    route('saved', 'routes/saved.tsx'),
    route('account/bookings/:bookingId', 'routes/account-booking-actions.tsx'),
    route('account/bookings/:bookingId/reschedule', 'routes/account-booking-reschedule.tsx'),
    route('account/bookings/:bookingId/reschedule/quote', 'routes/account-booking-reschedule-quote.tsx'),
    route('account/*', 'routes/account.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('register-success', 'routes/register-success.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('sign-in-link', 'routes/sign-in-link.tsx'),
    route('sign-in-link/use', 'routes/sign-in-link-use.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('register-merchant-pending', 'routes/register-merchant-pending.tsx'),
    route('merchant/login', 'routes/merchant-login.tsx'),
    route('merchant/register', 'routes/merchant-register.tsx'),
    route('merchant/forgot-password', 'routes/merchant-forgot-password.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('refund-policy', 'routes/refund-policy.tsx'),
    route('cookies', 'routes/cookies.tsx'),
    route('accessibility', 'routes/accessibility.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('destinations', 'routes/destinations.tsx'),
    route('activities', 'routes/activities.tsx'),
    route('testimonials', 'routes/testimonials.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    route('emails/unsubscribe', 'routes/email-unsubscribe.tsx'),
    route('bookings/refuse-move', 'routes/refuse-move.tsx'),
    route('team/join', 'routes/team-join.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),

  // The merchant and admin consoles: their own layouts (routes/merchant-dashboard.tsx, routes/admin-dashboard.tsx).
  route('merchant/dashboard', 'routes/merchant-dashboard.tsx', [
    index('routes/merchant-dashboard-today.tsx'),
    route('bookings', 'routes/merchant-dashboard-bookings.tsx'),
    route('check-in', 'routes/merchant-dashboard-check-in.tsx'),
    route('tours', 'routes/merchant-dashboard-tours.tsx'),
    route('deals', 'routes/merchant-dashboard-deals.tsx'),
    route('profile', 'routes/merchant-dashboard-profile.tsx'),
    route('emails', 'routes/merchant-dashboard-emails.tsx'),
    route('earnings', 'routes/merchant-dashboard-earnings.tsx'),
    route('reviews', 'routes/merchant-dashboard-reviews.tsx'),
    route('team', 'routes/merchant-dashboard-team.tsx'),
    route('resources', 'routes/merchant-dashboard-resources.tsx'),
    route('widget', 'routes/merchant-dashboard-widget.tsx'),
    route('booking/:id', 'routes/merchant-dashboard-booking.tsx'),
    route('departures/:tourId/:date', 'routes/merchant-dashboard-departure.tsx'),
    route('*', 'routes/merchant-dashboard-not-found.tsx'),
  ]),
  route('admin/dashboard', 'routes/admin-dashboard.tsx', [
    index('routes/admin-dashboard-overview.tsx'),
    route('merchants', 'routes/admin-dashboard-merchants.tsx'),
    route('tours', 'routes/admin-dashboard-tours.tsx'),
    route('deals', 'routes/admin-dashboard-deals.tsx'),
    route('bookings', 'routes/admin-dashboard-bookings.tsx'),
    route('users', 'routes/admin-dashboard-tourists.tsx'),
    route('payouts', 'routes/admin-dashboard-payouts.tsx'),
    route('settings', 'routes/admin-dashboard-settings.tsx'),
    route('resellers', 'routes/admin-dashboard-resellers.tsx'),
    route('agents', 'routes/admin-dashboard-agents.tsx'),
    route('audit', 'routes/admin-dashboard-audit.tsx'),
    route('*', 'routes/admin-dashboard-not-found.tsx'),
  ]),

  // The agent's console (hotel desks, cruise-port kiosks; docs/decisions/039-agents.md).
  route('agent/dashboard', 'routes/agent-dashboard.tsx', [
    index('routes/agent-dashboard-bookings.tsx'),
    route('book', 'routes/agent-dashboard-book.tsx'),
    route('statement', 'routes/agent-dashboard-statement.tsx'),
  ]),

  // The operator's booking widget, framed by the operator's own site (docs/decisions/046-booking-widget.md).
  route('widget/:merchantId', 'routes/widget.tsx', [
    index('routes/widget-tours.tsx'),
    route('tours/:tourId', 'routes/widget-tour.tsx'),
    route('book/:tourId', 'routes/widget-booking.tsx'),
    route('payment/:bookingId/:key', 'routes/widget-payment.tsx'),
    route('confirmation/:bookingId/:key', 'routes/widget-confirmation.tsx'),
  ]),

  // What the service worker shows for a page that needs the network while there is none (no scripts).
  route('offline', 'routes/offline.tsx'),

  // Resource routes: who is signed in (for cached pages), sign-out and the CSV exports.
  route('session', 'routes/session.ts'),
  route('admin/export/:file', 'routes/admin-export.ts'),
  route('merchant/export/earnings.csv', 'routes/merchant-export.ts'),
  route('agent/export/statement.csv', 'routes/agent-export.ts'),
  route('merchant/export/departures/:tourId/:date/passengers.csv', 'routes/merchant-export-passengers.ts'),
  route('logout', 'routes/logout.ts'),
  // A confirmed booking's calendar file ("Add to calendar" on the confirmation).
  route('confirmation/:bookingId/calendar.ics', 'routes/confirmation-calendar.ts'),
  // The language and currency choice (a form post from every page of the site).
  route('preferences', 'routes/preferences.ts'),
] satisfies RouteConfig;
