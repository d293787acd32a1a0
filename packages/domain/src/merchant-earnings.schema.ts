import { boundedDate } from './dates.schema.ts';
import { m } from './i18n/index.ts';
import { keyPart, keysetQuery, nextCursorSchema } from './keyset.ts';
import { z } from './zod.ts';

export const PAYOUT_LINE_KINDS = ['booking', 'voucher', 'gift_card'] as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_KINDS)[number];

/**
 * The key the lines of earnings and of a payout preview are paged by: the Belize day, the kind (as
 * text: booking, gift_card, voucher), the id.
 */
export interface PayoutLineKey {
  date: string;
  kind: PayoutLineKind;
  id: string;
}
export const payoutLineKeyOf = (line: PayoutLineKey) => [line.date, line.kind, line.id] as const;

/** `after` and `limit` of the lines' pages. */
export const payoutLinePaging = keysetQuery(3, ([date = '', kind = '', id = '']): PayoutLineKey | null =>
  keyPart.date(date) && (PAYOUT_LINE_KINDS as readonly string[]).includes(kind) && keyPart.uuid(id)
    ? { date, kind: kind as PayoutLineKind, id }
    : null,
);

const earningsPeriod = z.object({
  from: boundedDate('from must be a date (YYYY-MM-DD)'),
  to: boundedDate('to must be a date (YYYY-MM-DD)'),
});
const inOrder = (p: { from: string; to: string }) => p.from <= p.to;
const periodOrder = { path: ['to'], error: () => m.errors_to_not_before_from() };

/** `GET /api/merchant/earnings?from=&to=&after=&limit=`: a period of Belize days, inclusive, and a page of its lines. */
export const merchantEarningsQuerySchema = earningsPeriod
  .extend(payoutLinePaging)
  .refine(inOrder, periodOrder);
export type MerchantEarningsQuery = z.input<typeof merchantEarningsQuerySchema>;
/** `GET /api/merchant/earnings.csv?from=&to=`: every line of the period. */
export const merchantEarningsCsvQuerySchema = earningsPeriod.refine(inOrder, periodOrder);

const cents = () => z.number().int().describe('US cents');

/** One line of earnings or of a payout preview: a booking, a voucher or gift card value taken at the counter. */
export const payoutLineSchema = z.object({
  kind: z.enum(PAYOUT_LINE_KINDS),
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
export type EarningsLine = z.infer<typeof payoutLineSchema>;

/** The merchant's earnings of a period, computed by the same code as the admin's payout preview. */
export const merchantEarningsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    commissionPercent: z.number().int().describe('The rate applied to this merchant now'),
    directBookingPercent: z
      .number()
      .int()
      .describe("The admin's direct-booking rate applied to walk-ins recorded now (0: none)"),
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
    lineCount: z.number().int().describe('Lines of the whole period (paid out and due)'),
    lines: z
      .array(payoutLineSchema)
      .describe('A page of the lines, by Belize day, kind and id; the totals cover every line'),
    nextCursor: nextCursorSchema,
  })
  .meta({ id: 'MerchantEarnings' });
export type MerchantEarnings = z.infer<typeof merchantEarningsSchema>;
