import { errorResponseSchema, merchantVoucherSchema, voucherCodeSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './vouchers.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/vouchers/:code',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary:
          "Look up a voucher of the merchant's own deals (status valid, redeemed or expired); 404 'Voucher not found. Please check the code.' otherwise",
        params: z.object({ code: voucherCodeSchema }),
        response: { 200: merchantVoucherSchema, ...errors },
      },
    },
    (request) => service.getVoucherForMerchant(app.db, request.auth!.merchant!.id, request.params.code),
  );

  app.post(
    '/merchant/vouchers/redeem',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary:
          "Redeem a valid voucher (once, race-safe). 409 VOUCHER_ALREADY_REDEEMED or VOUCHER_EXPIRED with the reason; 404 for unknown codes and other merchants' vouchers",
        body: z.object({ code: voucherCodeSchema }),
        response: { 200: merchantVoucherSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) =>
      service.redeemVoucherForMerchant(app.db, {
        merchantId: request.auth!.merchant!.id,
        userId: request.auth!.userId,
        code: request.body.code,
      }),
  );
};
