import {
  type CardForm as CardFields,
  clampGiftCardAmount,
  formatUsd,
  type GiftCardOrderView,
  type GiftCardOrderWithCards,
  type GiftCardProduct,
  PAYMENT_MESSAGES,
} from '@belizepass/domain';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';
import { AuthClientError } from '~/features/auth/auth-client';
import { useSession } from '~/features/auth/session';
import type { CardPayment } from '~/features/booking/booking-api';
import { CardForm } from '~/features/booking/card-form';
import { DemoPaymentNotice } from './demo-payment-notice';
import { createGiftCardOrder, payGiftCardOrder } from './gift-card-api';
import { IssuedGiftCards } from './issued-gift-cards';
import { PurchaseForm } from './purchase-form';
import {
  amountRange,
  initialPurchaseValues,
  issuesToErrors,
  type PurchaseErrors,
  type PurchaseField,
  type PurchaseValues,
  purchaseProblems,
} from './purchase-values';

type Step =
  | { kind: 'form' }
  | { kind: 'pay'; order: GiftCardOrderView; accessKey: string }
  | { kind: 'done'; result: GiftCardOrderWithCards };

function headingOf(step: Step): string {
  if (step.kind === 'form') return 'Buy this gift card';
  if (step.kind === 'pay') return 'Payment';
  return step.result.giftCards.length === 1 ? 'Your gift card is ready' : 'Your gift cards are ready';
}

const money = (cents: number) => formatUsd(cents, { cents: true });
const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * Buying a gift card in three steps on one page: the purchase form creates a pending order, the
 * card form pays it, and the issued cards are shown with their codes.
 */
export function GiftCardPurchase({ card }: { card: GiftCardProduct }) {
  const { user } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [values, setValues] = useState<PurchaseValues>(() => initialPurchaseValues(card));
  const [errors, setErrors] = useState<PurchaseErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per payment attempt; kept only to retry the same card after a network failure.
  const attempt = useRef<{ key: string; card: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // Each new step is announced by moving focus to its heading.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  const goTo = (next: Step) => {
    focusHeading.current = true;
    setStep(next);
  };

  const change = <K extends PurchaseField>(field: K, value: PurchaseValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function order(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setFailure(null);
    const range = amountRange(card);
    if (range) change('amount', String(clampGiftCardAmount(values.amount, range.min, range.max)));
    const checked = purchaseProblems(card, values, Boolean(user));
    setErrors(checked.errors);
    const first = Object.keys(checked.errors)[0];
    if (first || !checked.order) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const created = await createGiftCardOrder(checked.order);
      attempt.current = null;
      goTo({ kind: 'pay', order: created.order, accessKey: created.accessKey });
    } catch (error) {
      const byField = error instanceof AuthClientError ? issuesToErrors(error.details) : {};
      const hidden = user && (byField.buyerName || byField.buyerEmail);
      if (Object.keys(byField).length > 0 && !hidden) setErrors(byField);
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function pay(current: Extract<Step, { kind: 'pay' }>, cardFields: CardPayment) {
    setBusy(true);
    setFailure(null);
    const fingerprint = JSON.stringify(cardFields);
    if (attempt.current?.card !== fingerprint)
      attempt.current = { key: crypto.randomUUID(), card: fingerprint };
    try {
      const result = await payGiftCardOrder(
        current.order.id,
        current.accessKey,
        cardFields,
        attempt.current.key,
      );
      attempt.current = null;
      goTo({ kind: 'done', result });
      return undefined;
    } catch (error) {
      if (error instanceof AuthClientError && error.fromServer) attempt.current = null;
      if (error instanceof AuthClientError && error.status === 402) {
        setFailure(PAYMENT_MESSAGES.failed);
      } else if (error instanceof AuthClientError && error.status === 400 && error.details.length > 0) {
        const byField: Partial<Record<keyof CardFields, string>> = {};
        for (const issue of error.details) byField[issue.field as keyof CardFields] ??= issue.message;
        return byField;
      } else {
        setFailure(failureMessage(error));
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    goTo({ kind: 'form' });
    setValues(initialPurchaseValues(card));
    setErrors({});
    setFailure(null);
  }

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
        {step.kind === 'done' && <CircleCheck aria-hidden="true" className="size-6 text-green-600" />}
        {headingOf(step)}
      </h2>

      {step.kind === 'form' && (
        <PurchaseForm
          card={card}
          values={values}
          errors={errors}
          failure={failure}
          busy={busy}
          buyerEmail={user?.email ?? null}
          onChange={change}
          onSubmit={order}
        />
      )}

      {step.kind === 'pay' && (
        <div className="space-y-4">
          <OrderSummary order={step.order} />
          <button
            type="button"
            onClick={() => {
              setFailure(null);
              goTo({ kind: 'form' });
            }}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Change details
          </button>
          <DemoPaymentNotice />
          {failure && <Banner>{failure}</Banner>}
          <CardForm busy={busy} totalLabel={money(step.order.total)} onPay={(c) => pay(step, c)} />
        </div>
      )}

      {step.kind === 'done' && (
        <div className="space-y-4">
          <p className="text-slate-700">
            Payment received: {money(step.result.order.total)}
            {step.result.order.payment &&
              ` on ${step.result.order.payment.brand} ending in ${step.result.order.payment.last4}`}
            . Keep the {step.result.giftCards.length === 1 ? 'code' : 'codes'} safe: anyone with a code can
            spend its balance.
          </p>
          <IssuedGiftCards result={step.result} />
          <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
            <Button variant="secondary" onClick={startOver} className="min-h-11">
              Buy another
            </Button>
            {user && (
              <ButtonLink to="/account/gift-cards" variant="ghost" className="min-h-11">
                My gift cards
              </ButtonLink>
            )}
            <ButtonLink to="/tours" variant="ghost" className="min-h-11">
              Browse tours
            </ButtonLink>
          </div>
        </div>
      )}
    </section>
  );
}

function OrderSummary({ order }: { order: GiftCardOrderView }) {
  const deliverTo = order.recipientEmail ?? order.buyerEmail;
  return (
    <dl className="space-y-1.5 rounded-lg bg-slate-50 p-4 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Gift card</dt>
        <dd className="text-right font-medium text-slate-900">{order.product.title}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Amount</dt>
        <dd className="font-medium text-slate-900">
          {order.quantity} × {money(order.unitAmount)}
        </dd>
      </div>
      {order.recipientName && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">For</dt>
          <dd className="text-right font-medium break-words text-slate-900">{order.recipientName}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">Emailed to</dt>
        <dd className="text-right font-medium break-all text-slate-900">{deliverTo}</dd>
      </div>
      {order.senderName && (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">From</dt>
          <dd className="text-right font-medium break-words text-slate-900">{order.senderName}</dd>
        </div>
      )}
      {order.message && (
        <div className="border-t border-slate-200 pt-1.5">
          <dt className="text-slate-600">Message</dt>
          <dd className="mt-0.5 whitespace-pre-wrap break-words text-slate-900">{order.message}</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-1.5 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="text-lg font-bold text-slate-900">{money(order.total)}</dd>
      </div>
    </dl>
  );
}
