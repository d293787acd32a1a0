import {
  cardFormSchema,
  type DealOrderView,
  dealOrderSchema,
  guestDealOrderSchema,
  PAYMENT_MESSAGES,
} from '@belizepass/domain';
import { type AppLoadContext, data, redirect } from 'react-router';
import { accessHeaders, rememberAccessKey } from '~/features/booking/access-keys.server';
import { cardFailure, newAttempt, payOrConfirm } from '~/features/booking/payment-attempt.server';
import { ApiError, serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { sessionUser } from '~/lib/session.server';
import type { DealOrderWithVouchers, PendingOrder } from './deal-orders';
import type { Closed } from './purchase-outcome';

const ORDER_ID = /^[0-9a-f-]{36}$/i;
const orderPath = (id: string) => `/api/deals/orders/${id}`;

const pendingOf = (order: DealOrderView): PendingOrder => ({
  id: order.id,
  quantity: order.quantity,
  total: order.total,
  buyerName: order.buyerName,
  buyerEmail: order.buyerEmail,
});

/** How a failed order or payment ends the purchase, if it does: sold out or ended. */
function closedBy(error: unknown): Closed | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && error.code === 'DEAL_SOLD_OUT') return 'sold-out';
  if (error.status === 409 && error.code === 'DEAL_ENDED') return 'ended';
  if (error.status === 404 && error.code === 'DEAL_NOT_FOUND') return 'ended';
  return null;
}

const closedAnswer = (closed: Closed) => data({ closed }, { status: 409 });

/**
 * The paid order of /deals/{id}/order/{orderId}, for its signed-in buyer or the holder of its key
 * (kept in a cookie when it was ordered); `missing` when this browser cannot see it. That address is
 * never served from the page cache, unlike the deal's own page.
 */
export async function loadPaidOrder(context: AppLoadContext, request: Request, orderId: string | undefined) {
  if (!orderId) return null;
  if (!ORDER_ID.test(orderId)) return { missing: true as const };
  try {
    const found = await serverApi(context).get<DealOrderWithVouchers>(orderPath(orderId), {
      headers: accessHeaders(request, 'deal-order', orderId),
    });
    return found.order.status === 'paid' ? { paid: found } : { missing: true as const };
  } catch (error) {
    if (error instanceof ApiError && error.fromServer && error.status < 500)
      return { missing: true as const };
    throw error;
  }
}

/**
 * Buying a deal (routes/deal-detail.tsx), by `intent`:
 * - `order`: quantity and, for guests, name and email (the shared order schema) create a pending
 *   order; a guest's key to it goes into an HttpOnly cookie. Answers the payment step.
 * - `pay`: the card pays it and the vouchers show at /deals/{id}/order/{orderId} (so a reload shows
 *   them again). Sold out or ended closes the purchase.
 */
export async function dealPurchaseAction(context: AppLoadContext, request: Request, dealId: string) {
  const form = await request.clone().formData();
  return form.get('intent') === 'pay' ? pay(context, request, dealId, form) : order(context, request, dealId);
}

async function order(context: AppLoadContext, request: Request, dealId: string) {
  const user = await sessionUser(context);
  const submission = await parseForm(request, user ? dealOrderSchema : guestDealOrderSchema);
  const step = { step: 'form' as const };
  if (submission.status !== 'success') return formFailure(submission, undefined, { extra: step });
  let created: DealOrderWithVouchers & { accessKey: string };
  try {
    created = await serverApi(context).post(`/api/deals/${dealId}/orders`, submission.value);
  } catch (error) {
    const closed = closedBy(error);
    if (closed) return closedAnswer(closed);
    return formFailure(submission, error, { extra: step });
  }
  return data(
    {
      step: 'pay' as const,
      order: pendingOf(created.order),
      attempt: newAttempt(),
      purchase: submission.reply(),
    },
    {
      headers: {
        'Set-Cookie': rememberAccessKey(request, 'deal-order', created.order.id, created.accessKey),
      },
    },
  );
}

async function pay(context: AppLoadContext, request: Request, dealId: string, form: FormData) {
  const orderId = String(form.get('orderId') ?? '');
  if (!ORDER_ID.test(orderId)) throw data(null, { status: 400 });
  const api = serverApi(context);
  const headers = accessHeaders(request, 'deal-order', orderId);
  const submission = await parseForm(request, cardFormSchema);
  const orderNow = async () =>
    pendingOf((await api.get<DealOrderWithVouchers>(orderPath(orderId), { headers })).order);
  const failed = async (error: unknown, message?: string) => {
    const current = await orderNow().catch(() => null);
    if (!current) throw data(null, { status: 404 });
    return cardFailure(submission, error, message, form, { step: 'pay' as const, order: current });
  };
  try {
    if (form.get('intent') !== 'confirm' && submission.status !== 'success') return failed(undefined);
    const card = submission.status === 'success' ? submission.value : undefined;
    const { confirm } = await payOrConfirm(api, `${orderPath(orderId)}/pay`, headers, form, card);
    if (confirm)
      return { step: 'pay' as const, order: await orderNow(), attempt: String(form.get('attempt')), confirm };
  } catch (error) {
    if (error instanceof Response) throw error;
    const closed = closedBy(error);
    if (closed) return closedAnswer(closed);
    if (error instanceof ApiError && error.status === 402) return failed(error, PAYMENT_MESSAGES.failed);
    return failed(error);
  }
  throw redirect(`/deals/${dealId}/order/${orderId}`);
}
