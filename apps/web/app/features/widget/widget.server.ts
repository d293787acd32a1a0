import type { PublicMerchant, WidgetSettings } from '@belizepass/domain';
import { type AppLoadContext, data } from 'react-router';
import { ApiError, serverApi } from '~/lib/api-client';
import { widgetHeaders } from './widget-headers';
import { isBookingKey } from './widget-paths';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => data(null, { status: 404 });

/**
 * The operator of a widget: its name, colour, the origins that may frame it, and its published
 * tours (the list the widget opens on). 404 for an unknown, unapproved or inactive operator.
 */
export async function loadWidget(context: AppLoadContext, merchantId: string | undefined) {
  if (!merchantId || !UUID.test(merchantId)) throw notFound();
  const api = serverApi(context);
  try {
    const [settings, merchant] = await Promise.all([
      api.get<WidgetSettings>(`/api/widget/${merchantId}`),
      api.get<PublicMerchant>(`/api/merchants/${merchantId}`),
    ]);
    const tours = merchant.tours.map((tour) => ({
      id: tour.id,
      title: tour.title,
      location: tour.location.name,
      durationHours: tour.duration_hours,
      price: tour.platform_selling_price,
      image: tour.thumbnail ?? tour.photos[0] ?? null,
    }));
    return data(
      { merchantId, name: merchant.business_name, colour: settings.colour, tours },
      { headers: widgetHeaders(settings) },
    );
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) throw notFound();
    throw error;
  }
}

/** The booking key of a widget checkout address; 404 when it is not one. */
export function keyOf(params: { key?: string }): string {
  if (!isBookingKey(params.key)) throw notFound();
  return params.key;
}

/** A tour of another operator is not in this widget. */
export function requireOwnTour(tour: { merchant: { id: string } }, merchantId: string | undefined) {
  if (tour.merchant.id !== merchantId) throw notFound();
}
