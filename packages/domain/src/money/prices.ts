/** Money is integer US cents everywhere; these helpers are the only place that converts or prices it. */
import {
  type GuestCounts,
  type GuestType,
  type GuestTypeId,
  seatsForParty,
  tourGuestTypes,
} from '../tour-model.ts';

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

/** A government park or reserve fee (Hol Chan, ATM cave, Blue Hole...), per person, set by the tour. */
export interface ParkFee {
  adultCents: number;
  childCents: number;
  /** `online`: collected with the booking and passed to the merchant in full; `cash`: paid at check-in. */
  payment: 'online' | 'cash';
}

export const NO_PARK_FEE: ParkFee = { adultCents: 0, childCents: 0, payment: 'cash' };

/** One guest type's line of a quote: how many, at what each, and their park fee per person. */
export interface GuestLine {
  type: GuestTypeId;
  count: number;
  unitCents: number;
  totalCents: number;
  parkFeeEachCents: number;
}

/** Each guest type's price: its percent of the day's adult price, rounded to the cent. */
export function guestUnitCents(adultPriceCents: number, percent: number): number {
  return Math.round((adultPriceCents * percent) / 100);
}

/** The park fee a guest type pays: a child the child fee, an infant none, every grown-up the adult fee. */
function parkFeeEach(type: GuestTypeId, fee: ParkFee): number {
  if (type === 'infant') return 0;
  if (type === 'child') return fee.childCents;
  return fee.adultCents;
}

/**
 * A booking's quote: each guest type at its percent of the day's adult price, the park fee as its
 * own line, a pickup fee per booking, and what is collected online (tour price + a fee paid online +
 * the pickup fee). A park fee paid in cash is shown but not collected. `adults` and `children` are
 * the spec's party; `guests` adds the tour's other types (and may give adults and children too).
 * Guest types default to the spec's adult and child at 70%.
 */
export function quoteBooking(input: {
  priceCents: number;
  originalPriceCents?: number | null;
  adults?: number;
  children?: number;
  guests?: GuestCounts;
  guestTypes?: readonly GuestType[] | null;
  parkFee?: ParkFee | null;
  pickupFeeCents?: number;
}) {
  const types = tourGuestTypes(input.guestTypes);
  const counts: GuestCounts = { ...input.guests };
  if (input.adults !== undefined) counts.adult = input.adults;
  if (input.children !== undefined) counts.child = input.children;
  const fee = input.parkFee ?? NO_PARK_FEE;
  const lines: GuestLine[] = types
    .filter((t) => (counts[t.type] ?? 0) > 0)
    .map((t) => {
      const count = counts[t.type] ?? 0;
      const unitCents = guestUnitCents(input.priceCents, t.percent);
      return {
        type: t.type,
        count,
        unitCents,
        totalCents: count * unitCents,
        parkFeeEachCents: parkFeeEach(t.type, fee),
      };
    });
  const tourTotalCents = lines.reduce((n, l) => n + l.totalCents, 0);
  const original = input.originalPriceCents ?? 0;
  const savingsCents =
    original > input.priceCents
      ? Math.max(
          0,
          types.reduce((n, t) => n + (counts[t.type] ?? 0) * guestUnitCents(original, t.percent), 0) -
            tourTotalCents,
        )
      : 0;
  const parkFeeTotal = lines.reduce((n, l) => n + l.count * l.parkFeeEachCents, 0);
  const parkFee = {
    adultCents: fee.adultCents,
    childCents: fee.childCents,
    payment: fee.payment,
    totalCents: parkFeeTotal,
    onlineCents: fee.payment === 'online' ? parkFeeTotal : 0,
    cashCents: fee.payment === 'cash' ? parkFeeTotal : 0,
  };
  const pickupFeeCents = Math.max(0, input.pickupFeeCents ?? 0);
  const adultLine = lines.find((l) => l.type === 'adult');
  const childLine = lines.find((l) => l.type === 'child');
  return {
    lines,
    adults: counts.adult ?? 0,
    children: counts.child ?? 0,
    adultPriceCents: input.priceCents,
    childPriceCents: guestUnitCents(
      input.priceCents,
      types.find((t) => t.type === 'child')?.percent ?? CHILD_PRICE_PERCENT,
    ),
    adultsTotalCents: adultLine?.totalCents ?? 0,
    childrenTotalCents: childLine?.totalCents ?? 0,
    seats: seatsForParty(counts, types),
    tourTotalCents,
    savingsCents,
    parkFee,
    pickupFeeCents,
    /** What the booking costs online: the tour, a park fee paid online and the pickup fee. */
    totalCents: tourTotalCents + parkFee.onlineCents + pickupFeeCents,
  };
}

export type BookingQuote = ReturnType<typeof quoteBooking>;
