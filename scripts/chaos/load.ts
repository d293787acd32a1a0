import { randomUUID } from 'node:crypto';
import { call } from './http.ts';

const CARD = { cardName: 'Maria Lopez', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
const DECLINED = { ...CARD, cardNumber: '4000 0000 0000 0002' };

export interface Slot {
  tourId: string;
  date: string;
}

export interface Tally {
  started: number;
  held: number;
  soldOut: number;
  paid: number;
  declined: number;
  paidWithGiftCard: number;
  giftCardsSpent: number;
  retriedPayments: number;
  cancelled: number;
  /** Requests cut off by the crash (connection reset or refused). */
  interrupted: number;
  /** Answers the workload did not expect (5xx, or a 4xx it did not cause). */
  unexpected: string[];
}

export const newTally = (): Tally => ({
  started: 0,
  held: 0,
  soldOut: 0,
  paid: 0,
  declined: 0,
  paidWithGiftCard: 0,
  giftCardsSpent: 0,
  retriedPayments: 0,
  cancelled: 0,
  interrupted: 0,
  unexpected: [],
});

/** A seeded generator so a run's mix of bookings can be replayed. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Departures with seats over the next weeks, from the public listing and availability. */
export async function bookableSlots(port: number): Promise<Slot[]> {
  const list = await call(port, '/api/tours?limit=24');
  if (list.status !== 200)
    throw new Error(`GET /api/tours answered ${list.status}: ${list.body.slice(0, 200)}`);
  const slots: Slot[] = [];
  for (const tour of list.json.tours as { id: string }[]) {
    // A party of one to three books these by date alone: one start time, no season, a meeting point.
    const detail = await call(port, `/api/tours/${tour.id}`);
    if (detail.status !== 200) continue;
    const t = detail.json as {
      startTimes: string[];
      seasons: unknown[];
      pickup: { mode: string };
      groupSize: { min: number; max: number };
    };
    if (t.startTimes.length !== 1 || t.seasons.length > 0 || t.pickup.mode !== 'meeting_point') continue;
    if (t.groupSize.min > 1 || t.groupSize.max < 3) continue;
    const availability = await call(port, `/api/tours/${tour.id}/availability`);
    if (availability.status !== 200) continue;
    for (const day of availability.json.dates as { date: string; status: string; seatsLeft: number }[]) {
      if ((day.status === 'available' || day.status === 'few-left') && day.seatsLeft >= 4) {
        slots.push({ tourId: tour.id, date: day.date });
      }
    }
  }
  return slots;
}

/** Buys pass gift cards by card, best effort: their codes pay part of some bookings. */
export async function buyGiftCards(port: number, count: number): Promise<string[]> {
  const products = await call(port, '/api/gift-cards');
  if (products.status !== 200) return [];
  const product = (
    products.json.giftCards as { id: string; price: number | null; merchantId?: string }[]
  ).find((p) => p.id.startsWith('bp-') && p.price !== null);
  if (!product) return [];
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const order = await call(port, '/api/gift-cards/orders', {
      body: { productId: product.id, quantity: 1, buyerName: 'Chaos Buyer', buyerEmail: 'buyer@example.com' },
    });
    if (order.status !== 201) break;
    const paid = await call(port, `/api/gift-cards/orders/${order.json.order.id}/pay`, {
      body: CARD,
      headers: { 'x-order-key': order.json.accessKey, 'idempotency-key': `gc-${randomUUID()}` },
    });
    if (paid.status !== 200) break;
    codes.push(...(paid.json.giftCards as { code: string }[]).map((c) => c.code));
  }
  return codes;
}

const isConnectionFailure = (error: unknown) =>
  /ECONNRESET|ECONNREFUSED|socket hang up|EPIPE|timed out/.test(String((error as Error)?.message ?? error));

/**
 * One guest booking: hold seats, pay (approved, declined or partly by gift card; sometimes the
 * same payment twice), and cancel a few paid ones.
 */
async function oneBooking(port: number, slots: Slot[], codes: string[], rnd: () => number, tally: Tally) {
  const slot = slots[Math.floor(rnd() * slots.length)]!;
  const held = await call(port, '/api/bookings', {
    body: {
      tourId: slot.tourId,
      date: slot.date,
      adults: 1 + Math.floor(rnd() * 2),
      children: Math.floor(rnd() * 2),
      fullName: 'Chaos Guest',
      email: 'guest@example.com',
      phone: '+501 610 0100',
    },
  });
  if (held.status === 409) {
    tally.soldOut++;
    return;
  }
  if (held.status !== 201) {
    tally.unexpected.push(`hold ${held.status} ${held.body.slice(0, 160)}`);
    return;
  }
  tally.held++;
  const { booking, accessKey } = held.json as { booking: { id: string }; accessKey: string };
  const roll = rnd();
  let giftCard = roll > 0.8 && codes.length > 0 ? codes[Math.floor(rnd() * codes.length)] : undefined;
  let body = roll < 0.12 ? DECLINED : { ...CARD, ...(giftCard ? { giftCards: [giftCard] } : {}) };
  const headers = { 'x-booking-key': accessKey, 'idempotency-key': `pay-${randomUUID()}` };
  let paid = await call(port, `/api/bookings/${booking.id}/pay`, { body, headers });
  if (giftCard && paid.status === 422 && paid.json?.error?.code === 'GIFT_CARD_EMPTY') {
    // Spent by earlier bookings: drop it and pay this one by card alone.
    codes.splice(codes.indexOf(giftCard), 1);
    tally.giftCardsSpent++;
    giftCard = undefined;
    body = CARD;
    headers['idempotency-key'] = `pay-${randomUUID()}`;
    paid = await call(port, `/api/bookings/${booking.id}/pay`, { body, headers });
  }
  if (paid.status === 402) {
    tally.declined++;
    return;
  }
  if (paid.status !== 200) {
    tally.unexpected.push(`pay ${paid.status} ${paid.body.slice(0, 160)}`);
    return;
  }
  tally.paid++;
  if (giftCard) tally.paidWithGiftCard++;
  if (rnd() < 0.1) {
    const again = await call(port, `/api/bookings/${booking.id}/pay`, { body, headers });
    tally.retriedPayments++;
    if (again.status !== 200)
      tally.unexpected.push(`retried pay ${again.status} ${again.body.slice(0, 160)}`);
  }
  if (rnd() < 0.15) {
    const cancelled = await call(port, `/api/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: { 'x-booking-key': accessKey },
    });
    if (cancelled.status === 200) tally.cancelled++;
    else tally.unexpected.push(`cancel ${cancelled.status} ${cancelled.body.slice(0, 160)}`);
  }
}

/**
 * `total` bookings by `concurrency` workers. `onStarted(n)` runs as booking n starts (the crash
 * phase kills the server from there); once a connection fails, the workers stop.
 */
export async function runLoad(options: {
  port: number;
  slots: Slot[];
  codes: string[];
  total: number;
  concurrency: number;
  seed: number;
  tally: Tally;
  onStarted?: (n: number) => void;
}) {
  const rnd = random(options.seed);
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < options.total) {
      const n = ++next;
      options.tally.started++;
      options.onStarted?.(n);
      try {
        await oneBooking(options.port, options.slots, options.codes, rnd, options.tally);
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        options.tally.interrupted++;
        stopped = true;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}
