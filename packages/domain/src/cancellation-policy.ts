/**
 * A tour's cancellation policy as data (docs/decisions/031-cancellation-policy-tiers.md): an
 * ordered list of tiers, hours before departure -> refund percent, the last from 0 hours. The
 * policy's text is written from the tiers in the reader's language; a booking keeps the tiers it
 * was sold under. A cancellation by the operator (weather, a closed date) always refunds in full.
 */
import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/** One step of a cancellation policy: the refund percent when at least this many hours remain. */
export interface CancellationTier {
  minHoursBefore: number;
  percent: number;
}

/** The platform's default policy (spec section 9): 95% from 7 days, 75% from 3, 50% from 1, then none. */
export const PLATFORM_CANCELLATION_TIERS: readonly CancellationTier[] = [
  { minHoursBefore: 7 * 24, percent: 95 },
  { minHoursBefore: 3 * 24, percent: 75 },
  { minHoursBefore: 24, percent: 50 },
  { minHoursBefore: 0, percent: 0 },
];

export const MAX_CANCELLATION_TIERS = 6;
/** The longest notice a tier may ask for: 60 days (bookings open 60 days ahead). */
export const MAX_TIER_HOURS = 60 * 24;
/** A full refund this many hours before departure earns the "Free cancellation" badge. */
export const FREE_CANCELLATION_HOURS = 24;

export const CANCELLATION_PRESET_SLUGS = ['flexible', 'moderate', 'strict', 'standard'] as const;
export type CancellationPresetSlug = (typeof CANCELLATION_PRESET_SLUGS)[number];

/** The named policies an operator picks from (or starts from to edit the tiers). */
export const CANCELLATION_PRESETS: Record<CancellationPresetSlug, readonly CancellationTier[]> = {
  flexible: [
    { minHoursBefore: 24, percent: 100 },
    { minHoursBefore: 0, percent: 0 },
  ],
  moderate: [
    { minHoursBefore: 3 * 24, percent: 100 },
    { minHoursBefore: 24, percent: 50 },
    { minHoursBefore: 0, percent: 0 },
  ],
  strict: [
    { minHoursBefore: 7 * 24, percent: 50 },
    { minHoursBefore: 0, percent: 0 },
  ],
  standard: PLATFORM_CANCELLATION_TIERS,
};

export function cancellationPresetName(slug: CancellationPresetSlug | 'custom'): string {
  switch (slug) {
    case 'flexible':
      return m.policy_preset_flexible();
    case 'moderate':
      return m.policy_preset_moderate();
    case 'strict':
      return m.policy_preset_strict();
    case 'standard':
      return m.policy_preset_standard();
    default:
      return m.policy_preset_custom();
  }
}

/** The preset these tiers are, or `custom`. */
export function cancellationPresetOf(tiers: readonly CancellationTier[]): CancellationPresetSlug | 'custom' {
  const same = (a: readonly CancellationTier[]) =>
    a.length === tiers.length &&
    a.every((t, i) => t.minHoursBefore === tiers[i]!.minHoursBefore && t.percent === tiers[i]!.percent);
  return CANCELLATION_PRESET_SLUGS.find((slug) => same(CANCELLATION_PRESETS[slug])) ?? 'custom';
}

const whole = (message: () => string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const cancellationTierSchema = z.object({
  minHoursBefore: whole(
    () => m.errors_policy_tier_hours({ max: MAX_TIER_HOURS }),
    0,
    MAX_TIER_HOURS,
  ).describe('The tier applies when at least this many hours remain before departure'),
  percent: whole(() => m.errors_policy_tier_percent(), 0, 100).describe('Refund percent of the tour part'),
});

/**
 * A policy: 1 to 6 tiers from the most hours before departure to the fewest (each hour count once),
 * the last from 0 hours, refunds never growing as departure comes closer.
 */
export const cancellationTiersSchema = z
  .array(cancellationTierSchema, {
    error: () => m.errors_policy_tiers_count({ max: MAX_CANCELLATION_TIERS }),
  })
  .min(1, { error: () => m.errors_policy_tiers_count({ max: MAX_CANCELLATION_TIERS }) })
  .max(MAX_CANCELLATION_TIERS, { error: () => m.errors_policy_tiers_count({ max: MAX_CANCELLATION_TIERS }) })
  .superRefine((tiers, ctx) => {
    for (let i = 1; i < tiers.length; i++) {
      if (tiers[i]!.minHoursBefore >= tiers[i - 1]!.minHoursBefore) {
        ctx.addIssue({ code: 'custom', path: [i, 'minHoursBefore'], message: m.errors_policy_tier_order() });
        return;
      }
      if (tiers[i]!.percent > tiers[i - 1]!.percent) {
        ctx.addIssue({ code: 'custom', path: [i, 'percent'], message: m.errors_policy_tier_refund_rises() });
        return;
      }
    }
    const last = tiers.length - 1;
    if (last >= 0 && tiers[last]!.minHoursBefore !== 0) {
      ctx.addIssue({ code: 'custom', path: [last, 'minHoursBefore'], message: m.errors_policy_last_tier() });
    }
  })
  .describe(
    'Cancellation policy: hours before departure -> refund percent, most hours first, the last from 0',
  );

/** The refund percent with this many hours left (none after departure). */
export function tierPercentAt(tiers: readonly CancellationTier[], hoursBeforeDeparture: number): number {
  return tiers.find((tier) => hoursBeforeDeparture >= tier.minHoursBefore)?.percent ?? 0;
}

/** True when cancelling 24 hours or more before departure gives a full refund. */
export function hasFreeCancellation(tiers: readonly CancellationTier[]): boolean {
  return tierPercentAt(tiers, FREE_CANCELLATION_HOURS) === 100;
}

/** "7 days", "24 hours", "1 hour" in the reader's language. */
export function noticeText(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return m.policy_days({ count: hours / 24 });
  return hours === 1 ? m.policy_hour_one() : m.policy_hours({ count: hours });
}

function refundText(percent: number): string {
  if (percent >= 100) return m.policy_refund_full();
  if (percent <= 0) return m.policy_refund_none();
  return m.policy_refund_percent({ percent });
}

/** The line of tier `index` ("3 days or more before departure: 75% refund"); -1: after departure. */
export function cancellationTierLabel(tiers: readonly CancellationTier[], index: number): string {
  const tier = tiers[index];
  if (!tier) return m.policy_tier_after();
  const refund = refundText(tier.percent);
  if (tier.minHoursBefore > 0) return m.policy_tier_from({ when: noticeText(tier.minHoursBefore), refund });
  const previous = tiers[index - 1];
  return previous
    ? m.policy_tier_under({ when: noticeText(previous.minHoursBefore), refund })
    : m.policy_tier_any({ refund });
}

/** The policy as lines a traveller reads: one per tier, then the operator-cancellation promise. */
export function cancellationPolicyLines(tiers: readonly CancellationTier[]): string[] {
  return [...tiers.map((_, i) => cancellationTierLabel(tiers, i)), m.policy_weather()];
}

/** A one-line summary: "Free cancellation up to 24 hours before departure", or the first tier. */
export function cancellationPolicySummary(tiers: readonly CancellationTier[]): string {
  if (hasFreeCancellation(tiers)) {
    const fullFrom = Math.min(...tiers.filter((t) => t.percent === 100).map((t) => t.minHoursBefore));
    return fullFrom === 0 ? m.policy_free_any_time() : m.policy_free_until({ when: noticeText(fullFrom) });
  }
  return cancellationTierLabel(tiers, 0);
}

/** The whole policy as one text (the API's `cancellationPolicy` for clients that show text). */
export function cancellationPolicyText(tiers: readonly CancellationTier[]): string {
  return cancellationPolicyLines(tiers).join('. ').replaceAll('..', '.');
}
