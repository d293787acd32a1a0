import { type Booking, formatUsd, PAYMENT_MESSAGES } from '@belizepass/domain';
import { ArrowLeft, Info } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthClientError } from '~/features/auth/auth-client';
import { type CardPayment, fieldErrors, payBooking } from '~/features/booking/booking-api';
import { BookingLoadFailed, BookingLoading, BookingNotFound } from '~/features/booking/booking-states';
import { BookingSummary } from '~/features/booking/booking-summary';
import { CardForm } from '~/features/booking/card-form';
import { HoldCountdown } from '~/features/booking/hold-countdown';
import { useBooking } from '~/features/booking/use-booking';
import type { Route } from './+types/payment';

const DEMO_NOTICE =
  'Demo payment: no money is charged. Use 4242 4242 4242 4242 with any future expiry and CVV; 4000 0000 0000 0002 is declined.';

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
  // One key per payment attempt; kept only to retry the same card after a network failure.
  const attempt = useRef<{ key: string; card: string } | null>(null);
  const onExpired = useCallback(() => setExpired(true), []);

  async function pay(card: CardPayment) {
    setBusy(true);
    setFailure(null);
    const fingerprint = JSON.stringify(card);
    if (attempt.current?.card !== fingerprint)
      attempt.current = { key: crypto.randomUUID(), card: fingerprint };
    try {
      const paid = await payBooking(booking.id, bookingKey, card, attempt.current.key);
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
      } else if (error instanceof AuthClientError && error.status === 400 && error.details.length > 0) {
        return fieldErrors(error);
      } else {
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
            <p
              role="note"
              className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
            >
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {DEMO_NOTICE}
            </p>
            {failure && <Banner>{failure}</Banner>}
            <section
              aria-labelledby="card-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <h2 id="card-heading" className="mb-4 text-lg font-bold text-slate-900">
                Card details
              </h2>
              {expired ? (
                <p className="text-slate-600">
                  Payment is closed for this booking.{' '}
                  <Link to={`/tours/${booking.tourId}`} className="font-semibold text-brand-700 underline">
                    Back to the tour
                  </Link>
                </p>
              ) : (
                <CardForm
                  busy={busy}
                  totalLabel={formatUsd(booking.price.total, { cents: true })}
                  onPay={pay}
                />
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
          </section>
        </div>
      </div>
    </div>
  );
}
