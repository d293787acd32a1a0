import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one signed-link token of our emails (unsubscribe, refusing a move, leaving a waitlist):
 * `<payload>.<signature>`, the payload a JSON object in base64url, signed with the emails' link
 * secret under the link's purpose, so a token made for one purpose never passes for another.
 */
const sign = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');

export function makeSignedToken(secret: string, purpose: string, data: Record<string, string>) {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** The object a token carries, or undefined when it is malformed or not signed for `purpose`. */
export function readSignedToken(
  secret: string,
  purpose: string,
  token: string,
): Record<string, unknown> | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
