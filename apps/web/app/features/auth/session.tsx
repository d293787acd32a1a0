import {
  AUTH_MESSAGES,
  type LoginResponse,
  type SessionUser,
  type SignupPayload,
  type UserRole,
} from '@belizepass/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FullPageSpinner } from '~/components/ui/spinner';
import {
  AuthClientError,
  authFetch,
  authRequest,
  endSession,
  parseSessionUser,
  subscribeToSession,
} from './auth-client';
import { isAuthPage } from './redirects';
import { clearStoredTokens, readRefreshToken, readToken, storeTokens, TOKEN_KEY } from './storage';

export type { SessionUser } from '@belizepass/domain';
export { REFRESH_TOKEN_KEY, TOKEN_KEY } from './storage';

export interface SignupResult {
  user: SessionUser;
  message: string;
}

interface SessionState {
  user: SessionUser | null;
  /** True while a stored token is being checked with the server. */
  loading: boolean;
  /**
   * True once the browser knows whether someone is signed in. Always false during the server
   * render, which has no session: access rules wait for it.
   */
  ready: boolean;
  /** True between Logout and the next page: access rules then leave the move to the caller. */
  signingOut: boolean;
  /**
   * Signs in and keeps the session (tokens in local storage). With `onlyRole`, an account of
   * another role is not kept: its session is ended on the server and a 403 failure is thrown.
   */
  login: (email: string, password: string, options?: { onlyRole?: UserRole }) => Promise<SessionUser>;
  /** Creates an account; registration does not sign in (spec section 4). */
  register: (payload: SignupPayload) => Promise<SignupResult>;
  /** Ends the session on the server (best effort) and forgets it in this browser. */
  logout: () => Promise<void>;
  /** Reads the signed-in user again from the server. */
  refreshUser: () => Promise<SessionUser | null>;
  /** Replaces the signed-in user, e.g. with the answer of a profile change. */
  setUser: (user: SessionUser) => void;
  /** Deletes the signed-in account; resolves to the server's message. The caller then logs out. */
  deleteAccount: () => Promise<string>;
  /** The last page visited before a sign-in page, to return to after signing in. */
  previousPage: () => string | null;
}

const notAvailable = async (): Promise<never> => {
  throw new AuthClientError({ message: AUTH_MESSAGES.unexpected });
};

const SessionContext = createContext<SessionState>({
  user: null,
  loading: false,
  ready: false,
  signingOut: false,
  login: notAvailable,
  register: notAvailable,
  logout: async () => {},
  refreshUser: async () => null,
  setUser: () => {},
  deleteAccount: notAvailable,
  previousPage: () => null,
});

/** Ends a session on the server; failures change nothing for the visitor. */
async function revokeOnServer(refreshToken: string | null) {
  if (!refreshToken) return;
  try {
    await authRequest<null>('/api/auth/logout', { method: 'POST', body: { refreshToken } });
  } catch {
    // The local session is already gone.
  }
}

/**
 * Holds the signed-in user. The server render (and a browser without JavaScript) always shows the
 * signed-out page; after hydration a stored token is checked with `GET /api/auth/user` (renewing an
 * expired access token once), and only then is a full-page spinner shown.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(false);
  const [ready, setReady] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const lastPage = useRef<string | null>(null);

  // Where the visitor is, for "back to the page they came from" after signing in.
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (signingOut) setSigningOut(false);
  }
  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    if (!isAuthPage(path)) lastPage.current = path;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const unmounted = new AbortController();
    const token = readToken();
    if (!token) {
      setReady(true);
      return;
    }
    setLoading(true);
    authFetch<{ user?: unknown }>('/api/auth/user', { signal: unmounted.signal })
      .then((body) => {
        const current = parseSessionUser(body.user);
        if (!current) throw new Error('Session check returned no user');
        if (!unmounted.signal.aborted) setUserState(current);
      })
      .catch(() => {
        if (unmounted.signal.aborted) return;
        // Spec section 4: on failure both stored tokens are removed and the visitor stays signed out.
        clearStoredTokens();
        setUserState(null);
      })
      .finally(() => {
        if (unmounted.signal.aborted) return;
        setLoading(false);
        setReady(true);
      });
    return () => unmounted.abort();
  }, []);

  // Renewed tokens bring a fresh user; a session that cannot be renewed signs the visitor out.
  useEffect(
    () =>
      subscribeToSession((event) => {
        if (event.type === 'ended') setUserState(null);
        else setUserState(event.user);
      }),
    [],
  );

  // Signing out in another tab signs out here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === TOKEN_KEY && !event.newValue) || event.key === null) setUserState(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback<SessionState['login']>(async (email, password, options) => {
    const session = await authRequest<LoginResponse>('/api/auth/login', {
      method: 'POST',
      body: { email, password },
    });
    const signedIn = parseSessionUser(session.user);
    if (!signedIn || !session.token || !session.refreshToken) {
      throw new AuthClientError({ message: AUTH_MESSAGES.unexpected, data: session });
    }
    if (options?.onlyRole && signedIn.role !== options.onlyRole) {
      await revokeOnServer(session.refreshToken);
      throw new AuthClientError({
        status: 403,
        message:
          options.onlyRole === 'merchant_admin' ? AUTH_MESSAGES.merchantLoginOnly : AUTH_MESSAGES.unexpected,
      });
    }
    storeTokens(session.token, session.refreshToken);
    setSigningOut(false);
    setUserState(signedIn);
    return signedIn;
  }, []);

  const register = useCallback<SessionState['register']>(
    (payload) => authRequest<SignupResult>('/api/auth/signup', { method: 'POST', body: payload }),
    [],
  );

  const logout = useCallback(async () => {
    const refreshToken = readRefreshToken();
    setSigningOut(true);
    endSession();
    setUserState(null);
    await revokeOnServer(refreshToken);
  }, []);

  const refreshUser = useCallback(async () => {
    const body = await authFetch<{ user?: unknown }>('/api/auth/user');
    const current = parseSessionUser(body.user);
    if (current) setUserState(current);
    return current;
  }, []);

  const setUser = useCallback((next: SessionUser) => setUserState(next), []);

  const deleteAccount = useCallback(async () => {
    if (!readToken()) {
      throw new AuthClientError({ status: 401, message: AUTH_MESSAGES.mustBeLoggedInToDelete });
    }
    const body = await authFetch<{ message?: string } | null>('/api/auth/account', { method: 'DELETE' });
    return body?.message ?? 'Your account has been deleted';
  }, []);

  const previousPage = useCallback(() => lastPage.current, []);

  const value = useMemo(
    () => ({
      user,
      loading,
      ready,
      signingOut,
      login,
      register,
      logout,
      refreshUser,
      setUser,
      deleteAccount,
      previousPage,
    }),
    [
      user,
      loading,
      ready,
      signingOut,
      login,
      register,
      logout,
      refreshUser,
      setUser,
      deleteAccount,
      previousPage,
    ],
  );

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
