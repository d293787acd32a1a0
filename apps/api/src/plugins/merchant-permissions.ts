import type { MerchantCapability } from '@belizepass/domain';

/**
 * The capability of every merchant route (`config.access: 'merchant'`); who holds each capability is
 * `MERCHANT_CAPABILITIES` in the domain (docs/decisions/044-staff-accounts.md). A merchant route
 * missing here stops the server at boot, so none is left open to every role by omission.
 */
const ROUTE_CAPABILITIES: Record<string, MerchantCapability> = {
  // The day: departures, passenger lists, check-in (guides too)
  'GET /api/merchant/departures': 'day',
  'GET /api/merchant/tours/:id/departures/:date/passengers': 'day',
  'GET /api/merchant/tours/:id/departures/:date/passengers.csv': 'day',
  'GET /api/merchant/check-in/:code': 'day',
  'POST /api/merchant/check-in': 'day',
  // Bookings, walk-ins, departure messages and the counter (front desk too)
  'GET /api/merchant/bookings': 'bookings',
  'GET /api/merchant/bookings/:id': 'bookings',
  'GET /api/merchant/bookings/:id/move-options': 'bookings',
  'POST /api/merchant/bookings/:id/move': 'bookings',
  'POST /api/merchant/tours/:id/departures/:date/walk-ins': 'bookings',
  'POST /api/merchant/tours/:id/departures/:date/messages': 'bookings',
  'POST /api/merchant/tours/:id/departures/:date/guides': 'bookings',
  'POST /api/merchant/tours/:id/departures/:date/guides/remove': 'bookings',
  'GET /api/merchant/vouchers/:code': 'bookings',
  'POST /api/merchant/vouchers/redeem': 'bookings',
  'GET /api/merchant/gift-cards/:code': 'bookings',
  'POST /api/merchant/gift-cards/redeem': 'bookings',
  // The business: tours, closures, deals, reviews, profile (managers too)
  'GET /api/merchant/profile': 'business',
  'PATCH /api/merchant/profile': 'business',
  'POST /api/merchant/upload/logo': 'business',
  'POST /api/merchant/upload/deal-image': 'business',
  'POST /api/merchant/upload/image': 'business',
  'GET /api/merchant/reviews': 'business',
  'PUT /api/merchant/reviews/:id/reply': 'business',
  'GET /api/merchant/tours': 'business',
  'POST /api/merchant/tours': 'business',
  'GET /api/merchant/tours/:id': 'business',
  'PUT /api/merchant/tours/:id': 'business',
  'DELETE /api/merchant/tours/:id': 'business',
  'PATCH /api/merchant/tours/:id/status': 'business',
  'PATCH /api/merchant/tours/:id/featured': 'business',
  'PATCH /api/merchant/tours/:id/photos/:photoId': 'business',
  'DELETE /api/merchant/tours/:id/photos/:photoId': 'business',
  'GET /api/merchant/tours/:id/departures': 'business',
  'POST /api/merchant/tours/:id/departures/close': 'business',
  'GET /api/merchant/tours/:id/departures/:date/closure': 'business',
  'POST /api/merchant/tours/:id/departures/reopen': 'business',
  'GET /api/merchant/deals': 'business',
  'POST /api/merchant/deals': 'business',
  'PUT /api/merchant/deals/:id': 'business',
  'PATCH /api/merchant/deals/:id/status': 'business',
  'GET /api/merchant/resources': 'business',
  'POST /api/merchant/resources': 'business',
  'PUT /api/merchant/resources/:id': 'business',
  'DELETE /api/merchant/resources/:id': 'business',
  'GET /api/merchant/widget': 'business',
  'PUT /api/merchant/widget': 'business',
  // Money paid out (the owner only)
  'GET /api/merchant/earnings': 'payouts',
  'GET /api/merchant/earnings.csv': 'payouts',
  // The team (the owner only)
  'GET /api/merchant/team': 'team',
  'POST /api/merchant/team/invites': 'team',
  'POST /api/merchant/team/invites/:id/resend': 'team',
  'DELETE /api/merchant/team/invites/:id': 'team',
  'PATCH /api/merchant/team/members/:userId': 'team',
  'DELETE /api/merchant/team/members/:userId': 'team',
};

/** The capability a merchant route needs; throws for a merchant route the map does not name. */
export function capabilityOfRoute(method: string, url: string): MerchantCapability {
  const capability = ROUTE_CAPABILITIES[`${method} ${url}`];
  if (!capability) {
    throw new Error(`${method} ${url} is a merchant route: name its capability in merchant-permissions.ts`);
  }
  return capability;
}
