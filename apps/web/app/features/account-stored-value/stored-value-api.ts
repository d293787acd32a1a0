import type { myStoredValueSchema } from '@belizepass/domain';
import { authFetch } from '~/features/auth/auth-client';

/** `GET /api/me/gift-cards`: the signed-in user's gift cards and deal vouchers, newest first. */
export type MyStoredValue = ReturnType<typeof myStoredValueSchema.parse>;
export type MyGiftCard = MyStoredValue['giftCards'][number];
export type MyVoucher = MyStoredValue['vouchers'][number];

/** Per user, so signing in as someone else never shows the previous user's codes. */
export const myStoredValueKey = (userId: string) => ['me', 'stored-value', userId] as const;

export function fetchMyStoredValue(signal?: AbortSignal) {
  return authFetch<MyStoredValue>('/api/me/gift-cards', { signal });
}
