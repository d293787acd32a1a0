import {
  cardFormSchema,
  type GiftCardOrderWithCards,
  giftCardPurchaseSchema,
  guestGiftCardPurchaseSchema,
  PAYMENT_MESSAGES,
} from '@belizepass/domain';
import { type AppLoadContext, data } from 'react-router';
import { accessHeaders, rememberAccessKey } from '~/features/booking/access-keys.server';
import { cardFailure, newAttempt, payOrConfirm } from '~/features/booking/payment-attempt.server';
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
  const submission = await parseForm(request, cardFormSchema);
  const orderNow = async () =>
    (await api.get<GiftCardOrderWithCards>(`${ordersPath}/${orderId}`, { headers })).order;
  const failed = async (error: unknown, message?: string) => {
    const current = await orderNow().catch(() => null);
    if (!current) throw data(null, { status: 404 });
    return cardFailure(submission, error, message, form, { step: 'pay' as const, order: current });
  };
  let paid: GiftCardOrderWithCards;
  try {
    if (intent !== 'confirm' && submission.status !== 'success') return failed(undefined);
    const card = submission.status === 'success' ? submission.value : undefined;
    const answer = await payOrConfirm<GiftCardOrderWithCards>(
      api,
      `${ordersPath}/${orderId}/pay`,
      headers,
      form,
      card,
    );
    if (answer.confirm)
      return {
        step: 'pay' as const,
        order: await orderNow(),
        attempt: String(form.get('attempt')),
        confirm: answer.confirm,
      };
    paid = answer.paid;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 402) return failed(error, PAYMENT_MESSAGES.failed);
    return failed(error);
  }
  return { step: 'done' as const, paid };
}
