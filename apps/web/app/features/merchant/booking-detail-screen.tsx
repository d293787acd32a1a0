import {
  BOOKING_MESSAGES,
  belizeToday,
  formatLongDate,
  languageName,
  type MerchantBookingDetail,
  paymentMethodText,
  paymentStateText,
  soldByText,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowLeft, Mail, Phone, SearchX, Users } from 'lucide-react';
import { Form, Link } from 'react-router';
import { BookingHistory } from '~/components/data/booking-history';
import { FormErrors, SubmitButton } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { StatusBadge } from '~/features/booking/status-badge';
import {
  bookingPartyText,
  dateTimeText,
  money,
  parkFeeText,
  pickupText,
  residentsIn,
  timestampText,
} from './booking-format';
import { MERCHANT_HOME } from './console-config';
import { DetailRow, LoadFailed, Panel } from './console-ui';
import { PANEL } from './merchant-styles';
import { MoveGuestForm, type MoveGuestView } from './move-guest-form';
import { guestRowId, passengerListHref } from './passenger-list-screen';

/** What a booking's page shows: the booking, that it is not there, or why it could not be loaded. */
export type BookingDetailView =
  | {
      booking: MerchantBookingDetail;
      requestId: string;
      /** "Move guest" for a booking that can still move (confirmed, not checked in), else null. */
      move: MoveGuestView | null;
    }
  | { notFound: true }
  | { failure: string };

/** Commission and net of a booking that was never paid out (cancelled) are not shown as money. */
const moneyOrDash = (cents: number | null) => (cents === null ? '—' : money(cents));

function NotFound() {
  return (
    <div className="py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{BOOKING_MESSAGES.bookingNotFound}</h2>
      <p className="mt-2 text-slate-600">{m.operations_booking_not_yours()}</p>
      <ButtonLink to={`${MERCHANT_HOME}/bookings`} className="mt-6 min-h-11">
        {m.operations_back_to_bookings()}
      </ButtonLink>
    </div>
  );
}

/** "Check in" on the booking's page: a form post, so it works without JavaScript too. */
function CheckInForm({ booking, requestId }: { booking: MerchantBookingDetail; requestId: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="confirmationCode" value={booking.confirmationCode} />
      <input type="hidden" name="clientRequestId" value={requestId} />
      <SubmitButton busyLabel={m.operations_checking_in()} size="md" className="min-h-11">
        {m.operations_check_in()}
      </SubmitButton>
    </Form>
  );
}

/** What the page's last form post answered: the check-in or the move, and the dates of a move. */
export interface BookingDetailAnswer {
  intent?: 'check-in' | 'move';
  result?: SubmissionResult<string[]>;
  movedFrom?: string;
  movedTo?: string;
}

/** One booking of the merchant's tours: contact, party, payment, check-in, moving and history. */
export function BookingDetailScreen({
  view,
  answer,
}: {
  view: BookingDetailView;
  answer?: BookingDetailAnswer;
}) {
  if ('notFound' in view) return <NotFound />;
  if ('failure' in view)
    return <LoadFailed title={m.operations_booking_load_failed()}>{view.failure}</LoadFailed>;
  const { booking: b, requestId, move } = view;
  const checkIn = answer?.intent === 'move' ? undefined : answer;
  const moved = answer?.intent === 'move' ? answer : undefined;
  const cancelled = b.status === 'cancelled';
  return (
    <div className="space-y-6">
      <Link
        to={`${MERCHANT_HOME}/bookings`}
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.operations_back_to_bookings()}
      </Link>
      <div className={`${PANEL} flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between`}>
        <div className="min-w-0">
          <h2 className="text-2xl font-bold break-words text-slate-900">{b.tourTitle}</h2>
          <p className="mt-1 text-slate-600">{dateTimeText(b.date, b.time)}</p>
          <Link
            to={`${passengerListHref(b.tourId, b.date, b.time)}${cancelled ? '' : `#${guestRowId(b.confirmationCode)}`}`}
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline"
          >
            <Users aria-hidden="true" className="size-4" />
            {m.day_open_departure_list()}
          </Link>
          <p className="mt-2 font-mono text-lg font-semibold tracking-wider text-slate-900">
            <span className="sr-only">{`${m.operations_confirmation_code()} `}</span>
            {b.confirmationCode}
          </p>
        </div>
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <StatusBadge status={b.status} checkedInAt={b.checkedInAt} />
          {/* Guests are checked in on the day of their departure only. */}
          {b.status === 'confirmed' && !b.checkedInAt && b.date === belizeToday() && (
            <CheckInForm booking={b} requestId={requestId} />
          )}
        </div>
      </div>
      <FormErrors errors={checkIn?.result?.error?.[''] ?? undefined} />
      {moved?.movedTo && (
        <Banner tone="success" title={m.operations_guest_moved()}>
          {moved.movedFrom
            ? m.operations_moved_from_to({
                from: formatLongDate(moved.movedFrom),
                to: formatLongDate(moved.movedTo),
              })
            : m.operations_moved_to({ to: formatLongDate(moved.movedTo) })}{' '}
          {b.customerEmail ? m.operations_guest_emailed_new_date() : m.money_moved_no_email()}
        </Banner>
      )}
      {cancelled && b.cancelReason && (
        <Banner tone="info" title={m.operations_cancelled()}>
          {b.cancelReason}
        </Banner>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={m.operations_customer()}>
          <p className="font-semibold text-slate-900">{b.customerName}</p>
          {soldByText(b) && <p className="text-sm text-slate-600">{soldByText(b)}</p>}
          {(b.customerEmail || b.customerPhone) && (
            <ul className="mt-2 space-y-1">
              {b.customerEmail && (
                <li>
                  <a
                    href={`mailto:${b.customerEmail}`}
                    className="inline-flex min-h-11 items-center gap-2 break-all text-brand-700 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {b.customerEmail}
                  </a>
                </li>
              )}
              {b.customerPhone && (
                <li>
                  <a
                    href={`tel:${b.customerPhone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex min-h-11 items-center gap-2 text-brand-700 hover:underline"
                  >
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {b.customerPhone}
                  </a>
                </li>
              )}
            </ul>
          )}
        </Panel>
        <Panel title={m.operations_party()}>
          <dl className="divide-y divide-slate-100">
            <DetailRow label={m.operations_group_size()}>
              {bookingPartyText(b)}
              {residentsIn(b) > 0 && (
                <span className="block text-sm text-amber-800">
                  {m.web_model_op_id_check({ count: residentsIn(b) })}
                </span>
              )}
            </DetailRow>
            <DetailRow label={m.operations_pickup_hotel()}>
              {pickupText(b) ?? (b.hotel || m.operations_none())}
            </DetailRow>
            <DetailRow label={m.operations_special_requirements()}>
              {b.specialRequirements || m.operations_none()}
            </DetailRow>
            <DetailRow label={m.signals_guide_language()}>
              {b.guideLanguage ? languageName(b.guideLanguage) : m.signals_no_preference()}
            </DetailRow>
            <DetailRow label={m.operations_check_in_label()}>
              {b.checkedInAt
                ? m.operations_checked_in_at({ time: timestampText(b.checkedInAt) })
                : b.status === 'no_show'
                  ? m.operations_no_show_note()
                  : m.operations_not_checked_in_yet()}
            </DetailRow>
          </dl>
        </Panel>
        <Panel title={m.operations_payment()}>
          <dl className="divide-y divide-slate-100">
            <DetailRow label={m.operations_status()}>{paymentStateText(b.paymentStatus)}</DetailRow>
            <DetailRow label={m.money_paid_with()}>{paymentMethodText(b.paymentMethod)}</DetailRow>
            <DetailRow label={m.operations_total()}>{money(b.totalAmount)}</DetailRow>
            {b.parkFee && <DetailRow label={m.operations_park_fee()}>{parkFeeText(b.parkFee)}</DetailRow>}
            <DetailRow label={m.money_amount_paid()}>{money(b.paidAmount)}</DetailRow>
            {b.giftCardAmount > 0 && b.paymentMethod !== 'gift_card' && (
              <DetailRow label={m.operations_paid_by_gift_card()}>{money(b.giftCardAmount)}</DetailRow>
            )}
            {b.refundAmount > 0 && (
              <DetailRow label={m.operations_payment_refunded()}>{money(b.refundAmount)}</DetailRow>
            )}
            <DetailRow label={m.operations_platform_commission()}>
              {moneyOrDash(b.commissionAmount)}
            </DetailRow>
            <DetailRow label={m.operations_your_net()}>{moneyOrDash(b.merchantNetAmount)}</DetailRow>
          </dl>
        </Panel>
        <Panel title={m.operations_history()}>
          <BookingHistory events={b.history} />
        </Panel>
        {move && <MoveGuestForm view={move} result={moved?.result} guestEmailed={Boolean(b.customerEmail)} />}
      </div>
    </div>
  );
}
