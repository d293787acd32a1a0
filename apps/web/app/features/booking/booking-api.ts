import type { Booking, BookingListRow, CreateBooking, GiftCardQuote } from '@belizepass/domain';
import { AuthClientError, normaliseFailure, refreshTokens } from '~/features/auth/auth-client';
import { readLocal, readToken, writeLocal } from '~/features/auth/storage';

/** A guest's proof that a booking is theirs, kept in this browser per booking. */
const keyName = (bookingId: string) => `bookingKey:${bookingId}`;

export function readBookingKey(bookingId: string): string | null {
  return readLocal(keyName(bookingId));
}

export function storeBookingKey(bookingId: string, key: string) {
  writeLocal(keyName(bookingId), key);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isBookingId = (value: string | undefined): value is string => !!value && UUID.test(value);

interface BookingRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The booking's access key (guests). */
  bookingKey?: string | null;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const TIMEOUT_MS = 15_000;

async function send(path: string, options: BookingRequest, token: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.bookingKey) headers['x-booking-key'] = options.bookingKey;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
    : AbortSignal.timeout(TIMEOUT_MS);

  let response: Response;
  let data: unknown = null;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    if (text) {
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        data = text;
      }
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw normaliseFailure(error, undefined, timedOut ? 'timeout' : 'network');
  }
  if (!response.ok) {
    throw normaliseFailure(new Error(`Request failed with status code ${response.status}`), {
      status: response.status,
      data,
    });
  }
  return data;
}

/**
 * A bookings API call as whoever this browser is: the signed-in user's bearer token (renewed once
 * when it has expired) and, for guests, the booking's access key.
 */
export async function bookingRequest<T>(path: string, options: BookingRequest = {}): Promise<T> {
  const token = readToken();
  try {
    return (await send(path, options, token)) as T;
  } catch (error) {
    if (!(token && error instanceof AuthClientError && error.status === 401)) throw error;
    const renewed = await refreshTokens().catch(() => null);
    return (await send(path, options, renewed)) as T;
  }
}

export function createBooking(input: CreateBooking) {
  return bookingRequest<{ booking: Booking; accessKey: string }>('/api/bookings', {
    method: 'POST',
    body: input,
  });
}

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

export function fetchBooking(id: string, bookingKey: string | null, signal?: AbortSignal) {
  return bookingRequest<Booking>(bookingPath(id), { bookingKey, signal });
}

export interface CardPayment {
  cardName: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  saveCard: boolean;
}

/**
 * Pays a pending booking: the gift card codes first (applied in order), the card for the rest. With
 * no card (`null`) the gift cards must cover the whole total.
 */
export function payBooking(
  id: string,
  bookingKey: string | null,
  card: CardPayment | null,
  idempotencyKey: string,
  giftCards: string[] = [],
) {
  return bookingRequest<Booking>(`${bookingPath(id)}/pay`, {
    method: 'POST',
    body: { ...card, giftCards },
    bookingKey,
    idempotencyKey,
  });
}

/** What these gift cards (in this order) would pay of the booking, and the remainder for the card. */
export function quoteGiftCards(id: string, bookingKey: string | null, giftCards: string[]) {
  return bookingRequest<GiftCardQuote>(`${bookingPath(id)}/gift-card-quote`, {
    method: 'POST',
    body: { giftCards },
    bookingKey,
  });
}

export interface RefundQuote {
  percent: number;
  amount: number;
  label: string;
}

export function fetchRefundQuote(id: string, bookingKey: string | null = readBookingKey(id)) {
  return bookingRequest<RefundQuote>(`${bookingPath(id)}/refund-quote`, { bookingKey });
}

export function cancelBooking(id: string, bookingKey: string | null = readBookingKey(id)) {
  return bookingRequest<Booking>(`${bookingPath(id)}/cancel`, { method: 'POST', bookingKey });
}

export function fetchMyBookings(signal?: AbortSignal) {
  return bookingRequest<{ bookings: BookingListRow[] }>('/api/me/bookings', { signal });
}

/** Field -> message from a 400's details. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof AuthClientError) {
    for (const issue of error.details) if (issue.field && !out[issue.field]) out[issue.field] = issue.message;
  }
  return out;
}

export function reviewBooking(id: string, review: { rating: number; comment: string }) {
  return bookingRequest<{ id: string }>(`${bookingPath(id)}/review`, {
    method: 'POST',
    body: review,
    bookingKey: readBookingKey(id),
  });
}
