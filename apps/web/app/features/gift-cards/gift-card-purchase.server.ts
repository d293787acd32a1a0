import {
  cardFormSchema,
  type GiftCardOrderWithCards,
  giftCardPurchaseSchema,
  guestGiftCardPurchaseSchema,
  PAYMENT_MESSAGES,
} from '@belizepass/domain';
import { type AppLoadContext, data } from 'react-router';
import { accessHeaders, rememberAccessKey } from '~/features/booking/access-keys.server';
import {
  attemptAfter,
  confirmationAsked,
  confirmationPosted,
  idempotencyKey,
  newAttempt,
} from '~/features/booking/payment-attempt.server';
import { ApiError, serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import { sessionUser } from '~/lib/session.server';

const ORDER_ID = /^[0-9a-f-]{36}$/i;
const ordersPath = '/api/gift-cards/orders';

/**
 * The purchase on a gift card's page (routes/giftcard-detail.tsx), in three steps answered by the
 * route action (`intent`):
 * - `order`: the purchase form (checked with the shared schema; guests say who is buying) creates a
 *   pending order; a guest's key to it goes into an HttpOnly cookie. Answers the payment step.
 * - `pay`: the card pays the order; answers the issued cards with their codes, or the card's problem.
 */
export async function giftCardPurchaseAction(context: AppLoadContext, request: Request, productId: string) {
  const intent = (await request.clone().formData()).get('intent');
  return intent === 'pay' || intent === 'confirm'
    ? pay(context, request, intent)
    : order(context, request, productId);
}

async function order(context: AppLoadContext, request: Request, productId: string) {
  const user = await sessionUser(context);
  const submission = await parseForm(request, user ? giftCardPurchaseSchema : guestGiftCardPurchaseSchema);
  const form = { step: 'form' as const };
  if (submission.status !== 'success') return formFailure(submission, undefined, { extra: form });
  let created: GiftCardOrderWithCards & { accessKey: string };
  try {
    created = await serverApi(context).post(ordersPath, { ...submission.value, productId });
  } catch (error) {
    // A signed-in buyer has no name and email fields: their account's problem is said above the form.
    const aboutHiddenFields =
      user && error instanceof ApiError && error.details.some((issue) => issue.field.startsWith('buyer'));
    return formFailure(submission, aboutHiddenFields ? new Error(error.message) : error, {
      fallback: aboutHiddenFields ? error.message : undefined,
      extra: form,
    });
  }
  const { order: pending, accessKey } = created;
  return data(
    { step: 'pay' as const, order: pending, attempt: newAttempt(), purchase: submission.reply() },
    { headers: { 'Set-Cookie': rememberAccessKey(request, 'gift-card-order', pending.id, accessKey) } },
  );
}

async function pay(context: AppLoadContext, request: Request, intent: 'pay' | 'confirm') {
  const form = await request.clone().formData();
  const orderId = String(form.get('orderId') ?? '');
  if (!ORDER_ID.test(orderId)) throw data(null, { status: 400 });
  const api = serverApi(context);
  const headers = accessHeaders(request, 'gift-card-order', orderId);
  const attempt = form.get('attempt');
  const submission = await parseForm(request, cardFormSchema);
  const failed = async (error: unknown, message?: string) => {
    const current = await api
      .get<GiftCardOrderWithCards>(`${ordersPath}/${orderId}`, { headers })
      .catch(() => null);
    if (!current) throw data(null, { status: 404 });
    const extra = { step: 'pay' as const, order: current.order, attempt: attemptAfter(error, attempt) };
    return formFailure(submission, message ? new Error(message) : error, {
      fallback: message,
      hideFields: ['cardNumber', 'cvv'],
      status: error instanceof ApiError ? error.status : 400,
      extra,
    });
  };
  const orderNow = async () =>
    (await api.get<GiftCardOrderWithCards>(`${ordersPath}/${orderId}`, { headers })).order;
  let paid: GiftCardOrderWithCards;
  try {
    if (intent === 'confirm') {
      // The bank asked the card holder to confirm the payment, who did.
      const posted = confirmationPosted(form);
      if (!posted) throw data(null, { status: 400 });
      paid = await api.post(
        `${ordersPath}/${orderId}/pay/confirm`,
        { paymentReference: posted.reference },
        { headers: { ...headers, 'idempotency-key': posted.key } },
      );
    } else {
      if (submission.status !== 'success') return failed(undefined);
      const key = idempotencyKey(attempt, submission.value);
      const answer = await api.post<GiftCardOrderWithCards>(
        `${ordersPath}/${orderId}/pay`,
        submission.value,
        {
          headers: { ...headers, 'idempotency-key': key },
        },
      );
      const confirm = confirmationAsked(answer, key);
      if (confirm)
        return { step: 'pay' as const, order: await orderNow(), attempt: String(attempt), confirm };
      paid = answer;
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 402) return failed(error, PAYMENT_MESSAGES.failed);
    return failed(error);
  }
  return { step: 'done' as const, paid };
}
