import type { SessionUser } from '@belizepass/domain';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { browserApi } from '~/lib/api-client';
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
 * everyone, ask the `/session` resource route once they have loaded, and again whenever the root
 * loader's data is renewed (after a form is sent, as a sign-out is). The question goes through
 * `browserApi`, not a fetcher: a fetcher's every state change re-renders the whole route tree, twice
 * per page on start-up (docs/decisions/012-first-load-javascript.md).
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const known = root?.sessionKnown ?? false;
  const [asked, setAsked] = useState<{ user: SessionUser | null } | undefined>(undefined);
  useEffect(() => {
    if (known || !root) return;
    let current = true;
    browserApi.get<{ user: SessionUser | null }>('/session').then(
      (answer) => current && setAsked(answer),
      // Not known (offline, or the server failed): the header keeps its signed-out links.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [known, root]);

  const value = useMemo<SessionState>(
    () =>
      known
        ? { user: root?.user ?? null, ready: true }
        : { user: asked?.user ?? null, ready: asked !== undefined },
    [known, root?.user, asked],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
