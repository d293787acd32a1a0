import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { passwordContainsEmail } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard; about 20 ms here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/**
 * Passwords of 10 or more characters found in public breach corpora (the most common million
 * passwords of the SecLists collection, lower-cased), shipped with the app so no lookup leaves the
 * server (NIST SP 800-63B 3.1.1.2: check new passwords against known-compromised values).
 */
const COMMON_PASSWORDS_FILE = new URL('./common-passwords.txt.gz', import.meta.url);
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(gunzipSync(readFileSync(COMMON_PASSWORDS_FILE)).toString('utf8').split('\n'));
  return common;
}

/** Words that make a password guessable for this site and this person. */
const SITE_WORDS = ['belizepass', 'belize', 'password'];

/**
 * Why a new password is refused, or null when it may be used: a known breached or common password,
 * one character repeated, the site's name with a few characters added, or the person's email or the
 * part of it before the @ (`passwordContainsEmail`).
 */
export function weakPasswordReason(password: string, context: { email?: string } = {}): string | null {
  const lower = password.toLowerCase();
  const squeezed = lower.replace(/\s+/g, '');
  if (commonPasswords().has(lower) || commonPasswords().has(squeezed)) {
    return m.errors_password_breached();
  }
  if (/^(.)\1*$/u.test(squeezed) || /^(?:0123456789|1234567890|9876543210|abcdefghij)/.test(squeezed)) {
    return m.errors_password_guessable();
  }
  if (context.email && passwordContainsEmail(password, context.email)) {
    return m.errors_password_contains_email();
  }
  for (const word of SITE_WORDS) {
    if (squeezed.includes(word) && squeezed.length - word.length < 5) {
      return m.errors_password_guessable();
    }
  }
  return null;
}
