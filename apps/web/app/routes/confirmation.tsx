import {
  type Booking,
  formatClockTime,
  formatLongDate,
  formatUsd,
  PAID_BOOKING_STATUSES,
  splitRefund,
} from '@belizepass/domain';
import { CalendarCheck, CircleAlert, CircleX, MapPin, Printer } from 'lucide-react';
import { data, Link } from 'react-router';
import { BookingHistory } from '~/components/data/booking-history';
import { Button, ButtonLink } from '~/components/ui/button';
import { CARD_CLASS, Card } from '~/components/ui/card';
import { DescriptionItem, type DetailProps } from '~/components/ui/description-item';
import { useHydrated } from '~/components/ui/use-hydrated';
import { loadBooking } from '~/features/booking/booking.server';
import { BookingErrorBoundary } from '~/features/booking/booking-states';
import { partyLabel } from '~/features/booking/booking-summary';
import { ConfirmationQrCode } from '~/features/booking/qr-code';
import { QrFigure, ReceiptHeading } from '~/features/booking/receipt';
import { StatusBadge } from '~/features/booking/status-badge';
import { MeetingPointMap } from '~/features/map/belize-map';
import { OfflineNotice } from '~/features/offline/offline-notice';
import { offlineTicketHeaders } from '~/features/offline/offline-tickets.server';
import { loaderHeaders } from '~/lib/page';
import { bothCurrencies, parkFeePaymentText } from '~/lib/park-fee';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/confirmation';

const money = (cents: number) => formatUsd(cents, { cents: true });

/** On paper the panels keep a plain border. */
const PRINTED_CARD = 'print:border-slate-400 print:shadow-none';

/** On paper only the confirmation itself is printed: no site header, footer or buttons. */
const PRINT_CSS =
  '@media print { header, footer, nav { display: none !important; } main { padding: 0 !important; } }';

/**
 * The booking's confirmation (the ticket), for its signed-in owner or the holder of its key: the
 * cookie kept when it was booked, or the `?key=` of the confirmation email's link. A valid ticket of
 * the signed-in tourist's own booking is marked so their phone keeps it for use without signal.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const booking = await loadBooking(context, request, params.bookingId);
  const offline = await offlineTicketHeaders(context, request, booking);
  return data({ booking }, { headers: { ...PRIVATE_PAGE, ...offline } });
}

export const headers = loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const paid = loaderData && isPaid(loaderData.booking);
  return [
    { title: `${paid ? 'Booking Confirmed' : 'Your booking'} | BelizePass` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  return <Confirmation booking={loaderData.booking} />;
}

export const ErrorBoundary = BookingErrorBoundary;

/** Paid: confirmed (checked in or not), completed, or a no-show (paid, not refunded). */
const isPaid = (booking: Booking) => (PAID_BOOKING_STATUSES as readonly string[]).includes(booking.status);

function Heading({ booking }: { booking: Booking }) {
  if (isPaid(booking)) {
    return (
      <ReceiptHeading
        icon={CalendarCheck}
        iconClassName="text-green-600 print:hidden"
        title="Booking Confirmed!"
      >
        <p className="mt-2 text-slate-600">
          A confirmation has been sent to{' '}
          <span className="font-medium text-slate-900">{booking.customerInfo.email}</span>.
        </p>
      </ReceiptHeading>
    );
  }
  if (booking.status === 'pending') {
    return (
      <ReceiptHeading icon={CircleAlert} iconClassName="text-yellow-600" title="Payment Pending">
        <p className="mt-2 text-slate-600">This booking is not paid yet, so its seats are only held.</p>
        <ButtonLink to={`/payment/${booking.id}`} className="mt-4 print:hidden">
          Continue to Payment
        </ButtonLink>
      </ReceiptHeading>
    );
  }
  return (
    <ReceiptHeading icon={CircleX} iconClassName="text-red-600" title="Booking Cancelled">
      <p className="mt-2 text-slate-600">
        {booking.refund && booking.refund.amount > 0
          ? refundText(booking.refund, booking.giftCardAmount)
          : booking.paidAt
            ? 'This booking was cancelled without a refund.'
            : 'This booking was cancelled before it was paid; nothing was charged.'}
      </p>
    </ReceiptHeading>
  );
}

/** Where a refund goes: back to the gift cards first, up to what they paid, then to the bank card. */
function refundText(refund: NonNullable<Booking['refund']>, giftCardCents: number) {
  const { toGiftCardsCents, toCardCents } = splitRefund(refund.amount, giftCardCents);
  const lead = `A refund of ${money(refund.amount)} (${refund.percent}%)`;
  if (toGiftCardsCents === 0) return `${lead} goes back to your card.`;
  if (toCardCents === 0) return `${lead} goes back to your gift cards.`;
  return `${lead}: ${money(toGiftCardsCents)} goes back to your gift cards and ${money(toCardCents)} to your card.`;
}

/** The total, split into the gift-card part and what the bank card paid when gift cards were used. */
function TotalPaid({ booking }: { booking: Booking }) {
  const giftCards = booking.giftCardAmount;
  const byCard = booking.price.total - giftCards;
  const cardName = booking.payment && `${booking.payment.brand} ending in ${booking.payment.last4}`;
  return (
    <>
      <span className="font-semibold">{money(booking.price.total)}</span>
      {giftCards > 0 ? (
        <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
          <div className="flex flex-wrap gap-x-2">
            <dt>Gift cards</dt>
            <dd className="font-medium text-slate-900">−{money(giftCards)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt>Paid by card</dt>
            <dd className="font-medium text-slate-900">
              {money(byCard)}
              {cardName && byCard > 0 && <span className="font-normal text-slate-500"> ({cardName})</span>}
            </dd>
          </div>
        </dl>
      ) : (
        cardName && <span className="block text-sm text-slate-500">{cardName}</span>
      )}
    </>
  );
}

const Detail = (props: DetailProps) => <DescriptionItem look="receipt" {...props} />;

function Confirmation({ booking }: { booking: Booking }) {
  const code = booking.confirmationCode;
  const paid = isPaid(booking);
  // Printing needs the browser's print dialog, which only a script can open.
  const hydrated = useHydrated();

  return (
    <div className="flex-1 bg-slate-50/60 print:bg-white">
      <style href="confirmation-print" precedence="default">
        {PRINT_CSS}
      </style>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 md:py-12 print:py-0">
        {paid && (
          <div className="empty:hidden print:hidden">
            <OfflineNotice>
              This ticket is the copy saved on this phone when you last opened it online. Show the
              confirmation code or the QR code at check-in.
            </OfflineNotice>
          </div>
        )}
        <Heading booking={booking} />

        <section aria-labelledby="booking-details-heading" className={`${CARD_CLASS} ${PRINTED_CARD}`}>
          <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start sm:justify-between">
            <div className="w-full flex-1">
              <h2 id="booking-details-heading" className="text-lg font-bold text-slate-900">
                Booking details
              </h2>
              <dl className="mt-2 divide-y divide-slate-100">
                <Detail label="Confirmation code">
                  {code ? (
                    <span className="font-mono text-xl font-bold tracking-widest text-slate-900">{code}</span>
                  ) : (
                    <span className="text-slate-500">Issued once payment is complete</span>
                  )}
                </Detail>
                <Detail label="Status">
                  <StatusBadge status={booking.status} checkedInAt={booking.checkedInAt} />
                </Detail>
                <Detail label="Tour">
                  <Link
                    to={`/tours/${booking.tourId}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {booking.tourTitle}
                  </Link>
                </Detail>
                <Detail label="Location">{booking.tourLocation}</Detail>
                <Detail label="Date and time">
                  {formatLongDate(booking.date)} at {formatClockTime(booking.time)}
                </Detail>
                <Detail label="Party size">{partyLabel(booking.adults, booking.children)}</Detail>
                {booking.price.parkFee && (
                  <Detail label="Park fee">
                    <span className="font-semibold">{money(booking.price.parkFee.amount)}</span>{' '}
                    <span className="text-slate-600">
                      ({bothCurrencies(booking.price.parkFee.amount)}),{' '}
                      {booking.price.parkFee.payment === 'online'
                        ? `${parkFeePaymentText('online')}, included in the total`
                        : parkFeePaymentText('cash')}
                    </span>
                  </Detail>
                )}
                <Detail label={paid ? 'Total paid' : 'Total'}>
                  <TotalPaid booking={booking} />
                </Detail>
                {booking.hotel && <Detail label="Hotel pickup">{booking.hotel}</Detail>}
                {booking.specialRequirements && (
                  <Detail label="Special requirements">{booking.specialRequirements}</Detail>
                )}
              </dl>
            </div>
            {code && paid && (
              <QrFigure caption="Show this code at check-in">
                <ConfirmationQrCode code={code} />
              </QrFigure>
            )}
          </div>
        </section>

        {booking.history.length > 1 && (
          <Card id="booking-history-heading" title="History" className="print:hidden">
            <div className="mt-3">
              <BookingHistory events={booking.history} />
            </div>
          </Card>
        )}

        <Card id="provider-heading" title="Your tour provider" className={PRINTED_CARD}>
          <dl className="mt-2 divide-y divide-slate-100">
            <Detail label="Provider">{booking.merchantInfo.name}</Detail>
            {booking.merchantInfo.contact && <Detail label="Contact">{booking.merchantInfo.contact}</Detail>}
            <Detail label="Meeting point">
              <span className="inline-flex items-start gap-1.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                {booking.merchantInfo.meetingPoint || 'Shared by your provider before the tour.'}
              </span>
              {booking.merchantInfo.meetingPointCoordinates && (
                <MeetingPointMap point={booking.merchantInfo.meetingPointCoordinates} className="mt-3" />
              )}
            </Detail>
            <Detail label="Instructions">{booking.merchantInfo.instructions}</Detail>
          </dl>
        </Card>

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
          {paid && hydrated && (
            <Button onClick={() => window.print()} className="min-h-11">
              <Printer aria-hidden="true" className="size-5" />
              Print Confirmation
            </Button>
          )}
          <ButtonLink to="/account/bookings" variant="secondary" className="min-h-11">
            View My Bookings
          </ButtonLink>
          <ButtonLink to="/tours" variant="ghost" className="min-h-11">
            Browse more tours
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
