import { BOOKING_MESSAGES, type MerchantBookingDetail } from '@belizepass/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail, Phone, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { AuthClientError } from '~/features/auth/auth-client';
import { StatusBadge } from '~/features/booking/status-badge';
import { dateTimeText, money, newRequestId, partyText, timestampText } from './booking-format';
import { checkIn, fetchMerchantBooking, merchantBookingsKey } from './bookings-api';
import { PANEL } from './merchant-styles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PAYMENT_LABELS: Record<MerchantBookingDetail['paymentStatus'], string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  unpaid: 'Not paid',
};
const EVENT_LABELS: Record<MerchantBookingDetail['history'][number]['event'], string> = {
  booked: 'Booked',
  paid: 'Paid',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={PANEL} aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const NOT_FOUND = (
  <div className="py-12 text-center">
    <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
    <h2 className="mt-4 text-2xl font-bold text-slate-900">{BOOKING_MESSAGES.bookingNotFound}</h2>
    <p className="mt-2 text-slate-600">This booking does not exist or is not for one of your tours.</p>
    <ButtonLink to="/merchant/dashboard" className="mt-6 min-h-11">
      Back to bookings
    </ButtonLink>
  </div>
);

/** One booking of the merchant's tours: contact, party, payment, check-in and history. */
export function BookingDetailScreen({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const valid = UUID.test(id);
  const [requestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const booking = useQuery({
    queryKey: [...merchantBookingsKey, 'detail', id],
    queryFn: ({ signal }) => fetchMerchantBooking(id, signal),
    enabled: valid,
    retry: (count, error) => !(error instanceof AuthClientError && error.status < 500) && count < 1,
  });

  if (!valid) return NOT_FOUND;
  if (booking.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the booking" />
      </div>
    );
  }
  if (booking.isError) {
    if (booking.error instanceof AuthClientError && booking.error.status === 404) return NOT_FOUND;
    return (
      <Banner
        title="We could not load this booking"
        action={
          <Button size="sm" onClick={() => booking.refetch()}>
            Try again
          </Button>
        }
      >
        {booking.error.message}
      </Banner>
    );
  }

  const b = booking.data;
  async function confirmCheckIn() {
    setBusy(true);
    setFailure(null);
    try {
      await checkIn({ confirmationCode: b.confirmationCode, clientRequestId: requestId });
      await queryClient.invalidateQueries({ queryKey: merchantBookingsKey });
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : 'The check-in failed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <Link
        to="/merchant/dashboard"
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to bookings
      </Link>
      <div className={`${PANEL} flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between`}>
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{b.tourTitle}</h2>
          <p className="mt-1 text-slate-600">{dateTimeText(b.date, b.time)}</p>
          <p className="mt-2 font-mono text-lg font-semibold tracking-wider text-slate-900">
            <span className="sr-only">Confirmation code </span>
            {b.confirmationCode}
          </p>
        </div>
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <StatusBadge status={b.status} />
          {b.status === 'confirmed' && !b.checkedInAt && (
            <Button className="min-h-11" onClick={confirmCheckIn} disabled={busy}>
              {busy ? 'Checking in...' : 'Check in'}
            </Button>
          )}
        </div>
      </div>
      {failure && <Banner>{failure}</Banner>}
      {b.status === 'cancelled' && b.cancelReason && (
        <Banner tone="info" title="Cancelled">
          {b.cancelReason}
        </Banner>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Customer">
          <p className="font-semibold text-slate-900">{b.customerName}</p>
          <ul className="mt-2 space-y-1">
            <li>
              <a
                href={`mailto:${b.customerEmail}`}
                className="inline-flex min-h-11 items-center gap-2 break-all text-brand-700 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {b.customerEmail}
              </a>
            </li>
            <li>
              <a
                href={`tel:${b.customerPhone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center gap-2 text-brand-700 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {b.customerPhone}
              </a>
            </li>
          </ul>
        </Panel>
        <Panel title="Party">
          <dl className="divide-y divide-slate-100">
            <Row label="Group size">{partyText(b.adults, b.children)}</Row>
            <Row label="Pickup hotel">{b.hotel || 'None'}</Row>
            <Row label="Special requirements">{b.specialRequirements || 'None'}</Row>
            <Row label="Check-in">
              {b.checkedInAt ? `Checked in ${timestampText(b.checkedInAt)}` : 'Not checked in yet'}
            </Row>
          </dl>
        </Panel>
        <Panel title="Payment">
          <dl className="divide-y divide-slate-100">
            <Row label="Status">{PAYMENT_LABELS[b.paymentStatus] ?? b.paymentStatus}</Row>
            <Row label="Total">{money(b.totalAmount)}</Row>
            <Row label="Paid by card">{money(b.paidAmount)}</Row>
            {b.giftCardAmount > 0 && <Row label="Paid by gift card">{money(b.giftCardAmount)}</Row>}
            {b.refundAmount > 0 && <Row label="Refunded">{money(b.refundAmount)}</Row>}
            <Row label="Platform commission">{money(b.commissionAmount)}</Row>
            <Row label="Your net">{money(b.merchantNetAmount)}</Row>
          </dl>
        </Panel>
        <Panel title="History">
          {b.history.length === 0 ? (
            <p className="text-slate-600">No events yet.</p>
          ) : (
            <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
              {b.history.map((event) => (
                <li key={`${event.event}-${event.at}`} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-brand-600 ring-4 ring-white"
                  />
                  <p className="font-medium text-slate-900">{EVENT_LABELS[event.event] ?? event.event}</p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={event.at}>{timestampText(event.at)}</time>
                  </p>
                  {event.note && <p className="text-sm text-slate-700">{event.note}</p>}
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </div>
  );
}
