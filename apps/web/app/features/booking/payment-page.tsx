import { type Booking, cardFormSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { Gift } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Form, Link, type ShouldRevalidateFunctionArgs, useFetcher } from 'react-router';
import { SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { BackLink } from '~/components/ui/arrow-link';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useHydrated } from '~/components/ui/use-hydrated';
import {
  AppliedCodes,
  type AppliedGiftCards,
  CheckoutGiftCards,
  GIFT_CARDS_FETCHER,
  type GiftCardAnswer,
} from '~/features/gift-cards/checkout-gift-cards';
import { DemoPaymentNotice } from '~/features/gift-cards/demo-payment-notice';
import { formatCharge, formatPrice } from '~/lib/display';
import type { Route } from '../../routes/+types/payment';
import { BookingSummary } from './booking-summary';
import { CardFields } from './card-form';
import { ConfirmPayment } from './confirm-payment';
import { HoldCountdown } from './hold-countdown';

/** Applying or removing a gift card changes only the list: the booking is not read again. */
export function paymentShouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  return intent === 'apply' || intent === 'remove' ? false : defaultShouldRevalidate;
}

/** Amounts in the visitor's currency; what the card is charged is said in US dollars (ChargedInUsd). */
const money = (cents: number) => formatPrice(cents, { cents: true });

function HoldExpired({ tourHref, framed }: { tourHref: string; framed: boolean }) {
  return (
    <Banner
      title={m.booking_hold_expired_title()}
      action={
        <ButtonLink to={framed ? tourHref : `${tourHref}#booking`} size="sm">
          {m.booking_book_again()}
        </ButtonLink>
      }
    >
      {m.booking_hold_expired_text()}
    </Banner>
  );
}

type ActionData = Route.ComponentProps['actionData'];
type LoaderData = Route.ComponentProps['loaderData'];

/** The gift cards applied: the newest answer of the gift card forms or of a payment attempt. */
function useAppliedGiftCards(actionData: ActionData) {
  const fetched = useFetcher<GiftCardAnswer>({ key: GIFT_CARDS_FETCHER }).data;
  const [applied, setApplied] = useState<AppliedGiftCards | null>(actionData?.applied ?? null);
  const [seen, setSeen] = useState({ fetched, actionData });
  if (fetched !== seen.fetched || actionData !== seen.actionData) {
    setSeen({ fetched, actionData });
    const latest = fetched !== seen.fetched ? fetched : actionData;
    if (latest && 'applied' in latest) setApplied(latest.applied ?? null);
  }
  return applied;
}

/**
 * The payment step of a held booking (routes/payment.tsx, and the operator's widget): the hold's
 * countdown, gift cards, the card form or the bank's confirmation, and the booking's summary.
 */
export function PaymentPageView({
  loaderData,
  actionData,
  tourHref,
  detailsHref,
  framed = false,
}: {
  loaderData: LoaderData;
  actionData: ActionData;
  /** The tour's booking page: where an expired hold sends the traveller to book again. */
  tourHref: string;
  /** One step back: the booking form as it was sent. */
  detailsHref: string;
  framed?: boolean;
}) {
  const { booking } = loaderData;
  const hydrated = useHydrated();
  const [holdOver, setHoldOver] = useState(false);
  const onExpired = useCallback(() => setHoldOver(true), []);
  const applied = useAppliedGiftCards(actionData);
  const paying = actionData?.intent === 'pay' ? actionData : undefined;
  const expired = loaderData.expired || holdOver || Boolean(paying?.expired);
  const attempt = paying?.attempt ?? loaderData.attempt;
  const remainder = applied ? applied.quote.remainder : booking.price.total;
  const giftCardAnswer = actionData?.intent === 'gift-cards' ? actionData : undefined;

  return (
    <div className="flex-1 bg-slate-50/60">
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 md:py-10">
        <BackLink to={expired ? tourHref : detailsHref}>
          {expired ? m.booking_back_to_tour() : m.wayfinding_back_to_details()}
        </BackLink>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.booking_payment_heading()}
        </h1>

        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-4">
            {expired ? (
              <HoldExpired tourHref={tourHref} framed={framed} />
            ) : (
              // The countdown runs in the browser only: the server cannot know when the page is read.
              hydrated &&
              booking.holdExpiresAt && <HoldCountdown until={booking.holdExpiresAt} onExpired={onExpired} />
            )}
            {!expired && booking.hold?.largeParty && (
              // A party over the departure's share keeps its seats for the short time (decision 033).
              <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                {m.booking_hold_large_party({ minutes: booking.hold.minutes })}
              </p>
            )}
            <DemoPaymentNotice />
            {!expired && (
              <CheckoutGiftCards
                total={booking.price.total}
                applied={applied}
                disabled={false}
                lastResult={giftCardAnswer?.result}
                announcement={giftCardAnswer?.announcement}
              />
            )}
            <Card
              id="card-heading"
              title={remainder > 0 || expired ? m.booking_card_details() : m.booking_confirm_payment()}
              titleClassName="mb-4 text-lg font-bold text-slate-900"
            >
              {expired ? (
                <p className="text-slate-600">
                  {m.booking_payment_closed()}{' '}
                  <Link to={tourHref} className="font-semibold text-brand-700 underline">
                    {m.booking_back_to_the_tour()}
                  </Link>
                </p>
              ) : paying?.confirm ? (
                <ConfirmPayment confirm={paying.confirm}>
                  <AppliedCodes applied={applied} />
                </ConfirmPayment>
              ) : (
                <PayForm
                  booking={booking}
                  applied={applied}
                  remainder={remainder}
                  attempt={attempt}
                  lastResult={paying && 'result' in paying ? paying.result : undefined}
                />
              )}
            </Card>
          </div>
          <Card
            id="summary-heading"
            title={m.booking_summary_title()}
            className="h-fit"
            titleClassName="mb-3 text-lg font-bold text-slate-900"
          >
            <BookingSummary booking={booking} />
            {applied && (
              <dl className="mt-3 space-y-1.5 border-t border-slate-200 pt-3 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">{m.booking_gift_cards()}</dt>
                  <dd className="font-medium text-brand-700">−{money(booking.price.total - remainder)}</dd>
                </div>
                <div className="flex justify-between gap-4 text-base">
                  <dt className="font-semibold text-slate-900">{m.booking_to_pay_by_card()}</dt>
                  <dd className="font-bold text-slate-900">{money(remainder)}</dd>
                </div>
              </dl>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

/**
 * The payment itself: the card form for what the gift cards leave, or one button when they cover
 * it all. Either way the applied codes, the remainder shown and the attempt token go with it.
 */
function PayForm({
  booking,
  applied,
  remainder,
  attempt,
  lastResult,
}: {
  booking: Booking;
  applied: AppliedGiftCards | null;
  remainder: number;
  attempt: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(cardFormSchema, { id: 'card-payment', lastResult });
  const hidden = (
    <>
      <input type="hidden" name="attempt" value={attempt} />
      <input type="hidden" name="remainder" value={remainder} />
      <AppliedCodes applied={applied} />
    </>
  );
  if (remainder > 0) {
    return (
      <SchemaForm form={form} className="space-y-4">
        {hidden}
        <CardFields fields={fields} totalCents={remainder} />
      </SchemaForm>
    );
  }
  return (
    <Form method="post" className="space-y-4">
      {hidden}
      <input type="hidden" name="card" value="none" />
      {form.errors && <Banner>{form.errors.join(' ')}</Banner>}
      <p className="text-slate-700">{m.booking_gift_cards_cover({ amount: money(booking.price.total) })}</p>
      <SubmitButton busyLabel={m.booking_processing_payment()} name="intent" value="pay">
        <Gift aria-hidden="true" className="size-5" />
        {m.booking_pay_with_gift_cards({ amount: formatCharge(booking.price.total, { cents: true }) })}
      </SubmitButton>
    </Form>
  );
}
