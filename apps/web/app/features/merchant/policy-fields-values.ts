import {
  CANCELLATION_PRESET_SLUGS,
  CANCELLATION_PRESETS,
  type CancellationPresetSlug,
  type CancellationTier,
  cancellationPresetOf,
  MAX_CANCELLATION_TIERS,
  type MerchantTour,
} from '@belizepass/domain';
import { postedText } from './form-values';

/** The rows of the tiers editor: hours and percent of each, blank rows left out. */
export const TIER_ROWS = Array.from({ length: MAX_CANCELLATION_TIERS }, (_, i) => i);
export const tierHours = (i: number) => `tier_hours_${i}`;
export const tierPercent = (i: number) => `tier_percent_${i}`;

/**
 * The cancellation policy's form fields (docs/decisions/031-cancellation-policy-tiers.md): a preset,
 * or "custom" and up to six rows of tiers; `cancellation_tiers` carries the schema's messages and
 * `cancellation_policy_text` the old free text shown for the operator to check.
 */
export const policyShape = {
  cancellation_preset: postedText,
  cancellation_tiers: postedText,
  cancellation_policy_text: postedText,
  ...Object.fromEntries(
    TIER_ROWS.flatMap((i) => [[tierHours(i), postedText] as const, [tierPercent(i), postedText] as const]),
  ),
} as Record<string, typeof postedText>;

const isPreset = (value: string | undefined): value is CancellationPresetSlug =>
  (CANCELLATION_PRESET_SLUGS as readonly string[]).includes(value ?? '');

const numberOf = (value: string | undefined) =>
  value?.trim() ? Number(value.trim().replace(/%$/, '')) : Number.NaN;

/** The API's `cancellation_tiers` from the posted preset, or from the filled rows when custom. */
export function policyBody(form: Record<string, string | undefined | unknown>): CancellationTier[] {
  const preset = form.cancellation_preset as string | undefined;
  if (isPreset(preset)) return CANCELLATION_PRESETS[preset].map((tier) => ({ ...tier }));
  return TIER_ROWS.flatMap((i) => {
    const hours = form[tierHours(i)] as string | undefined;
    const percent = form[tierPercent(i)] as string | undefined;
    if (!hours?.trim() && !percent?.trim()) return [];
    return [{ minHoursBefore: numberOf(hours), percent: numberOf(percent) }];
  });
}

/** The form's starting values: the tour's tiers (the platform default for a new tour). */
export function policyDefaults(tour: MerchantTour | null): Record<string, string> {
  const tiers = tour?.cancellation_tiers ?? CANCELLATION_PRESETS.standard;
  const values: Record<string, string> = {
    cancellation_preset: cancellationPresetOf(tiers),
    cancellation_policy_text: tour?.cancellation_policy_text ?? '',
  };
  tiers.forEach((tier, i) => {
    values[tierHours(i)] = String(tier.minHoursBefore);
    values[tierPercent(i)] = String(tier.percent);
  });
  return values;
}
