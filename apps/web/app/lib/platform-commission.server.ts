import type { AppLoadContext } from 'react-router';
import { serverApi } from './api-client';

/**
 * The commission merchants pay, in whole percent, as the platform setting states it
 * (`GET /api/platform/commission`), for the pages that name it; null when it could not be read
 * (the page then says "a commission" without a figure, and must not be kept by the page cache).
 */
export async function platformCommission(context: Pick<AppLoadContext, 'apiFetch'>): Promise<number | null> {
  return serverApi(context)
    .get<{ commissionPercent: number }>('/api/platform/commission')
    .then((body) => body.commissionPercent)
    .catch(() => null);
}

/** The headers of a public page that states the commission: a page missing it is not cached. */
export function commissionPageInit(percent: number | null) {
  return percent === null ? { headers: { 'Cache-Control': 'no-store' } } : undefined;
}
