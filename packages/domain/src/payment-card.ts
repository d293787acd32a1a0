import { m } from './i18n/index.ts';

/** Card checks shared by the payment form and the server (spec section 5, "Payment"). */

export const PAYMENT_MESSAGES = {
  get cardNameRequired() {
    return m.errors_card_name_required();
  },
  get cardNumberRequired() {
    return m.errors_card_number_required();
  },
  get cardNumber16() {
    return m.errors_card_number_16();
  },
  get cardNumberInvalid() {
    return m.errors_card_number_invalid();
  },
  get expiryRequired() {
    return m.errors_expiry_required();
  },
  get expiryInvalid() {
    return m.errors_expiry_invalid();
  },
  get expired() {
    return m.errors_card_expired();
  },
  get cvvRequired() {
    return m.errors_cvv_required();
  },
  get cvvLength() {
    return m.errors_cvv_length();
  },
  get failed() {
    return m.errors_payment_failed();
  },
} as const;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242 4242 4242 4242": groups of four, at most 19 characters. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/YY" as the user types. */
export function formatExpiry(value: string): string {
  const d = digitsOnly(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(number: string): string {
  const d = digitsOnly(number);
  if (d.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'MASTERCARD';
  if (/^3[47]/.test(d)) return 'AMEX';
  if (/^6(011|5)/.test(d)) return 'DISCOVER';
  return 'CARD';
}

/** The first problem with an expiry "MM/YY" at a given year and month (1-12), or null. */
export function expiryProblem(expiry: string, now: { year: number; month: number }): string | null {
  if (!expiry.trim()) return PAYMENT_MESSAGES.expiryRequired;
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return PAYMENT_MESSAGES.expiryInvalid;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return PAYMENT_MESSAGES.expiryInvalid;
  if (year < now.year || (year === now.year && month < now.month)) return PAYMENT_MESSAGES.expired;
  return null;
}

export interface CardForm {
  cardName: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
}

/** Field -> message for every problem of the card form. */
export function cardFormProblems(
  form: CardForm,
  now: { year: number; month: number },
): Partial<Record<keyof CardForm, string>> {
  const problems: Partial<Record<keyof CardForm, string>> = {};
  if (!form.cardName.trim()) problems.cardName = PAYMENT_MESSAGES.cardNameRequired;
  const number = digitsOnly(form.cardNumber);
  if (!number) problems.cardNumber = PAYMENT_MESSAGES.cardNumberRequired;
  else if (number.length !== 16) problems.cardNumber = PAYMENT_MESSAGES.cardNumber16;
  else if (!passesLuhn(number)) problems.cardNumber = PAYMENT_MESSAGES.cardNumberInvalid;
  const expiry = expiryProblem(form.expiryDate, now);
  if (expiry) problems.expiryDate = expiry;
  if (!form.cvv.trim()) problems.cvv = PAYMENT_MESSAGES.cvvRequired;
  else if (!/^\d{3,4}$/.test(form.cvv.trim())) problems.cvv = PAYMENT_MESSAGES.cvvLength;
  return problems;
}
