import type { BusinessProfile, MerchantProfileUpdate } from '@belizepass/domain';
import { authFetch } from '~/features/auth/auth-client';
import { authUpload } from './upload-api';

export type { BusinessProfile };

export const profileKey = (userId: string) => ['merchant-profile', userId] as const;

export function fetchBusinessProfile(signal?: AbortSignal) {
  return authFetch<BusinessProfile>('/api/merchant/profile', { signal });
}

export function updateBusinessProfile(body: MerchantProfileUpdate) {
  return authFetch<BusinessProfile>('/api/merchant/profile', { method: 'PATCH', body });
}

export function uploadLogo(file: File) {
  return authUpload<{ logo_url: string }>('/api/merchant/upload/logo', { image: file });
}
