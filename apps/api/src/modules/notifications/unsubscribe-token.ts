import { m } from '@belizepass/domain/i18n';
import { makeSignedToken, readSignedToken } from '../../lib/signed-link.ts';

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

/** A signed token (lib/signed-link.ts) naming the address and the kind of email; no expiry (old emails keep working). */
export function makeUnsubscribeToken(secret: string, email: string, kind: OptionalEmail) {
  return makeSignedToken(secret, 'unsubscribe', { e: email, k: kind });
}

/** The address and kind a token names, or undefined when it is malformed or not signed by us. */
export function readUnsubscribeToken(secret: string, token: string) {
  const parsed = readSignedToken(secret, 'unsubscribe', token);
  if (typeof parsed?.e !== 'string' || !isOptionalEmail(parsed.k)) return undefined;
  return { email: parsed.e, kind: parsed.k };
}
