import {
  cardPaymentSchema,
  confirmPaymentSchema,
  contentLanguage,
  dealCategoryCountSchema,
  dealListQuerySchema,
  dealListResponseSchema,
  dealOrderSchema,
  dealOrderWithVouchersSchema,
  dealSchema,
  errorResponseSchema,
  paymentRequiresActionSchema,
} from '@belizepass/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEncodedJson } from '../../lib/encoded-json.ts';
import { idempotencyHeader, orderKeyHeader } from '../gift-cards/gift-cards.routes.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as orders from './deal-orders.service.ts';
import * as service from './deals.service.ts';

const dealParams = z.object({ id: z.uuid({ error: 'Deal id must be a UUID' }) });
const orderParams = z.object({ id: z.uuid({ error: 'Order id must be a UUID' }) });
const dealList = z.object({ deals: z.array(dealSchema) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Public deals (approved, active, of approved and active merchants, not past their last day) and buying them. */
const NO_CARD = { cardName: '', cardNumber: '', expiryDate: '', cvv: '' };
/** 202 with the confirmation step when the bank asks for one, else the paid order. */
const answer = <T extends object>(reply: FastifyReply, paid: T) =>
  'paymentReference' in paid ? reply.code(202).send(paid) : reply.send(paid);

export const dealRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, { payments }) => {
  const ctx = { db: app.db, payments, publicUrl: app.config.publicUrl };
  const accessOf = (request: { auth: { userId: string } | null; headers: { 'x-order-key'?: string } }) => ({
    userId: request.auth?.userId,
    key: request.headers['x-order-key'],
  });

  app.get(
    '/deals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['deals'],
        summary: 'Live deals with category, location and search filters, sort and pagination',
        querystring: dealListQuerySchema,
        response: { 200: dealListResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) =>
      service.listDeals(app.db, request.query, contentLanguage(request.headers['accept-language'])),
  );

  app.get(
    '/deals/featured',
    {
      config: { access: 'public' },
      schema: {
        tags: ['deals'],
        summary: "Home page 'Featured Deals': 6 deals, featured first, then the best discounts",
        response: { 200: dealList },
      },
    },
    async (request, reply) =>
      sendEncodedJson(
        request,
        reply,
        await service.featuredDealsJson(app.db, contentLanguage(request.headers['accept-language'])),
      ),
  );

  app.get(
    '/deals/trending',
    {
      config: { access: 'public' },
      schema: {
        tags: ['deals'],
        summary: "Home page 'Trending Deals': the 3 deals with the most vouchers sold in the last 14 days",
        response: { 200: dealList },
      },
    },
    (request) => service.trendingDeals(app.db, contentLanguage(request.headers['accept-language'])),
  );

  app.get(
    '/deals/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['deals'],
        summary: 'The six deal categories with how many live deals each has',
        response: { 200: z.object({ categories: z.array(dealCategoryCountSchema) }) },
      },
    },
    () => service.dealCategories(app.db),
  );

  app.get(
    '/deals/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['deals'],
        summary: "One live deal; 404 'Deal Not Found' otherwise",
        params: dealParams,
        response: { 200: dealSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) =>
      service.getDeal(app.db, request.params.id, contentLanguage(request.headers['accept-language'])),
  );

  app.post(
    '/deals/:id/orders',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['deals'],
        summary:
          'Order 1-10 vouchers of a deal (pending until paid); buyerName and buyerEmail are required of guests. Keep accessKey: it is sent as x-order-key.',
        params: dealParams,
        body: dealOrderSchema,
        response: { 201: dealOrderWithVouchersSchema.extend({ accessKey: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await orders.createDealOrder(ctx, request.params.id, request.body, request.auth?.userId)),
  );

  app.get(
    '/deals/orders/:id',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['deals'],
        summary:
          'A deal order and its vouchers (with QR codes), for its signed-in buyer or the holder of its key',
        params: orderParams,
        headers: orderKeyHeader,
        response: { 200: dealOrderWithVouchersSchema, ...errors },
      },
    },
    (request) => orders.getDealOrder(ctx, request.params.id, accessOf(request)),
  );

  app.post(
    '/deals/orders/:id/pay',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['deals'],
        summary:
          "Pay a deal order by card: 409 DEAL_SOLD_OUT 'This deal is sold out.' (before any charge) when the vouchers are gone; issues one voucher per unit, emailed with QR codes; 402 when declined; 202 when the bank asks for confirmation (3-D Secure): then POST .../pay/confirm with the same Idempotency-Key",
        params: orderParams,
        headers: idempotencyHeader,
        body: cardPaymentSchema,
        response: {
          200: dealOrderWithVouchersSchema,
          202: paymentRequiresActionSchema,
          402: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await orders.startDealPayment(
          ctx,
          request.params.id,
          accessOf(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    '/deals/orders/:id/pay/confirm',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['deals'],
        summary:
          'Complete a payment that answered 202 requires_action, after the card holder confirmed it; same Idempotency-Key',
        params: orderParams,
        headers: idempotencyHeader,
        body: confirmPaymentSchema,
        response: {
          200: dealOrderWithVouchersSchema,
          202: paymentRequiresActionSchema,
          402: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await orders.startDealPayment(
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
};
