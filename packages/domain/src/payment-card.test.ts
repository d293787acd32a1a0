import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardFormProblems,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
} from './payment-card.ts';

const now = { year: 2026, month: 11 };

describe('card checks', () => {
  it('formats the number in groups of four and the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
  });

  it('checks Luhn and names the brand', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
  });

  it('uses the spec messages for expiry', () => {
    expect(expiryProblem('', now)).toBe('Expiry date is required');
    expect(expiryProblem('13/27', now)).toBe('Invalid expiry date');
    expect(expiryProblem('10/26', now)).toBe('Card has expired');
    expect(expiryProblem('11/26', now)).toBeNull();
  });

  it('lists every problem of an empty or short form', () => {
    expect(cardFormProblems({ cardName: ' ', cardNumber: '', expiryDate: '', cvv: '' }, now)).toEqual({
      cardName: 'Cardholder name is required',
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
    });
    expect(
      cardFormProblems({ cardName: 'A', cardNumber: '4242', expiryDate: '12/30', cvv: '12' }, now),
    ).toEqual({
      cardNumber: 'Card number must be 16 digits',
      cvv: 'CVV must be 3 or 4 digits',
    });
  });
});
