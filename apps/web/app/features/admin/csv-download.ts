import { belizeToday } from '@belizepass/domain';
import { useState } from 'react';
import { AuthClientError, normaliseFailure, refreshTokens } from '~/features/auth/auth-client';
import { readToken } from '~/features/auth/storage';
import { adminPath } from './admin-api';

const EXPORT_TIMEOUT_MS = 60_000;

async function fetchCsv(url: string, token: string | null): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw normaliseFailure(error, undefined, timedOut ? 'timeout' : 'network');
  }
}

/** The file name the server suggests, else `fallback`. */
function fileName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1]?.trim() || fallback;
}

/**
 * Downloads an admin CSV export: fetched with the bearer token (renewed once on a 401), then saved
 * from a blob through an object URL.
 */
export async function downloadCsv(path: string, query: Record<string, string | undefined>, base: string) {
  const url = adminPath(path, query);
  let response = await fetchCsv(url, readToken());
  if (response.status === 401) {
    const renewed = await refreshTokens().catch(() => null);
    if (renewed) response = await fetchCsv(url, renewed);
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // A plain-text body stays as it is.
    }
    throw normaliseFailure(new Error(`Export failed with status ${response.status}`), {
      status: response.status,
      data,
    });
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName(response, `${base}-${belizeToday()}.csv`);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Export state for a button: busy while the file is fetched, and the failure message if any. */
export function useCsvExport(path: string, base: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (query: Record<string, string | undefined>) => {
    setBusy(true);
    setError(null);
    try {
      await downloadCsv(path, query, base);
    } catch (failure) {
      setError(
        failure instanceof AuthClientError
          ? `The export could not be made: ${failure.message}`
          : 'The export could not be made. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clearError: () => setError(null) };
}
