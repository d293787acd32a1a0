import type { LoginResponse } from '@belizepass/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { ACCESS_TOKEN_SECONDS, hashToken, newOpaqueToken, REFRESH_TOKEN_DAYS } from './tokens.ts';

/**
 * The browser session: an access cookie (short-lived JWT) and a refresh cookie (opaque, rotating),
 * both HttpOnly and SameSite=Lax, Secure when the site is served over HTTPS
 * (docs/decisions/015-cookie-sessions.md). API clients use bearer tokens instead.
 */
export const ACCESS_COOKIE = 'bp_session';
export const REFRESH_COOKIE = 'bp_refresh';
/** A browser that has signed in before (sign-in slowing never blocks it); kept for a year, not a credential. */
export const DEVICE_COOKIE = 'bp_device';
const DEVICE_COOKIE_DAYS = 365;

export interface SessionCookieTokens {
  access?: string;
  refresh?: string;
  device?: string;
}

export function readSessionCookies(request: Pick<FastifyRequest, 'headers'>): SessionCookieTokens {
  const cookies = parseCookies(request.headers.cookie);
  return {
    access: cookies[ACCESS_COOKIE] || undefined,
    refresh: cookies[REFRESH_COOKIE] || undefined,
    device: cookies[DEVICE_COOKIE] || undefined,
  };
}

export function setSessionCookies(
  reply: FastifyReply,
  session: LoginResponse & { deviceToken?: string },
  secure: boolean,
) {
  const cookies = [
    serializeCookie(ACCESS_COOKIE, session.token, { maxAge: ACCESS_TOKEN_SECONDS, secure }),
    serializeCookie(REFRESH_COOKIE, session.refreshToken, {
      maxAge: REFRESH_TOKEN_DAYS * 24 * 60 * 60,
      secure,
    }),
  ];
  if (session.deviceToken) {
    cookies.push(
      serializeCookie(DEVICE_COOKIE, session.deviceToken, {
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
        secure,
      }),
    );
  }
  reply.header('set-cookie', cookies);
  reply.header('cache-control', 'private, no-store');
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.header('set-cookie', [
    serializeCookie(ACCESS_COOKIE, '', { maxAge: 0, secure }),
    serializeCookie(REFRESH_COOKIE, '', { maxAge: 0, secure }),
  ]);
  reply.header('cache-control', 'private, no-store');
}

/**
 * The hash of the browser's device token (`bp_device`): the one it carries, or a new random one set on the reply
 * (HttpOnly, SameSite), so a guest's unpaid holds are counted for her browser and not for the
 * address she shares (docs/decisions/033-fair-holds.md). It is never a credential: a token first set
 * here is no device the sign-in slowing knows.
 */
export function deviceHashOf(request: Pick<FastifyRequest, 'headers'>, reply: FastifyReply, secure: boolean) {
  const carried = readSessionCookies(request).device;
  if (carried) return hashToken(carried);
  const device = newOpaqueToken();
  reply.header(
    'set-cookie',
    serializeCookie(DEVICE_COOKIE, device.token, { maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60, secure }),
  );
  return device.hash;
}
