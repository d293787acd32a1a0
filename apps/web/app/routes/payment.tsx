import { type Booking, formatUsd, PAYMENT_MESSAGES } from '@belizepass/domain';
import { ArrowLeft, Gift } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthClientError } from '~/features/auth/auth-client';
import { type CardPayment, fieldErrors, payBooking, quoteGiftCards } from '~/features/booking/booking-api';
import { BookingLoadFailed, BookingLoading, BookingNotFound } from '~/features/booking/booking-states';
import { BookingSummary } from '~/features/booking/booking-summary';
import { CardForm } from '~/features/booking/card-form';
import { HoldCountdown } from '~/features/booking/hold-countdown';
import { useBooking } from '~/features/booking/use-booking';
import { type AppliedGiftCards, CheckoutGiftCards } from '~/features/gift-cards/checkout-gift-cards';
import { DemoPaymentNotice } from '~/features/gift-cards/demo-payment-notice';
import type { Route } from './+types/payment';

const money = (cents: number) => formatUsd(cents, { cents: true });
const BALANCES_CHANGED =
  'The balances of your gift cards have changed. Check the amount left to pay and try again.';

export default function PaymentPage({ params }: Route.ComponentProps) {
  const { state, retry } = useBooking(params.bookingId);
  const navigate = useNavigate();
  const booking = state.kind === 'ready' ? state.booking : null;
  const done = booking && (booking.status === 'confirmed' || booking.status === 'completed');

  useEffect(() => {
    if (done) navigate(`/confirmation/${booking.id}`, { replace: true });
  }, [done, booking, navigate]);

  if (state.kind === 'not-found') return <BookingNotFound />;
  if (state.kind === 'failed') return <BookingLoadFailed message={state.message} onRetry={retry} />;
  if (state.kind === 'loading' || done) return <BookingLoading />;
  return <Payment booking={state.booking} bookingKey={state.bookingKey} />;
}

function HoldExpired({ tourId }: { tourId: string }) {
  return (
    <Banner
      title="Your hold has expired"
      action={
        <ButtonLink to={`/tours/${tourId}#booking`} size="sm">
          Book again
        </ButtonLink>
      }
    >
      The seats were held for 15 minutes and have been released. Choose your date again to book this tour.
    </Banner>
  );
}

function Payment({ booking, bookingKey }: { booking: Booking; bookingKey: string | null }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(booking.status === 'cancelled');
  const [giftCards, setGiftCards] = useState<AppliedGiftCards | null>(null);
  // One key per payment attempt; kept only to retry the same payment after a network failure.
  const attempt = useRef<{ key: string; payment: string } | null>(null);
  const onExpired = useCallback(() => setExpired(true), []);
  const quote = useCallback(
    (codes: string[]) => quoteGiftCards(booking.id, bookingKey, codes),
    [booking.id, bookingKey],
  );
  const remainder = giftCards ? giftCards.quote.remainder : booking.price.total;

  /** Gift cards are priced again just before paying, so the card is never charged more than shown. */
  async function giftCardsUnchanged(): Promise<boolean> {
    if (!giftCards) return true;
    const fresh = await quote(giftCards.codes);
    if (fresh.remainder === giftCards.quote.remainder) return true;
    setGiftCards({ codes: giftCards.codes, quote: fresh });
    setFailure(BALANCES_CHANGED);
    return false;
  }

  async function pay(card: CardPayment | null) {
    setBusy(true);
    setFailure(null);
    const codes = giftCards?.codes ?? [];
    const fingerprint = JSON.stringify({ card, codes });
    if (attempt.current?.payment !== fingerprint)
      attempt.current = { key: crypto.randomUUID(), payment: fingerprint };
    try {
      if (!(await giftCardsUnchanged())) {
        setBusy(false);
        return undefined;
      }
      const paid = await payBooking(booking.id, bookingKey, card, attempt.current.key, codes);
      attempt.current = null;
      navigate(`/confirmation/${paid.id}`);
      return undefined;
    } catch (error) {
      const known = error instanceof AuthClientError && error.fromServer;
      if (known) attempt.current = null;
      setBusy(false);
      if (error instanceof AuthClientError && error.status === 402) {
        setFailure(PAYMENT_MESSAGES.failed);
      } else if (
        error instanceof AuthClientError &&
        error.status === 409 &&
        error.code === 'BOOKING_EXPIRED'
      ) {
        setExpired(true);
      } else if (
        error instanceof AuthClientError &&
        error.status === 400 &&
        error.details.length > 0 &&
        !error.details.some((issue) => issue.field.startsWith('giftCards'))
      ) {
        return fieldErrors(error);
      } else {
        // Includes 422: a gift card that can no longer pay here (the server's message names why).
        setFailure(error instanceof Error ? error.message : PAYMENT_MESSAGES.failed);
      }
      return undefined;
    }
  }

  return (
    <div className="flex-1 bg-slate-50/60">
      <PageMeta title="Payment" />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 md:py-10">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </button>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Payment</h1>

        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-4">
            {expired ? (
              <HoldExpired tourId={booking.tourId} />
            ) : (
              booking.holdExpiresAt && <HoldCountdown until={booking.holdExpiresAt} onExpired={onExpired} />
            )}
            <DemoPaymentNotice />
            {failure && <Banner>{failure}</Banner>}
            {!expired && (
              <CheckoutGiftCards
                total={booking.price.total}
                applied={giftCards}
                disabled={busy}
                quote={quote}
                onChange={setGiftCards}
              />
            )}
            <section
              aria-labelledby="card-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <h2 id="card-heading" className="mb-4 text-lg font-bold text-slate-900">
                {remainder > 0 || expired ? 'Card details' : 'Confirm payment'}
              </h2>
              {expired ? (
                <p className="text-slate-600">
                  Payment is closed for this booking.{' '}
                  <Link to={`/tours/${booking.tourId}`} className="font-semibold text-brand-700 underline">
                    Back to the tour
                  </Link>
                </p>
              ) : remainder > 0 ? (
                <CardForm busy={busy} totalLabel={money(remainder)} onPay={pay} />
              ) : (
                <div className="space-y-4">
                  <p className="text-slate-700">
                    Your gift cards cover the full total of {money(booking.price.total)}. No card is needed.
                  </p>
                  <Button
                    size="lg"
                    className="w-full"
                    disabled={busy}
                    aria-busy={busy || undefined}
                    onClick={() => void pay(null)}
                  >
                    {busy ? (
                      'Processing payment…'
                    ) : (
                      <>
                        <Gift aria-hidden="true" className="size-5" />
                        Pay {money(booking.price.total)} with gift cards
                      </>
                    )}
                  </Button>
                </div>
              )}
            </section>
          </div>
          <section
            aria-labelledby="summary-heading"
            className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="summary-heading" className="mb-3 text-lg font-bold text-slate-900">
              Booking Summary
            </h2>
            <BookingSummary booking={booking} />
            {giftCards && (
              <dl className="mt-3 space-y-1.5 border-t border-slate-200 pt-3 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Gift cards</dt>
                  <dd className="font-medium text-brand-700">
                    −{money(booking.price.total - giftCards.quote.remainder)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 text-base">
                  <dt className="font-semibold text-slate-900">To pay by card</dt>
                  <dd className="font-bold text-slate-900">{money(giftCards.quote.remainder)}</dd>
                </div>
              </dl>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
