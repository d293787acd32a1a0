import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://belizepass.test' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const tourist = (email: string) => ({
  email,
  password: 'reef-and-ruins',
  full_name: 'Maria Lopez',
  phone_number: '+1 555 0100',
  role: 'tourist',
});
const merchant = (email: string) => ({
  email,
  password: 'reef-and-ruins',
  full_name: 'Carlos Chan',
  phone_number: '+501 226-0000',
  role: 'merchant_admin',
  merchant_application: {
    business_name: 'Blue Hole Divers',
    description: 'Dive trips to the Great Blue Hole.',
    contact_email: 'dive@bluehole.example.com',
    btb_licence_number: 'BTB-TO-0999',
  },
});

async function loginAs(email: string, password = 'reef-and-ruins') {
  const res = await call('POST', '/api/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; refreshToken: string; user: { role: string } };
}

describe('signup', () => {
  it('registers a tourist without signing them in', async () => {
    const res = await call('POST', '/api/auth/signup', tourist('Maria@Example.com'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'maria@example.com',
      full_name: 'Maria Lopez',
      role: 'tourist',
      merchant: null,
    });
    expect(body).not.toHaveProperty('token');
  });

  it('registers a merchant whose business waits for approval', async () => {
    const res = await call('POST', '/api/auth/signup', merchant('carlos@example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      role: 'merchant_admin',
      merchant: { business_name: 'Blue Hole Divers', status: 'pending_approval' },
    });
    await t.app.deliverOutbox();
    expect(smtp.lastTo('carlos@example.com')?.subject).toBe(
      'We received your BelizePass merchant application',
    );
  });

  it.each([['platform_admin'], ['superuser']])('refuses the role %s with a 400 on role', async (role) => {
    const res = await call('POST', '/api/auth/signup', { ...tourist(`${role}@example.com`), role });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({
      field: 'role',
      message: 'Role must be tourist or merchant_admin',
    });
  });

  it('refuses a duplicate email with a 409 saying it is already registered', async () => {
    const res = await call('POST', '/api/auth/signup', tourist('MARIA@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already registered/);
  });

  it('checks the password length and the merchant application on the server', async () => {
    const short = await call('POST', '/api/auth/signup', {
      ...tourist('short@example.com'),
      password: 'abc',
    });
    expect(short.json().error.details).toContainEqual({
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
    const { merchant_application: _, ...bare } = merchant('bare@example.com');
    const missing = await call('POST', '/api/auth/signup', bare);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('merchant_application');
    const invalid = merchant('bad@example.com');
    invalid.merchant_application.contact_email = 'nope';
    const bad = await call('POST', '/api/auth/signup', invalid);
    expect(bad.json().error.details).toContainEqual({
      field: 'merchant_application.contact_email',
      message: 'Contact email is invalid',
    });
  });
});

describe('sessions', () => {
  it('signs in, reads the user and rejects a wrong password the same way as an unknown email', async () => {
    const session = await loginAs('maria@example.com');
    const me = await call('GET', '/api/auth/user', undefined, session.token);
    expect(me.json().user.email).toBe('maria@example.com');
    const wrong = await call('POST', '/api/auth/login', {
      email: 'maria@example.com',
      password: 'wrong-password',
    });
    const unknown = await call('POST', '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const first = await loginAs('maria@example.com');
    const second = (await call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken })).json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const reuse = await call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    const afterTheft = await call('POST', '/api/auth/refresh', { refreshToken: second.refreshToken });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('ends a session on logout', async () => {
    const session = await loginAs('maria@example.com');
    expect((await call('POST', '/api/auth/logout', { refreshToken: session.refreshToken })).statusCode).toBe(
      204,
    );
    expect((await call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
  });

  it('answers 401 without a token, with a malformed one and with an expired one', async () => {
    expect((await call('GET', '/api/auth/user')).json().error.code).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/api/auth/user', undefined, 'not-a-jwt')).json().error.code).toBe(
      'INVALID_TOKEN',
    );
    const { AccessTokens, resolveJwtSecret } = await import('./tokens.ts');
    const tokens = new AccessTokens(resolveJwtSecret(undefined, t.config.dataDir));
    const session = await loginAs('maria@example.com');
    const me = (await call('GET', '/api/auth/user', undefined, session.token)).json().user;
    const expired = await tokens.sign(
      { userId: me.id, role: 'tourist', sessionVersion: 0 },
      new Date(Date.now() - 60 * 60 * 1000),
    );
    const res = await call('GET', '/api/auth/user', undefined, expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('edits the profile name and phone', async () => {
    const session = await loginAs('maria@example.com');
    const res = await call(
      'PATCH',
      '/api/auth/user',
      { full_name: 'Maria L. Lopez', phone_number: '' },
      session.token,
    );
    expect(res.json().user).toMatchObject({ full_name: 'Maria L. Lopez', phone_number: null });
    const blank = await call('PATCH', '/api/auth/user', { full_name: '  ' }, session.token);
    expect(blank.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown emails and mails a single-use link', async () => {
    const known = await call('POST', '/api/auth/forgot-password', { email: 'maria@example.com' });
    const unknown = await call('POST', '/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());

    await t.app.deliverOutbox();
    const mail = smtp.lastTo('maria@example.com');
    expect(mail?.subject).toBe('Reset your BelizePass password');
    expect(smtp.lastTo('ghost@example.com')).toBeUndefined();
    const token = mail?.text?.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(mail?.text).toContain('https://belizepass.test/reset-password?token=');

    const reset = await call('POST', '/api/auth/reset-password', { token, password: 'new-password-1' });
    expect(reset.statusCode).toBe(200);
    await loginAs('maria@example.com', 'new-password-1');
    const again = await call('POST', '/api/auth/reset-password', { token, password: 'another-pass-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired password reset link');
  });

  it('refuses an expired link', async () => {
    await call('POST', '/api/auth/forgot-password', { email: 'carlos@example.com' });
    await t.app.deliverOutbox();
    const token = smtp.lastTo('carlos@example.com')?.text?.match(/token=([\w-]+)/)?.[1];
    const { passwordResetTokens } = await import('../../db/schema/index.ts');
    const { sql } = await import('drizzle-orm');
    await t.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const res = await call('POST', '/api/auth/reset-password', { token, password: 'new-password-1' });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('locks an account after five failed sign-ins', async () => {
    await call('POST', '/api/auth/signup', tourist('target@example.com'));
    for (let i = 0; i < 5; i++) {
      expect(
        (await call('POST', '/api/auth/login', { email: 'target@example.com', password: `guess-000${i}` }))
          .statusCode,
      ).toBe(401);
    }
    const locked = await call('POST', '/api/auth/login', {
      email: 'target@example.com',
      password: 'reef-and-ruins',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many attempts/);
  });

  it('limits sign-in requests per IP address', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `someone${i}@example.com`, password: 'whatever-1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('deleting an account', () => {
  it('anonymises the account and ends its sessions', async () => {
    await call('POST', '/api/auth/signup', tourist('leaving@example.com'));
    const session = await loginAs('leaving@example.com');
    const res = await call('DELETE', '/api/auth/account', undefined, session.token);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', undefined, session.token)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/auth/login', { email: 'leaving@example.com', password: 'reef-and-ruins' }))
        .statusCode,
    ).toBe(401);
    // The address is free again for a new account.
    expect((await call('POST', '/api/auth/signup', tourist('leaving@example.com'))).statusCode).toBe(201);
  });
});
