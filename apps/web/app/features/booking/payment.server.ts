import {
  type Booking,
  cardFormSchema,
  type GiftCardQuote,
  giftCardBalanceRequestSchema,
  MAX_GIFT_CARDS_PER_PAYMENT,
  maskGiftCardCode,
  PAID_BOOKING_STATUSES,
  PAYMENT_MESSAGES,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type AppLoadContext, data, redirect } from 'react-router';
import type { AppliedGiftCards } from '~/features/gift-cards/checkout-gift-cards';
import { ApiError, messageOf } from '~/lib/api-client';
import { formatPrice } from '~/lib/display';
import { formFailure, parseForm } from '~/lib/forms.server';
import { PRIVATE_PAGE } from '~/lib/session.server';
import { bookingApi, isBookingId, loadBooking } from './booking.server';
import {
  attemptAfter,
  confirmationAsked,
  confirmationPosted,
  idempotencyKey,
  newAttempt,
} from './payment-attempt.server';

/** Where a paid booking goes, and the key of a page that carries it (see paymentAction). */
interface PaymentPlace {
  key?: string;
  confirmationPath?: (id: string) => string;
}

/**
 * The payment page's data (routes/payment.tsx, and the widget's): the booking to pay, whether its
 * hold is over, and the token of this payment attempt. A paid booking goes to its confirmation.
 */
export async function loadPayment(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
  place: PaymentPlace = {},
) {
  const booking = await loadBooking(context, request, id, place.key);
  if ((PAID_BOOKING_STATUSES as readonly string[]).includes(booking.status))
    throw redirect(place.confirmationPath?.(booking.id) ?? `/confirmation/${booking.id}`);
  const holdOver = booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) <= Date.now();
  return data(
    { booking, expired: booking.status === 'cancelled' || holdOver, attempt: newAttempt() },
    { headers: PRIVATE_PAGE },
  );
}

const codesOf = (form: FormData) =>
  form
    .getAll('giftCards')
    .filter((code): code is string => typeof code === 'string' && code.length > 0)
    .slice(0, MAX_GIFT_CARDS_PER_PAYMENT);

/** The API names the failing card as `giftCards.{index}`; say which card when it is not the new one. */
function quoteFailure(error: unknown, codes: string[], newIndex: number): string {
  if (!(error instanceof ApiError)) return messageOf(error, m.booking_please_try_again());
  const issue = error.details[0];
  const index = Number(/^giftCards\.(\d+)$/.exec(issue?.field ?? '')?.[1] ?? newIndex);
  const message = issue?.message ?? messageOf(error, m.booking_please_try_again());
  return index !== newIndex && codes[index] ? `${maskGiftCardCode(codes[index])}: ${message}` : message;
}

const money = (cents: number) => formatPrice(cents, { cents: true });

type Reply = Parameters<typeof formFailure>[0];

/** The gift card form's answer with a message under its code field. */
function codeProblem(submission: Reply, message: string, applied: AppliedGiftCards | null, status = 422) {
  return data(
    {
      intent: 'gift-cards' as const,
      applied,
      result: submission.reply({ fieldErrors: { code: [message] } }),
      announcement: '',
    },
    { status },
  );
}

/**
 * The payment page's action (routes/payment.tsx), by `intent`:
 * - `apply` / `remove`: price the gift card codes for this booking (in order) and answer the list;
 *   with JavaScript these are fetcher posts, without it the page renders again with the list.
 * - `pay`: pay with the gift cards first and the card for the rest, then go to the confirmation.
 *   The gift cards are priced again just before, so the card is never charged more than was shown.
 */
export async function paymentAction(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
  /** The booking's key when the page carries it, and where a paid booking goes (the widget's pages). */
  options: PaymentPlace = {},
) {
  if (!isBookingId(id)) throw data(null, { status: 404 });
  const confirmationPath = options.confirmationPath ?? ((paid: string) => `/confirmation/${paid}`);
  const form = await request.clone().formData();
  const intent = form.get('intent');
  const api = bookingApi(context, request, id, options.key);
  const codes = codesOf(form);
  const quote = (list: string[]) => api.post<GiftCardQuote>('/gift-card-quote', { giftCards: list });
  const appliedNow = async (): Promise<AppliedGiftCards | null> => {
    if (!codes.length) return null;
    const current = await quote(codes).catch(() => null);
    return current ? { codes, quote: current } : null;
  };

  if (intent === 'remove') {
    const submission = await parseForm(request, giftCardBalanceRequestSchema);
    const index = Number(form.get('index'));
    const removed = codes[index] ?? '';
    const next = codes.filter((_, i) => i !== index);
    try {
      const applied = next.length ? { codes: next, quote: await quote(next) } : null;
      const left = applied ? applied.quote.remainder : Number(form.get('total'));
      return {
        intent: 'gift-cards' as const,
        applied,
        result: submission.reply({ resetForm: true }),
        announcement: m.booking_gift_card_removed({ code: maskGiftCardCode(removed), amount: money(left) }),
      };
    } catch (error) {
      return codeProblem(submission, quoteFailure(error, next, -1), await appliedNow());
    }
  }

  if (intent === 'apply') {
    const submission = await parseForm(request, giftCardBalanceRequestSchema);
    if (submission.status !== 'success')
      return formFailure(submission, undefined, {
        extra: { intent: 'gift-cards' as const, applied: await appliedNow(), announcement: '' },
      });
    const code = submission.value.code;
    if (codes.includes(code))
      return codeProblem(submission, m.booking_gift_card_already_applied(), await appliedNow(), 400);
    const next = [...codes, code];
    try {
      const result = await quote(next);
      const added = result.applied[next.length - 1];
      return {
        intent: 'gift-cards' as const,
        applied: { codes: next, quote: result },
        result: submission.reply({ resetForm: true }),
        announcement: m.booking_gift_card_applied({
          code: maskGiftCardCode(code),
          amount: money(added?.amount ?? 0),
          left: money(result.remainder),
        }),
      };
    } catch (error) {
      return codeProblem(submission, quoteFailure(error, next, next.length - 1), await appliedNow());
    }
  }

  // intent "pay" (or "confirm"): the card fields are needed only when the gift cards leave a remainder.
  const needsCard = form.get('card') !== 'none';
  const submission = await parseForm(request, cardFormSchema);
  const attempt = form.get('attempt');
  const failed = async (
    message: string | null,
    error: unknown,
    options: { applied?: AppliedGiftCards | null; status?: number } = {},
  ) =>
    formFailure(submission, message === null ? error : new Error(message), {
      fallback: message ?? PAYMENT_MESSAGES.failed,
      hideFields: ['cardNumber', 'cvv'],
      status: options.status ?? (error instanceof ApiError ? error.status : 400),
      extra: {
        intent: 'pay' as const,
        expired: false,
        confirm: null,
        applied: options.applied !== undefined ? options.applied : await appliedNow(),
        attempt: attemptAfter(error, attempt),
      },
    });
  const settle = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.code === 'BOOKING_EXPIRED') {
      return data(
        {
          intent: 'pay' as const,
          expired: true,
          confirm: null,
          applied: null,
          attempt: attemptAfter(error, attempt),
        },
        { status: 409 },
      );
    }
    // A declined card says the spec's words; a gift card that can no longer pay here, the server's.
    if (error instanceof ApiError && error.status === 402) return failed(PAYMENT_MESSAGES.failed, error);
    if (error instanceof ApiError && error.details.some((issue) => issue.field.startsWith('giftCards')))
      return failed(error.message, error);
    return failed(null, error);
  };

  // The bank asked the card holder to confirm the payment, who did.
  if (intent === 'confirm') {
    const posted = confirmationPosted(form);
    if (!posted) throw data(null, { status: 400 });
    let confirmed: Booking;
    try {
      confirmed = await api.post<Booking>(
        '/pay/confirm',
        { paymentReference: posted.reference, giftCards: codes },
        { 'idempotency-key': posted.key },
      );
    } catch (error) {
      return settle(error);
    }
    throw redirect(confirmationPath(confirmed.id));
  }

  if (needsCard && submission.status !== 'success') return failed(null, undefined);
  if (codes.length) {
    let fresh: GiftCardQuote;
    try {
      fresh = await quote(codes);
    } catch (error) {
      return failed(null, error);
    }
    if (fresh.remainder !== Number(form.get('remainder')))
      return failed(m.booking_balances_changed(), undefined, {
        applied: { codes, quote: fresh },
        status: 409,
      });
  }
  const card = needsCard && submission.status === 'success' ? submission.value : {};
  const payment = { ...card, giftCards: codes };
  const key = idempotencyKey(attempt, payment);
  let paid: Booking;
  try {
    const answer = await api.post<Booking>('/pay', payment, { 'idempotency-key': key });
    const confirm = confirmationAsked(answer, key);
    if (confirm) {
      return {
        intent: 'pay' as const,
        expired: false,
        confirm,
        applied: await appliedNow(),
        attempt: typeof attempt === 'string' ? attempt : '',
      };
    }
    paid = answer;
  } catch (error) {
    return settle(error);
  }
  throw redirect(confirmationPath(paid.id));
}
