import { boundedDate } from './dates.schema.ts';
import { z } from './zod.ts';

/** `GET /api/merchant/earnings?from=&to=`: a period of Belize days, inclusive. */
export const merchantEarningsQuerySchema = z
  .object({
    from: boundedDate('from must be a date (YYYY-MM-DD)'),
    to: boundedDate('to must be a date (YYYY-MM-DD)'),
  })
  .refine((p) => p.from <= p.to, { path: ['to'], message: 'to must not be before from' });
export type MerchantEarningsQuery = z.input<typeof merchantEarningsQuerySchema>;

const cents = () => z.number().int().describe('US cents');

const earningsLine = z.object({
  kind: z.enum(['booking', 'voucher', 'gift_card']),
  id: z.uuid(),
  reference: z.string().nullable().describe('Booking confirmation code, voucher code or gift card code'),
  description: z.string(),
  date: z.string().describe('Belize day the line was earned: the departure, or the redemption'),
  gross: cents().describe('What the guest paid for the line'),
  commission: cents(),
  net: cents().describe("The merchant's share"),
  parkFee: cents().describe('Park fee collected online, passed on in full (part of gross and net)'),
  payoutReference: z.string().nullable().describe('The payout that paid it; null while it is due'),
});

/** The merchant's earnings of a period, computed by the same code as the admin's payout preview. */
export const merchantEarningsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    commissionPercent: z.number().int().describe('The rate applied to this merchant now'),
    totals: z.object({
      gross: cents().describe(
        'Completed bookings, redeemed vouchers and gift card value taken at the counter',
      ),
      commission: cents(),
      net: cents(),
      parkFees: cents().describe('Park fees collected online, passed on in full (in gross and net)'),
      refunds: cents().describe('Refunded to guests of bookings of the period that were cancelled'),
      vouchersRedeemed: z.object({ count: z.number().int(), gross: cents(), net: cents() }),
      walkInCommissionOwed: cents().describe(
        'Commission the merchant owes on walk-in bookings of the period (paid to the merchant at the counter, never paid out)',
      ),
    }),
    paidOut: z.object({ amount: cents(), itemCount: z.number().int() }),
    due: z
      .object({ amount: cents(), itemCount: z.number().int() })
      .describe("Not yet paid in this period: exactly the admin's payout preview for the same period"),
    nextPayout: z
      .object({ amount: cents(), itemCount: z.number().int() })
      .describe('Everything earned and not yet paid, whatever the period: what the next payout sends'),
    payouts: z.array(
      z.object({
        id: z.uuid(),
        reference: z.string(),
        periodStart: z.string(),
        periodEnd: z.string(),
        amount: cents(),
        itemCount: z.number().int(),
        status: z.enum(['paid']).describe('A payout is recorded when the money is sent'),
        createdAt: z.string(),
      }),
    ),
    lines: z.array(earningsLine),
  })
  .meta({ id: 'MerchantEarnings' });
export type MerchantEarnings = z.infer<typeof merchantEarningsSchema>;
