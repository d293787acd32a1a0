import type { PublicMerchant } from '@belizepass/domain';
import { data } from 'react-router';
import { type ApiClient, ApiError } from '~/lib/api-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => data(null, { status: 404 });

/** The approved operator, or a thrown 404 response for an unknown, unapproved or malformed id. */
export async function loadPublicMerchantOr404(api: ApiClient, id: string | undefined) {
  if (!id || !UUID.test(id)) throw notFound();
  try {
    return await api.get<PublicMerchant>(`/api/merchants/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
