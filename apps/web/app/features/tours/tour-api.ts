import {
  type AvailabilityResponse,
  MESSAGES,
  REVIEWS_PAGE_SIZE,
  type ReviewListResponse,
  type ReviewSort,
  type TourDetail,
  textsInCurrency,
} from '@belizepass/domain';
import { data } from 'react-router';
import { type ApiClient, ApiError, toQueryString } from '~/lib/api-client';
import { formatPrice } from '~/lib/display';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NotFoundData {
  message: string;
}

function tourNotFound() {
  return data<NotFoundData>({ message: MESSAGES.tourNotFound }, { status: 404 });
}

/** The published tour, or a thrown 404 response for an unknown, unpublished or malformed id. */
export async function loadTourOr404(api: ApiClient, id: string | undefined): Promise<TourDetail> {
  if (!id || !UUID.test(id)) throw tourNotFound();
  try {
    // Its texts' amounts ("US$5 entrance fee") in the reader's currency: one currency on a page.
    return textsInCurrency(await api.get<TourDetail>(`/api/tours/${encodeURIComponent(id)}`), (cents) =>
      formatPrice(cents),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw tourNotFound();
    throw error;
  }
}

/** Departures of the next 60 days (Belize time); null when they could not be loaded. */
export async function loadAvailability(api: ApiClient, id: string | undefined) {
  if (!id || !UUID.test(id)) return null;
  try {
    return await api.get<AvailabilityResponse>(`/api/tours/${encodeURIComponent(id)}/availability`);
  } catch {
    return null;
  }
}

export function fetchReviews(
  api: ApiClient,
  tourId: string,
  sort: ReviewSort,
  page: number,
): Promise<ReviewListResponse> {
  const query = toQueryString({ sort, page, limit: REVIEWS_PAGE_SIZE });
  return api.get<ReviewListResponse>(`/api/tours/${encodeURIComponent(tourId)}/reviews${query}`);
}
