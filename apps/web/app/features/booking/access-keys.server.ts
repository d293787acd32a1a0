import { redirect } from 'react-router';
import { routerPath } from '~/lib/display';

/**
 * A guest's proof that a booking or an order is theirs: the secret `accessKey` the API returns when
 * it is created (sent back as `x-booking-key` / `x-order-key`). The browser keeps the keys of its
 * last few bookings and orders in an HttpOnly cookie per kind, so the pages that show them (payment,
 * confirmation, a deal's vouchers) can load them on the server; no script ever reads a key. A
 * signed-in owner needs no key: the API recognises the session.
 */
export type AccessKind = 'booking' | 'deal-order' | 'gift-card-order';

const COOKIE: Record<AccessKind, string> = {
  booking: 'bp_booking_keys',
  'deal-order': 'bp_deal_order_keys',
  'gift-card-order': 'bp_gift_order_keys',
};

/** The header the API reads the key from. */
export const KEY_HEADER: Record<AccessKind, string> = {
  booking: 'x-booking-key',
  'deal-order': 'x-order-key',
  'gift-card-order': 'x-order-key',
};

/** Keys kept per kind (the most recent first) and for how long: the confirmation email's season. */
const KEPT = 8;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 180;
const ID = /^[0-9a-f-]{36}$/i;
const KEY = /^[\w-]{16,200}$/;

function readCookie(request: Request, name: string): string {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

function entries(request: Request, kind: AccessKind): [string, string][] {
  return readCookie(request, COOKIE[kind])
    .split(' ')
    .map((pair) => pair.split(':') as [string, string])
    .filter(([id, key]) => ID.test(id ?? '') && KEY.test(key ?? ''));
}

/** The key this browser holds for a booking or order, if any. */
export function accessKeyOf(request: Request, kind: AccessKind, id: string): string | undefined {
  return entries(request, kind).find(([known]) => known === id)?.[1];
}

/** The API headers proving access to a booking or order (none when this browser holds no key). */
export function accessHeaders(request: Request, kind: AccessKind, id: string): Record<string, string> {
  const key = accessKeyOf(request, kind, id);
  return key ? { [KEY_HEADER[kind]]: key } : {};
}

/** A `Set-Cookie` value that adds (or refreshes) the key of a booking or order. */
export function rememberAccessKey(request: Request, kind: AccessKind, id: string, key: string): string {
  const kept = entries(request, kind).filter(([known]) => known !== id);
  const value = [[id, key], ...kept]
    .slice(0, KEPT)
    .map((pair) => pair.join(':'))
    .join(' ');
  const secure = new URL(request.url).protocol === 'https:';
  return [
    `${COOKIE[kind]}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * An emailed link carries the key in its address (`?key=`): it is kept in the cookie and the visitor
 * is sent to the same page without it, so the key leaves the address bar and the history.
 */
export function keyFromAddress(request: Request, kind: AccessKind, id: string): Response | null {
  const url = new URL(request.url);
  const key = url.searchParams.get('key')?.trim();
  if (key === undefined) return null;
  url.searchParams.delete('key');
  const headers = new Headers();
  if (KEY.test(key)) headers.set('Set-Cookie', rememberAccessKey(request, kind, id, key));
  return redirect(`${routerPath(url).replace(/\.data$/, '')}${url.search}`, { headers });
}
