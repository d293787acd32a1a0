/** The addresses of one operator's widget (routes.ts `widget/:merchantId`). */
export function widgetPaths(merchantId: string) {
  const base = `/widget/${merchantId}`;
  return {
    tours: base,
    tour: (tourId: string) => `${base}/tours/${tourId}`,
    book: (tourId: string) => `${base}/book/${tourId}`,
    payment: (bookingId: string, key: string) => `${base}/payment/${bookingId}/${key}`,
    confirmation: (bookingId: string, key: string) => `${base}/confirmation/${bookingId}/${key}`,
  };
}

/** A booking key as the API issues them; anything else in a widget address is not a key. */
export const isBookingKey = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[\w-]{16,200}$/.test(value);
