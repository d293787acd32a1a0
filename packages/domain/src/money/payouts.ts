/** Payout totals: the amount a payout sends is the sum of the nets of its lines. */

export interface PayoutLine {
  /** What the guest or buyer paid for the line (booking total, voucher price, amount redeemed). */
  gross: number;
  commission: number;
  net: number;
}

export function payoutTotals(lines: readonly PayoutLine[]) {
  let gross = 0;
  let commission = 0;
  let amount = 0;
  for (const line of lines) {
    gross += line.gross;
    commission += line.commission;
    amount += line.net;
  }
  return { gross, commission, amount, itemCount: lines.length };
}

export type PayoutTotals = ReturnType<typeof payoutTotals>;

/**
 * The totals of groups of lines summed elsewhere (by the database, a page at a time): the same
 * figures as `payoutTotals` of all their lines, since a payout is the sum of its lines' stored nets.
 */
export function addPayoutTotals(parts: readonly PayoutTotals[]): PayoutTotals {
  let gross = 0;
  let commission = 0;
  let amount = 0;
  let itemCount = 0;
  for (const part of parts) {
    gross += part.gross;
    commission += part.commission;
    amount += part.amount;
    itemCount += part.itemCount;
  }
  return { gross, commission, amount, itemCount };
}
