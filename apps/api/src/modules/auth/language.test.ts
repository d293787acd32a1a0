import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://belizepass.test' } });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers });

const tourist = (email: string) => ({
  email,
  password: 'reef-and-ruins',
  full_name: 'Lucía Pop',
  role: 'tourist',
});

async function signIn(email: string) {
  const res = await call('POST', '/api/auth/login', { email, password: 'reef-and-ruins' });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

describe("the user's language", () => {
  it('is the language of the page signed up on, and is kept when the person chooses another', async () => {
    const signup = await call('POST', '/api/auth/signup', tourist('lucia@example.com'), {
      'accept-language': 'es',
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().message).toMatch(/^Registro exitoso/);
    const auth = await signIn('lucia@example.com');
    expect((await call('GET', '/api/auth/user', undefined, auth)).json().user.locale).toBe('es');

    const changed = await call('PUT', '/api/auth/user/language', { locale: 'en' }, auth);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.locale).toBe('en');
    expect((await call('GET', '/api/auth/user', undefined, auth)).json().user.locale).toBe('en');
  });

  it('is English for a sign-up without a language, and only en or es may be kept', async () => {
    await call('POST', '/api/auth/signup', tourist('ana@example.com'));
    const auth = await signIn('ana@example.com');
    expect((await call('GET', '/api/auth/user', undefined, auth)).json().user.locale).toBe('en');
    const refused = await call('PUT', '/api/auth/user/language', { locale: 'fr' }, auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { field: 'locale', message: 'Choose English (en) or Spanish (es)' },
    ]);
  });

  it('can only be kept by a signed-in person', async () => {
    const res = await call('PUT', '/api/auth/user/language', { locale: 'es' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to continue.');
  });
});

describe('answers in the language of the request', () => {
  const badSignup = { email: 'not-an-email', password: 'reef-and-ruins', full_name: '', role: 'tourist' };

  it('writes the message and the field messages of a 400 in Spanish when asked in Spanish', async () => {
    const res = await call('POST', '/api/auth/signup', badSignup, {
      'accept-language': 'es-419,es;q=0.9,en;q=0.8',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toContainEqual({ field: 'email', message: 'El correo electrónico no es válido' });
    expect(error.details).toContainEqual({
      field: 'full_name',
      message: 'El nombre completo es obligatorio',
    });
    expect(error.message).toBe("campo 'email' no válido: El correo electrónico no es válido");
  });

  it('writes them in English when no language, or one we do not write, is asked for', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-CA, de;q=0.5' }] as Record<string, string>[]) {
      const res = await call('POST', '/api/auth/signup', badSignup, headers);
      const { error } = res.json();
      expect(error.details).toContainEqual({ field: 'email', message: 'Email is invalid' });
      expect(error.details).toContainEqual({ field: 'full_name', message: 'Full name is required' });
      expect(error.message).toBe("Invalid field 'email': Email is invalid");
    }
  });

  it("writes the API's own errors and zod's generic messages in Spanish", async () => {
    const es = { 'accept-language': 'es' };
    const unauthenticated = await call('GET', '/api/auth/user', undefined, es);
    expect(unauthenticated.json().error.message).toBe('Inicia sesión para continuar.');
    const wrongType = await call('POST', '/api/auth/login', { email: 'ana@example.com', password: 42 }, es);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.details[0].field).toBe('password');
    expect(wrongType.json().error.details[0].message).toBe('La contraseña es obligatoria');
    const wrongLogin = await call(
      'POST',
      '/api/auth/login',
      { email: 'ana@example.com', password: 'nope-nope-nope' },
      es,
    );
    expect(wrongLogin.json().error.message).toBe('Correo electrónico o contraseña no válidos');
  });
});
