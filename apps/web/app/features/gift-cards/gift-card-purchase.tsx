import {
  cardFormSchema,
  type GiftCardOrderView,
  type GiftCardOrderWithCards,
  type GiftCardProduct,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SchemaForm, useSchemaForm } from '~/components/forms/form';
import { ButtonLink } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useSession } from '~/features/auth/session';
import { CardFields } from '~/features/booking/card-form';
import { ConfirmPayment } from '~/features/booking/confirm-payment';
import { formatCharge } from '~/lib/display';
import { DemoPaymentNotice } from './demo-payment-notice';
import { IssuedGiftCards } from './issued-gift-cards';
import { PurchaseForm } from './purchase-form';

/** What the gift card page's action answers (features/gift-cards/gift-card-purchase.server.ts). */
export type PurchaseAnswer =
  | { step: 'form'; result: SubmissionResult<string[]> }
  | {
      step: 'pay';
      order: GiftCardOrderView;
      attempt: string;
      /** The purchase form as it was sent (for "Change details"). */
      purchase?: SubmissionResult<string[]>;
      /** The card form's problems after a failed payment. */
      result?: SubmissionResult<string[]>;
      /** The bank asks the card holder to confirm the payment. */
      confirm?: { reference: string; message: string; key: string };
    }
  | { step: 'done'; paid: GiftCardOrderWithCards };

type Step = 'form' | 'pay' | 'done';

function headingOf(step: Step, answer: PurchaseAnswer | undefined): string {
  if (step === 'form') return m.gifts_buy_form_label();
  if (step === 'pay') return m.gifts_payment_heading();
  return m.gifts_card_ready({ count: answer?.step === 'done' ? answer.paid.giftCards.length : 2 });
}

/** The order is what the card is charged: in US dollars (the card form says so). */
const money = (cents: number) => formatCharge(cents, { cents: true });

/**
 * Buying a gift card in three steps on one page, each a post to the page's action: the purchase
 * form creates a pending order, the card form pays it, and the issued cards are shown with their
 * codes. It works without JavaScript; with it, each new step takes the focus.
 */
export function GiftCardPurchase({ card, answer }: { card: GiftCardProduct; answer?: PurchaseAnswer }) {
  const { user } = useSession();
  const hydrated = useHydrated();
  // "Change details" goes back to the form of the order being paid, with what was typed.
  const [editing, setEditing] = useState<PurchaseAnswer | undefined>(undefined);
  const step: Step = !answer || editing === answer ? 'form' : answer.step;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Each new step is announced by moving focus to its heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const formResult =
    answer?.step === 'form'
      ? answer.result
      : answer?.step === 'pay' && editing === answer
        ? answer.purchase
        : undefined;

  return (
    <section
      aria-labelledby="purchase-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="purchase-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-4 flex items-center gap-2 text-xl font-bold text-slate-900 focus:outline-none"
      >
        {step === 'done' && <CircleCheck aria-hidden="true" className="size-6 text-green-600" />}
        {headingOf(step, answer)}
      </h2>

      {step === 'form' && (
        <PurchaseForm card={card} buyerEmail={user?.email ?? null} lastResult={formResult} />
      )}

      {step === 'pay' && answer?.step === 'pay' && (
        <div className="space-y-4">
          <OrderSummary order={answer.order} />
          {hydrated ? (
            <button
              type="button"
              onClick={() => setEditing(answer)}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {m.gifts_change_details()}
            </button>
          ) : (
            <ButtonLink to={`/giftcards/${card.id}`} variant="ghost" size="sm" className="min-h-11 -ml-3">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {m.gifts_change_details()}
            </ButtonLink>
          )}
          <DemoPaymentNotice />
          {answer.confirm ? (
            <ConfirmPayment confirm={answer.confirm}>
              <input type="hidden" name="orderId" value={answer.order.id} />
            </ConfirmPayment>
          ) : (
            <PayOrder order={answer.order} attempt={answer.attempt} lastResult={answer.result} />
          )}
        </div>
      )}

      {step === 'done' && answer?.step === 'done' && (
        <div className="space-y-4">
          <p className="text-slate-700">
            {answer.paid.order.payment
              ? m.gifts_payment_received_card({
                  amount: money(answer.paid.order.total),
                  brand: answer.paid.order.payment.brand,
                  last4: answer.paid.order.payment.last4,
                })
              : m.gifts_payment_received({ amount: money(answer.paid.order.total) })}{' '}
            {m.gifts_keep_codes_safe({ count: answer.paid.giftCards.length })}
          </p>
          <IssuedGiftCards result={answer.paid} />
          <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
            <ButtonLink to={`/giftcards/${card.id}`} variant="secondary" className="min-h-11">
              {m.gifts_buy_another()}
            </ButtonLink>
            {user && (
              <ButtonLink to="/account/gift-cards" variant="ghost" className="min-h-11">
                {m.gifts_my_gift_cards()}
              </ButtonLink>
            )}
            <ButtonLink to="/tours" variant="ghost" className="min-h-11">
              {m.gifts_browse_tours()}
            </ButtonLink>
          </div>
        </div>
      )}
    </section>
  );
}

/** The card form paying a pending order; a failed payment keeps the order and says why. */
function PayOrder({
  order,
  attempt,
  lastResult,
}: {
  order: GiftCardOrderView;
  attempt: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(cardFormSchema, { id: `gift-card-payment-${order.id}`, lastResult });
  return (
    <SchemaForm form={form} aria-label={m.gifts_card_details()} className="space-y-4">
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="attempt" value={attempt} />
      <CardFields fields={fields} totalCents={order.total} />
    </SchemaForm>
  );
}

function OrderSummary({ order }: { order: GiftCardOrderView }) {
  const deliverTo = order.recipientEmail ?? order.buyerEmail;
  return (
    <dl className="space-y-1.5 rounded-lg bg-slate-50 p-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{m.gifts_gift_card()}</dt>
        <dd className="text-right font-medium text-slate-900">{order.product.title}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{m.gifts_amount()}</dt>
        <dd className="font-medium text-slate-900">
          {order.quantity} × {money(order.unitAmount)}
        </dd>
      </div>
      {order.recipientName && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{m.gifts_for()}</dt>
          <dd className="text-right font-medium break-words text-slate-900">{order.recipientName}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{m.gifts_emailed_to()}</dt>
        <dd className="text-right font-medium break-all text-slate-900">{deliverTo}</dd>
      </div>
      {order.senderName && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{m.gifts_from()}</dt>
          <dd className="text-right font-medium break-words text-slate-900">{order.senderName}</dd>
        </div>
      )}
      {order.message && (
        <div className="border-t border-slate-200 pt-1.5">
          <dt className="text-slate-600">{m.gifts_message()}</dt>
          <dd className="mt-0.5 whitespace-pre-wrap break-words text-slate-900">{order.message}</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-1.5 text-base">
        <dt className="font-semibold text-slate-900">{m.gifts_total()}</dt>
        <dd className="text-lg font-bold text-slate-900">{money(order.total)}</dd>
      </div>
    </dl>
  );
}
