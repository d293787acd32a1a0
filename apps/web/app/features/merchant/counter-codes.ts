import { normalizeGiftCardCode } from '@belizepass/domain';
import { confirmationCodeFrom } from './qr-camera';

/** What a code at the counter stands for: a booking, a deal voucher or a gift card. */
export type CounterCode =
  | { kind: 'booking'; code: string }
  | { kind: 'voucher'; code: string }
  | { kind: 'gift-card'; code: string };

/** `DV-XXXX-XXXX` from what people type (lower case, spaces, missing dashes); null otherwise. */
function voucherCodeOf(input: string): string | null {
  const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^DV[A-Z0-9]{8}$/.test(raw) ? `DV-${raw.slice(2, 6)}-${raw.slice(6)}` : null;
}

function giftCardCodeOf(input: string): string | null {
  const code = normalizeGiftCardCode(input);
  return /^BP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(code) ? code : null;
}

/** A typed code: voucher and gift card codes by their prefix, anything else is a confirmation code. */
export function typedCounterCode(input: string): CounterCode {
  const text = input.trim();
  const voucher = voucherCodeOf(text);
  if (voucher) return { kind: 'voucher', code: voucher };
  const giftCard = giftCardCodeOf(text);
  if (giftCard) return { kind: 'gift-card', code: giftCard };
  return { kind: 'booking', code: text.toUpperCase() };
}

/** A scanned QR: a voucher or gift card QR carries its bare code; bookings as `confirmationCodeFrom`. */
export function scannedCounterCode(scanned: string): CounterCode | null {
  const text = scanned.trim();
  if (/^[A-Za-z0-9 -]{1,40}$/.test(text)) {
    const typed = typedCounterCode(text);
    if (typed.kind !== 'booking') return typed;
  }
  const booking = confirmationCodeFrom(text);
  return booking ? { kind: 'booking', code: booking } : null;
}
