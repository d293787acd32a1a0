import {
  GIFT_CARD_MESSAGES,
  type GiftCardBalance,
  type GiftCardOrderView,
  type GiftCardProduct,
  giftCardStatus,
  type IssuedGiftCard,
  maskGiftCardCode,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { CardWithProduct, GiftCardRow, OrderRow, ProductWithMerchant } from './gift-cards.repository.ts';

/** GiftCardProduct of the API from a product row and its merchant. */
export function productView({ product: p, merchantId, merchantName }: ProductWithMerchant): GiftCardProduct {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    longDescription: p.longDescription,
    location: p.location,
    image: p.imageUrl,
    type: p.type,
    price: p.priceCents,
    minAmount: p.minAmountCents,
    maxAmount: p.maxAmountCents,
    // A card without a validity never expires: said in the request's language.
    validityPeriod: p.validityMonths === null ? m.gifts_never_expires() : p.validityPeriod,
    color: p.color,
    textColor: p.textColor,
    features: p.features,
    categoryType: p.categoryType,
    highlight: p.highlight,
    merchant: merchantId && merchantName ? { id: merchantId, business_name: merchantName } : null,
  };
}

export function issuedCardView(card: GiftCardRow, validityPeriod: string, now = new Date()): IssuedGiftCard {
  return {
    code: card.code,
    balance: card.balanceCents,
    initialAmount: card.initialCents,
    expiresAt: card.expiresAt?.toISOString() ?? null,
    validityPeriod,
    status: giftCardStatus(card.balanceCents, card.expiresAt, now),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
  };
}

export const usableAt = (merchantName: string | null) => merchantName ?? GIFT_CARD_MESSAGES.anyMerchant;

export function balanceView(row: CardWithProduct, now = new Date()): GiftCardBalance {
  return {
    code: maskGiftCardCode(row.card.code),
    balance: row.card.balanceCents,
    currency: 'USD',
    expiresAt: row.card.expiresAt?.toISOString() ?? null,
    validityPeriod: row.validityPeriod,
    usableAt: usableAt(row.merchantName),
    status: giftCardStatus(row.card.balanceCents, row.card.expiresAt, now),
  };
}

export function orderView(
  order: OrderRow,
  product: ProductWithMerchant,
  payment: { brand: string; last4: string } | null,
): GiftCardOrderView {
  return {
    id: order.id,
    status: order.status,
    total: order.totalCents,
    quantity: order.quantity,
    unitAmount: order.unitAmountCents,
    product: productView(product),
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail,
    senderName: order.senderName,
    message: order.message,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    payment,
  };
}
