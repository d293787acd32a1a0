import { describe, expect, it } from 'vitest';
import {
  adminCancelBookingSchema,
  adminTourListQuerySchema,
  approveMerchantSchema,
  commissionRateFromInput,
  createPayoutSchema,
} from './admin.schema.ts';

describe('admin schemas', () => {
  it('turns the commission rate input into a whole number 0-100 (non-numeric is 0)', () => {
    expect(commissionRateFromInput('15')).toBe(15);
    expect(commissionRateFromInput(' 12.7 ')).toBe(12);
    expect(commissionRateFromInput('abc')).toBe(0);
    expect(commissionRateFromInput('')).toBe(0);
    expect(commissionRateFromInput('250')).toBe(100);
    expect(commissionRateFromInput('-5')).toBe(0);
  });

  it('applies the list defaults, also for empty query values', () => {
    expect(adminTourListQuerySchema.parse({})).toEqual({
      sortBy: 'name',
      sortDirection: 'asc',
      status: 'all',
      page: 1,
      limit: 20,
    });
    expect(adminTourListQuerySchema.parse({ sortDirection: '', search: '  ' }).sortDirection).toBe('asc');
  });

  it('requires a reason only to reject', () => {
    expect(approveMerchantSchema.safeParse({ approved: true }).success).toBe(true);
    expect(approveMerchantSchema.safeParse({ approved: false, reason: 'No licence' }).success).toBe(true);
    const missing = approveMerchantSchema.safeParse({ approved: false, reason: '  ' });
    expect(missing.error?.issues[0]?.path).toEqual(['reason']);
  });

  it('defaults a staff cancellation to a full refund and checks the payout period', () => {
    expect(adminCancelBookingSchema.parse({ reason: 'Storm' }).refundPercent).toBe(100);
    const backwards = createPayoutSchema.safeParse({
      merchantId: '00000000-0000-4000-8000-000000000000',
      periodStart: '2026-11-30',
      periodEnd: '2026-11-01',
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['periodEnd']);
  });
});
