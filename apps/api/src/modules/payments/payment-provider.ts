import { randomUUID } from 'node:crypto';
import { type CardForm, cardBrand, cardFormProblems, digitsOnly, type FieldIssue } from '@belizepass/domain';
import { badRequest } from '../../lib/app-error.ts';

export type ChargeResult =
  | { status: 'approved'; reference: string; brand: string; last4: string }
  | { status: 'declined'; brand: string; last4: string };

/** What a card gateway must do for BelizePass; the card number never leaves this call. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: { amountCents: number; card: CardForm; description: string }): Promise<ChargeResult>;
  refund(request: { chargeReference: string; amountCents: number }): Promise<{ reference: string }>;
}

/** Test numbers the demo gateway declines, like a real gateway's sandbox. */
export const DEMO_DECLINED_NUMBERS = new Set(['4000000000000002', '4000000000009995', '4000000000000069']);

/**
 * The default provider: validates like a gateway (Luhn, expiry, CVV) and approves or declines,
 * but moves no money. The payment page says so.
 */
export const demoPaymentProvider: PaymentProvider = {
  name: 'demo',
  async charge({ card }) {
    const now = new Date();
    const problems = cardFormProblems(card, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
    const issues: FieldIssue[] = Object.entries(problems).map(([field, message]) => ({
      field,
      message: message!,
    }));
    if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
    const number = digitsOnly(card.cardNumber);
    const brand = cardBrand(number);
    const last4 = number.slice(-4);
    if (DEMO_DECLINED_NUMBERS.has(number)) return { status: 'declined', brand, last4 };
    return { status: 'approved', reference: `demo_ch_${randomUUID()}`, brand, last4 };
  },
  async refund() {
    return { reference: `demo_re_${randomUUID()}` };
  },
};
