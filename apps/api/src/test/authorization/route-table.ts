import { randomUUID } from 'node:crypto';
import { addDays, belizeToday } from '@belizepass/domain';
import { APPROVED_CARD } from '../journeys.ts';
import type { Actor, World } from './world.ts';

export interface Call {
  url: string;
  body?: object;
  /** A ready multipart body (uploads). */
  raw?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
}

export interface RouteCase {
  call: (w: World) => Call | Promise<Call>;
  expect: Record<Actor, number>;
}

/** What A's manager, front desk and guide get (docs/decisions/044-staff-accounts.md). */
type StaffAnswers = Record<'managerA' | 'frontDeskA' | 'guideA', number>;
const staffAll = (status: number): StaffAnswers => ({ managerA: status, frontDeskA: status, guideA: status });

/** The expected status for each actor, in the order of the table's columns, then A's staff, then the agents. */
type AgentActor = 'pendingAgent' | 'agentA' | 'agentB';

/*
 * Agents (hotel desks) answer like tourist B (a signed-in user with no claim on A's objects) unless
 * `agents` says otherwise.
 */
function row(
  anonymous: number,
  touristA: number,
  touristB: number,
  pendingMerchant: number,
  merchantA: number,
  merchantB: number,
  admin: number,
  staff: StaffAnswers,
  agents: Partial<Record<AgentActor, number>> = {},
): Record<Actor, number> {
  return {
    anonymous,
    touristA,
    touristB,
    pendingMerchant,
    merchantA,
    merchantB,
    admin,
    ...staff,
    pendingAgent: agents.pendingAgent ?? touristB,
    agentA: agents.agentA ?? touristB,
    agentB: agents.agentB ?? touristB,
  };
}

/**
 * Which of A's staff may use a merchant route besides the owner: all three ('guide': the day's
 * departures, passenger lists, check-in), the front desk and the manager ('frontDesk': bookings,
 * walk-ins, messages, the counter), the manager alone ('manager': tours, deals, reviews, profile), or
 * none ('owner': earnings and the team). The others get 403.
 */
type Reach = 'guide' | 'frontDesk' | 'manager' | 'owner';
function staffReach(status: number, reach: Reach): StaffAnswers {
  return {
    managerA: reach === 'owner' ? 403 : status,
    frontDeskA: reach === 'guide' || reach === 'frontDesk' ? status : 403,
    guideA: reach === 'guide' ? status : 403,
  };
}

const everyone = (status: number) =>
  row(status, status, status, status, status, status, status, staffAll(status));
/** Any signed-in user, for their own account. */
const signedIn = (status: number) =>
  row(401, status, status, status, status, status, status, staffAll(status));
/** Only A's merchant (and the staff its role lets) reaches A's object; B's merchant is told it does not exist. */
const merchantOwnsIt = (status: number, reach: Reach) =>
  row(401, 403, 403, 403, status, 404, 403, staffReach(status, reach));
/**
 * A departure's list or check-in: as `merchantOwnsIt` for the day, but A's guide (linked to no guide
 * of A's, so on no departure) is told it does not exist: a guide sees only their own departures.
 */
const theirDeparture = (status: number) => ({ ...merchantOwnsIt(status, 'guide'), guideA: 404 });
/** A merchant route on the caller's own business (no object of A's in the path). */
const anyMerchant = (status: number, reach: Reach) =>
  row(401, 403, 403, 403, status, status, 403, staffReach(status, reach));
/** Tourist A's own object: everyone else, staff included, is told it does not exist. */
const touristOwnsIt = (status: number) => row(404, status, 404, 404, 404, 404, 404, staffAll(404));
const staffOnly = (status: number) => row(401, 403, 403, 403, 403, 403, status, staffAll(403));
/** An approved agent's own console; an agent awaiting approval is refused. */
const anyAgent = (status: number, pending = 403) =>
  row(401, 403, 403, 403, 403, 403, 403, staffAll(403), {
    pendingAgent: pending,
    agentA: status,
    agentB: status,
  });
/** Agent A's own booking: agent B is told it does not exist. */
const agentOwnsIt = (status: number) =>
  row(401, 403, 403, 403, 403, 403, 403, staffAll(403), { pendingAgent: 403, agentA: status, agentB: 404 });

const idempotent = () => ({ 'idempotency-key': randomUUID() });
const today = belizeToday();

/**
 * Every API route, with the status each actor gets when acting on A's objects. The matrix test
 * fails when a route is missing here or listed here but no longer served.
 */
export const ROUTE_TABLE: Record<string, RouteCase> = {
  // Public catalogue, health and content
  'GET /api/health': { call: () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/ready': { call: () => ({ url: '/api/ready' }), expect: everyone(200) },
  'GET /api/tours': { call: () => ({ url: '/api/tours' }), expect: everyone(200) },
  'GET /api/tours/search': { call: () => ({ url: '/api/tours/search?q=snorkel' }), expect: everyone(200) },
  'GET /api/tours/suggest': { call: () => ({ url: '/api/tours/suggest?q=snork' }), expect: everyone(200) },
  'GET /api/tours/:id': { call: (w) => ({ url: `/api/tours/${w.tourA.id}` }), expect: everyone(200) },
  'GET /api/tours/:id/reviews': {
    call: (w) => ({ url: `/api/tours/${w.tourA.id}/reviews` }),
    expect: everyone(200),
  },
  'GET /api/tours/:id/availability': {
    call: (w) => ({ url: `/api/tours/${w.tourA.id}/availability` }),
    expect: everyone(200),
  },
  'GET /api/tours/:id/signals': {
    call: (w) => ({ url: `/api/tours/${w.tourA.id}/signals` }),
    expect: everyone(200),
  },
  'GET /api/reviews/recent': { call: () => ({ url: '/api/reviews/recent' }), expect: everyone(200) },
  'GET /api/merchants/:id': {
    call: (w) => ({ url: `/api/merchants/${w.merchantA.merchant.id}` }),
    expect: everyone(200),
  },
  'POST /api/newsletter': {
    call: (w) => ({ url: '/api/newsletter', body: { email: w.uniqueEmail('news') } }),
    expect: everyone(201),
  },
  'POST /api/newsletter/unsubscribe': {
    call: () => ({ url: '/api/newsletter/unsubscribe', body: { token: 'not-a-real-token' } }),
    expect: everyone(404),
  },
  'POST /api/contact': {
    call: (w) => ({
      url: '/api/contact',
      body: {
        name: 'Maria Lopez',
        email: w.uniqueEmail('contact'),
        subject: 'Group booking',
        message: 'Can we book the cave tour for twelve people in March?',
      },
    }),
    expect: everyone(201),
  },

  // Authentication and the caller's own account
  'POST /api/auth/signup': {
    call: (w) => ({
      url: '/api/auth/signup',
      body: { email: w.uniqueEmail('signup'), password: 'Sunny-reef-2026', full_name: 'New Traveller' },
    }),
    expect: everyone(201),
  },
  'POST /api/auth/login': {
    call: (w) => ({
      url: '/api/auth/login',
      body: { email: w.touristA.email, password: 'belize-demo-2026' },
    }),
    expect: everyone(200),
  },
  'POST /api/auth/refresh': {
    call: async (w) => ({
      url: '/api/auth/refresh',
      body: { refreshToken: (await w.freshLogin()).refreshToken },
    }),
    expect: everyone(200),
  },
  // Sign-out ends every session of its account, so it signs out an account made for the call.
  'POST /api/auth/logout': {
    call: async (w) => ({
      url: '/api/auth/logout',
      body: { refreshToken: (await w.throwawayLogin()).refreshToken },
    }),
    expect: everyone(204),
  },
  'POST /api/auth/sign-in-link': {
    call: (w) => ({ url: '/api/auth/sign-in-link', body: { email: w.touristA.email } }),
    expect: everyone(202),
  },
  'POST /api/session/link': {
    call: () => ({
      url: '/api/session/link',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: { token: 'not-a-real-token' },
    }),
    expect: everyone(400),
  },
  'POST /api/auth/verify-email': {
    call: () => ({ url: '/api/auth/verify-email', body: { token: 'not-a-real-token' } }),
    expect: everyone(400),
  },
  'POST /api/auth/verification-email': {
    call: () => ({ url: '/api/auth/verification-email' }),
    expect: signedIn(200),
  },

  // The browser session in cookies: bearer tokens are ignored, the cookies decide.
  'POST /api/session': {
    call: (w) => ({
      url: '/api/session',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: { email: w.touristA.email, password: 'belize-demo-2026' },
    }),
    expect: everyone(200),
  },
  'POST /api/session/refresh': {
    call: async (w) => ({
      url: '/api/session/refresh',
      headers: {
        'sec-fetch-site': 'same-origin',
        cookie: `bp_refresh=${(await w.freshLogin()).refreshToken}`,
      },
    }),
    expect: everyone(200),
  },
  'DELETE /api/session': {
    call: async (w) => ({
      url: '/api/session',
      headers: {
        'sec-fetch-site': 'same-origin',
        cookie: `bp_refresh=${(await w.throwawayLogin()).refreshToken}`,
      },
    }),
    expect: everyone(204),
  },
  'POST /api/auth/forgot-password': {
    call: (w) => ({ url: '/api/auth/forgot-password', body: { email: w.touristA.email } }),
    expect: everyone(202),
  },
  'POST /api/auth/reset-password': {
    call: () => ({
      url: '/api/auth/reset-password',
      body: { token: 'not-a-real-token', password: 'Sunny-reef-2026' },
    }),
    expect: everyone(400),
  },
  'GET /api/auth/user': { call: () => ({ url: '/api/auth/user' }), expect: signedIn(200) },
  'PATCH /api/auth/user': {
    call: () => ({ url: '/api/auth/user', body: { full_name: 'Renamed Person' } }),
    expect: signedIn(200),
  },
  'PUT /api/auth/user/language': {
    call: () => ({ url: '/api/auth/user/language', body: { locale: 'es' } }),
    expect: signedIn(200),
  },
  // Runs last: it ends the caller's account (see the matrix test).
  'DELETE /api/auth/account': { call: () => ({ url: '/api/auth/account' }), expect: signedIn(200) },

  // Tourist bookings: the owner (by token) only
  'POST /api/bookings': {
    call: (w) => ({
      url: '/api/bookings',
      body: {
        tourId: w.tourA.id,
        date: addDays(today, 20),
        adults: 1,
        children: 0,
        fullName: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '+501 610 0100',
      },
    }),
    expect: everyone(201),
  },
  // The operator's widget is public: its settings (colour, framing origins) and its bookings.
  'GET /api/widget/:merchantId': {
    call: (w) => ({ url: `/api/widget/${w.merchantA.merchant.id}` }),
    expect: everyone(200),
  },
  'POST /api/widget/:merchantId/bookings': {
    call: (w) => ({
      url: `/api/widget/${w.merchantA.merchant.id}/bookings`,
      body: {
        tourId: w.tourA.id,
        date: addDays(today, 21),
        adults: 1,
        children: 0,
        fullName: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '+501 610 0100',
      },
    }),
    expect: everyone(201),
  },
  'GET /api/bookings/:id': {
    call: (w) => ({ url: `/api/bookings/${w.bookingA.id}` }),
    expect: touristOwnsIt(200),
  },
  'POST /api/bookings/:id/pay': {
    call: async (w) => ({
      url: `/api/bookings/${(await w.freshPendingBooking()).id}/pay`,
      headers: idempotent(),
      body: APPROVED_CARD,
    }),
    expect: touristOwnsIt(200),
  },
  // The owner's fresh key has no payment waiting for confirmation (404 PAYMENT_NOT_FOUND); anyone
  // else is told the booking does not exist.
  'POST /api/bookings/:id/pay/confirm': {
    call: async (w) => ({
      url: `/api/bookings/${(await w.freshPendingBooking()).id}/pay/confirm`,
      headers: idempotent(),
      body: { paymentReference: 'demo_ch_unknown' },
    }),
    expect: everyone(404),
  },
  'POST /api/bookings/:id/gift-card-quote': {
    call: async (w) => ({
      url: `/api/bookings/${(await w.freshPendingBooking()).id}/gift-card-quote`,
      body: { giftCards: [w.giftCardA] },
    }),
    expect: touristOwnsIt(200),
  },
  'GET /api/bookings/:id/refund-quote': {
    call: (w) => ({ url: `/api/bookings/${w.bookingA.id}/refund-quote` }),
    expect: touristOwnsIt(200),
  },
  'GET /api/bookings/:id/calendar': {
    call: (w) => ({ url: `/api/bookings/${w.bookingA.id}/calendar` }),
    expect: touristOwnsIt(200),
  },
  // The waitlist is open to guests; its links carry their own signed token.
  'POST /api/waitlist': {
    // A full departure of tour A: each caller joins its waitlist under an address of its own.
    call: async (w) => ({
      url: '/api/waitlist',
      body: {
        tourId: w.tourA.id,
        ...(await w.fullDepartureOfA()),
        adults: 1,
        children: 0,
        email: w.uniqueEmail('wait'),
      },
    }),
    expect: everyone(201),
  },
  'GET /api/waitlist/leave': {
    call: () => ({ url: '/api/waitlist/leave?token=not-a-signed-token' }),
    expect: everyone(400),
  },
  'POST /api/waitlist/leave': {
    call: () => ({ url: '/api/waitlist/leave', body: { token: 'not-a-signed-token' } }),
    expect: everyone(400),
  },
  'GET /api/waitlist/offer': {
    call: () => ({ url: '/api/waitlist/offer?token=not-a-signed-token' }),
    expect: everyone(400),
  },
  'POST /api/bookings/:id/cancel': {
    call: async (w) => ({ url: `/api/bookings/${(await w.freshPaidBooking()).id}/cancel` }),
    expect: touristOwnsIt(200),
  },
  'POST /api/bookings/:id/review': {
    call: async (w) => ({
      url: `/api/bookings/${(await w.freshCompletedBooking()).id}/review`,
      body: { rating: 5, comment: 'Wonderful reef!' },
    }),
    expect: touristOwnsIt(201),
  },
  'GET /api/bookings/:id/reschedule-options': {
    call: (w) => ({ url: `/api/bookings/${w.bookingA.id}/reschedule-options` }),
    expect: touristOwnsIt(200),
  },
  'GET /api/bookings/:id/reschedule-quote': {
    call: (w) => ({
      url: `/api/bookings/${w.bookingA.id}/reschedule-quote?date=${addDays(today, 25)}&adults=1&children=0`,
    }),
    expect: touristOwnsIt(200),
  },
  'POST /api/bookings/:id/reschedule': {
    call: async (w) => ({
      url: `/api/bookings/${(await w.freshPaidBooking(addDays(today, 40))).id}/reschedule`,
      headers: idempotent(),
      body: { date: addDays(today, 25), adults: 1, children: 0 },
    }),
    expect: touristOwnsIt(200),
  },
  'GET /api/me/bookings': { call: () => ({ url: '/api/me/bookings' }), expect: signedIn(200) },
  'POST /api/bookings/:id/review/photos': {
    call: async (w) => ({
      url: `/api/bookings/${(await w.freshCompletedBooking()).id}/review/photos`,
      raw: w.logoUpload(),
    }),
    expect: touristOwnsIt(201),
  },

  // Saved tours (the caller's own list) and the merchant's replies to reviews
  'GET /api/me/saved-tours': { call: () => ({ url: '/api/me/saved-tours' }), expect: signedIn(200) },
  'PUT /api/me/saved-tours/:tourId': {
    call: (w) => ({ url: `/api/me/saved-tours/${w.tourA.id}` }),
    expect: signedIn(204),
  },
  'DELETE /api/me/saved-tours/:tourId': {
    call: (w) => ({ url: `/api/me/saved-tours/${w.tourA.id}` }),
    expect: signedIn(204),
  },
  'POST /api/saved-tours/cards': {
    call: (w) => ({ url: '/api/saved-tours/cards', body: { tourIds: [w.tourA.id] } }),
    expect: everyone(200),
  },
  'POST /api/me/saved-tours/merge': {
    call: (w) => ({ url: '/api/me/saved-tours/merge', body: { tourIds: [w.tourA.id] } }),
    expect: signedIn(200),
  },
  'GET /api/merchant/reviews': {
    call: () => ({ url: '/api/merchant/reviews' }),
    expect: anyMerchant(200, 'manager'),
  },
  'PUT /api/merchant/reviews/:id/reply': {
    call: (w) => ({
      url: `/api/merchant/reviews/${w.reviewA}/reply`,
      body: { text: 'Thank you for coming!' },
    }),
    expect: merchantOwnsIt(200, 'manager'),
  },

  // Gift cards and deals: public catalogue, orders owned by tourist A
  'GET /api/gift-cards': { call: () => ({ url: '/api/gift-cards' }), expect: everyone(200) },
  'GET /api/gift-cards/:id': { call: () => ({ url: '/api/gift-cards/mgc-authz-a' }), expect: everyone(200) },
  'POST /api/gift-cards/orders': {
    call: () => ({
      url: '/api/gift-cards/orders',
      body: {
        productId: 'mgc-authz-a',
        amount: 50,
        buyerName: 'Maria Lopez',
        buyerEmail: 'maria@example.com',
      },
    }),
    expect: everyone(201),
  },
  'GET /api/gift-cards/orders/:id': {
    call: async (w) => ({ url: `/api/gift-cards/orders/${await w.freshGiftCardOrder()}` }),
    expect: touristOwnsIt(200),
  },
  'POST /api/gift-cards/orders/:id/pay': {
    call: async (w) => ({
      url: `/api/gift-cards/orders/${await w.freshGiftCardOrder()}/pay`,
      headers: idempotent(),
      body: APPROVED_CARD,
    }),
    expect: touristOwnsIt(200),
  },
  // The owner's fresh key has no payment waiting for confirmation (404 PAYMENT_NOT_FOUND); anyone
  // else is told the order does not exist.
  'POST /api/gift-cards/orders/:id/pay/confirm': {
    call: async (w) => ({
      url: `/api/gift-cards/orders/${await w.freshGiftCardOrder()}/pay/confirm`,
      headers: idempotent(),
      body: { paymentReference: 'demo_ch_unknown' },
    }),
    expect: everyone(404),
  },
  'POST /api/gift-cards/balance': {
    call: (w) => ({ url: '/api/gift-cards/balance', body: { code: w.giftCardA } }),
    expect: everyone(200),
  },
  'GET /api/me/gift-cards': { call: () => ({ url: '/api/me/gift-cards' }), expect: signedIn(200) },
  'GET /api/me/email-preferences': {
    call: () => ({ url: '/api/me/email-preferences' }),
    expect: signedIn(200),
  },
  'PUT /api/me/email-preferences': {
    call: () => ({ url: '/api/me/email-preferences', body: { reminders: true } }),
    expect: signedIn(200),
  },
  'GET /api/email-preferences/unsubscribe': {
    call: () => ({ url: '/api/email-preferences/unsubscribe?token=not-a-real-token' }),
    expect: everyone(400),
  },
  'POST /api/email-preferences/unsubscribe': {
    call: () => ({ url: '/api/email-preferences/unsubscribe', body: { token: 'not-a-real-token' } }),
    expect: everyone(400),
  },
  'GET /api/booking-moves/refusal': {
    call: () => ({ url: '/api/booking-moves/refusal?token=not-a-real-token' }),
    expect: everyone(400),
  },
  'POST /api/booking-moves/refusal': {
    call: () => ({ url: '/api/booking-moves/refusal', body: { token: 'not-a-real-token' } }),
    expect: everyone(400),
  },
  'GET /api/deals': { call: () => ({ url: '/api/deals' }), expect: everyone(200) },
  'GET /api/deals/featured': { call: () => ({ url: '/api/deals/featured' }), expect: everyone(200) },
  'GET /api/deals/trending': { call: () => ({ url: '/api/deals/trending' }), expect: everyone(200) },
  'GET /api/deals/categories': { call: () => ({ url: '/api/deals/categories' }), expect: everyone(200) },
  'GET /api/deals/:id': { call: (w) => ({ url: `/api/deals/${w.dealA}` }), expect: everyone(200) },
  'POST /api/deals/:id/orders': {
    call: (w) => ({
      url: `/api/deals/${w.dealA}/orders`,
      body: { quantity: 1, buyerName: 'Maria Lopez', buyerEmail: 'maria@example.com' },
    }),
    expect: everyone(201),
  },
  'GET /api/deals/orders/:id': {
    call: async (w) => ({ url: `/api/deals/orders/${await w.freshDealOrder()}` }),
    expect: touristOwnsIt(200),
  },
  'POST /api/deals/orders/:id/pay': {
    call: async (w) => ({
      url: `/api/deals/orders/${await w.freshDealOrder()}/pay`,
      headers: idempotent(),
      body: APPROVED_CARD,
    }),
    expect: touristOwnsIt(200),
  },
  // The owner's fresh key has no payment waiting for confirmation (404 PAYMENT_NOT_FOUND); anyone
  // else is told the order does not exist.
  'POST /api/deals/orders/:id/pay/confirm': {
    call: async (w) => ({
      url: `/api/deals/orders/${await w.freshDealOrder()}/pay/confirm`,
      headers: idempotent(),
      body: { paymentReference: 'demo_ch_unknown' },
    }),
    expect: everyone(404),
  },

  // Merchant workspace: merchant A's own business
  'GET /api/platform/commission': {
    call: () => ({ url: '/api/platform/commission' }),
    expect: everyone(200),
  },
  'GET /api/merchant/earnings': {
    call: () => ({ url: `/api/merchant/earnings?from=${today}&to=${today}` }),
    expect: anyMerchant(200, 'owner'),
  },
  'GET /api/merchant/earnings.csv': {
    call: () => ({ url: `/api/merchant/earnings.csv?from=${today}&to=${today}` }),
    expect: anyMerchant(200, 'owner'),
  },
  // The booking widget for the operator's own site (docs/decisions/046-booking-widget.md)
  'GET /api/merchant/widget': {
    call: () => ({ url: '/api/merchant/widget' }),
    expect: anyMerchant(200, 'manager'),
  },
  'PUT /api/merchant/widget': {
    call: () => ({
      url: '/api/merchant/widget',
      body: { origins: ['https://www.reef-and-ruins.example'], colour: '#0b8466' },
    }),
    expect: anyMerchant(200, 'manager'),
  },
  'GET /api/merchant/profile': {
    call: () => ({ url: '/api/merchant/profile' }),
    expect: anyMerchant(200, 'manager'),
  },
  'PATCH /api/merchant/profile': {
    call: () => ({
      url: '/api/merchant/profile',
      body: {
        business_name: 'Reef & Ruins Tours',
        description: 'Licensed guides since 2009.',
        contact_email: 'hello@reef-and-ruins.example.com',
      },
    }),
    expect: anyMerchant(200, 'manager'),
  },
  'POST /api/merchant/upload/logo': {
    call: (w) => ({ url: '/api/merchant/upload/logo', raw: w.logoUpload() }),
    expect: anyMerchant(200, 'manager'),
  },
  'POST /api/merchant/upload/deal-image': {
    call: (w) => ({ url: '/api/merchant/upload/deal-image', raw: w.logoUpload() }),
    expect: anyMerchant(201, 'manager'),
  },
  'GET /api/merchant/tours': {
    call: () => ({ url: '/api/merchant/tours' }),
    expect: anyMerchant(200, 'manager'),
  },
  'POST /api/merchant/tours': {
    call: (w) => ({ url: '/api/merchant/tours', body: w.tourForm() }),
    expect: anyMerchant(201, 'manager'),
  },
  'GET /api/merchant/tours/:id': {
    call: (w) => ({ url: `/api/merchant/tours/${w.tourA.id}` }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'PUT /api/merchant/tours/:id': {
    call: async (w) => ({ url: `/api/merchant/tours/${(await w.freshTourOfA()).id}`, body: w.tourForm() }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'DELETE /api/merchant/tours/:id': {
    call: async (w) => ({ url: `/api/merchant/tours/${(await w.freshTourOfA()).id}` }),
    expect: merchantOwnsIt(204, 'manager'),
  },
  'PATCH /api/merchant/tours/:id/status': {
    call: (w) => ({ url: `/api/merchant/tours/${w.tourA.id}/status`, body: { active: true } }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'PATCH /api/merchant/tours/:id/featured': {
    call: (w) => ({ url: `/api/merchant/tours/${w.tourA.id}/featured`, body: { featured: true } }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'PATCH /api/merchant/tours/:id/photos/:photoId': {
    call: (w) => ({
      url: `/api/merchant/tours/${w.tourA.id}/photos/${w.photoA.id}`,
      body: { alt_text: 'Snorkellers over the reef' },
    }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'DELETE /api/merchant/tours/:id/photos/:photoId': {
    call: async (w) => {
      const tour = await w.freshTourOfA();
      const upload = await w.photoUploadTo(tour.id);
      return { url: `/api/merchant/tours/${tour.id}/photos/${upload}` };
    },
    expect: merchantOwnsIt(204, 'manager'),
  },
  'POST /api/merchant/upload/image': {
    call: (w) => ({ url: '/api/merchant/upload/image', raw: w.photoUpload() }),
    expect: merchantOwnsIt(201, 'manager'),
  },
  'GET /api/merchant/tours/:id/departures': {
    call: (w) => ({ url: `/api/merchant/tours/${w.tourA.id}/departures` }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'POST /api/merchant/tours/:id/departures/close': {
    call: (w) => ({
      url: `/api/merchant/tours/${w.tourA.id}/departures/close`,
      body: { date: w.quietDay(), reason: 'Small craft warning' },
    }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'GET /api/merchant/tours/:id/departures/:date/closure': {
    call: (w) => ({ url: `/api/merchant/tours/${w.tourA.id}/departures/${addDays(today, 1)}/closure` }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'POST /api/merchant/tours/:id/departures/reopen': {
    call: async (w) => ({
      url: `/api/merchant/tours/${w.tourA.id}/departures/reopen`,
      body: { date: await w.freshClosedDay() },
    }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'GET /api/merchant/resources': {
    call: () => ({ url: '/api/merchant/resources' }),
    expect: anyMerchant(200, 'manager'),
  },
  'POST /api/merchant/resources': {
    call: () => ({
      url: '/api/merchant/resources',
      body: { kind: 'boat', name: 'Reef Runner', capacity: 12 },
    }),
    expect: anyMerchant(201, 'manager'),
  },
  'PUT /api/merchant/resources/:id': {
    call: async (w) => ({
      url: `/api/merchant/resources/${await w.freshResourceOfA()}`,
      body: { kind: 'boat', name: 'Reef Runner II', capacity: 10, tourIds: [] },
    }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'DELETE /api/merchant/resources/:id': {
    call: async (w) => ({ url: `/api/merchant/resources/${await w.freshResourceOfA()}` }),
    expect: merchantOwnsIt(204, 'manager'),
  },
  'POST /api/merchant/tours/:id/departures/:date/guides': {
    call: async (w) => ({
      url: `/api/merchant/tours/${w.tourA.id}/departures/${w.quietDay()}/guides`,
      body: { time: w.tourA.startTime, guideId: await w.freshResourceOfA('guide') },
    }),
    expect: merchantOwnsIt(200, 'frontDesk'),
  },
  'POST /api/merchant/tours/:id/departures/:date/guides/remove': {
    call: async (w) => ({
      url: `/api/merchant/tours/${w.tourA.id}/departures/${w.quietDay()}/guides/remove`,
      body: { time: w.tourA.startTime, guideId: await w.freshResourceOfA('guide') },
    }),
    expect: merchantOwnsIt(200, 'frontDesk'),
  },
  'POST /api/merchant/tours/:id/departures/:date/messages': {
    call: async (w) => {
      const date = addDays(today, 28);
      await w.freshPaidBooking(date);
      return {
        url: `/api/merchant/tours/${w.tourA.id}/departures/${date}/messages`,
        body: {
          time: w.tourA.startTime,
          body: 'The dock moved to the north pier.',
          clientRequestId: randomUUID(),
        },
      };
    },
    expect: merchantOwnsIt(200, 'frontDesk'),
  },
  'GET /api/merchant/departures': {
    call: () => ({ url: `/api/merchant/departures?date=${today}` }),
    expect: anyMerchant(200, 'guide'),
  },
  'GET /api/merchant/tours/:id/departures/:date/passengers': {
    call: (w) => ({ url: `/api/merchant/tours/${w.tourA.id}/departures/${addDays(today, 1)}/passengers` }),
    expect: theirDeparture(200),
  },
  'GET /api/merchant/tours/:id/departures/:date/passengers.csv': {
    call: (w) => ({
      url: `/api/merchant/tours/${w.tourA.id}/departures/${addDays(today, 1)}/passengers.csv`,
    }),
    expect: theirDeparture(200),
  },
  'POST /api/merchant/tours/:id/departures/:date/walk-ins': {
    call: (w) => ({
      url: `/api/merchant/tours/${w.tourA.id}/departures/${addDays(today, 3)}/walk-ins`,
      body: { fullName: 'Counter Guest', adults: 1, payment: 'cash' },
    }),
    expect: merchantOwnsIt(201, 'frontDesk'),
  },
  'GET /api/merchant/bookings': {
    call: () => ({ url: '/api/merchant/bookings' }),
    expect: anyMerchant(200, 'frontDesk'),
  },
  'GET /api/merchant/bookings/:id': {
    call: (w) => ({ url: `/api/merchant/bookings/${w.bookingA.id}` }),
    expect: merchantOwnsIt(200, 'frontDesk'),
  },
  'GET /api/merchant/bookings/:id/move-options': {
    call: (w) => ({ url: `/api/merchant/bookings/${w.bookingA.id}/move-options` }),
    expect: merchantOwnsIt(200, 'frontDesk'),
  },
  'POST /api/merchant/bookings/:id/move': {
    call: async (w) => ({
      url: `/api/merchant/bookings/${(await w.freshPaidBooking(addDays(today, 41))).id}/move`,
      body: { date: addDays(today, 26) },
    }),
    expect: merchantOwnsIt(200, 'frontDesk'),
  },
  'GET /api/merchant/check-in/:code': {
    call: (w) => ({ url: `/api/merchant/check-in/${w.bookingA.code}` }),
    expect: theirDeparture(200),
  },
  'POST /api/merchant/check-in': {
    call: async (w) => ({
      url: '/api/merchant/check-in',
      body: { confirmationCode: (await w.freshBookingOfToday()).code },
    }),
    expect: theirDeparture(200),
  },
  'GET /api/merchant/deals': {
    call: () => ({ url: '/api/merchant/deals' }),
    expect: anyMerchant(200, 'manager'),
  },
  'POST /api/merchant/deals': {
    call: (w) => ({ url: '/api/merchant/deals', body: w.dealForm() }),
    expect: anyMerchant(201, 'manager'),
  },
  'PUT /api/merchant/deals/:id': {
    call: async (w) => ({ url: `/api/merchant/deals/${await w.freshDealOfA()}`, body: w.dealForm() }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'PATCH /api/merchant/deals/:id/status': {
    call: (w) => ({ url: `/api/merchant/deals/${w.dealA}/status`, body: { active: true } }),
    expect: merchantOwnsIt(200, 'manager'),
  },
  'GET /api/merchant/vouchers/:code': {
    call: async (w) => ({ url: `/api/merchant/vouchers/${await w.freshVoucher()}` }),
    expect: merchantOwnsIt(200, 'frontDesk'),
  },
  'POST /api/merchant/vouchers/redeem': {
    call: async (w) => ({ url: '/api/merchant/vouchers/redeem', body: { code: await w.freshVoucher() } }),
    expect: merchantOwnsIt(200, 'frontDesk'),
  },
  // A gift card's code is a bearer secret: whoever holds it may see the balance (as the public balance
  // check allows), so merchant B learns the card is for A's business; only A may take value off it.
  'GET /api/merchant/gift-cards/:code': {
    call: (w) => ({ url: `/api/merchant/gift-cards/${w.giftCardA}` }),
    expect: anyMerchant(200, 'frontDesk'),
  },
  'POST /api/merchant/gift-cards/redeem': {
    call: (w) => ({ url: '/api/merchant/gift-cards/redeem', body: { code: w.giftCardA, amount: 100 } }),
    expect: row(401, 403, 403, 403, 200, 422, 403, staffReach(200, 'frontDesk')),
  },

  // The owner's team (docs/decisions/044-staff-accounts.md) and the link of an invitation
  'GET /api/merchant/team': {
    call: () => ({ url: '/api/merchant/team' }),
    expect: anyMerchant(200, 'owner'),
  },
  'POST /api/merchant/team/invites': {
    call: (w) => ({
      url: '/api/merchant/team/invites',
      body: { email: w.uniqueEmail('invite'), role: 'guide' },
    }),
    expect: anyMerchant(201, 'owner'),
  },
  'POST /api/merchant/team/invites/:id/resend': {
    call: async (w) => ({ url: `/api/merchant/team/invites/${await w.freshInviteOfA()}/resend` }),
    expect: merchantOwnsIt(200, 'owner'),
  },
  'DELETE /api/merchant/team/invites/:id': {
    call: async (w) => ({ url: `/api/merchant/team/invites/${await w.freshInviteOfA()}` }),
    expect: merchantOwnsIt(204, 'owner'),
  },
  'PATCH /api/merchant/team/members/:userId': {
    call: async (w) => ({
      url: `/api/merchant/team/members/${await w.freshMemberOfA()}`,
      body: { role: 'front_desk' },
    }),
    expect: merchantOwnsIt(200, 'owner'),
  },
  'DELETE /api/merchant/team/members/:userId': {
    call: async (w) => ({ url: `/api/merchant/team/members/${await w.freshMemberOfA()}` }),
    expect: merchantOwnsIt(204, 'owner'),
  },
  'POST /api/team/invite': {
    call: () => ({ url: '/api/team/invite', body: { token: 'not-a-real-token' } }),
    expect: everyone(400),
  },
  'POST /api/team/invite/accept': {
    call: () => ({ url: '/api/team/invite/accept', body: { token: 'not-a-real-token' } }),
    expect: signedIn(400),
  },

  // Platform staff
  'GET /api/admin/dashboard/stats': {
    call: () => ({ url: '/api/admin/dashboard/stats' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/dashboard/top-tours': {
    call: () => ({ url: '/api/admin/dashboard/top-tours' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/dashboard/top-merchants': {
    call: () => ({ url: '/api/admin/dashboard/top-merchants' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/dashboard/alerts': {
    call: () => ({ url: '/api/admin/dashboard/alerts' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/merchants': { call: () => ({ url: '/api/admin/merchants' }), expect: staffOnly(200) },
  'GET /api/admin/merchants/:id': {
    call: (w) => ({ url: `/api/admin/merchants/${w.merchantA.merchant.id}` }),
    expect: staffOnly(200),
  },
  'PATCH /api/admin/merchants/:id/approve': {
    call: async (w) => ({
      url: `/api/admin/merchants/${(await w.freshPendingMerchant()).id}/approve`,
      body: { approved: true },
    }),
    expect: staffOnly(200),
  },
  'PATCH /api/admin/merchants/:id/status': {
    call: async (w) => ({
      url: `/api/admin/merchants/${(await w.freshPendingMerchant()).id}/status`,
      body: { active: false },
    }),
    expect: staffOnly(200),
  },
  'POST /api/admin/merchants/:id/revision/approve': {
    call: async (w) => ({
      url: `/api/admin/merchants/${(await w.freshProfileRevision()).id}/revision/approve`,
      body: { version: 1 },
    }),
    expect: staffOnly(200),
  },
  'POST /api/admin/merchants/:id/revision/reject': {
    call: async (w) => ({
      url: `/api/admin/merchants/${(await w.freshProfileRevision()).id}/revision/reject`,
      body: { version: 1, reason: 'Please send the new registration' },
    }),
    expect: staffOnly(200),
  },
  'POST /api/admin/merchants/:id/revision/minor': {
    call: async (w) => ({
      url: `/api/admin/merchants/${(await w.freshProfileRevision()).id}/revision/minor`,
      body: { version: 1, fields: ['business_name'] },
    }),
    expect: staffOnly(200),
  },
  'GET /api/admin/merchants/:id/commission': {
    call: async (w) => ({ url: `/api/admin/merchants/${(await w.freshPendingMerchant()).id}/commission` }),
    expect: staffOnly(200),
  },
  'PUT /api/admin/merchants/:id/commission': {
    call: async (w) => ({
      url: `/api/admin/merchants/${(await w.freshPendingMerchant()).id}/commission`,
      body: { commissionPercent: 8 },
    }),
    expect: staffOnly(200),
  },
  'GET /api/admin/tours': { call: () => ({ url: '/api/admin/tours' }), expect: staffOnly(200) },
  'GET /api/admin/tours/:id': {
    call: (w) => ({ url: `/api/admin/tours/${w.tourA.id}` }),
    expect: staffOnly(200),
  },
  'PATCH /api/admin/tours/:id/approve': {
    call: async (w) => ({
      url: `/api/admin/tours/${(await w.freshPendingTourOfA()).id}/approve`,
      body: { approved: true },
    }),
    expect: staffOnly(200),
  },
  'GET /api/admin/tours/:id/revision': {
    call: async (w) => ({ url: `/api/admin/tours/${(await w.freshRevisionOfA()).id}/revision` }),
    expect: staffOnly(200),
  },
  'POST /api/admin/tours/:id/revision/approve': {
    call: async (w) => ({
      url: `/api/admin/tours/${(await w.freshRevisionOfA()).id}/revision/approve`,
      body: { version: 1 },
    }),
    expect: staffOnly(200),
  },
  'POST /api/admin/tours/:id/revision/reject': {
    call: async (w) => ({
      url: `/api/admin/tours/${(await w.freshRevisionOfA()).id}/revision/reject`,
      body: { version: 1, reason: 'The new price needs a word in the description' },
    }),
    expect: staffOnly(200),
  },
  'POST /api/admin/tours/:id/revision/minor': {
    call: async (w) => ({
      url: `/api/admin/tours/${(await w.freshRevisionOfA()).id}/revision/minor`,
      body: { version: 1, fields: ['title'] },
    }),
    expect: staffOnly(200),
  },
  'PATCH /api/admin/tours/:id/status': {
    call: async (w) => ({
      url: `/api/admin/tours/${(await w.freshTourOfA()).id}/status`,
      body: { active: false },
    }),
    expect: staffOnly(200),
  },
  'GET /api/admin/bookings': { call: () => ({ url: '/api/admin/bookings' }), expect: staffOnly(200) },
  'GET /api/admin/bookings/export.csv': {
    call: () => ({ url: '/api/admin/bookings/export.csv' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/bookings/:id': {
    call: (w) => ({ url: `/api/admin/bookings/${w.bookingA.id}` }),
    expect: staffOnly(200),
  },
  'POST /api/admin/bookings/:id/cancel': {
    call: async (w) => ({
      url: `/api/admin/bookings/${(await w.freshPaidBooking()).id}/cancel`,
      body: { reason: 'Operator boat out of service', refundPercent: 100 },
    }),
    expect: staffOnly(200),
  },
  'GET /api/admin/tourists': { call: () => ({ url: '/api/admin/tourists' }), expect: staffOnly(200) },
  'GET /api/admin/payouts': { call: () => ({ url: '/api/admin/payouts' }), expect: staffOnly(200) },
  'GET /api/admin/payouts/preview': {
    call: (w) => ({
      url: `/api/admin/payouts/preview?merchantId=${w.merchantA.merchant.id}&periodStart=${addDays(today, -30)}&periodEnd=${today}`,
    }),
    expect: staffOnly(200),
  },
  'POST /api/admin/payouts': {
    call: (w) => ({
      url: '/api/admin/payouts',
      body: {
        merchantId: w.merchantA.merchant.id,
        periodStart: addDays(today, -30),
        periodEnd: addDays(today, 30),
      },
    }),
    expect: staffOnly(201),
  },
  'GET /api/admin/payouts/export.csv': {
    call: () => ({ url: '/api/admin/payouts/export.csv' }),
    expect: staffOnly(200),
  },
  'GET /api/admin/settings': { call: () => ({ url: '/api/admin/settings' }), expect: staffOnly(200) },
  'PUT /api/admin/settings': {
    call: () => ({
      url: '/api/admin/settings',
      body: {
        platformName: 'BelizePass',
        platformEmail: 'support@belizepass.bz',
        defaultCommissionRate: 10,
        notifications: {
          newMerchantSignups: true,
          newBookings: true,
          completedBookings: false,
          payoutProcessed: true,
          tourApprovalRequests: true,
        },
      },
    }),
    expect: staffOnly(200),
  },
  'GET /api/admin/audit': { call: () => ({ url: '/api/admin/audit' }), expect: staffOnly(200) },
  'GET /api/admin/deals': { call: () => ({ url: '/api/admin/deals' }), expect: staffOnly(200) },
  'GET /api/admin/deals/:id': {
    call: (w) => ({ url: `/api/admin/deals/${w.dealA}` }),
    expect: staffOnly(200),
  },
  'PATCH /api/admin/deals/:id/approve': {
    call: async (w) => ({
      url: `/api/admin/deals/${await w.freshPendingDealOfA()}/approve`,
      body: { approved: true },
    }),
    expect: staffOnly(200),
  },
  'PATCH /api/admin/deals/:id/status': {
    call: (w) => ({ url: `/api/admin/deals/${w.dealA}/status`, body: { active: true } }),
    expect: staffOnly(200),
  },
  'PATCH /api/admin/deals/:id/featured': {
    call: (w) => ({ url: `/api/admin/deals/${w.dealA}/featured`, body: { featured: true } }),
    expect: staffOnly(200),
  },
  // Resellers of the OCTO API (staff only); a reseller nobody made is not found, also for the staff.
  'GET /api/admin/resellers': { call: () => ({ url: '/api/admin/resellers' }), expect: staffOnly(200) },
  'POST /api/admin/resellers': {
    call: () => ({
      url: '/api/admin/resellers',
      body: { name: 'Matrix Travel', contactEmail: 'ops@matrix.example.com', commissionPercent: 15 },
    }),
    expect: staffOnly(201),
  },
  'POST /api/admin/resellers/:id/keys': {
    call: () => ({ url: `/api/admin/resellers/${randomUUID()}/keys` }),
    expect: staffOnly(404),
  },
  'DELETE /api/admin/resellers/:id/keys/:keyId': {
    call: () => ({ url: `/api/admin/resellers/${randomUUID()}/keys/${randomUUID()}` }),
    expect: staffOnly(404),
  },
  'GET /api/admin/resellers/:id/statement': {
    call: () => ({ url: `/api/admin/resellers/${randomUUID()}/statement?month=${today.slice(0, 7)}` }),
    expect: staffOnly(404),
  },
  'GET /api/admin/resellers/:id/statement.csv': {
    call: () => ({ url: `/api/admin/resellers/${randomUUID()}/statement.csv?month=${today.slice(0, 7)}` }),
    expect: staffOnly(404),
  },

  // Agents (hotel desks): their console, and the staff's approval (docs/decisions/039-agents.md)
  'GET /api/agent/me': { call: () => ({ url: '/api/agent/me' }), expect: anyAgent(200, 200) },
  'POST /api/agent/bookings': {
    call: (w) => ({
      url: '/api/agent/bookings',
      body: {
        tourId: w.tourA.id,
        date: addDays(today, 31),
        adults: 1,
        children: 0,
        fullName: 'Matrix Guest',
        email: w.uniqueEmail('agent-guest'),
        phone: '+501 610 0100',
        payment: 'account',
      },
    }),
    expect: anyAgent(201),
  },
  'GET /api/agent/bookings': { call: () => ({ url: '/api/agent/bookings' }), expect: anyAgent(200) },
  'GET /api/agent/bookings/:id': {
    call: (w) => ({ url: `/api/agent/bookings/${w.agentBookingA.id}` }),
    expect: agentOwnsIt(200),
  },
  'GET /api/agent/statement': {
    call: () => ({ url: `/api/agent/statement?month=${today.slice(0, 7)}` }),
    expect: anyAgent(200),
  },
  'GET /api/agent/statement.csv': {
    call: () => ({ url: `/api/agent/statement.csv?month=${today.slice(0, 7)}` }),
    expect: anyAgent(200),
  },
  'GET /api/admin/agents': { call: () => ({ url: '/api/admin/agents' }), expect: staffOnly(200) },
  'PUT /api/admin/agents/:id/approval': {
    call: (w) => ({
      url: `/api/admin/agents/${w.agentA.agent.id}/approval`,
      body: { commissionPercent: 12 },
    }),
    expect: staffOnly(200),
  },

  // The OCTO API answers only a reseller's API key: a session of ours is no key (octo.test.ts has the rest).
  'GET /api/octo/supplier': { call: () => ({ url: '/api/octo/supplier' }), expect: everyone(401) },
  'GET /api/octo/products': { call: () => ({ url: '/api/octo/products' }), expect: everyone(401) },
  'GET /api/octo/products/:id': {
    call: (w) => ({ url: `/api/octo/products/${w.tourA.id}` }),
    expect: everyone(401),
  },
  'POST /api/octo/availability/calendar': {
    call: (w) => ({
      url: '/api/octo/availability/calendar',
      body: { productId: w.tourA.id, optionId: 'DEFAULT' },
    }),
    expect: everyone(401),
  },
  'POST /api/octo/availability': {
    call: (w) => ({ url: '/api/octo/availability', body: { productId: w.tourA.id, optionId: 'DEFAULT' } }),
    expect: everyone(401),
  },
  'POST /api/octo/bookings': {
    call: (w) => ({ url: '/api/octo/bookings', body: { productId: w.tourA.id, optionId: 'DEFAULT' } }),
    expect: everyone(401),
  },
  'GET /api/octo/bookings': { call: () => ({ url: '/api/octo/bookings' }), expect: everyone(401) },
  'GET /api/octo/bookings/:uuid': {
    call: () => ({ url: `/api/octo/bookings/${randomUUID()}` }),
    expect: everyone(401),
  },
  'POST /api/octo/bookings/:uuid/confirm': {
    call: () => ({ url: `/api/octo/bookings/${randomUUID()}/confirm`, body: {} }),
    expect: everyone(401),
  },
  'POST /api/octo/bookings/:uuid/cancel': {
    call: () => ({ url: `/api/octo/bookings/${randomUUID()}/cancel`, body: {} }),
    expect: everyone(401),
  },
  'POST /api/octo/bookings/:uuid/extend': {
    call: () => ({ url: `/api/octo/bookings/${randomUUID()}/extend`, body: {} }),
    expect: everyone(401),
  },
};
