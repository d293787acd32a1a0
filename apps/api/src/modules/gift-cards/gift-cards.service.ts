import {
  type CardForm,
  formatUsd,
  GIFT_CARD_MESSAGES,
  type GiftCardOrderInput,
  type GiftCardOrderWithCards,
  giftCardExpiry,
  giftCardTotalCents,
  type myGiftCardSchema,
  PAYMENT_MESSAGES,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { currentLocale } from '../../lib/locale.ts';
import { newOpaqueToken } from '../auth/tokens.ts';
import {
  type ApprovedCharge,
  chargeOnce,
  type PaymentRequiresAction,
  requiresActionError,
  requiresActionMessage,
} from '../payments/charge-once.ts';
import { uniqueCode } from './codes.ts';
import { enqueueGiftCardEmails } from './gift-card-emails.ts';
import { balanceView, issuedCardView, orderView, productView } from './gift-card-views.ts';
import * as repo from './gift-cards.repository.ts';
import {
  type OrderAccess,
  orderFor,
  orderPayment,
  paymentDeclined,
  prepareOrderCharge,
  recordedOrAlreadyPaid,
  recordOrderPaid,
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
  const message = m.errors_gift_amount_range({ min: formatUsd(min), max: formatUsd(max) });
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
    // The page's language: the emails of a buyer without an account are written in it.
    locale: currentLocale(),
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

const NOT_ON_SALE = () => new AppError(409, 'GIFT_CARD_NOT_ON_SALE', m.errors_gift_card_not_on_sale());

/**
 * Pays a gift card order in two steps (payments/charge-once.ts): the card is authorized under the
 * Idempotency-Key outside any transaction, then one short transaction records the charge and issues
 * one card per unit with a random code, its 'issue' ledger entry and its email; then the capture.
 * A retried key returns the first outcome. With `confirmReference` it completes a payment that
 * asked for the holder's confirmation.
 */
export async function payGiftCardOrder(
  ctx: StoreContext,
  id: string,
  access: OrderAccess,
  card: CardForm,
  idempotencyKey: string,
  now = new Date(),
): Promise<GiftCardOrderWithCards> {
  const paid = await startGiftCardPayment(ctx, id, access, card, idempotencyKey, now);
  if ('paymentReference' in paid) throw requiresActionError(paid);
  return paid;
}

/** `payGiftCardOrder` that answers the confirmation step (202) instead of failing on it. */
export async function startGiftCardPayment(
  ctx: StoreContext,
  id: string,
  access: OrderAccess,
  card: CardForm,
  idempotencyKey: string,
  now = new Date(),
  options: { confirmReference?: string } = {},
): Promise<GiftCardOrderWithCards | PaymentRequiresAction> {
  const result = await chargeOnce(
    ctx,
    {
      target: { orderId: id },
      idempotencyKey,
      card: options.confirmReference ? undefined : card,
      confirmReference: options.confirmReference,
      async prepare(tx) {
        const order = await orderFor(tx, id, 'gift_card', access, { forUpdate: true });
        const step = await prepareOrderCharge(tx, order, idempotencyKey, `BelizePass gift cards ${order.id}`);
        if (
          'charge' in step &&
          !(await repo.findProduct(tx, order.giftCardProductId!, { onlyOnSale: true }))
        ) {
          throw NOT_ON_SALE();
        }
        return step;
      },
      async record(tx, charge) {
        const { order, answer } = await recordedOrAlreadyPaid(tx, id, idempotencyKey);
        if (answer) return answer;
        if (!(await fulfilGiftCardOrder(ctx, tx, order, charge!, now))) return { refuse: NOT_ON_SALE() };
        return { value: 'paid' as const };
      },
    },
    PAYMENT_MESSAGES.failed,
  );
  if (result.status === 'requires_action') {
    return {
      status: 'requires_action',
      paymentReference: result.reference,
      message: requiresActionMessage(),
    };
  }
  if (result.value === 'declined') throw paymentDeclined();
  const order = await orderFor(ctx.db, id, 'gift_card', access);
  return orderWithCards(ctx.db, order);
}

/**
 * Records a gift card order's charge and issues its cards (the order row locked, still pending);
 * false, with nothing written, when its card is no longer on sale. Also used by reconciliation.
 */
export async function fulfilGiftCardOrder(
  ctx: StoreContext,
  tx: Db,
  order: repo.OrderRow,
  charge: ApprovedCharge,
  now: Date,
) {
  if (!(await repo.findProduct(tx, order.giftCardProductId!, { onlyOnSale: true }))) return false;
  const product = (await repo.findProduct(tx, order.giftCardProductId!, { onlyOnSale: false }))!;
  await recordOrderPaid(tx, ctx, order, charge, now);
  const { product: p } = product;
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
  await enqueueGiftCardEmails(tx, { order, product, cards, publicUrl: ctx.publicUrl });
  return true;
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
