import { useEffect } from 'react';
import { useSession } from '~/features/auth/session';
import { TICKET_CACHE } from './offline-protocol';

/**
 * The installable app's part in every page: once the page has hydrated and the browser is idle, it
 * registers the service worker (apps/web/service-worker/sw.ts), so nothing of it is on the first
 * load's critical path. When the page knows nobody is signed in, the tickets kept on this browser are
 * deleted (sign-out, an ended session, a deleted account): a signed-out browser keeps nothing private.
 */
export function OfflineSupport() {
  const { user, ready } = useSession();
  const signedOut = ready && !user;

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () => {
      void import('./service-worker-client').then((client) => client.startServiceWorker());
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1_000);
    return () => clearTimeout(id);
  }, []);

  useEffect(() => {
    if (signedOut && 'caches' in window) void caches.delete(TICKET_CACHE).catch(() => undefined);
  }, [signedOut]);

  return null;
}
