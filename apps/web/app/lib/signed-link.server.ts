import type { AppLoadContext } from 'react-router';
import { ApiError, messageOf, serverApi } from '~/lib/api-client';

/** Longer values cannot be a token our emails carry (the API's signed links stay well under it). */
const MAX_TOKEN_LENGTH = 512;

/** The token of an email's signed link, from the address or the page's form; null when it cannot be one. */
export function readLinkToken(value: FormDataEntryValue | string | null): string | null {
  const token = typeof value === 'string' ? value.trim() : '';
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/**
 * Opening a signed link only shows what it would do (mail scanners follow links): `GET path?token=`
 * answers what the link is about, or nothing when the token is missing or not ours.
 */
export async function lookUpLink<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
): Promise<{ token: string; found: T } | { token: null; found: null }> {
  const token = readLinkToken(new URL(request.url).searchParams.get('token'));
  if (!token) return { token: null, found: null };
  try {
    const found = await serverApi(context).get<T>(`${path}?token=${encodeURIComponent(token)}`);
    return { token, found };
  } catch {
    return { token: null, found: null };
  }
}

export type SpentLink<T> =
  | { status: 'done'; value: T }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/** The page's button: `POST path { token }`; a 400 means the link is not (or no longer) valid. */
export async function spendLink<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  failedMessage: string,
): Promise<SpentLink<T>> {
  const token = readLinkToken((await request.formData()).get('token'));
  if (!token) return { status: 'invalid' };
  try {
    return { status: 'done', value: await serverApi(context).post<T>(path, { token }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { status: 'invalid' };
    return { status: 'failed', message: messageOf(error, failedMessage) };
  }
}
