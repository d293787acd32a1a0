import { describe, expect, it } from 'vitest';
import { hoursUntilDeparture, refundCents, refundTier } from './refunds.ts';

describe('refund tiers', () => {
  it.each([
    [7 * 24, 95],
    [7 * 24 - 0.01, 75],
    [3 * 24, 75],
    [3 * 24 - 0.01, 50],
    [24, 50],
    [23.99, 0],
    [-5, 0],
  ])('%d hours before departure refunds %d%%', (hours, percent) => {
    expect(refundTier(hours).percent).toBe(percent);
  });

  it('rounds refunds down to the cent', () => {
    expect(refundCents(19_999, 200)).toBe(18_999);
    expect(refundCents(12_345, 80)).toBe(9_258);
    expect(refundCents(12_345, 30)).toBe(6_172);
    expect(refundCents(12_345, 1)).toBe(0);
  });

  it('measures time to departure in Belize time', () => {
    expect(hoursUntilDeparture('2026-12-01', '08:00', new Date('2026-11-30T14:00:00Z'))).toBe(24);
  });
});
