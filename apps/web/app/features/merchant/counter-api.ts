import type {
  giftCardRedemptionSchema,
  merchantGiftCardViewSchema,
  merchantVoucherSchema,
} from '@belizepass/domain';
import { authFetch } from '~/features/auth/auth-client';

/** What a domain schema parses to (Standard Schema types; the web app does not depend on zod itself). */
type Parsed<S extends { '~standard': { types?: { output: unknown } } }> = NonNullable<
  S['~standard']['types']
>['output'];

/** A deal voucher at the counter (`GET /api/merchant/vouchers/{code}`); money in US cents. */
export type CounterVoucher = Parsed<typeof merchantVoucherSchema>;
/** A gift card at the counter (`GET /api/merchant/gift-cards/{code}`); the code comes back masked. */
export type CounterGiftCard = Parsed<typeof merchantGiftCardViewSchema>;
export type GiftCardRedemption = Parsed<typeof giftCardRedemptionSchema>;

export function lookUpVoucher(code: string, signal?: AbortSignal) {
  return authFetch<CounterVoucher>(`/api/merchant/vouchers/${encodeURIComponent(code)}`, { signal });
}

/** Redeems a valid voucher once; a 409 says it was already redeemed (and when) or has expired. */
export function redeemVoucher(code: string) {
  return authFetch<CounterVoucher>('/api/merchant/vouchers/redeem', { method: 'POST', body: { code } });
}

export function lookUpGiftCard(code: string, signal?: AbortSignal) {
  return authFetch<CounterGiftCard>(`/api/merchant/gift-cards/${encodeURIComponent(code)}`, { signal });
}

/** Takes `amount` US cents off a gift card in person; a 422 says why not (e.g. not enough left). */
export function redeemGiftCard(code: string, amount: number) {
  return authFetch<GiftCardRedemption>('/api/merchant/gift-cards/redeem', {
    method: 'POST',
    body: { code, amount },
  });
}
