/**
 * What the web app keeps in the browser's local storage: never a session token (the session is an
 * HttpOnly cookie pair, docs/decisions/015-cookie-sessions.md), only conveniences.
 */

/** The email kept by the login page's "Remember me" (never the password). */
export const REMEMBERED_EMAIL_KEY = 'rememberedEmail';
/** The merchant sign-up draft (without any password value). */
export const MERCHANT_DRAFT_KEY = 'merchantFormData';

/** Reads a local storage value; storage can be unavailable (server render, private mode, blocked). */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Full or blocked storage: the value is simply not kept.
  }
}

export function removeLocal(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
