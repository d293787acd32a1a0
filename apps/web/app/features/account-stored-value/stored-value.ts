import type { myStoredValueSchema } from '@belizepass/domain';

/** `GET /api/me/gift-cards`: the signed-in user's gift cards and deal vouchers, newest first. */
export type MyStoredValue = ReturnType<typeof myStoredValueSchema.parse>;
export type MyGiftCard = MyStoredValue['giftCards'][number];
export type MyVoucher = MyStoredValue['vouchers'][number];
