import type { DealOrderView, Voucher } from '@belizepass/domain';
import { AuthClientError, normaliseFailure, refreshTokens } from '~/features/auth/auth-client';
import { readLocal, readToken, writeLocal } from '~/features/auth/storage';
import type { CardPayment } from '~/features/booking/booking-api';

export interface DealOrderWithVouchers {
  order: DealOrderView;
  vouchers: Voucher[];
}

/** A guest's proof that an order is theirs, kept in this browser per order. */
const keyName = (orderId: string) => `dealOrderKey:${orderId}`;

export const readOrderKey = (orderId: string) => readLocal(keyName(orderId));
export const storeOrderKey = (orderId: string, key: string) => writeLocal(keyName(orderId), key);

interface OrderRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  orderKey?: string | null;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const TIMEOUT_MS = 20_000;

async function send(path: string, options: OrderRequest, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.orderKey) headers['x-order-key'] = options.orderKey;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
    : AbortSignal.timeout(TIMEOUT_MS);

  let response: Response;
  let data: unknown = null;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    if (text) {
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        data = text;
      }
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw normaliseFailure(error, undefined, timedOut ? 'timeout' : 'network');
  }
  if (!response.ok) {
    throw normaliseFailure(new Error(`Request failed with status code ${response.status}`), {
      status: response.status,
      data,
    });
  }
  return data;
}

/** A deal-order call as this browser's visitor: the signed-in user's token (renewed once) and/or the order key. */
async function orderRequest<T>(path: string, options: OrderRequest = {}): Promise<T> {
  const token = readToken();
  try {
    return (await send(path, options, token)) as T;
  } catch (error) {
    if (!(token && error instanceof AuthClientError && error.status === 401)) throw error;
    const renewed = await refreshTokens().catch(() => null);
    return (await send(path, options, renewed)) as T;
  }
}

export interface NewDealOrder {
  quantity: number;
  /** Guests only; a signed-in buyer's name and email come from the account. */
  buyerName?: string;
  buyerEmail?: string;
}

export async function createDealOrder(dealId: string, input: NewDealOrder) {
  const created = await orderRequest<DealOrderWithVouchers & { accessKey: string }>(
    `/api/deals/${encodeURIComponent(dealId)}/orders`,
    { method: 'POST', body: input },
  );
  storeOrderKey(created.order.id, created.accessKey);
  return created;
}

export function payDealOrder(orderId: string, card: CardPayment, idempotencyKey: string) {
  return orderRequest<DealOrderWithVouchers>(`/api/deals/orders/${encodeURIComponent(orderId)}/pay`, {
    method: 'POST',
    body: card,
    orderKey: readOrderKey(orderId),
    idempotencyKey,
  });
}

export function fetchDealOrder(orderId: string, signal?: AbortSignal) {
  return orderRequest<DealOrderWithVouchers>(`/api/deals/orders/${encodeURIComponent(orderId)}`, {
    orderKey: readOrderKey(orderId),
    signal,
  });
}
