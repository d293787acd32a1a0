import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageRotations } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AccessTokens, resolveJwtSecret } from './tokens.ts';

let t: TestApp;
const ORIGIN = 'https://belizepass.test';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: 'ana@example.com',
      password: 'reef-and-ruins',
      full_name: 'Ana Pop',
      role: 'tourist',
    },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

type Jar = Record<string, string>;
const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

function absorb(jar: Jar, setCookie: string | string[] | undefined): string[] {
  const lines = [setCookie ?? []].flat();
  for (const line of lines) {
    const [pair = ''] = line.split(';', 1);
    const [name = '', value = ''] = pair.split('=');
    if (value) jar[name] = value;
    else delete jar[name];
  }
  return lines;
}

async function signIn(headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  const jar: Jar = {};
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/session',
    headers,
    payload: { email: 'ana@example.com', password: 'reef-and-ruins' },
  });
  return { res, jar, lines: absorb(jar, res.headers['set-cookie']) };
}

describe('browser sessions in cookies', () => {
  it('signs in with HttpOnly SameSite cookies and never puts a token in the body', async () => {
    const { res, jar, lines } = await signIn();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe('ana@example.com');
    expect(body).not.toHaveProperty('token');
    expect(body).not.toHaveProperty('refreshToken');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Secure/); // PUBLIC_URL is https
    }
    // The session pair, and the id of this browser for sign-in slowing (not a credential).
    expect(Object.keys(jar).sort()).toEqual(['bp_device', 'bp_refresh', 'bp_session']);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieHeader(jar) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.full_name).toBe('Ana Pop');
  });

  it('refuses a cookie-authenticated write from another site, and accepts it from our own pages', async () => {
    const { jar } = await signIn();
    const patch = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/user',
        headers: { cookie: cookieHeader(jar), ...headers },
        payload: { full_name: 'Ana Pop' },
      });
    const crossSite = await patch({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect((await patch({ origin: 'https://evil.example' })).statusCode).toBe(403);
    // A browser always names the origin of a cookie-carrying write; one that names none is refused.
    expect((await patch({})).statusCode).toBe(403);
    expect((await patch({ origin: ORIGIN })).statusCode).toBe(200);
    expect((await patch({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    const { res } = await signIn({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('renews from the refresh cookie, and a refresh cookie reused after the grace ends the session', async () => {
    const { jar } = await signIn();
    const first = { ...jar };
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: { cookie: cookieHeader(jar), 'sec-fetch-site': 'same-origin' },
    });
    expect(renewed.statusCode).toBe(200);
    absorb(jar, renewed.headers['set-cookie']);
    expect(jar.bp_refresh).not.toBe(first.bp_refresh);
    await ageRotations(t);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: { cookie: cookieHeader(first), 'sec-fetch-site': 'same-origin' },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('REFRESH_TOKEN_REUSED');
  });

  it('a renewal without session cookies clears nothing, so it cannot undo a sign-in made meanwhile', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['set-cookie']).toBeUndefined();
    const { jar } = await signIn();
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: {
        cookie: `bp_refresh=not-a-token; bp_access=${jar.bp_access}`,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(stale.statusCode).toBe(401);
    expect(String(stale.headers['set-cookie'])).toMatch(/bp_refresh=;.*Max-Age=0/i);
  });

  it('signing out ends every session at once, access tokens not yet expired included', async () => {
    const browser = await signIn();
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ana@example.com', password: 'reef-and-ruins' },
    });
    const bearer = api.json().token as string;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: cookieHeader(browser.jar), 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(204);
    const cleared = [out.headers['set-cookie'] ?? []].flat();
    expect(cleared.every((line) => /Max-Age=0/.test(line))).toBe(true);

    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieHeader(browser.jar) },
    });
    expect(byCookie.statusCode).toBe(401);
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(byBearer.statusCode).toBe(401);
    expect(byBearer.json().error.code).toBe('SESSION_ENDED');
  });

  it('refuses signed tokens without an expiry or with a subject that is not a user id', async () => {
    const key = new TextEncoder().encode(resolveJwtSecret(undefined, t.config.dataDir));
    const tokens = new AccessTokens(resolveJwtSecret(undefined, t.config.dataDir));
    const { res } = await signIn();
    const userId = res.json().user.id as string;
    const noExp = await new SignJWT({ role: 'tourist', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .sign(key);
    const badSub = await new SignJWT({ role: 'tourist', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('not-a-uuid')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect(await tokens.verify(noExp)).toBe('invalid');
    expect(await tokens.verify(badSub)).toBe('invalid');
    for (const token of [noExp, badSub]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
  });
});
