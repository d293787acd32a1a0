import { type Booking, languageName, PAID_BOOKING_STATUSES, splitRefund } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarCheck, CalendarPlus, CircleAlert, CircleX, MapPin, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { BookingHistory } from '~/components/data/booking-history';
import { Button, ButtonLink } from '~/components/ui/button';
import { CARD_CLASS, Card } from '~/components/ui/card';
import { DescriptionItem, type DetailProps } from '~/components/ui/description-item';
import { useHydrated } from '~/components/ui/use-hydrated';
import { MeetingPointMap } from '~/features/map/belize-map';
import { OfflineNotice } from '~/features/offline/offline-notice';
import { formatCharge } from '~/lib/display';
import { bothCurrencies } from '~/lib/park-fee';
import { bookingParty, departureLabel, pickupLabel } from './booking-summary';
import { ConfirmationQrCode } from './qr-code';
import { QrFigure, ReceiptHeading } from './receipt';
import { StatusBadge } from './status-badge';

/** The receipt says what was charged: US dollars, whatever currency the visitor chose. */
const money = (cents: number) => formatCharge(cents, { cents: true });

/** On paper the panels keep a plain border. */
const PRINTED_CARD = 'print:border-slate-400 print:shadow-none';

/** On paper only the confirmation itself is printed: no site header, footer or buttons. */
const PRINT_CSS =
  '@media print { header, footer, nav { display: none !important; } main { padding: 0 !important; } }';

/** Paid: confirmed (checked in or not), completed, or a no-show (paid, not refunded). */
export const isPaid = (booking: Pick<Booking, 'status'>) =>
  (PAID_BOOKING_STATUSES as readonly string[]).includes(booking.status);

function Heading({ booking, paymentHref }: { booking: Booking; paymentHref: string }) {
  if (isPaid(booking)) {
    return (
      <ReceiptHeading
        icon={CalendarCheck}
        iconClassName="text-green-600 print:hidden"
        title={m.booking_confirmed_title()}
      >
        <p className="mt-2 text-slate-600">
          {m.booking_confirmation_sent_before()}{' '}
          <span className="font-medium text-slate-900">{booking.customerInfo.email}</span>
          {m.booking_confirmation_sent_after()}
        </p>
      </ReceiptHeading>
    );
  }
  if (booking.status === 'pending') {
    return (
      <ReceiptHeading icon={CircleAlert} iconClassName="text-yellow-600" title={m.booking_pending_title()}>
        <p className="mt-2 text-slate-600">{m.booking_pending_text()}</p>
        <ButtonLink to={paymentHref} className="mt-4 print:hidden">
          {m.booking_continue_to_payment()}
        </ButtonLink>
      </ReceiptHeading>
    );
  }
  return (
    <ReceiptHeading icon={CircleX} iconClassName="text-red-600" title={m.booking_cancelled_title()}>
      <p className="mt-2 text-slate-600">
        {booking.refund && booking.refund.amount > 0
          ? refundText(booking.refund, booking.giftCardAmount)
          : booking.paidAt
            ? m.booking_cancelled_no_refund()
            : m.booking_cancelled_unpaid()}
      </p>
    </ReceiptHeading>
  );
}

/** Where a refund goes: back to the gift cards first, up to what they paid, then to the bank card. */
function refundText(refund: NonNullable<Booking['refund']>, giftCardCents: number) {
  const { toGiftCardsCents, toCardCents } = splitRefund(refund.amount, giftCardCents);
  const amount = money(refund.amount);
  const percent = refund.percent;
  if (toGiftCardsCents === 0) return m.booking_refund_to_card({ amount, percent });
  if (toCardCents === 0) return m.booking_refund_to_gift_cards({ amount, percent });
  return m.booking_refund_split({
    amount,
    percent,
    giftCards: money(toGiftCardsCents),
    card: money(toCardCents),
  });
}

/** The total, split into the gift-card part and what the bank card paid when gift cards were used. */
function TotalPaid({ booking }: { booking: Booking }) {
  const giftCards = booking.giftCardAmount;
  const byCard = booking.price.total - giftCards;
  const cardName =
    booking.payment && m.booking_card_ending({ brand: booking.payment.brand, last4: booking.payment.last4 });
  return (
    <>
      <span className="font-semibold">{money(booking.price.total)}</span>
      {giftCards > 0 ? (
        <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
          <div className="flex flex-wrap gap-x-2">
            <dt>{m.booking_gift_cards()}</dt>
            <dd className="font-medium text-slate-900">−{money(giftCards)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt>{m.booking_paid_by_card()}</dt>
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

/**
 * The booking's confirmation (the ticket): routes/confirmation.tsx, and the operator's widget, which
 * (`framed`) names the tour without leaving the frame and leaves out the site's own buttons (the
 * traveller's account, the catalogue, the calendar file read with the browser's cookie).
 */
export function Confirmation({
  booking,
  paymentHref = `/payment/${booking.id}`,
  framed = false,
}: {
  booking: Booking;
  /** Where an unpaid booking is paid. */
  paymentHref?: string;
  framed?: boolean;
}) {
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
        {paid && !framed && (
          <div className="empty:hidden print:hidden">
            <OfflineNotice>{m.booking_ticket_offline_notice()}</OfflineNotice>
          </div>
        )}
        <Heading booking={booking} paymentHref={paymentHref} />

        <section aria-labelledby="booking-details-heading" className={`${CARD_CLASS} ${PRINTED_CARD}`}>
          <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start sm:justify-between">
            <div className="w-full flex-1">
              <h2 id="booking-details-heading" className="text-lg font-bold text-slate-900">
                {m.booking_details_heading()}
              </h2>
              <dl className="mt-2 divide-y divide-slate-100">
                <Detail label={m.booking_confirmation_code()}>
                  {code ? (
                    <span className="font-mono text-xl font-bold tracking-widest text-slate-900">{code}</span>
                  ) : (
                    <span className="text-slate-500">{m.booking_code_after_payment()}</span>
                  )}
                </Detail>
                <Detail label={m.booking_status()}>
                  <StatusBadge status={booking.status} checkedInAt={booking.checkedInAt} />
                </Detail>
                <Detail label={m.booking_tour()}>
                  {framed ? (
                    <span className="font-semibold text-slate-900">{booking.tourTitle}</span>
                  ) : (
                    <Link
                      to={`/tours/${booking.tourId}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {booking.tourTitle}
                    </Link>
                  )}
                </Detail>
                <Detail label={m.booking_location()}>{booking.tourLocation}</Detail>
                <Detail label={m.booking_date_and_time()}>{departureLabel(booking)}</Detail>
                <Detail label={m.booking_party_size()}>{bookingParty(booking)}</Detail>
                {booking.guideLanguage && (
                  <Detail label={m.signals_guide_language()}>{languageName(booking.guideLanguage)}</Detail>
                )}
                {booking.pickup && <Detail label={m.web_model_tr_pickup()}>{pickupLabel(booking)}</Detail>}
                {booking.price.parkFee && (
                  <Detail label={m.booking_park_fee()}>
                    <span className="font-semibold">{money(booking.price.parkFee.amount)}</span>{' '}
                    <span className="text-slate-600">
                      {booking.price.parkFee.payment === 'online'
                        ? m.booking_park_fee_online_included({
                            both: bothCurrencies(booking.price.parkFee.amount),
                          })
                        : m.booking_park_fee_cash({ both: bothCurrencies(booking.price.parkFee.amount) })}
                    </span>
                  </Detail>
                )}
                {booking.price.pickupFee > 0 && (
                  <Detail label={m.model_pickup_fee()}>
                    <span className="font-semibold">{money(booking.price.pickupFee)}</span>
                  </Detail>
                )}
                <Detail label={paid ? m.booking_total_paid() : m.booking_total()}>
                  <TotalPaid booking={booking} />
                </Detail>
                {booking.hotel && !booking.pickup && (
                  <Detail label={m.booking_hotel_pickup()}>{booking.hotel}</Detail>
                )}
                {booking.specialRequirements && (
                  <Detail label={m.booking_special_requirements()}>{booking.specialRequirements}</Detail>
                )}
              </dl>
            </div>
            {code && paid && (
              <QrFigure caption={m.booking_show_code_check_in()}>
                <ConfirmationQrCode code={code} />
              </QrFigure>
            )}
          </div>
        </section>

        {booking.history.length > 1 && (
          <Card id="booking-history-heading" title={m.booking_history()} className="print:hidden">
            <div className="mt-3">
              <BookingHistory events={booking.history} />
            </div>
          </Card>
        )}

        <Card id="provider-heading" title={m.booking_your_provider()} className={PRINTED_CARD}>
          <dl className="mt-2 divide-y divide-slate-100">
            <Detail label={m.booking_provider()}>{booking.merchantInfo.name}</Detail>
            {booking.merchantInfo.contact && (
              <Detail label={m.booking_contact()}>{booking.merchantInfo.contact}</Detail>
            )}
            <Detail label={m.booking_meeting_point()}>
              <span className="inline-flex items-start gap-1.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                {booking.merchantInfo.meetingPoint || m.booking_meeting_point_later()}
              </span>
              {booking.merchantInfo.meetingPointCoordinates && (
                <MeetingPointMap point={booking.merchantInfo.meetingPointCoordinates} className="mt-3" />
              )}
            </Detail>
            <Detail label={m.booking_instructions()}>{booking.merchantInfo.instructions}</Detail>
          </dl>
          {booking.merchantInfo.guides && (
            <p className="mt-3 font-medium text-slate-900">
              {m.resources_ticket_guide({ names: booking.merchantInfo.guides.join(', ') })}
            </p>
          )}
        </Card>

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
          {paid && hydrated && (
            <Button onClick={() => window.print()} className="min-h-11">
              <Printer aria-hidden="true" className="size-5" />
              {m.booking_print()}
            </Button>
          )}
          {booking.status === 'confirmed' && !framed && (
            // A plain download of the booking's calendar file: the same event its emails update.
            <ButtonLink
              to={`/confirmation/${booking.id}/calendar.ics`}
              reloadDocument
              download
              variant="secondary"
              className="min-h-11"
            >
              <CalendarPlus aria-hidden="true" className="size-5" />
              {m.pocket_add_to_calendar()}
            </ButtonLink>
          )}
          {!framed && (
            <>
              <ButtonLink to="/account/bookings" variant="secondary" className="min-h-11">
                {m.booking_view_my_bookings()}
              </ButtonLink>
              <ButtonLink to="/tours" variant="ghost" className="min-h-11">
                {m.booking_browse_more_tours()}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
