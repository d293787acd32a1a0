import type {
  CloseDepartureResponse,
  MerchantDeparture,
  MerchantTour,
  MerchantTourInput,
  MerchantTourListQuery,
  MerchantTourListResponse,
  UploadedImageResponse,
} from '@belizepass/domain';
import { authFetch } from '~/features/auth/auth-client';
import { toQueryString } from '~/lib/api-client';
import { authUpload } from './upload-api';

const base = '/api/merchant/tours';
const tourPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const merchantToursKey = ['merchant-tours'] as const;

export function fetchMerchantTours(query: MerchantTourListQuery, signal?: AbortSignal) {
  return authFetch<MerchantTourListResponse>(`${base}${toQueryString({ ...query })}`, { signal });
}

export function createTour(input: MerchantTourInput) {
  return authFetch<{ tour: MerchantTour }>(base, { method: 'POST', body: input });
}

export function updateTour(id: string, input: MerchantTourInput) {
  return authFetch<{ tour: MerchantTour }>(tourPath(id), { method: 'PUT', body: input });
}

export function deleteTour(id: string) {
  return authFetch<null>(tourPath(id), { method: 'DELETE' });
}

export function setTourActive(id: string, active: boolean) {
  return authFetch<{ id: string; status: MerchantTour['status']; active: boolean }>(
    `${tourPath(id)}/status`,
    { method: 'PATCH', body: { active } },
  );
}

export function setTourFeatured(id: string, featured: boolean) {
  return authFetch<{ id: string; featured: boolean }>(`${tourPath(id)}/featured`, {
    method: 'PATCH',
    body: { featured },
  });
}

export function makePhotoPrimary(tourId: string, photoId: string) {
  return authFetch<unknown>(`${tourPath(tourId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'PATCH',
    body: { is_primary: true },
  });
}

export function removePhoto(tourId: string, photoId: string) {
  return authFetch<unknown>(`${tourPath(tourId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
  });
}

/** `POST /api/merchant/upload/image` (spec section 7): one photo of a tour. */
export function uploadTourImage(input: {
  tourId: string;
  file: File;
  altText: string;
  isPrimary: boolean;
  displayOrder: number;
}) {
  const fields: Record<string, string | Blob> = { tour_id: input.tourId };
  if (input.altText.trim()) fields.alt_text = input.altText.trim();
  fields.is_primary = String(input.isPrimary);
  fields.display_order = String(input.displayOrder);
  fields.image = input.file;
  return authUpload<UploadedImageResponse>('/api/merchant/upload/image', fields);
}

export function fetchDepartures(tourId: string, signal?: AbortSignal) {
  return authFetch<{ departures: MerchantDeparture[] }>(`${tourPath(tourId)}/departures`, { signal });
}

export function closeDeparture(tourId: string, date: string, reason: string) {
  return authFetch<CloseDepartureResponse>(`${tourPath(tourId)}/departures/close`, {
    method: 'POST',
    body: { date, reason },
  });
}
