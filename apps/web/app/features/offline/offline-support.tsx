import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '~/features/auth/session';
import { KEEP_TICKETS_MESSAGE, TICKET_CACHE, TICKET_PATH } from './offline-protocol';

/** The tourist whose tickets this tab has asked the service worker to keep (once per sign-in). */
const KEPT_FOR_KEY = 'belizepass:tickets-kept-for';
const SPANISH = /^\/es(?:\/|$)/;

/**
 * The installable app's part in every page: once the page has hydrated and the browser is idle, it
 * registers the service worker (apps/web/service-worker/sw.ts), so nothing of it is on the first
 * load's critical path. A signed-in tourist's upcoming tickets are all kept as soon as they sign in
 * (once per tab and sign-in) and again on each ticket page (a booking just made): the page asks the
 * worker, which keeps My Bookings and every ticket it names. When the page knows nobody is signed
 * in, the tickets kept on this browser are deleted (sign-out, an ended session, a deleted account):
 * a signed-out browser keeps nothing private.
 */
export function OfflineSupport() {
  const { user, ready } = useSession();
  const { pathname } = useLocation();
  const signedOut = ready && !user;
  const tourist = user?.role === 'tourist' ? user.id : null;
  const path = pathname.replace(/^\/es(?=\/)/, '');
  const ticketPage = TICKET_PATH.test(path) ? pathname : null;
  const prefix = SPANISH.test(pathname) ? '/es' : '';

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
    if (!import.meta.env.PROD || !tourist || !('serviceWorker' in navigator)) return;
    if (!ticketPage && readKeptFor() === tourist) return;
    let current = true;
    void navigator.serviceWorker.ready.then((registration) => {
      if (!current || !registration.active) return;
      registration.active.postMessage({ type: KEEP_TICKETS_MESSAGE, prefix });
      writeKeptFor(tourist);
    });
    return () => {
      current = false;
    };
  }, [tourist, ticketPage, prefix]);

  useEffect(() => {
    if (!signedOut) return;
    writeKeptFor(null);
    if ('caches' in window) void caches.delete(TICKET_CACHE).catch(() => undefined);
  }, [signedOut]);

  return null;
}

function readKeptFor() {
  try {
    return sessionStorage.getItem(KEPT_FOR_KEY);
  } catch {
    return null;
  }
}

function writeKeptFor(userId: string | null) {
  try {
    if (userId) sessionStorage.setItem(KEPT_FOR_KEY, userId);
    else sessionStorage.removeItem(KEPT_FOR_KEY);
  } catch {
    // Storage blocked: the tickets are asked for again on the next page.
  }
}
