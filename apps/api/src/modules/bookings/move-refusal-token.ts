import { makeSignedToken, readSignedToken } from '../../lib/signed-link.ts';

/**
 * The one-click link a guest moved by a closure gets to refuse the move (decision 035): a signed
 * token (lib/signed-link.ts) naming the booking and the departure it was moved to. No expiry: the
 * link stops working when the new departure has started or the booking changed again.
 */
export function makeMoveRefusalToken(secret: string, bookingId: string, departureId: string) {
  return makeSignedToken(secret, 'move-refusal', {
    b: bookingId,
    d: departureId,
  });
}

export function readMoveRefusalToken(secret: string, token: string) {
  const parsed = readSignedToken(secret, 'move-refusal', token);
  if (typeof parsed?.b !== 'string' || typeof parsed.d !== 'string') return undefined;
  return { bookingId: parsed.b, departureId: parsed.d };
}
