import { Readable } from 'node:stream';
import {
  errorResponseSchema,
  merchantEarningsCsvQuerySchema,
  merchantEarningsQuerySchema,
  merchantEarningsSchema,
} from '@belizepass/domain';
import type { Locale } from '@belizepass/domain/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withLocale } from '../../lib/locale.ts';
import { attachmentHeader } from '../admin/csv.ts';
import { merchantEarnings, merchantEarningsCsv } from '../admin/payouts.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Each part of a file written as it is sent, in `locale`: a stream is read as the connection takes
 * it, outside the request's own context, so each part is written inside the request's language.
 */
async function* inLocale<T>(locale: Locale, parts: AsyncGenerator<T>): AsyncGenerator<T> {
  for (;;) {
    const next = await withLocale(locale, () => parts.next());
    if (next.done) return;
    yield next.value;
  }
}

/** The merchant's earnings and payouts, from the same code as the admin's payout screens. */
export const merchantEarningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/earnings',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary:
          "The signed-in merchant's earnings of a period (Belize days from..to, inclusive): gross, commission, net, park fees, refunds, vouchers redeemed, walk-in commission owed, what was paid out and what is due (equal to the admin's payout preview of the period), the payouts of the period and what the next payout sends, all over the whole period; and a page of its lines (`limit`, 50 by default; `after` = the previous page's nextCursor)",
        querystring: merchantEarningsQuerySchema,
        response: { 200: merchantEarningsSchema, ...errors },
      },
    },
    (request) => merchantEarnings(app.db, request.auth!.merchant!.id, request.query),
  );

  app.get(
    '/merchant/earnings.csv',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary:
          'The same earnings as a CSV file: one row per line (booking, voucher, gift card) of the whole period, then the totals',
        querystring: merchantEarningsCsvQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = inLocale(
        request.locale,
        merchantEarningsCsv(app.db, request.auth!.merchant!.id, request.query),
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(`belizepass-earnings-${from}-to-${to}.csv`))
          // A stream is sent as it is, never through the response schema (which documents the file).
          .send(Readable.from(csv) as unknown as string)
      );
    },
  );
};
