import { describe, expect, it } from 'vitest';
import { addDays, belizeToday } from './belize-time.ts';
import { DEAL_MESSAGES, dealDiscountPercent, dealEndsAt, dealStatus, voucherStatus } from './deal-rules.ts';
import { dealFormSchema, voucherCodeSchema } from './deals.ts';

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Seafood dinner for two',
  description: 'Three courses on the beach.',
  category: 'restaurants',
  location_id: 'ambergris-caye',
  price: 5900,
  originalPrice: 9500,
  validUntil: addDays(belizeToday(), 30),
  quantityAvailable: 50,
  ...overrides,
});

describe('deals', () => {
  it('computes the whole-percent discount', () => {
    expect(dealDiscountPercent(5900, 9500)).toBe(37);
    expect(dealDiscountPercent(9500, 9500)).toBe(0);
    expect(dealDiscountPercent(100, 0)).toBe(0);
  });

  it('ends on the last local day in Belize (UTC-6)', () => {
    expect(dealEndsAt('2026-03-31').toISOString()).toBe('2026-04-01T05:59:59.999Z');
  });

  it('validates the merchant form', () => {
    expect(dealFormSchema.parse(form()).imageUrl).toBeNull();
    expect(dealFormSchema.parse(form({ imageUrl: '/uploads/deals/a.webp' })).imageUrl).toBe(
      '/uploads/deals/a.webp',
    );
    const issues = (overrides: Record<string, unknown>) =>
      dealFormSchema.safeParse(form(overrides)).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ originalPrice: 5000 })).toEqual([['originalPrice', DEAL_MESSAGES.originalAtLeastPrice]]);
    expect(issues({ validUntil: addDays(belizeToday(), -1) })).toEqual([
      ['validUntil', DEAL_MESSAGES.validUntilPast],
    ]);
    expect(issues({ title: ' ' })).toEqual([['title', DEAL_MESSAGES.titleRequired]]);
    expect(issues({ category: 'spa' })?.[0]?.[0]).toBe('category');
    expect(issues({ location_id: 'mars' })?.[0]?.[0]).toBe('location_id');
    expect(issues({ imageUrl: 'https://elsewhere.example.com/x.png' })?.[0]?.[0]).toBe('imageUrl');
    expect(issues({ quantityAvailable: 0 })?.[0]?.[0]).toBe('quantityAvailable');
  });

  it('derives deal and voucher states', () => {
    const today = '2026-03-10';
    expect(dealStatus({ adminApproved: false, active: true, validUntil: today }, today)).toBe('pending');
    expect(dealStatus({ adminApproved: true, active: true, validUntil: today }, today)).toBe('active');
    expect(dealStatus({ adminApproved: true, active: false, validUntil: today }, today)).toBe('inactive');
    expect(dealStatus({ adminApproved: true, active: true, validUntil: '2026-03-09' }, today)).toBe(
      'expired',
    );
    const now = new Date('2026-03-10T12:00:00Z');
    expect(voucherStatus({ status: 'issued', expiresAt: new Date('2026-03-11T00:00:00Z') }, now)).toBe(
      'valid',
    );
    expect(voucherStatus({ status: 'issued', expiresAt: new Date('2026-03-09T00:00:00Z') }, now)).toBe(
      'expired',
    );
    expect(voucherStatus({ status: 'redeemed', expiresAt: new Date('2026-03-09T00:00:00Z') }, now)).toBe(
      'redeemed',
    );
  });

  it('normalises typed voucher codes and words the already-redeemed message in Belize time', () => {
    expect(voucherCodeSchema.parse('dv 7kq2 abcd')).toBe('DV-7KQ2-ABCD');
    expect(DEAL_MESSAGES.alreadyRedeemed(new Date('2026-03-03T20:15:00Z'))).toBe(
      'This voucher was already redeemed on Tuesday, March 3, 2026 at 2:15 PM.',
    );
  });
});
