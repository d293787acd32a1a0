import type { ErrorResponse } from '@belizepass/domain';

/**
 * Calls the BelizePass API. On the server, loaders get one from the load context that talks to the
 * API inside the same process; in the browser it is plain `fetch` on the same origin.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Parses a JSON response, turning the API's error envelope (or a network failure) into an ApiError. */
export async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return body as T;
  const envelope = body as Partial<ErrorResponse> | null;
  throw new ApiError(
    response.status,
    envelope?.error?.code ?? 'HTTP_ERROR',
    envelope?.error?.message ?? `Request failed with status ${response.status}`,
    envelope?.error?.details,
  );
}

export async function getJson<T>(apiFetch: ApiFetch, path: string): Promise<T> {
  return readJson<T>(await apiFetch(path, { headers: { accept: 'application/json' } }));
}

/** Builds `?a=1&b=2` from defined, non-empty values. */
export function toQueryString(values: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const browserApiFetch: ApiFetch = (path, init) => fetch(path, init);
