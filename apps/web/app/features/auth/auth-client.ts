import {
  AUTH_MESSAGES,
  type FieldIssue,
  type LoginResponse,
  MERCHANT_STATUSES,
  type SessionUser,
  USER_ROLES,
} from '@belizepass/domain';
import { clearStoredTokens, readRefreshToken, readToken, storeTokens } from './storage';

/** The authentication client gives up after 10 seconds (spec sections 7 and 9). */
export const AUTH_TIMEOUT_MS = 10_000;

/**
 * A failed call of the authentication client (spec section 8): the HTTP status (500 when there was
 * no response), a message for people, the response body and the original error.
 */
export class AuthClientError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly error: unknown;
  /** The API's error code (e.g. TOKEN_EXPIRED), when the response carried one. */
  readonly code: string | undefined;
  /** Per-field problems listed by the API in `error.details`. */
  readonly details: FieldIssue[];

  constructor(init: { status?: number; message: string; data?: unknown; error?: unknown }) {
    super(init.message);
    this.name = 'AuthClientError';
    this.status = init.status ?? 500;
    this.data = init.data ?? null;
    this.error = init.error;
    this.code = errorCode(init.data);
    this.details = fieldIssues(init.data);
  }

  /** True when the server itself explained the failure (as opposed to a network problem). */
  get fromServer(): boolean {
    return messageFromBody(this.data) !== undefined;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function errorCode(data: unknown): string | undefined {
  return nonEmpty(record(record(data)?.error)?.code);
}

function fieldIssues(data: unknown): FieldIssue[] {
  const details = record(record(data)?.error)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((item) => {
    const issue = record(item);
    const field = typeof issue?.field === 'string' ? issue.field : '';
    const message = nonEmpty(issue?.message);
    return message ? [{ field, message }] : [];
  });
}

/**
 * The message a response body gives, in the spec's order: its `error` field (a text, or our API's
 * `{ code, message }` object), then its `message` field, then a plain-text body.
 */
function messageFromBody(data: unknown): string | undefined {
  const body = record(data);
  if (body) {
    const error = body.error;
    return nonEmpty(error) ?? nonEmpty(record(error)?.message) ?? nonEmpty(body.message);
  }
  const text = nonEmpty(data);
  // An HTML error page from a proxy is not a message to show.
  if (text && !text.startsWith('<')) return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  return undefined;
}

type FailureKind = 'network' | 'timeout' | 'http';

/** The server's own message for a failed request, or `fallback` when it gave none (spec section 8). */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof AuthClientError && error.message && error.message !== AUTH_MESSAGES.unexpected) {
    return error.message;
  }
  return fallback;
}

/** Builds the normalised failure of spec section 8. */
export function normaliseFailure(
  error: unknown,
  response?: { status: number; data: unknown },
  kind: FailureKind = 'http',
): AuthClientError {
  const ownMessage = error instanceof Error ? nonEmpty(error.message) : nonEmpty(error);
  const message =
    messageFromBody(response?.data) ??
    (kind === 'network' ? AUTH_MESSAGES.networkError : undefined) ??
    (kind === 'timeout' ? AUTH_MESSAGES.timeout : undefined) ??
    ownMessage ??
    AUTH_MESSAGES.unexpected;
  return new AuthClientError({ status: response?.status, message, data: response?.data, error });
}

export interface AuthRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Bearer token to send. */
  token?: string | null;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * One call to the API with the authentication client's rules: JSON in and out, a 10 s timeout and
 * failures normalised to an AuthClientError.
 */
export async function authRequest<T>(path: string, options: AuthRequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, AUTH_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  try {
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      data = await readBody(response);
    } catch (error) {
      if (timedOut) throw normaliseFailure(error, undefined, 'timeout');
      // A caller that cancels (e.g. a page that unmounts) gets the plain abort back.
      if (options.signal?.aborted) throw error;
      throw normaliseFailure(error, undefined, 'network');
    }
    if (!response.ok) {
      throw normaliseFailure(new Error(`Request failed with status code ${response.status}`), {
        status: response.status,
        data,
      });
    }
    return data as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

// ---------------------------------------------------------------------------------------------
// The signed-in session: authenticated calls, one refresh on an expired token, session end.

export type SessionEvent = { type: 'ended' } | { type: 'refreshed'; user: SessionUser };
const listeners = new Set<(event: SessionEvent) => void>();

/** Lets the session provider follow refreshes and a session that ends during a call. */
export function subscribeToSession(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: SessionEvent) {
  for (const listener of listeners) listener(event);
}

/** Forgets the stored tokens and tells the session provider the visitor is signed out. */
export function endSession() {
  clearStoredTokens();
  emit({ type: 'ended' });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.includes(value as T);

/**
 * The user of an answer of the API, which validates it against `sessionUserSchema` before sending.
 * Checked by hand here so that every page does not have to load the validation library.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.email !== 'string') return null;
  if (typeof value.full_name !== 'string' || !isOneOf(USER_ROLES, value.role)) return null;
  const { merchant } = value;
  if (merchant !== null && !(isRecord(merchant) && isOneOf(MERCHANT_STATUSES, merchant.status))) return null;
  return value as SessionUser;
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the stored refresh token for new tokens, at most once at a time: refresh tokens are
 * single-use, so two concurrent refreshes would end the session. Resolves to the new access token,
 * or null when the session cannot be renewed (it is then ended).
 */
export function refreshTokens(): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = readRefreshToken();
    if (!refreshToken) return null;
    try {
      const renewed = await authRequest<LoginResponse>('/api/auth/refresh', {
        method: 'POST',
        body: { refreshToken },
      });
      storeTokens(renewed.token, renewed.refreshToken);
      const user = parseSessionUser(renewed.user);
      if (user) emit({ type: 'refreshed', user });
      return renewed.token;
    } catch (error) {
      // Another tab may have renewed the session meanwhile; its tokens are in storage.
      const stored = readRefreshToken();
      if (stored && stored !== refreshToken) return readToken();
      // A network failure or a server error says nothing about the session: keep it for a retry.
      if (!(error instanceof AuthClientError) || error.status >= 500) throw error;
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * An authenticated call: sends `Authorization: Bearer {token}` from storage. On a 401 (expired
 * token, or any 401 while a refresh token is stored) it refreshes once and retries once; when the
 * session cannot be renewed it is ended and the 401 is thrown.
 */
export async function authFetch<T>(
  path: string,
  options: Omit<AuthRequestOptions, 'token'> = {},
): Promise<T> {
  const token = readToken();
  if (!token) {
    throw new AuthClientError({ status: 401, message: 'Please sign in to continue.' });
  }
  try {
    return await authRequest<T>(path, { ...options, token });
  } catch (error) {
    if (!(error instanceof AuthClientError) || error.status !== 401) throw error;
    const canRenew = error.code === 'TOKEN_EXPIRED' || readRefreshToken() !== null;
    // Another tab may already hold newer tokens.
    const current = readToken();
    const next = current && current !== token ? current : canRenew ? await refreshTokens() : null;
    if (!next) {
      endSession();
      throw error;
    }
    return authRequest<T>(path, { ...options, token: next });
  }
}
