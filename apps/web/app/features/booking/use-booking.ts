import type { Booking } from '@belizepass/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthClientError } from '~/features/auth/auth-client';
import { readToken } from '~/features/auth/storage';
import { fetchBooking, isBookingId, readBookingKey, storeBookingKey } from './booking-api';

export type BookingState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; booking: Booking; bookingKey: string | null };

/**
 * Loads one booking in the browser (tokens and booking keys live in local storage). A `?key=` from
 * an emailed link is kept for this booking and then dropped from the address bar.
 */
export function useBooking(id: string | undefined) {
  const [state, setState] = useState<BookingState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const navigate = useNavigate();
  const urlKey = new URLSearchParams(location.search).get('key');

  useEffect(() => {
    if (attempt > 0) setState({ kind: 'loading' });
    if (!isBookingId(id)) {
      setState({ kind: 'not-found' });
      return;
    }
    if (urlKey) {
      storeBookingKey(id, urlKey);
      const rest = new URLSearchParams(location.search);
      rest.delete('key');
      const search = rest.size ? `?${rest.toString()}` : '';
      navigate(`${location.pathname}${search}${location.hash}`, { replace: true, preventScrollReset: true });
      return;
    }
    const bookingKey = readBookingKey(id);
    if (!bookingKey && !readToken()) {
      setState({ kind: 'not-found' });
      return;
    }
    const controller = new AbortController();
    fetchBooking(id, bookingKey, controller.signal)
      .then((booking) => setState({ kind: 'ready', booking, bookingKey }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof AuthClientError && [400, 401, 403, 404].includes(error.status)) {
          setState({ kind: 'not-found' });
        } else {
          setState({
            kind: 'failed',
            message: error instanceof Error ? error.message : 'We could not load this booking.',
          });
        }
      });
    return () => controller.abort();
  }, [id, urlKey, attempt, location.pathname, location.search, location.hash, navigate]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (booking: Booking) => setState((s) => (s.kind === 'ready' ? { ...s, booking } : s)),
    [],
  );
  return { state, retry, replace };
}
