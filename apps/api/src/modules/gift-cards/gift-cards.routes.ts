import {
  cardPaymentSchema,
  confirmPaymentSchema,
  errorResponseSchema,
  giftCardBalanceRequestSchema,
  giftCardBalanceSchema,
  giftCardListQuerySchema,
  giftCardOrderSchema,
  giftCardOrderWithCardsSchema,
  giftCardProductSchema,
  giftCardRedemptionSchema,
  merchantGiftCardRedeemSchema,
  merchantGiftCardViewSchema,
  myStoredValueSchema,
  paymentRequiresActionSchema,
} from '@belizepass/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { listMyVouchers } from '../vouchers/vouchers.service.ts';
import * as service from './gift-cards.service.ts';
import { ensurePassCards } from './pass-cards.ts';
import { merchantCardView, redeemInPerson } from './redemption.service.ts';

/** A guest proves an order is theirs with the key returned when it was created. */
const NO_CARD = { cardName: '', cardNumber: '', expiryDate: '', cvv: '' };
/** 202 with the confirmation step when the bank asks for one, else the paid order. */
const answer = <T extends object>(reply: FastifyReply, paid: T) =>
  'paymentReference' in paid ? reply.code(202).send(paid) : reply.send(paid);

export const orderKeyHeader = z.object({
  'x-order-key': z.string().max(200).optional().describe('The accessKey returned when the order was created'),
});
export const idempotencyHeader = orderKeyHeader.extend({
  'idempotency-key': z
    .string()
    .min(8, 'Idempotency-Key header is required')
    .max(100)
    .describe('One key per payment attempt; a retry with the same key returns the first outcome'),
});
const orderParams = z.object({ id: z.uuid({ error: 'Order id must be a UUID' }) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const giftCardRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  const ctx = { db: app.db, payments, publicUrl: app.config.publicUrl };
  const accessOf = (request: { auth: { userId: string } | null; headers: { 'x-order-key'?: string } }) => ({
    userId: request.auth?.userId,
    key: request.headers['x-order-key'],
  });
  // The platform's own pass cards exist in every database; their artwork is drawn once outside tests.
  app.addHook('onReady', () =>
    ensurePassCards(app.db, { storage: app.imageStorage, draw: app.config.env !== 'test' }),
  );

  app.get(
    '/gift-cards',
    {
      config: { access: 'public' },
      schema: {
        tags: ['gift-cards'],
        summary:
          'Gift card catalogue: pass cards and merchant cards on sale, filtered by search and category',
        querystring: giftCardListQuerySchema,
        response: { 200: z.object({ giftCards: z.array(giftCardProductSchema) }), 400: errorResponseSchema },
      },
    },
    (request) => service.listGiftCards(app.db, request.query),
  );

  app.get(
    '/gift-cards/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['gift-cards'],
        summary: "One gift card on sale; 404 'Gift Card Not Found' otherwise",
        params: z.object({ id: z.string().max(40) }),
        response: { 200: giftCardProductSchema, 404: errorResponseSchema },
      },
    },
    (request) => service.getGiftCard(app.db, request.params.id),
  );

  app.post(
    '/gift-cards/orders',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['gift-cards'],
        summary:
          'Order gift cards (pending until paid). amount is whole dollars for cards with a range and ignored for fixed-price cards; buyerName and buyerEmail are required of guests. Keep accessKey: it is sent as x-order-key.',
        body: giftCardOrderSchema,
        response: { 201: giftCardOrderWithCardsSchema.extend({ accessKey: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createGiftCardOrder(ctx, request.body, request.auth?.userId)),
  );

  app.get(
    '/gift-cards/orders/:id',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['gift-cards'],
        summary: 'A gift card order and its cards, for its signed-in buyer or the holder of its key',
        params: orderParams,
        headers: orderKeyHeader,
        response: { 200: giftCardOrderWithCardsSchema, ...errors },
      },
    },
    (request) => service.getGiftCardOrder(ctx, request.params.id, accessOf(request)),
  );

  app.post(
    '/gift-cards/orders/:id/pay',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['gift-cards'],
        summary:
          'Pay a gift card order by card: issues one card per unit with its code and emails each to its recipient (or the buyer). 402 when the card is declined; 202 when the bank asks for confirmation (3-D Secure): then POST .../pay/confirm with the same Idempotency-Key.',
        params: orderParams,
        headers: idempotencyHeader,
        body: cardPaymentSchema,
        response: {
          200: giftCardOrderWithCardsSchema,
          202: paymentRequiresActionSchema,
          402: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await service.startGiftCardPayment(
          ctx,
          request.params.id,
          accessOf(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    '/gift-cards/orders/:id/pay/confirm',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['gift-cards'],
        summary:
          'Complete a payment that answered 202 requires_action, after the card holder confirmed it; same Idempotency-Key',
        params: orderParams,
        headers: idempotencyHeader,
        body: confirmPaymentSchema,
        response: {
          200: giftCardOrderWithCardsSchema,
          202: paymentRequiresActionSchema,
          402: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await service.startGiftCardPayment(
          ctx,
          request.params.id,
          accessOf(request),
          NO_CARD,
          request.headers['idempotency-key'],
          new Date(),
          {
            confirmReference: request.body.paymentReference,
          },
        ),
      ),
  );

  app.post(
    '/gift-cards/balance',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['gift-cards'],
        summary: 'Check the balance of a gift card by its code (rate limited per IP address)',
        body: giftCardBalanceRequestSchema,
        response: {
          200: giftCardBalanceSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    (request) => service.checkBalance(app.db, request.body.code),
  );

  app.get(
    '/me/gift-cards',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['gift-cards'],
        summary: "The signed-in user's gift cards (from their orders) and deal vouchers, newest first",
        response: { 200: myStoredValueSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      giftCards: await service.listMyGiftCards(app.db, request.auth!.userId),
      vouchers: await listMyVouchers(app.db, request.auth!.userId),
    }),
  );

  app.get(
    '/merchant/gift-cards/:code',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: 'A gift card at the counter: balance, expiry and whether this merchant may redeem it',
        params: z.object({ code: giftCardBalanceRequestSchema.shape.code }),
        response: { 200: merchantGiftCardViewSchema, ...errors },
      },
    },
    (request) => merchantCardView(app.db, request.auth!.merchant!.id, request.params.code),
  );

  app.post(
    '/merchant/gift-cards/redeem',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary:
          "Take an amount (US cents) off a gift card in person: the merchant's own cards or pass cards; 422 INSUFFICIENT_BALANCE beyond the balance",
        body: merchantGiftCardRedeemSchema,
        response: { 200: giftCardRedemptionSchema, 422: errorResponseSchema, ...errors },
      },
    },
    (request) =>
      redeemInPerson(app.db, {
        merchantId: request.auth!.merchant!.id,
        actorUserId: request.auth!.userId,
        code: request.body.code,
        amountCents: request.body.amount,
      }),
  );
};
