import type { SessionUser } from '@belizepass/domain';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

export type { SessionUser } from '@belizepass/domain';

interface SessionState {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** False only on a page from the page cache until the browser has asked who is signed in. */
  ready: boolean;
}

const SessionContext = createContext<SessionState>({ user: null, ready: false });

/**
 * Who is signed in, for the header and the few components that adapt to it. The session itself is a
 * pair of HttpOnly cookies no script can read (docs/decisions/015-cookie-sessions.md): pages rendered
 * for a visitor get the user from the root loader; pages from the page cache, which are the same for
 * everyone, ask the `/session` resource route once they have loaded.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const fetcher = useFetcher<{ user: SessionUser | null }>({ key: 'session' });
  const known = root?.sessionKnown ?? false;
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (!known && state === 'idle' && data === undefined) void load('/session');
  }, [known, state, data, load]);

  const value = useMemo<SessionState>(
    () =>
      known
        ? { user: root?.user ?? null, ready: true }
        : { user: data?.user ?? null, ready: data !== undefined },
    [known, root?.user, data],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
