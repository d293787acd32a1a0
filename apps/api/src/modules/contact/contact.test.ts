import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtp } from '../../test/test-smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@belizepass.test' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/newsletter', () => {
  it('subscribes an address once and accepts it again without a duplicate', async () => {
    const first = await post('/api/newsletter', { email: '  Reader@Example.com ' });
    expect(first.statusCode).toBe(201);
    const again = await post('/api/newsletter', { email: 'reader@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Email is invalid'],
  ])('rejects %j', async (payload, message) => {
    const res = await post('/api/newsletter', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: 'email', message }]);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes with the link from the welcome email, once, and allows subscribing again', async () => {
    expect((await post('/api/newsletter', { email: 'leaver@example.com' })).statusCode).toBe(201);
    await t.app.deliverOutbox();
    const mail = smtp.lastTo('leaver@example.com');
    expect(mail?.subject).toBe('Welcome to the BelizePass newsletter');
    const token = mail?.text?.match(/newsletter\/unsubscribe\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const res = await post('/api/newsletter/unsubscribe', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You have been unsubscribed.');
    expect((await post('/api/newsletter/unsubscribe', { token })).statusCode).toBe(404);
    expect((await post('/api/newsletter', { email: 'leaver@example.com' })).statusCode).toBe(201);
  });

  it('rejects an unknown token', async () => {
    expect((await post('/api/newsletter/unsubscribe', { token: 'made-up' })).statusCode).toBe(404);
  });
});

describe('POST /api/contact', () => {
  it('stores a message and emails it to the support inbox', async () => {
    const res = await post('/api/contact', {
      name: 'Ana Pop',
      email: 'ana@example.com',
      subject: 'Group booking',
      message: 'We are 12 people arriving in March.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    await t.app.deliverOutbox();
    const mail = smtp.lastTo('support@belizepass.test');
    expect(mail?.subject).toBe('Contact form: Group booking');
    expect(mail?.text).toContain('We are 12 people arriving in March.');
    expect(mail?.text).toContain('Ana Pop <ana@example.com>');
  });

  it('names every missing field', async () => {
    const res = await post('/api/contact', { name: ' ', email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['email', 'message', 'name', 'subject']);
  });
});
