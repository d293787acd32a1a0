import {
  type CardForm,
  GIFT_CARD_MESSAGES,
  type GiftCardBalance,
  type GiftCardCategory,
  type GiftCardOrderWithCards,
  type GiftCardProduct,
  type GiftCardPurchaseForm,
} from '@belizepass/domain';
import { data } from 'react-router';
import { AuthClientError, normaliseFailure, refreshTokens } from '~/features/auth/auth-client';
import { readToken } from '~/features/auth/storage';
import { type ApiClient, ApiError, toQueryString } from '~/lib/api-client';

// Server side: the catalogue and one card, for the public pages' loaders.

export function loadGiftCards(api: ApiClient, filters: { search: string; category: GiftCardCategory }) {
  const query = toQueryString({
    search: filters.search || undefined,
    category: filters.category === 'all' ? undefined : filters.category,
  });
  return api.get<{ giftCards: GiftCardProduct[] }>(`/api/gift-cards${query}`);
}

const PRODUCT_ID = /^[a-z0-9-]{1,40}$/i;

/** The card on sale, or a thrown 404 response for an unknown or malformed id. */
export async function loadGiftCardOr404(api: ApiClient, id: string | undefined): Promise<GiftCardProduct> {
  const notFound = () => data({ message: GIFT_CARD_MESSAGES.notFound }, { status: 404 });
  if (!id || !PRODUCT_ID.test(id)) throw notFound();
  try {
    return await api.get<GiftCardProduct>(`/api/gift-cards/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

// Browser side: orders, payment and the balance check, as whoever this browser is.

interface StoreRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The order's access key (guests). */
  orderKey?: string | null;
  idempotencyKey?: string;
}

const TIMEOUT_MS = 15_000;

async function send(path: string, options: StoreRequest, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.orderKey) headers['x-order-key'] = options.orderKey;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  let body: unknown = null;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      credentials: 'same-origin',
    });
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw normaliseFailure(error, undefined, timedOut ? 'timeout' : 'network');
  }
  if (!response.ok) {
    throw normaliseFailure(new Error(`Request failed with status code ${response.status}`), {
      status: response.status,
      data: body,
    });
  }
  return body;
}

/** Sends the signed-in user's token when there is one (renewed once if it has expired). */
async function storeRequest<T>(path: string, options: StoreRequest = {}): Promise<T> {
  const token = readToken();
  try {
    return (await send(path, options, token)) as T;
  } catch (error) {
    if (!(token && error instanceof AuthClientError && error.status === 401)) throw error;
    const renewed = await refreshTokens().catch(() => null);
    return (await send(path, options, renewed)) as T;
  }
}

export type GiftCardOrderRequest = GiftCardPurchaseForm & { productId: string };

export function createGiftCardOrder(order: GiftCardOrderRequest) {
  return storeRequest<GiftCardOrderWithCards & { accessKey: string }>('/api/gift-cards/orders', {
    method: 'POST',
    body: order,
  });
}

export function payGiftCardOrder(
  orderId: string,
  orderKey: string | null,
  card: CardForm,
  idempotencyKey: string,
) {
  return storeRequest<GiftCardOrderWithCards>(`/api/gift-cards/orders/${encodeURIComponent(orderId)}/pay`, {
    method: 'POST',
    body: card,
    orderKey,
    idempotencyKey,
  });
}

export function checkGiftCardBalance(code: string) {
  return storeRequest<GiftCardBalance>('/api/gift-cards/balance', { method: 'POST', body: { code } });
}
