import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_PRESETS,
  cancellationPresetOf,
  cancellationTiersSchema,
  hasFreeCancellation,
  PLATFORM_CANCELLATION_TIERS,
} from './cancellation-policy.ts';
import { refundTier } from './money/refunds.ts';

describe('cancellation tiers', () => {
  it('accept every preset and name it', () => {
    for (const [slug, tiers] of Object.entries(CANCELLATION_PRESETS)) {
      expect(cancellationTiersSchema.safeParse(tiers).success).toBe(true);
      expect(cancellationPresetOf(tiers)).toBe(slug);
    }
    expect(cancellationPresetOf([{ minHoursBefore: 0, percent: 100 }])).toBe('custom');
  });

  it('refuse rising refunds, repeated or unordered hours, a last tier after 0 h and too many tiers, naming the tier', () => {
    const issue = (tiers: unknown) => cancellationTiersSchema.safeParse(tiers).error?.issues[0]?.path;
    expect(
      issue([
        { minHoursBefore: 48, percent: 50 },
        { minHoursBefore: 24, percent: 100 },
        { minHoursBefore: 0, percent: 0 },
      ]),
    ).toEqual([1, 'percent']);
    expect(
      issue([
        { minHoursBefore: 24, percent: 100 },
        { minHoursBefore: 24, percent: 50 },
        { minHoursBefore: 0, percent: 0 },
      ]),
    ).toEqual([1, 'minHoursBefore']);
    expect(issue([{ minHoursBefore: 24, percent: 100 }])).toEqual([0, 'minHoursBefore']);
    expect(issue([{ minHoursBefore: 0, percent: 101 }])).toEqual([0, 'percent']);
    expect(issue([{ minHoursBefore: 1.5, percent: 10 }])).toEqual([0, 'minHoursBefore']);
    expect(issue([])).toEqual([]);
    expect(
      issue(Array.from({ length: 7 }, (_, i) => ({ minHoursBefore: (6 - i) * 24, percent: 0 }))),
    ).toEqual([]);
  });

  it('free cancellation: a full refund 24 hours or more before departure', () => {
    expect(hasFreeCancellation(CANCELLATION_PRESETS.flexible)).toBe(true);
    expect(hasFreeCancellation(CANCELLATION_PRESETS.moderate)).toBe(false);
    expect(hasFreeCancellation(PLATFORM_CANCELLATION_TIERS)).toBe(false);
    expect(hasFreeCancellation([{ minHoursBefore: 0, percent: 100 }])).toBe(true);
  });

  it('the tier of a cancellation follows the given tiers; nothing after departure', () => {
    const tiers = [
      { minHoursBefore: 48, percent: 100 },
      { minHoursBefore: 24, percent: 60 },
      { minHoursBefore: 0, percent: 0 },
    ];
    expect(refundTier(30, tiers).percent).toBe(60);
    expect(refundTier(48, tiers).percent).toBe(100);
    expect(refundTier(-1, [{ minHoursBefore: 0, percent: 100 }]).percent).toBe(0);
  });
});
