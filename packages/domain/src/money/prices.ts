/** Money is integer US cents everywhere; these helpers are the only place that converts or prices it. */

export const BZD_PER_USD = 2;
/** Child (ages 2-12) pays 70% of the adult price (spec section 9). */
export const CHILD_PRICE_PERCENT = 70;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `$12.50`; whole-dollar amounts drop the cents unless `cents` is asked for. */
export function formatUsd(cents: number, options: { cents?: boolean } = {}): string {
  const dollars = cents / 100;
  if (!options.cents && Number.isInteger(dollars)) return usdWhole.format(dollars);
  return usd.format(dollars);
}

/** `BZ$25.00` at the fixed 2:1 peg. */
export function formatBzd(usdCents: number): string {
  const bzd = (usdCents * BZD_PER_USD) / 100;
  return `BZ$${bzd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The currencies a visitor may see prices in; every charge is in USD. */
export const CURRENCIES = ['USD', 'BZD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'BZD';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * A USD amount shown in `currency` for a reader of `intlLocale`: `$45`, `US$45`, `BZ$90.00`. USD drops
 * whole cents unless `cents` is asked for, as `formatUsd` does; BZ$ (the 2:1 peg) always shows them.
 */
export function formatMoney(
  usdCents: number,
  currency: Currency,
  intlLocale: string,
  options: { cents?: boolean } = {},
): string {
  const amount = currency === 'BZD' ? (usdCents * BZD_PER_USD) / 100 : usdCents / 100;
  const whole = currency === 'USD' && !options.cents && Number.isInteger(amount);
  const key = `${intlLocale} ${currency} ${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  const prefix = currency === 'BZD' ? 'BZ$' : intlLocale.startsWith('en') ? '$' : 'US$';
  return `${amount < 0 ? '-' : ''}${prefix}${format.format(Math.abs(amount))}`;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function childPriceCents(adultPriceCents: number): number {
  return Math.round((adultPriceCents * CHILD_PRICE_PERCENT) / 100);
}

export interface PriceBreakdown {
  adults: number;
  children: number;
  adultPriceCents: number;
  childPriceCents: number;
  adultsTotalCents: number;
  childrenTotalCents: number;
  totalCents: number;
  /** Saving against the standard price for the whole party; 0 when there is none. */
  savingsCents: number;
}

/** Total = adults x price + children x 0.7 x price (spec section 9). */
export function priceParty(input: {
  priceCents: number;
  originalPriceCents?: number | null;
  adults: number;
  children: number;
}): PriceBreakdown {
  const child = childPriceCents(input.priceCents);
  const adultsTotalCents = input.adults * input.priceCents;
  const childrenTotalCents = input.children * child;
  const totalCents = adultsTotalCents + childrenTotalCents;
  const original = input.originalPriceCents ?? 0;
  const savingsCents =
    original > input.priceCents
      ? input.adults * original + input.children * childPriceCents(original) - totalCents
      : 0;
  return {
    adults: input.adults,
    children: input.children,
    adultPriceCents: input.priceCents,
    childPriceCents: child,
    adultsTotalCents,
    childrenTotalCents,
    totalCents,
    savingsCents,
  };
}

/** A government park or reserve fee (Hol Chan, ATM cave, Blue Hole...), per person, set by the tour. */
export interface ParkFee {
  adultCents: number;
  childCents: number;
  /** `online`: collected with the booking and passed to the merchant in full; `cash`: paid at check-in. */
  payment: 'online' | 'cash';
}

export const NO_PARK_FEE: ParkFee = { adultCents: 0, childCents: 0, payment: 'cash' };

/** The fee of a party, as its own line: collected online, or owed in cash at check-in. */
export function parkFeeLine(fee: ParkFee | null | undefined, party: { adults: number; children: number }) {
  const f = fee ?? NO_PARK_FEE;
  const totalCents = party.adults * f.adultCents + party.children * f.childCents;
  return {
    adultCents: f.adultCents,
    childCents: f.childCents,
    payment: f.payment,
    totalCents,
    onlineCents: f.payment === 'online' ? totalCents : 0,
    cashCents: f.payment === 'cash' ? totalCents : 0,
  };
}

export type ParkFeeLine = ReturnType<typeof parkFeeLine>;

/**
 * A booking's quote: the tour's party price, the park fee as its own line, and what is collected
 * online (tour price + a fee paid online). A fee paid in cash is shown but not collected.
 */
export function quoteBooking(input: {
  priceCents: number;
  originalPriceCents?: number | null;
  adults: number;
  children: number;
  parkFee?: ParkFee | null;
}) {
  const price = priceParty(input);
  const parkFee = parkFeeLine(input.parkFee, input);
  return {
    ...price,
    tourTotalCents: price.totalCents,
    parkFee,
    /** What the booking costs online: the tour plus a fee paid online. */
    totalCents: price.totalCents + parkFee.onlineCents,
  };
}
