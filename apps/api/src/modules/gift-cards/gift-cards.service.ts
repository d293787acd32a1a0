import {
  type CardForm,
  formatUsd,
  GIFT_CARD_MESSAGES,
  type GiftCardOrderInput,
  type GiftCardOrderWithCards,
  giftCardExpiry,
  giftCardTotalCents,
  type myGiftCardSchema,
} from '@belizepass/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { newOpaqueToken } from '../auth/tokens.ts';
import { uniqueCode } from './codes.ts';
import { enqueueGiftCardEmails } from './gift-card-emails.ts';
import { balanceView, issuedCardView, orderView, productView } from './gift-card-views.ts';
import * as repo from './gift-cards.repository.ts';
import {
  chargeOrder,
  type OrderAccess,
  orderFor,
  orderPayment,
  paymentDeclined,
  resolveBuyer,
  type StoreContext,
} from './store-orders.ts';

const PRODUCT_NOT_FOUND = () => notFound('GIFT_CARD_NOT_FOUND', GIFT_CARD_MESSAGES.notFound);
export const CODE_NOT_FOUND = () => notFound('GIFT_CARD_CODE_NOT_FOUND', GIFT_CARD_MESSAGES.codeNotFound);

export async function listGiftCards(db: Db, query: { search?: string; category: string }) {
  const rows = await repo.listProducts(db, query);
  return { giftCards: rows.map(productView) };
}

/** Product ids are short slugs such as bp-25; anything else is simply not found. */
const PRODUCT_ID = /^[a-z0-9-]{1,40}$/i;

export async function getGiftCard(db: Db, id: string) {
  const row = PRODUCT_ID.test(id) ? await repo.findProduct(db, id, { onlyOnSale: true }) : undefined;
  if (!row) throw PRODUCT_NOT_FOUND();
  return productView(row);
}

/** The amount loaded on each card: the fixed price, or the chosen whole dollars within the card's range. */
function unitAmountCents(product: repo.ProductRow, amountDollars: number | undefined): number {
  if (product.priceCents !== null) return product.priceCents;
  const min = product.minAmountCents ?? 100;
  const max = product.maxAmountCents ?? min;
  const message = `Choose an amount from ${formatUsd(min)} to ${formatUsd(max)}`;
  if (amountDollars === undefined) throw badRequest(message, [{ field: 'amount', message }]);
  const cents = amountDollars * 100;
  if (cents < min || cents > max) throw badRequest(message, [{ field: 'amount', message }]);
  return cents;
}

/** A pending order for gift cards; the access key lets a guest pay and see it (only its hash is kept). */
export async function createGiftCardOrder(
  ctx: StoreContext,
  input: Partial<GiftCardOrderInput> & Pick<GiftCardOrderInput, 'productId' | 'quantity'>,
  userId: string | undefined,
): Promise<GiftCardOrderWithCards & { accessKey: string }> {
  const product = PRODUCT_ID.test(input.productId)
    ? await repo.findProduct(ctx.db, input.productId, { onlyOnSale: true })
    : undefined;
  if (!product) throw PRODUCT_NOT_FOUND();
  const unit = unitAmountCents(product.product, input.amount);
  const buyer = await resolveBuyer(ctx.db, input, userId);
  const access = newOpaqueToken();
  const order = await repo.insertOrder(ctx.db, {
    kind: 'gift_card',
    userId: userId ?? null,
    ...buyer,
    giftCardProductId: product.product.id,
    unitAmountCents: unit,
    quantity: input.quantity,
    totalCents: giftCardTotalCents(unit, input.quantity),
    recipientName: input.recipientName ?? null,
    recipientEmail: input.recipientEmail ?? null,
    senderName: input.senderName ?? null,
    message: input.message ?? null,
    accessKeyHash: access.hash,
  });
  return { order: orderView(order, product, null), giftCards: [], accessKey: access.token };
}

export async function getGiftCardOrder(
  ctx: StoreContext,
  id: string,
  access: OrderAccess,
): Promise<GiftCardOrderWithCards> {
  const order = await orderFor(ctx.db, id, 'gift_card', access);
  return orderWithCards(ctx.db, order);
}

async function orderWithCards(db: Db, order: repo.OrderRow): Promise<GiftCardOrderWithCards> {
  const product = await repo.findProduct(db, order.giftCardProductId!, { onlyOnSale: false });
  const cards = await repo.listCardsOfOrder(db, order.id);
  return {
    order: orderView(order, product!, await orderPayment(db, order)),
    giftCards: cards.map((card) => issuedCardView(card, product!.product.validityPeriod)),
  };
}

/**
 * Pays a gift card order in one transaction: the charge, then one card per unit with a random code,
 * its 'issue' ledger entry and its email. A retried Idempotency-Key returns the first outcome.
 */
export async function payGiftCardOrder(
  ctx: StoreContext,
  id: string,
  access: OrderAccess,
  card: CardForm,
  idempotencyKey: string,
  now = new Date(),
): Promise<GiftCardOrderWithCards> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = await orderFor(tx, id, 'gift_card', access, { forUpdate: true });
    if (order.status === 'pending') {
      const onSale = await repo.findProduct(tx, order.giftCardProductId!, { onlyOnSale: true });
      if (!onSale) throw new AppError(409, 'GIFT_CARD_NOT_ON_SALE', 'This gift card is no longer on sale.');
    }
    const product = await repo.findProduct(tx, order.giftCardProductId!, { onlyOnSale: false });
    const charged = await chargeOrder(
      tx,
      ctx,
      order,
      card,
      idempotencyKey,
      `BelizePass gift cards ${order.id}`,
    );
    if (charged !== 'charged') return charged;

    await repo.markOrderPaid(tx, order.id, now);
    const { product: p } = product!;
    const cards: repo.GiftCardRow[] = [];
    for (let i = 0; i < order.quantity; i++) {
      const issued = await repo.insertGiftCard(tx, {
        code: await uniqueCode('BP', 3, (code) => repo.isGiftCardCodeTaken(tx, code)),
        productId: p.id,
        orderId: order.id,
        merchantId: p.merchantId,
        initialCents: order.unitAmountCents,
        balanceCents: order.unitAmountCents,
        expiresAt: giftCardExpiry(now, p.validityMonths),
        recipientName: order.recipientName,
        recipientEmail: order.recipientEmail,
      });
      await repo.insertLedgerEntry(tx, {
        giftCardId: issued.id,
        kind: 'issue',
        amountCents: issued.initialCents,
        balanceAfterCents: issued.balanceCents,
        actorUserId: order.userId,
      });
      cards.push(issued);
    }
    await enqueueGiftCardEmails(tx, { order, product: product!, cards, publicUrl: ctx.publicUrl });
    return charged;
  });
  if (outcome === 'declined') throw paymentDeclined();
  const order = await orderFor(ctx.db, id, 'gift_card', access);
  return orderWithCards(ctx.db, order);
}

/** Public balance check by code (rate limited per IP by its route). */
export async function checkBalance(db: Db, code: string, now = new Date()) {
  const row = await repo.findCardByCode(db, code);
  if (!row) throw CODE_NOT_FOUND();
  return balanceView(row, now);
}

export type MyGiftCard = z.infer<typeof myGiftCardSchema>;

/** The gift cards bought by a signed-in user (full codes: they are the buyer). */
export async function listMyGiftCards(db: Db, userId: string, now = new Date()): Promise<MyGiftCard[]> {
  const rows = await repo.listCardsOfUser(db, userId);
  return rows.map((row) => ({
    ...issuedCardView(row.card, row.validityPeriod, now),
    orderId: row.card.orderId!,
    purchasedAt: (row.orderPaidAt ?? row.card.createdAt).toISOString(),
    usableAt: balanceView(row, now).usableAt,
    product: {
      id: row.card.productId,
      title: row.productTitle,
      type: row.productType,
      image: row.productImage,
      color: row.productColor,
      textColor: row.productTextColor,
    },
  }));
}

/** A gift card product added or replaced as given: the demo data set's merchant cards. */
export function saveProduct(db: Db, values: Parameters<typeof repo.upsertProduct>[1]) {
  return repo.upsertProduct(db, values);
}
