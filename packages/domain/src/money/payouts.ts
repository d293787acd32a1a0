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
