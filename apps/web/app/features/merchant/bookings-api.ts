import type {
  MerchantBooking,
  MerchantBookingDetail,
  MerchantBookingListResponse,
  MerchantBookingScope,
} from '@belizepass/domain';
import { authFetch } from '~/features/auth/auth-client';
import { toQueryString } from '~/lib/api-client';

export const merchantBookingsKey = ['merchant-bookings'] as const;

export function fetchMerchantBookings(
  query: { scope: MerchantBookingScope; date?: string },
  signal?: AbortSignal,
) {
  return authFetch<MerchantBookingListResponse>(`/api/merchant/bookings${toQueryString(query)}`, { signal });
}

/** A booking body may come bare or as `{ booking }`. */
function unwrap<T>(body: T | { booking: T }): T {
  return body && typeof body === 'object' && 'booking' in body ? body.booking : (body as T);
}

export async function fetchMerchantBooking(id: string, signal?: AbortSignal) {
  return unwrap(
    await authFetch<MerchantBookingDetail | { booking: MerchantBookingDetail }>(
      `/api/merchant/bookings/${encodeURIComponent(id)}`,
      { signal },
    ),
  );
}

/** `GET /api/merchant/check-in/{code}`: one of this merchant's bookings by its confirmation code. */
export async function lookUpCheckIn(code: string, signal?: AbortSignal) {
  return unwrap(
    await authFetch<MerchantBooking | { booking: MerchantBooking }>(
      `/api/merchant/check-in/${encodeURIComponent(code)}`,
      { signal },
    ),
  );
}

export interface CheckInRequest {
  confirmationCode: string;
  clientRequestId: string;
}

/** `POST /api/merchant/check-in`; the same clientRequestId makes a retry the same check-in. */
export async function checkIn(request: CheckInRequest) {
  return unwrap(
    await authFetch<MerchantBooking | { booking: MerchantBooking }>('/api/merchant/check-in', {
      method: 'POST',
      body: request,
    }),
  );
}
