import type { DealFormValues, ManagedDeal } from '@belizepass/domain';
import { authFetch } from '~/features/auth/auth-client';

const base = '/api/merchant/deals';
const dealPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const merchantDealsKey = ['merchant-deals'] as const;

export function fetchMerchantDeals(signal?: AbortSignal) {
  return authFetch<{ deals: ManagedDeal[] }>(base, { signal });
}

/** A new deal waits for the platform's approval before tourists can see it. */
export function createDeal(input: DealFormValues) {
  return authFetch<ManagedDeal>(base, { method: 'POST', body: input });
}

export function updateDeal(id: string, input: DealFormValues) {
  return authFetch<ManagedDeal>(dealPath(id), { method: 'PUT', body: input });
}

export function setDealActive(id: string, active: boolean) {
  return authFetch<ManagedDeal>(`${dealPath(id)}/status`, { method: 'PATCH', body: { active } });
}
