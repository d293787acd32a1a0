import { AUTH_MESSAGES } from '@belizepass/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiTransport, createApiClient, fieldErrorsOf, messageOf } from './api-client';
import { json } from './test-fixtures';

/** A transport that answers from a script of responses and records each request. */
function scripted(...answers: (Response | Error | ((init: RequestInit) => Promise<Response>))[]) {
  const calls: { path: string; init: RequestInit }[] = [];
  const transport: ApiTransport = async (path, init) => {
    calls.push({ path, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${path}`);
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next(init);
    return next;
  };
  return { transport, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the API client', () => {
  it('sends JSON and reads JSON, with the query string built from defined values', async () => {
    const { transport, calls } = scripted(json(200, { ok: true }));
    const api = createApiClient(transport);
    await expect(
      api.post('/api/things', { name: 'Reef' }, { query: { page: 2, q: '', empty: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0]?.path).toBe('/api/things?page=2');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Reef"}');
    expect((calls[0]?.init.headers ?? {}) as Record<string, string>).toMatchObject({
      'content-type': 'application/json',
    });
  });

  it("turns the API's error envelope into an ApiError with its code and field issues", async () => {
    const { transport } = scripted(
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the form',
          details: [{ field: 'email', message: 'Email is invalid' }],
        },
      }),
    );
    const error = await createApiClient(transport)
      .post('/api/auth/signup', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Please check the form' });
    expect(fieldErrorsOf(error)).toEqual({ email: ['Email is invalid'] });
    expect(messageOf(error, 'fallback')).toBe('Please check the form');
  });

  it('renews an expired session once and retries the request', async () => {
    const { transport, calls } = scripted(
      json(401, { error: { code: 'TOKEN_EXPIRED', message: 'Your session has expired.' } }),
      json(200, { user: { id: 'u1' } }),
    );
    const renewSession = vi.fn(async () => true);
    const api = createApiClient(transport, { renewSession });
    await expect(api.get('/api/auth/user')).resolves.toEqual({ user: { id: 'u1' } });
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('gives up with the 401 when the session cannot be renewed, and never renews other 401s', async () => {
    const renewSession = vi.fn(async () => false);
    const expired = scripted(json(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } }));
    await expect(createApiClient(expired.transport, { renewSession }).get('/api/x')).rejects.toMatchObject({
      status: 401,
      code: 'TOKEN_EXPIRED',
    });
    const wrongPassword = scripted(
      json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }),
    );
    await expect(
      createApiClient(wrongPassword.transport, { renewSession }).post('/api/session', {}),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(renewSession).toHaveBeenCalledTimes(1);
  });

  it('retries a read once after a network failure, but never a write', async () => {
    const read = scripted(new TypeError('fetch failed'), json(200, { tours: [] }));
    await expect(createApiClient(read.transport).get('/api/tours')).resolves.toEqual({ tours: [] });
    expect(read.calls).toHaveLength(2);

    const write = scripted(new TypeError('fetch failed'), json(201, {}));
    const failure = await createApiClient(write.transport)
      .post('/api/bookings', {})
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, code: 'NETWORK', message: AUTH_MESSAGES.networkError });
    expect(write.calls).toHaveLength(1);
    expect(messageOf(failure, 'fallback')).toBe(AUTH_MESSAGES.networkError);
  });

  it('times out after its limit with the spec message', async () => {
    vi.useFakeTimers();
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const { transport } = scripted(hang);
    const pending = createApiClient(transport, { timeoutMs: 5_000 })
      .post('/api/contact', {})
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_001);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', message: AUTH_MESSAGES.timeout });
  });

  it("hands a caller's own cancellation back as it is", async () => {
    const controller = new AbortController();
    const hang = (init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const { transport } = scripted(hang);
    const pending = createApiClient(transport)
      .get('/api/tours', { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('keeps a plain-text answer as the message but never an HTML error page', async () => {
    const text = scripted(new Response('Service paused', { status: 503 }));
    await expect(createApiClient(text.transport).get('/api/x')).rejects.toMatchObject({
      status: 503,
      message: 'Service paused',
    });
    const html = scripted(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(createApiClient(html.transport).get('/api/x')).rejects.toMatchObject({
      message: 'Request failed with status 502',
    });
  });
});
