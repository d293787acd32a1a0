/**
 * The words for a booking's payment (money/booking-payment.ts), the same on every operator screen,
 * CSV and email, in the reader's language.
 */
import { m } from './i18n/index.ts';
import type { ParkFeeLine, ParkFeeState, PaymentMethod, PaymentState } from './money/booking-payment.ts';
import { formatUsd } from './money/prices.ts';

const METHOD: Record<PaymentMethod, () => string> = {
  online: () => m.money_method_online(),
  gift_card: () => m.money_method_gift_card(),
  online_and_gift_card: () => m.money_method_online_and_gift_card(),
  counter_cash: () => m.money_method_counter_cash(),
  counter_card: () => m.money_method_counter_card(),
  reseller_account: () => m.money_method_reseller_account(),
  agent_account: () => m.agent_method_account(),
};

const STATE: Record<PaymentState, () => string> = {
  unpaid: () => m.money_state_unpaid(),
  paid: () => m.money_state_paid(),
  partially_refunded: () => m.money_state_partially_refunded(),
  refunded: () => m.money_state_refunded(),
};

/** "Cash at the counter", "Card, online". */
export const paymentMethodText = (method: PaymentMethod): string => METHOD[method]?.() ?? method;
/** "Paid", "Partly refunded". */
export const paymentStateText = (state: PaymentState): string => STATE[state]?.() ?? state;
/** "Cash at the counter · Paid". */
export const paymentLineText = (p: { method: PaymentMethod; state: PaymentState }): string =>
  m.money_payment_line({ method: paymentMethodText(p.method), state: paymentStateText(p.state) });

/** How an amount is written: US dollars with cents by default; a page passes its own (its language's). */
export type MoneyFormat = (cents: number) => string;
const usdCents: MoneyFormat = (cents) => formatUsd(cents, { cents: true });

const FEE_LINE: Record<ParkFeeState, (amount: string) => string> = {
  paid_online: (amount) => m.money_park_fee_paid_online({ amount }),
  paid_at_counter: (amount) => m.money_park_fee_paid_at_counter({ amount }),
  to_collect: (amount) => m.money_park_fee_to_collect({ amount }),
  collected: (amount) => m.money_park_fee_collected({ amount }),
};
const FEE_CELL: Record<ParkFeeState, (amount: string) => string> = {
  paid_online: (amount) => m.money_park_fee_cell_paid_online({ amount }),
  paid_at_counter: (amount) => m.money_park_fee_cell_paid_at_counter({ amount }),
  to_collect: (amount) => m.money_park_fee_cell_to_collect({ amount }),
  collected: (amount) => m.money_park_fee_cell_collected({ amount }),
};
const FEE_CSV: Record<ParkFeeState, () => string> = {
  paid_online: () => m.money_csv_park_fee_paid_online(),
  paid_at_counter: () => m.money_csv_park_fee_paid_at_counter(),
  to_collect: () => m.money_csv_park_fee_to_collect(),
  collected: () => m.money_csv_park_fee_collected(),
};

/** "$30.00, to collect in cash at check-in": a booking's park fee line in a sentence. */
export const parkFeeLineText = (fee: ParkFeeLine, format: MoneyFormat = usdCents): string =>
  FEE_LINE[fee.state](format(fee.amount));
/** "Collect $30.00 cash": a park fee in a table cell. */
export const parkFeeCellText = (fee: ParkFeeLine | null, format: MoneyFormat = usdCents): string =>
  fee ? FEE_CELL[fee.state](format(fee.amount)) : m.operations_park_fee_none();
/** "To collect in cash": a park fee in a CSV cell (the amount is its own column). */
export const parkFeeCsvText = (fee: ParkFeeLine | null): string =>
  fee ? FEE_CSV[fee.state]() : m.operations_park_fee_none();

/**
 * The history's payment line of a booking paid other than by card online: "Paid $232.50 in cash at
 * the counter", "Paid $90.00 on the reseller's account".
 */
export function paidOffCardText(
  method: 'counter_cash' | 'counter_card' | 'reseller_account' | 'agent_account',
  cents: number,
  format: MoneyFormat = usdCents,
): string {
  const amount = format(cents);
  if (method === 'reseller_account') return m.money_history_paid_reseller({ amount });
  if (method === 'agent_account') return m.agent_history_paid_account({ amount });
  return method === 'counter_cash'
    ? m.money_history_paid_cash({ amount })
    : m.money_history_paid_counter_card({ amount });
}

/**
 * Who sold a booking for us, and at what commission: "Sold by Caribbean Trips at 20% commission" (a
 * reseller's or an agent's booking); null for our own and the operator's sales.
 */
export function soldByText(s: {
  resellerName?: string | null;
  agentName?: string | null;
  sellerCommissionPercent?: number | null;
}): string | null {
  const seller = s.resellerName ?? s.agentName;
  if (!seller) return null;
  const percent = s.sellerCommissionPercent;
  return percent === null || percent === undefined
    ? m.octo_sold_by({ reseller: seller })
    : m.agent_sold_by_rate({ seller, percent });
}
