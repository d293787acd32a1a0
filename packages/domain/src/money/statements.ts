/**
 * A seller's monthly statement (an agent's, a reseller's): what it sold, what it earned and how its
 * guests paid (docs/decisions/039-agents.md). A cancelled booking is listed but counts for nothing:
 * no sale, no commission, nothing owed.
 */

export interface StatementLine {
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
  totalCents: number;
  /** The seller's commission as kept on the booking. */
  commissionCents: number | null;
  /** `account`: the seller collected the money and owes it to us; `card`: the guest paid us. */
  payment: 'card' | 'account';
}

/** The commission a statement line earns: none for a cancelled booking. */
export const earnedCommission = (line: Pick<StatementLine, 'status' | 'commissionCents'>) =>
  line.status === 'cancelled' ? 0 : (line.commissionCents ?? 0);

export function statementTotals(lines: readonly StatementLine[]) {
  let bookings = 0;
  let gross = 0;
  let commission = 0;
  let onAccount = 0;
  let byCard = 0;
  for (const line of lines) {
    if (line.status === 'cancelled') continue;
    bookings += 1;
    gross += line.totalCents;
    commission += earnedCommission(line);
    if (line.payment === 'account') onAccount += line.totalCents;
    else byCard += line.totalCents;
  }
  return { bookings, gross, commission, onAccount, byCard, balance: onAccount - commission };
}
