import {
  GIFT_CARD_MESSAGES,
  type GiftCardBalance,
  type GiftCardOrderView,
  type GiftCardProduct,
  giftCardStatus,
  type IssuedGiftCard,
  inLanguage,
  maskGiftCardCode,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { currentLocale } from '../../lib/locale.ts';
import type { CardWithProduct, GiftCardRow, OrderRow, ProductWithMerchant } from './gift-cards.repository.ts';

/**
 * GiftCardProduct of the API from a product row and its merchant, its texts in the language the API
 * writes in now (the request's, or an email's): the Spanish where written, with `untranslated` naming
 * the English ones on a Spanish answer only (decision 029).
 */
export function productView({ product: p, merchantId, merchantName }: ProductWithMerchant): GiftCardProduct {
  const language = currentLocale();
  const { values, untranslated } = inLanguage(
    language,
    {
      title: { en: p.title, es: p.titleEs },
      description: { en: p.description, es: p.descriptionEs },
      longDescription: { en: p.longDescription, es: p.longDescriptionEs },
      location: { en: p.location, es: p.locationEs },
      // A card without a validity never expires: said in the request's language.
      validityPeriod: {
        en: p.validityMonths === null ? m.gifts_never_expires() : p.validityPeriod,
        es: p.validityMonths === null ? m.gifts_never_expires() : p.validityPeriodEs,
      },
    },
    { features: { en: p.features, es: p.featuresEs } },
  );
  return {
    id: p.id,
    title: values.title,
    description: values.description,
    longDescription: values.longDescription,
    location: values.location,
    image: p.imageUrl,
    type: p.type,
    price: p.priceCents,
    minAmount: p.minAmountCents,
    maxAmount: p.maxAmountCents,
    validityPeriod: values.validityPeriod,
    color: p.color,
    textColor: p.textColor,
    features: values.features,
    categoryType: p.categoryType,
    highlight: p.highlight,
    merchant: merchantId && merchantName ? { id: merchantId, business_name: merchantName } : null,
    ...(language === 'es' ? { untranslated } : {}),
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
