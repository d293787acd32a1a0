/** Texts shared by the demo tours. */

export const WEATHER = 'Full refund or reschedule when weather or sea conditions cancel the trip.';
/** The platform's refund tiers (spec section 9), which every booking is refunded by. */
export const REFUND_TIERS =
  'Full refund minus a 5% administrative fee up to 7 days before departure; 75% refund 3-6 days before; 50% refund 1-2 days before; no refund inside 24 hours or for no-shows.';
export const CANCELLATION_POLICY = `${REFUND_TIERS} ${WEATHER}`;
