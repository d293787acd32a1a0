import {
  clampGiftCardAmount,
  clampQuantity,
  type GiftCardProduct,
  giftCardPurchaseSchema,
  guestGiftCardPurchaseSchema,
} from '@belizepass/domain';
import type { GiftCardOrderRequest } from './gift-card-api';

/** What the purchase form holds, as typed. */
export interface PurchaseValues {
  amount: string;
  quantity: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  buyerName: string;
  buyerEmail: string;
}

export type PurchaseField = keyof PurchaseValues;
export type PurchaseErrors = Partial<Record<PurchaseField, string>>;

/** Whole dollars the buyer may load on a card with a range; null for fixed-price cards. */
export function amountRange(card: GiftCardProduct): { min: number; max: number } | null {
  if (card.price !== null) return null;
  const min = Math.ceil((card.minAmount ?? 100) / 100);
  const max = Math.floor((card.maxAmount ?? card.minAmount ?? 100) / 100);
  return { min, max: Math.max(min, max) };
}

export function initialPurchaseValues(card: GiftCardProduct): PurchaseValues {
  const range = amountRange(card);
  return {
    amount: range ? String(range.min) : '',
    quantity: 1,
    recipientName: '',
    recipientEmail: '',
    senderName: '',
    message: '',
    buyerName: '',
    buyerEmail: '',
  };
}

/** US cents loaded on each card: the fixed price, or the typed amount clamped to the card's range. */
export function unitCents(card: GiftCardProduct, amount: string): number {
  const range = amountRange(card);
  if (!range) return card.price ?? 0;
  return clampGiftCardAmount(amount, range.min, range.max) * 100;
}

const FIELDS = new Set<string>([
  'amount',
  'quantity',
  'recipientName',
  'recipientEmail',
  'senderName',
  'message',
  'buyerName',
  'buyerEmail',
]);

/** Field problems, by the same rules as the API (guests must say who is buying). */
export function purchaseProblems(
  card: GiftCardProduct,
  values: PurchaseValues,
  signedIn: boolean,
): { errors: PurchaseErrors; order?: GiftCardOrderRequest } {
  const range = amountRange(card);
  const input = {
    amount: range ? clampGiftCardAmount(values.amount, range.min, range.max) : undefined,
    quantity: clampQuantity(values.quantity),
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    senderName: values.senderName,
    message: values.message,
    buyerName: signedIn ? undefined : values.buyerName,
    buyerEmail: signedIn ? undefined : values.buyerEmail,
  };
  const parsed = (signedIn ? giftCardPurchaseSchema : guestGiftCardPurchaseSchema).safeParse(input);
  if (parsed.success) return { errors: {}, order: { ...parsed.data, productId: card.id } };
  return { errors: issuesToErrors(parsed.error.issues) };
}

/** The first message per form field from zod issues or the API's `{ field, message }` details. */
export function issuesToErrors(issues: readonly { path?: PropertyKey[]; field?: string; message: string }[]) {
  const errors: PurchaseErrors = {};
  for (const issue of issues) {
    const field = String(issue.field ?? issue.path?.[0] ?? '');
    if (FIELDS.has(field) && !errors[field as PurchaseField]) errors[field as PurchaseField] = issue.message;
  }
  return errors;
}
