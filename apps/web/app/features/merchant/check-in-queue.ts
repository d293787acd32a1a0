import type { MerchantBooking } from '@belizepass/domain';
import { useEffect, useState } from 'react';
import { readLocal, writeLocal } from '~/features/auth/storage';
import { ApiError, browserApi } from '~/lib/api-client';

/** A check-in to send: the same clientRequestId makes a retry the same check-in. */
export interface CheckInRequest {
  confirmationCode: string;
  clientRequestId: string;
}

/** `POST /api/merchant/check-in` from the browser (the queue runs while the page is open). */
export const sendCheckIn = (request: CheckInRequest) =>
  browserApi.post<MerchantBooking>('/api/merchant/check-in', request);

/** Check-ins confirmed while offline, sent when the connection returns. */
export const CHECK_IN_QUEUE_KEY = 'belizepass.checkInQueue';

export interface QueuedCheckIn extends CheckInRequest {
  queuedAt: string;
}

export interface FlushResult {
  sent: QueuedCheckIn[];
  /** Items the server refused for good (e.g. a cancelled booking), with its message. */
  refused: { item: QueuedCheckIn; message: string }[];
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function isQueued(value: unknown): value is QueuedCheckIn {
  const item = value as Partial<QueuedCheckIn> | null;
  return typeof item?.confirmationCode === 'string' && typeof item.clientRequestId === 'string';
}

export function readQueue(): QueuedCheckIn[] {
  const raw = readLocal(CHECK_IN_QUEUE_KEY);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(items: QueuedCheckIn[]) {
  writeLocal(CHECK_IN_QUEUE_KEY, JSON.stringify(items));
  notify();
}

/** Keeps a check-in to send later; a second one for the same code replaces nothing. */
export function enqueueCheckIn(request: CheckInRequest): number {
  const items = readQueue();
  if (!items.some((i) => i.confirmationCode === request.confirmationCode)) {
    items.push({ ...request, queuedAt: new Date().toISOString() });
  }
  writeQueue(items);
  return items.length;
}

function dropFromQueue(clientRequestId: string) {
  writeQueue(readQueue().filter((i) => i.clientRequestId !== clientRequestId));
}

/**
 * True when a request failed for want of a connection (the browser is offline, the request never got
 * an answer, or it timed out), as opposed to an answer from the server.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && !error.fromServer;
}

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends the queued check-ins in order with their original clientRequestId. An item leaves the queue
 * when the server accepts it, says it was already checked in, or refuses it for good; a network
 * failure stops the run and keeps the rest for the next one.
 */
export function flushCheckInQueue(): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: [], refused: [] };
    for (const item of readQueue()) {
      try {
        await sendCheckIn({ confirmationCode: item.confirmationCode, clientRequestId: item.clientRequestId });
        result.sent.push(item);
        dropFromQueue(item.clientRequestId);
      } catch (error) {
        if (isNetworkFailure(error)) break;
        if (!(error instanceof ApiError)) break;
        if (error.code === 'ALREADY_CHECKED_IN') {
          result.sent.push(item);
          dropFromQueue(item.clientRequestId);
        } else if (error.status === 404 || error.status === 409 || error.status === 400) {
          result.refused.push({ item, message: error.message });
          dropFromQueue(item.clientRequestId);
        } else {
          // Signed out, rate limited or a server fault: try again later.
          break;
        }
      }
    }
    return result;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** The number of check-ins waiting to be sent, kept current across tabs. */
export function useQueuedCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const update = () => setCount(readQueue().length);
    update();
    listeners.add(update);
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHECK_IN_QUEUE_KEY) update();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(update);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return count;
}

/**
 * Sends the queue when the page loads and whenever the connection returns; `onFlushed` hears what
 * happened when anything was sent or refused.
 */
export function useCheckInQueueSync(onFlushed?: (result: FlushResult) => void) {
  useEffect(() => {
    let live = true;
    const run = () => {
      if (readQueue().length === 0) return;
      flushCheckInQueue()
        .then((result) => {
          if (live && (result.sent.length || result.refused.length)) onFlushed?.(result);
        })
        .catch(() => {});
    };
    run();
    window.addEventListener('online', run);
    return () => {
      live = false;
      window.removeEventListener('online', run);
    };
  }, [onFlushed]);
}
