import type { DealImageUpload } from '@belizepass/domain';
import { AuthClientError, endSession, normaliseFailure, refreshTokens } from '~/features/auth/auth-client';
import { readToken } from '~/features/auth/storage';

/** Uploads may take a while on a slow connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

async function send(path: string, form: FormData, token: string): Promise<unknown> {
  let response: Response;
  let data: unknown = null;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      credentials: 'same-origin',
    });
    const text = await response.text();
    if (text) {
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        data = text;
      }
    }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw normaliseFailure(error, undefined, timedOut ? 'timeout' : 'network');
  }
  if (!response.ok) {
    throw normaliseFailure(new Error(`Request failed with status code ${response.status}`), {
      status: response.status,
      data,
    });
  }
  return data;
}

/**
 * A signed-in multipart POST (file uploads): the bearer token from storage, one refresh and retry
 * on a 401, failures normalised like the authentication client's.
 */
export async function authUpload<T>(path: string, fields: Record<string, string | Blob>): Promise<T> {
  const build = () => {
    const form = new FormData();
    // Text fields first: a streaming multipart reader sees them before the file.
    const entries = Object.entries(fields);
    for (const [name, value] of entries) if (typeof value === 'string') form.append(name, value);
    for (const [name, value] of entries) if (typeof value !== 'string') form.append(name, value);
    return form;
  };
  const token = readToken();
  if (!token) throw new AuthClientError({ status: 401, message: 'Please sign in to continue.' });
  try {
    return (await send(path, build(), token)) as T;
  } catch (error) {
    if (!(error instanceof AuthClientError) || error.status !== 401) throw error;
    const next = await refreshTokens();
    if (!next) {
      endSession();
      throw error;
    }
    return (await send(path, build(), next)) as T;
  }
}

/** Stores a deal image; its `url` goes in the deal form's `imageUrl`. */
export function uploadDealImage(file: File) {
  return authUpload<DealImageUpload>('/api/merchant/upload/deal-image', { image: file });
}
