/**
 * The platform's commission: the only place it is computed. The rate is a whole percent: the
 * platform setting, or a merchant's own rate when the admin set one.
 */

/** Platform commission used until an admin changes the setting (spec: settings default 10%). */
export const DEFAULT_COMMISSION_PERCENT = 10;
/** The range a commission rate (platform or per merchant) may take, whole percent. */
export const COMMISSION_PERCENT_MIN = 0;
export const COMMISSION_PERCENT_MAX = 100;

/** The rate that applies to a merchant: its own rate when set, else the platform's. */
export function commissionPercentFor(rates: {
  platformPercent: number;
  merchantPercent?: number | null;
}): number {
  return rates.merchantPercent ?? rates.platformPercent;
}

export interface CommissionSplit {
  commissionPercent: number;
  commissionCents: number;
  merchantNetCents: number;
}

/** The commission on an amount, rounded to the cent, and what the merchant keeps (they add up). */
export function commissionSplit(amountCents: number, commissionPercent: number): CommissionSplit {
  const commissionCents = Math.round((amountCents * commissionPercent) / 100);
  return { commissionPercent, commissionCents, merchantNetCents: amountCents - commissionCents };
}

/** What the merchant keeps of a price after the commission (a tour's `merchant_net_rate`). */
export function merchantNetCents(priceCents: number, commissionPercent = DEFAULT_COMMISSION_PERCENT): number {
  return commissionSplit(priceCents, commissionPercent).merchantNetCents;
}

/**
 * A paid booking's split: commission on the tour part only; a park fee collected online passes to
 * the merchant in full. `merchantNetCents + commissionCents === totalCents`.
 */
export function settleBooking(input: {
  totalCents: number;
  parkFeeCents: number;
  commissionPercent: number;
}): CommissionSplit & { parkFeeCents: number } {
  const fee = Math.min(Math.max(0, input.parkFeeCents), input.totalCents);
  const tour = commissionSplit(input.totalCents - fee, input.commissionPercent);
  return {
    commissionPercent: input.commissionPercent,
    commissionCents: tour.commissionCents,
    merchantNetCents: tour.merchantNetCents + fee,
    parkFeeCents: fee,
  };
}

/** A deal voucher redeemed at the merchant: commission on its price at the rate of that moment. */
export function settleVoucher(priceCents: number, commissionPercent: number): CommissionSplit {
  return commissionSplit(priceCents, commissionPercent);
}

/**
 * Gift card value spent on a booking: a merchant card's part records the commission on it (a
 * breakdown of the booking's own); a pass card is a payment method and records none. Value
 * redeemed at the counter is a sale of its own: `commissionSplit`.
 */
export function settleGiftCardSpend(
  amountCents: number,
  card: { merchantCard: boolean },
  commissionPercent: number,
): CommissionSplit | undefined {
  return card.merchantCard ? commissionSplit(amountCents, commissionPercent) : undefined;
}

/**
 * What a seller that earns a share of the sale keeps (a reseller, an agent): its percent of the
 * total less the park fee (no one earns on a park fee), rounded to the cent.
 */
export function sellerCommissionCents(input: {
  totalCents: number;
  parkFeeCents: number;
  commissionPercent: number;
}): number {
  const fee = Math.min(Math.max(0, input.parkFeeCents), input.totalCents);
  return commissionSplit(input.totalCents - fee, input.commissionPercent).commissionCents;
}
