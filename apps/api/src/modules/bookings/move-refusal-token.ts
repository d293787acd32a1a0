import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click link a guest moved by a closure gets to refuse the move (decision 035):
 * `<payload>.<signature>` naming the booking and the departure it was moved to, signed with the
 * emails' link secret under its own prefix (so no other signed link can pass for it). No expiry: the
 * link stops working when the new departure has started or the booking changed again.
 */
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`move-refusal:${payload}`).digest('base64url');

export function makeMoveRefusalToken(secret: string, bookingId: string, departureId: string) {
  const payload = Buffer.from(JSON.stringify({ b: bookingId, d: departureId })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function readMoveRefusalToken(secret: string, token: string) {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      b?: unknown;
      d?: unknown;
    };
    if (typeof parsed.b !== 'string' || typeof parsed.d !== 'string') return undefined;
    return { bookingId: parsed.b, departureId: parsed.d };
  } catch {
    return undefined;
  }
}
