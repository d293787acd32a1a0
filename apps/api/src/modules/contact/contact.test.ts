import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

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

describe('POST /api/contact', () => {
  it('stores a message', async () => {
    const res = await post('/api/contact', {
      name: 'Ana Pop',
      email: 'ana@example.com',
      subject: 'Group booking',
      message: 'We are 12 people arriving in March.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
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
