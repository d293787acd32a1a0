import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clampGiftCardAmount,
  clampQuantity,
  formatGiftCardTotal,
  GIFT_CARD_CODE_PATTERN,
  giftCardExpiry,
  giftCardStatus,
  giftCardTotalCents,
  maskGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-rules.ts';
import {
  giftCardOrderSchema,
  giftCardPurchaseSchema,
  guestBuyerIssues,
  guestGiftCardPurchaseSchema,
} from './gift-cards.ts';
import { allocateGiftCards, commissionSplit, returnToCards, splitRefund } from './money/index.ts';

describe('purchase form rules (spec section 5)', () => {
  it('clamps the amount to the card range as an integer; non-numeric falls to the minimum', () => {
    expect(clampGiftCardAmount('120', 50, 500)).toBe(120);
    expect(clampGiftCardAmount(10, 50, 500)).toBe(50);
    expect(clampGiftCardAmount('9000', 50, 500)).toBe(500);
    expect(clampGiftCardAmount('75.9', 50, 500)).toBe(75);
    expect(clampGiftCardAmount('abc', 25, 200)).toBe(25);
    expect(clampGiftCardAmount('', 25, 200)).toBe(25);
    expect(clampGiftCardAmount(Number.NaN, 75, 400)).toBe(75);
  });

  it('clamps the quantity to 1..10 with 1 as the default', () => {
    expect(clampQuantity(undefined)).toBe(1);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('x')).toBe(1);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity('4')).toBe(4);
    expect(clampQuantity(11)).toBe(10);
  });

  it('totals amount x quantity and shows 2 decimals', () => {
    expect(giftCardTotalCents(5000, 3)).toBe(15_000);
    expect(formatGiftCardTotal(5000, 3)).toBe('$150.00');
    expect(formatGiftCardTotal(2500, 1)).toBe('$25.00');
    expect(formatGiftCardTotal(100_000, 10)).toBe('$10,000.00');
  });

  it('validates the form: recipient email optional but an email, message at most 500', () => {
    expect(giftCardPurchaseSchema.parse({ quantity: '2', amount: '60' })).toMatchObject({
      quantity: 2,
      amount: 60,
    });
    expect(giftCardPurchaseSchema.parse({ recipientEmail: '' }).recipientEmail).toBeUndefined();
    const bad = giftCardPurchaseSchema.safeParse({ recipientEmail: 'nope', message: 'x'.repeat(501) });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['recipientEmail', 'message']));
    expect(giftCardPurchaseSchema.safeParse({ quantity: 11 }).success).toBe(false);
    expect(giftCardOrderSchema.parse({ productId: 'bp-25' }).quantity).toBe(1);
  });

  it('requires the buyer of a guest', () => {
    expect(guestBuyerIssues({})).toEqual([
      { field: 'buyerName', message: 'Your name is required' },
      { field: 'buyerEmail', message: 'Email is required' },
    ]);
    expect(guestGiftCardPurchaseSchema.safeParse({ buyerName: 'Ana' }).success).toBe(false);
    expect(
      guestGiftCardPurchaseSchema.parse({ buyerName: 'Ana', buyerEmail: 'ANA@Example.com' }).buyerEmail,
    ).toBe('ana@example.com');
  });
});

describe('codes', () => {
  it('normalises what people type and masks all but the last four', () => {
    expect(normalizeGiftCardCode(' bp 7kq2 abcd 9xyz ')).toBe('BP-7KQ2-ABCD-9XYZ');
    expect(GIFT_CARD_CODE_PATTERN.test('BP-7KQ2-ABCD-9XYZ')).toBe(true);
    expect(maskGiftCardCode('BP-7KQ2-ABCD-9XYZ')).toBe('BP-••••-••••-9XYZ');
  });
});

describe('ledger rules', () => {
  it('applies cards in order until the total is covered', () => {
    const result = allocateGiftCards(10_000, [
      { code: 'A', balanceCents: 3000 },
      { code: 'B', balanceCents: 9000 },
      { code: 'C', balanceCents: 5000 },
    ]);
    expect(result.applied).toEqual([
      { code: 'A', amountCents: 3000, balanceAfterCents: 0 },
      { code: 'B', amountCents: 7000, balanceAfterCents: 2000 },
      { code: 'C', amountCents: 0, balanceAfterCents: 5000 },
    ]);
    expect(result).toMatchObject({ coveredCents: 10_000, remainderCents: 0 });
    expect(allocateGiftCards(10_000, [{ code: 'A', balanceCents: 2500 }]).remainderCents).toBe(7500);
    expect(allocateGiftCards(10_000, []).remainderCents).toBe(10_000);
  });

  it('returns a refund to the gift cards first, then to the card', () => {
    expect(splitRefund(9500, 4000)).toEqual({ toGiftCardsCents: 4000, toCardCents: 5500 });
    expect(splitRefund(2000, 4000)).toEqual({ toGiftCardsCents: 2000, toCardCents: 0 });
    expect(splitRefund(0, 4000)).toEqual({ toGiftCardsCents: 0, toCardCents: 0 });
    expect(splitRefund(5000, 0)).toEqual({ toGiftCardsCents: 0, toCardCents: 5000 });
    const spread = returnToCards(5000, [
      { id: 'a', amountPaidCents: 3000 },
      { id: 'b', amountPaidCents: 4000 },
    ]);
    expect(spread.map((c) => c.returnedCents)).toEqual([3000, 2000]);
  });

  it('splits commission and merchant net to the cent', () => {
    expect(commissionSplit(3333, 10)).toEqual({
      commissionPercent: 10,
      commissionCents: 333,
      merchantNetCents: 3000,
    });
    expect(commissionSplit(5000, 0).merchantNetCents).toBe(5000);
  });

  it('expires merchant cards 12 months after purchase and never pass cards', () => {
    const bought = new Date('2026-01-31T15:00:00Z');
    expect(giftCardExpiry(bought, null)).toBeNull();
    expect(giftCardExpiry(bought, 12)?.toISOString()).toBe('2027-01-31T15:00:00.000Z');
    expect(addMonths(bought, 1).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(addMonths(new Date('2028-02-29T00:00:00Z'), 12).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('reports a card as active, empty or expired', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(giftCardStatus(100, null, now)).toBe('active');
    expect(giftCardStatus(0, null, now)).toBe('empty');
    expect(giftCardStatus(100, new Date('2026-05-31T00:00:00Z'), now)).toBe('expired');
  });
});
