import type { FieldIssue } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { AppLoadContext } from 'react-router';
import { display } from './display';

/**
 * The one way the web app calls the BelizePass API (docs/decisions/016-web-data-flow.md).
 *
 * - On the server, loaders and actions use `serverApi(context)`: the API is called inside the same
 *   process with the visitor's session cookies (apps/api/src/plugins/web.ts).
 * - In the browser, the few live calls that remain (polling, camera check-in, uploads with
 *   progress) use `browserApi`: same-origin requests that carry the HttpOnly session cookies.
 *
 * Both share one policy: JSON in and out, a 10 s timeout, one renewal of an expired session then one
 * retry, one retry of a read after a network failure, and every failure as an `ApiError`.
 * This module is the only place in the web app that calls `fetch` (and XMLHttpRequest, for upload
 * progress).
 */

/** Sends one request; `fetch` in the browser, the in-process API on the server. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** Requests give up after 10 seconds (spec sections 7 and 9). */
export const API_TIMEOUT_MS = 10_000;

/** A failed API call: the HTTP status (0 when there was no response), the API's code, message and field issues. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldIssue[];

  constructor(init: { status: number; code: string; message: string; details?: FieldIssue[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
  }

  /** True when the server answered (as opposed to a network failure or a timeout). */
  get fromServer(): boolean {
    return this.status > 0;
  }
}

/** The server's own message for a failure, or `fallback` when it gave none (spec section 8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && (error.fromServer || error.code !== 'UNEXPECTED')) {
    return error.message;
  }
  return fallback;
}

/** The API's field issues as Conform-style errors: `{ field: [message] }`. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.details) {
    const field = issue.field || '';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The raw response of a download (a CSV or PDF), after the same error handling. */
  download(path: string, options?: RequestOptions): Promise<Response>;
}

/** Builds `?a=1&b=2` from defined, non-empty values. */
export function toQueryString(values: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function issuesOf(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const issue = record(item);
    const message = text(issue?.message);
    return message ? [{ field: typeof issue?.field === 'string' ? issue.field : '', message }] : [];
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const raw = await response.text();
  if (!raw) return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

/** The API's error envelope `{ error: { code, message, details } }` (or any text) as an ApiError. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const envelope = record(record(body)?.error);
  const plain = typeof body === 'string' && !body.startsWith('<') ? text(body)?.slice(0, 300) : undefined;
  return new ApiError({
    status,
    code: text(envelope?.code) ?? 'HTTP_ERROR',
    message:
      text(envelope?.message) ?? text(record(body)?.message) ?? plain ?? m.site_request_failed({ status }),
    details: issuesOf(envelope?.details),
  });
}

const networkError = () => new ApiError({ status: 0, code: 'NETWORK', message: m.errors_network() });
const timeoutError = () => new ApiError({ status: 0, code: 'TIMEOUT', message: m.errors_timeout() });

/** Codes of a 401 that a renewed session may cure. */
const RENEWABLE = new Set(['TOKEN_EXPIRED', 'UNAUTHENTICATED']);

interface ClientPolicy {
  /** Renews the session once; resolves true when it was renewed. */
  renewSession?: () => Promise<boolean>;
  timeoutMs?: number;
}

/** An API client over a transport, with the one timeout, renewal and retry policy. */
export function createApiClient(transport: ApiTransport, policy: ClientPolicy = {}): ApiClient {
  const timeoutMs = policy.timeoutMs ?? API_TIMEOUT_MS;

  async function send(method: string, path: string, body: unknown, options: RequestOptions = {}) {
    const url = `${path}${options.query ? toQueryString(options.query) : ''}`;
    // The API answers in the page's language (its messages and field errors).
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': display().locale,
      ...options.headers,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };

    const attempt = async (): Promise<Response> => {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const onAbort = () => controller.abort();
      options.signal?.addEventListener('abort', onAbort);
      try {
        return await transport(url, { ...init, signal: controller.signal });
      } catch (error) {
        // A caller that cancels (a page that unmounts, a navigation) gets its abort back.
        if (options.signal?.aborted) throw error;
        throw timedOut ? timeoutError() : networkError();
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
      }
    };

    let response: Response;
    try {
      response = await attempt();
    } catch (error) {
      // A read is retried once after a network failure; a write never is (it may have happened).
      if (!(error instanceof ApiError) || error.code !== 'NETWORK' || method !== 'GET') throw error;
      response = await attempt();
    }
    if (response.status === 401 && policy.renewSession) {
      const failure = errorFromBody(401, await readBody(response.clone()));
      if (RENEWABLE.has(failure.code) && (await policy.renewSession())) response = await attempt();
    }
    if (!response.ok) throw errorFromBody(response.status, await readBody(response));
    return response;
  }

  const json = async <T>(method: string, path: string, body: unknown, options?: RequestOptions) =>
    (await readBody(await send(method, path, body, options))) as T;

  return {
    get: (path, options) => json('GET', path, undefined, options),
    post: (path, body, options) => json('POST', path, body, options),
    put: (path, body, options) => json('PUT', path, body, options),
    patch: (path, body, options) => json('PATCH', path, body, options),
    delete: (path, options) => json('DELETE', path, undefined, options),
    download: (path, options) => send('GET', path, undefined, options),
  };
}

/**
 * Renews a session at most once at a time: refresh tokens are single-use, so two concurrent
 * renewals would end the session.
 */
function singleFlight(renew: () => Promise<boolean>): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  return () => {
    running ??= renew()
      .catch(() => false)
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** The API client of a loader or action: in-process, with the visitor's session. */
export function serverApi(context: Pick<AppLoadContext, 'apiFetch'>): ApiClient {
  const transport = context.apiFetch;
  return createApiClient(transport, {
    renewSession: singleFlight(async () => (await transport('/api/session/refresh', { method: 'POST' })).ok),
  });
}

const browserTransport: ApiTransport = (path, init) => fetch(path, { ...init, credentials: 'same-origin' });

/** The API client of the browser, for the live calls that stay on the client. */
export const browserApi: ApiClient = createApiClient(browserTransport, {
  renewSession: singleFlight(
    async () => (await browserTransport('/api/session/refresh', { method: 'POST' })).ok,
  ),
});

/**
 * Uploads a form (images) from the browser with progress, which `fetch` cannot report. Same
 * session, timeout-free (large photos on a slow connection), errors as ApiError.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', display().locale);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // Not JSON: kept as text for the error message.
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(errorFromBody(request.status, body));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
