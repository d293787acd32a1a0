import { createHmac, timingSafeEqual } from 'node:crypto';
import { m } from '@belizepass/domain/i18n';

/** The emails a person may turn off, each described in the reader's language; each has its own unsubscribe link. */
export const OPTIONAL_EMAILS = {
  get reminders() {
    return m.emails_optional_reminders();
  },
  get reviewInvitations() {
    return m.emails_optional_review_invitations();
  },
  get morningSummary() {
    return m.emails_optional_morning_summary();
  },
} as const;
export type OptionalEmail = keyof typeof OPTIONAL_EMAILS;

const isOptionalEmail = (value: unknown): value is OptionalEmail =>
  typeof value === 'string' && Object.hasOwn(OPTIONAL_EMAILS, value);

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/** `<payload>.<signature>`: the address and the kind of email, signed; no expiry (old emails keep working). */
export function makeUnsubscribeToken(secret: string, email: string, kind: OptionalEmail) {
  const payload = Buffer.from(JSON.stringify({ e: email, k: kind })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The address and kind a token names, or undefined when it is malformed or not signed by us. */
export function readUnsubscribeToken(secret: string, token: string) {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      e?: unknown;
      k?: unknown;
    };
    if (typeof parsed.e !== 'string' || !isOptionalEmail(parsed.k)) return undefined;
    return { email: parsed.e, kind: parsed.k };
  } catch {
    return undefined;
  }
}
