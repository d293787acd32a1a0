import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageRotations } from '../../test/sessions.ts';
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
  it('registers a tourist without signing them in, and the address waits for its verification link', async () => {
    const res = await call('POST', '/api/auth/signup', tourist('Maria@Example.com'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ message: expect.stringMatching(/^Registration successful/) });
    const session = await loginAs('maria@example.com');
    const me = (await call('GET', '/api/auth/user', undefined, session.token)).json().user;
    expect(me).toMatchObject({
      email: 'maria@example.com',
      full_name: 'Maria Lopez',
      role: 'tourist',
      merchant: null,
      email_verified: false,
    });

    await t.app.deliverOutbox();
    const mail = smtp.lastTo('maria@example.com');
    expect(mail?.subject).toBe('Welcome to BelizePass: please confirm your email');
    const token = mail?.text?.match(/verify-email\?token=([\w-]+)/)?.[1];
    expect(mail?.text).toContain('https://belizepass.test/verify-email?token=');
    expect((await call('POST', '/api/auth/verify-email', { token })).statusCode).toBe(200);
    const after = (await call('GET', '/api/auth/user', undefined, session.token)).json().user;
    expect(after.email_verified).toBe(true);
    // A link works once.
    expect((await call('POST', '/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('registers a merchant whose business waits for approval', async () => {
    const res = await call('POST', '/api/auth/signup', merchant('carlos@example.com'));
    expect(res.statusCode).toBe(201);
    const session = await loginAs('carlos@example.com');
    expect((await call('GET', '/api/auth/user', undefined, session.token)).json().user).toMatchObject({
      role: 'merchant_admin',
      email_verified: false,
      merchant: { business_name: 'Blue Hole Divers', status: 'pending_approval' },
    });
    await t.app.deliverOutbox();
    expect(smtp.lastTo('carlos@example.com')?.subject).toBe(
      'We received your BelizePass merchant application',
    );
    expect(smtp.lastTo('carlos@example.com')?.text).toContain('/verify-email?token=');
  });

  it.each([['platform_admin'], ['superuser']])('refuses the role %s with a 400 on role', async (role) => {
    const res = await call('POST', '/api/auth/signup', { ...tourist(`${role}@example.com`), role });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({
      field: 'role',
      message: 'Role must be tourist or merchant_admin',
    });
  });

  it('answers a registered email exactly like a new one, and emails the owner instead', async () => {
    const taken = await call('POST', '/api/auth/signup', tourist('MARIA@example.com'));
    const fresh = await call('POST', '/api/auth/signup', tourist('someone-new@example.com'));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    await t.app.deliverOutbox();
    expect(smtp.lastTo('maria@example.com')?.subject).toBe(
      'Someone tried to create a BelizePass account with your email',
    );
    // The account and its password are unchanged.
    await loginAs('maria@example.com');
  });

  it('refuses common and breached passwords, and passwords of only spaces', async () => {
    for (const password of [
      '1234567890',
      'password123',
      'qwertyuiop',
      'iloveyou123',
      '          ',
      'aaaaaaaaaaaa',
    ]) {
      const res = await call('POST', '/api/auth/signup', { ...tourist('weak@example.com'), password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.details[0].field, password).toBe('password');
    }
    for (const password of ['12345678', 'password', '        ']) {
      const res = await call('POST', '/api/auth/signup', { ...tourist('weak@example.com'), password });
      expect(res.json().error.details).toContainEqual({
        field: 'password',
        message: 'Password must be at least 10 characters',
      });
    }
  });

  it('refuses a password that contains the email or the part before the @, in English and Spanish', async () => {
    const reasons = {
      en: "Your password can't contain your email address or the part before the @.",
      es: 'Tu contraseña no puede contener tu correo electrónico ni la parte anterior a la @.',
    };
    for (const [language, password] of [
      ['en', 'sol.marin@example.com1'],
      ['es', 'sol.marin@example.com!'],
      ['en', 'Sol.Marin-reef-2024'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'accept-language': language },
        payload: { ...tourist('Sol.Marin@example.com'), password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.details, password).toContainEqual({
        field: 'password',
        message: reasons[language],
      });
    }
    // A short part before the @ is not a word anyone guesses from.
    const short = await call('POST', '/api/auth/signup', {
      ...tourist('jo@example.com'),
      password: 'jo-and-the-reef',
    });
    expect(short.statusCode).toBe(201);
  });

  it('checks the password length and the merchant application on the server', async () => {
    const short = await call('POST', '/api/auth/signup', {
      ...tourist('short@example.com'),
      password: 'abc',
    });
    expect(short.json().error.details).toContainEqual({
      field: 'password',
      message: 'Password must be at least 10 characters',
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

  it('rotates refresh tokens and revokes the family when an old one is reused after the grace', async () => {
    const first = await loginAs('maria@example.com');
    const second = (await call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken })).json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await ageRotations(t);
    const reuse = await call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    const afterTheft = await call('POST', '/api/auth/refresh', { refreshToken: second.refreshToken });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('answers two renewals racing with the same refresh token with a session each', async () => {
    const first = await loginAs('maria@example.com');
    const [a, b] = await Promise.all([
      call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken }),
      call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).not.toBe(b.json().refreshToken);
    for (const renewed of [a, b]) {
      const next = await call('POST', '/api/auth/refresh', { refreshToken: renewed.json().refreshToken });
      expect(next.statusCode).toBe(200);
    }
  });

  it('gives no grace to a refresh token once the account signed out', async () => {
    const first = await loginAs('maria@example.com');
    const second = (await call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken })).json();
    expect((await call('POST', '/api/auth/logout', { refreshToken: second.refreshToken })).statusCode).toBe(
      204,
    );
    const reuse = await call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
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

  it('only the newest link works, and a reset retires every other link', async () => {
    const linkFor = async () => {
      await call('POST', '/api/auth/forgot-password', { email: 'someone-new@example.com' });
      await t.app.deliverOutbox();
      return smtp.lastTo('someone-new@example.com')?.text?.match(/reset-password\?token=([\w-]+)/)?.[1];
    };
    const older = await linkFor();
    const newer = await linkFor();
    expect(older).not.toBe(newer);
    const stale = await call('POST', '/api/auth/reset-password', {
      token: older,
      password: 'new-password-1',
    });
    expect(stale.statusCode).toBe(400);
    const used = await call('POST', '/api/auth/reset-password', { token: newer, password: 'new-password-1' });
    expect(used.statusCode).toBe(200);
    expect(
      (await call('POST', '/api/auth/reset-password', { token: older, password: 'other-pass-22' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a new password made of the email, and the link still works after', async () => {
    await call('POST', '/api/auth/forgot-password', { email: 'maria@example.com' });
    await t.app.deliverOutbox();
    const token = smtp.lastTo('maria@example.com')?.text?.match(/reset-password\?token=([\w-]+)/)?.[1];
    const refused = await call('POST', '/api/auth/reset-password', { token, password: 'maria@example.com1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      {
        field: 'password',
        message: "Your password can't contain your email address or the part before the @.",
      },
    ]);
    const accepted = await call('POST', '/api/auth/reset-password', { token, password: 'coral-garden-77' });
    expect(accepted.statusCode).toBe(200);
    await loginAs('maria@example.com', 'coral-garden-77');
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
  const signInFrom = (ip: string, email: string, password: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/session',
      remoteAddress: ip,
      headers: { 'sec-fetch-site': 'same-origin', ...(device ? { cookie: `bp_device=${device}` } : {}) },
      payload: { email, password },
    });

  it('slows guessing from one address, with a growing wait, without blocking the owner elsewhere', async () => {
    await call('POST', '/api/auth/signup', tourist('target@example.com'));
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom('203.0.113.9', 'target@example.com', `guess-000${i}x`)).statusCode).toBe(401);
    }
    const slowed = await signInFrom('203.0.113.9', 'target@example.com', 'reef-and-ruins');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/Too many sign-in attempts/);
    const firstWait = Number(slowed.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(25);
    expect(firstWait).toBeLessThanOrEqual(30);
    // Once the wait is over one more guess is allowed; when it is wrong, the next wait is longer.
    const { authAttempts } = await import('../../db/schema/index.ts');
    const { sql } = await import('drizzle-orm');
    await t.db
      .update(authAttempts)
      .set({ createdAt: sql`${authAttempts.createdAt} - interval '31 seconds'` });
    expect((await signInFrom('203.0.113.9', 'target@example.com', 'guess-again-0')).statusCode).toBe(401);
    const longer = await signInFrom('203.0.113.9', 'target@example.com', 'guess-again-1');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(firstWait);
    // The owner, at home on another address, signs in at once.
    expect((await signInFrom('198.51.100.7', 'target@example.com', 'reef-and-ruins')).statusCode).toBe(200);
  });

  it('wrong passwords from many addresses never block the right one from a known device', async () => {
    await call('POST', '/api/auth/signup', tourist('victim@example.com'));
    const first = await signInFrom('198.51.100.20', 'victim@example.com', 'reef-and-ruins');
    expect(first.statusCode).toBe(200);
    const device = [first.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('bp_device='))
      ?.split(';')[0]
      ?.slice('bp_device='.length);
    expect(device).toBeTruthy();
    // An attacker spreads 30 guesses over 30 addresses.
    for (let i = 0; i < 30; i++) {
      await signInFrom(`203.0.113.${100 + i}`, 'victim@example.com', `guess-${i}-wrong`);
    }
    // A new device from a new address now waits...
    expect((await signInFrom('192.0.2.50', 'victim@example.com', 'reef-and-ruins')).statusCode).toBe(429);
    // ...but the owner's browser, which signed in before, is never kept out.
    expect((await signInFrom('192.0.2.51', 'victim@example.com', 'reef-and-ruins', device)).statusCode).toBe(
      200,
    );
    // A device cookie does not help a wrong password.
    expect((await signInFrom('192.0.2.51', 'victim@example.com', 'not-it-at-all', device)).statusCode).toBe(
      401,
    );
  });

  const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
    [res.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((line) => line.startsWith(`${name}=`))
      ?.split(';')[0]
      ?.slice(name.length + 1);

  /** An attacker spreads 30 wrong passwords over 30 addresses: the account is slowed for new devices. */
  async function slowDownAccount(email: string) {
    for (let i = 0; i < 30; i++) await signInFrom(`203.0.113.${150 + i}`, email, `guess-${i}-wrong`);
    expect((await signInFrom('192.0.2.60', email, 'reef-and-ruins')).statusCode).toBe(429);
  }

  it('a finished password reset lifts the slowing: the owner signs in at once on a new device', async () => {
    await call('POST', '/api/auth/signup', tourist('reset-owner@example.com'));
    await slowDownAccount('reset-owner@example.com');
    await call('POST', '/api/auth/forgot-password', { email: 'reset-owner@example.com' });
    await t.app.deliverOutbox();
    const token = smtp.lastTo('reset-owner@example.com')?.text?.match(/reset-password\?token=([\w-]+)/)?.[1];
    const reset = await call('POST', '/api/auth/reset-password', { token, password: 'mangroves-at-dawn' });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signInFrom('192.0.2.61', 'reset-owner@example.com', 'mangroves-at-dawn');
    expect(signedIn.statusCode).toBe(200);
    expect(cookieOf(signedIn, 'bp_device')).toBeTruthy();
  });

  it('an emailed one-time sign-in link signs the owner in on a new device and lifts the slowing', async () => {
    await call('POST', '/api/auth/signup', tourist('link-owner@example.com'));
    await slowDownAccount('link-owner@example.com');

    const asked = await call('POST', '/api/auth/sign-in-link', { email: 'link-owner@example.com' });
    expect(asked.statusCode).toBe(202);
    // An unknown address gets the same answer.
    const unknown = await call('POST', '/api/auth/sign-in-link', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(asked.json());
    await t.app.deliverOutbox();
    const mail = smtp.lastTo('link-owner@example.com');
    expect(mail?.subject).toBe('Your BelizePass sign-in link');
    expect(mail?.text).toContain('https://belizepass.test/sign-in-link/use?token=');
    expect(mail?.text).toContain('within 15 minutes');
    const token = mail?.text?.match(/sign-in-link\/use\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    // Only its hash is stored.
    const { signInTokens } = await import('../../db/schema/index.ts');
    const stored = await t.db.select().from(signInTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const useLink = (linkToken: string | undefined, ip = '192.0.2.70', device?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/session/link',
        remoteAddress: ip,
        headers: {
          'sec-fetch-site': 'same-origin',
          ...(device ? { cookie: `bp_device=${device}` } : {}),
        },
        payload: { token: linkToken },
      });
    const used = await useLink(token);
    expect(used.statusCode).toBe(200);
    expect(used.json().user.email).toBe('link-owner@example.com');
    expect(cookieOf(used, 'bp_session')).toBeTruthy();
    const device = cookieOf(used, 'bp_device');
    expect(device).toBeTruthy();
    // Single use.
    const again = await useLink(token, '192.0.2.71');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_SIGN_IN_LINK',
      details: [{ field: 'token', message: expect.stringMatching(/invalid, has expired or has been used/) }],
    });
    // The slowing is lifted: the password works from another new device at once...
    expect((await signInFrom('192.0.2.72', 'link-owner@example.com', 'reef-and-ruins')).statusCode).toBe(200);
    // ...and the browser that used the link is known from now on, however many guesses follow.
    await slowDownAccount('link-owner@example.com');
    expect(
      (await signInFrom('192.0.2.73', 'link-owner@example.com', 'reef-and-ruins', device)).statusCode,
    ).toBe(200);
  });

  it('a sign-in link expires after 15 minutes, only the newest works, and at most 3 are sent per 15 minutes', async () => {
    await call('POST', '/api/auth/signup', tourist('link-limits@example.com'));
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect(
        (await call('POST', '/api/auth/sign-in-link', { email: 'link-limits@example.com' })).statusCode,
      ).toBe(202);
      await t.app.deliverOutbox();
    }
    for (const message of smtp.messages) {
      if (JSON.stringify(message.to).includes('link-limits@example.com') && message.text) {
        const found = message.text.match(/sign-in-link\/use\?token=([\w-]+)/)?.[1];
        if (found) tokens.push(found);
      }
    }
    expect(tokens).toHaveLength(3);
    const useLink = (linkToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/session/link',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { token: linkToken },
      });
    expect((await useLink(tokens[0]!)).statusCode).toBe(400);
    const { signInTokens } = await import('../../db/schema/index.ts');
    const { sql } = await import('drizzle-orm');
    await t.db.update(signInTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await useLink(tokens[2]!)).statusCode).toBe(400);
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
