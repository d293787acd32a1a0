import { randomUUID } from 'node:crypto';
import { addDays, BOOKABLE_DAYS_AHEAD, belizeToday } from '@belizepass/domain';
import type { FastifyInstance } from 'fastify';

/** A card the demo gateway approves, and one it declines. */
export const APPROVED_CARD = {
  cardName: 'Maria Lopez',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '987',
};
export const DECLINED_CARD = { ...APPROVED_CARD, cardNumber: '4000 0000 0000 0002' };

/** Signs in through the API; returns the access and refresh tokens. */
export async function signIn(app: FastifyInstance, email: string, password = 'belize-demo-2026') {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; refreshToken: string };
  return { token: body.token, refreshToken: body.refreshToken };
}

let dayOffset = 0;
/**
 * A departure day far enough ahead for a full refund (8 days or more) and within the 60 bookable
 * days; each call moves one day further, and after the last bookable day starts again.
 */
export const nextBookableDay = () => addDays(belizeToday(), 8 + (dayOffset++ % (BOOKABLE_DAYS_AHEAD - 8)));

/** Holds seats on a tour; returns the booking id and the guest key. */
export async function holdSeats(
  app: FastifyInstance,
  tourId: string,
  options: { token?: string; adults?: number; children?: number; date?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload: {
      tourId,
      date: options.date ?? nextBookableDay(),
      adults: options.adults ?? 2,
      children: options.children ?? 0,
      fullName: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '+501 610 0100',
    },
  });
  if (res.statusCode !== 201) throw new Error(`Booking failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { booking: { id: string }; accessKey: string };
  return { id: body.booking.id, key: body.accessKey };
}

export function payBooking(
  app: FastifyInstance,
  booking: { id: string; key: string },
  card = APPROVED_CARD,
  token?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/pay`,
    headers: {
      'x-booking-key': booking.key,
      'idempotency-key': `pay-${randomUUID()}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: card,
  });
}

export function cancelBooking(app: FastifyInstance, booking: { id: string; key: string }) {
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/cancel`,
    headers: { 'x-booking-key': booking.key },
  });
}
