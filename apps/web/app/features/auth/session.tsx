import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { FullPageSpinner } from '~/components/ui/spinner';

export interface SessionUser {
  id: string;
  email: string;
  full_name: string;
  role: 'tourist' | 'merchant_admin' | 'platform_admin';
}

interface SessionState {
  user: SessionUser | null;
  /** True while a stored token is being checked with the server. */
  loading: boolean;
  /** Ends the session on the server (best effort) and forgets it in this browser. */
  logout: () => Promise<void>;
}

/** Local storage keys of the session (spec section 3, "Session"). */
export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** The authentication client gives up after 10 seconds (spec section 9). */
const AUTH_TIMEOUT_MS = 10_000;

const SessionContext = createContext<SessionState>({
  user: null,
  loading: false,
  logout: async () => {},
});

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function clearStoredTokens() {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked by the browser); nothing to clear then.
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'tourist' || user.role === 'merchant_admin' || user.role === 'platform_admin')
  );
}

/** `fetch` that is aborted after the authentication client's timeout (or by `outer`). */
function fetchWithTimeout(url: string, init: RequestInit, outer?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), AUTH_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort);
  return fetch(url, { ...init, signal: controller.signal }).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  });
}

/**
 * Holds the signed-in user. The server render (and a browser without JavaScript) always shows the
 * signed-out page; after hydration a stored token is checked with `GET /api/auth/user`, and only
 * then is a full-page spinner shown.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const token = readStorage(TOKEN_KEY);
    if (!token) return;
    const unmounted = new AbortController();
    setLoading(true);
    fetchWithTimeout(
      '/api/auth/user',
      { headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
      unmounted.signal,
    )
      .then(async (response) => {
        if (!response.ok) throw new Error(`Session check failed with status ${response.status}`);
        const body = (await response.json()) as { user?: unknown };
        if (!isSessionUser(body.user)) throw new Error('Session check returned no user');
        if (!unmounted.signal.aborted) setUser(body.user);
      })
      .catch(() => {
        if (unmounted.signal.aborted) return;
        clearStoredTokens();
        setUser(null);
      })
      .finally(() => {
        if (!unmounted.signal.aborted) setLoading(false);
      });
    return () => unmounted.abort();
  }, []);

  // Signing out in another tab signs out here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY && !event.newValue) setUser(null);
      if (event.key === null) setUser(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const logout = useCallback(async () => {
    const token = readStorage(TOKEN_KEY);
    const refreshToken = readStorage(REFRESH_TOKEN_KEY);
    clearStoredTokens();
    setUser(null);
    try {
      await fetchWithTimeout('/api/auth/logout', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ refreshToken }),
      });
    } catch {
      // The local session is already gone; a failed server call changes nothing for the visitor.
    }
  }, []);

  const value = useMemo(() => ({ user, loading, logout }), [user, loading, logout]);

  return (
    <SessionContext.Provider value={value}>
      {children}
      {loading && <FullPageSpinner label="Loading your session" />}
    </SessionContext.Provider>
  );
}

export function useSession() {
  return useContext(SessionContext);
}
