import { type AdminBookingDetail, cancellationPolicyLines } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { Link, useLocation } from 'react-router';
import { BookingHistory } from '~/components/data/booking-history';
import { DataTable } from '~/components/data/data-table';
import { Detail, DetailDialog, DetailSection } from '~/components/data/detail-dialog';
import { listHref } from '~/components/data/list-url';
import type { Notice } from '~/components/data/notice';
import { DANGER_BUTTON } from '~/components/data/row-actions';
import { Banner } from '~/components/ui/banner';
import { money, shortDateTime } from '../format';
import { BookingStatusPill } from '../status-badge';
import { bookingWhen } from './booking-columns';
import { CancelBookingForm, type CancelReview, ConfirmCancellation } from './cancel-booking';

type Payment = AdminBookingDetail['payments'][number];

/** A payment's kind and result as staff read them; others as they come. */
const PAYMENT_WORDS: Record<string, () => string> = {
  charge: () => m.admin_payment_charge(),
  refund: () => m.admin_payment_refund(),
  pending: () => m.admin_payment_pending(),
  approved: () => m.admin_payment_approved(),
  declined: () => m.admin_payment_declined(),
};
const paymentWord = (word: string) => PAYMENT_WORDS[word]?.() ?? word;

const paymentColumns = () => [
  {
    key: 'kind',
    header: m.admin_payment_col_kind(),
    className: 'capitalize',
    cell: (p: Payment) => paymentWord(p.kind),
  },
  {
    key: 'status',
    header: m.admin_payment_col_result(),
    className: 'capitalize',
    cell: (p: Payment) => paymentWord(p.status),
  },
  {
    key: 'card',
    header: m.admin_payment_col_card(),
    className: 'whitespace-nowrap',
    cell: (p: Payment) =>
      p.last4 ? `${p.brand ?? m.admin_payment_col_card()} •••• ${p.last4}` : (p.brand ?? '—'),
  },
  {
    key: 'when',
    header: m.admin_payment_col_when(),
    className: 'whitespace-nowrap',
    cell: (p: Payment) => shortDateTime(p.createdAt),
  },
  {
    key: 'amount',
    header: m.admin_field_amount(),
    align: 'right' as const,
    cell: (p: Payment) => money(p.amount),
  },
];

/** Why a booking ended, in words; the codes are the booking's cancellation reasons. */
const CANCEL_REASONS: Record<string, () => string> = {
  cancelled_by_staff: () => m.admin_cancel_reason_staff(),
  cancelled_by_tourist: () => m.admin_cancel_reason_tourist(),
  departure_closed: () => m.admin_cancel_reason_departure_closed(),
  hold_expired: () => m.admin_cancel_reason_hold_expired(),
};

const party = (b: AdminBookingDetail) => {
  const adults = m.admin_party_adults({ count: b.adults });
  return b.children
    ? m.admin_party_with_children({ adults, children: m.admin_party_children({ count: b.children }) })
    : adults;
};

const NA = () => m.admin_not_available();

function BookingFacts({ b }: { b: AdminBookingDetail }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label={m.admin_col_tour()}>{b.tourTitle}</Detail>
        <Detail label={m.admin_col_merchant()}>{b.merchantName}</Detail>
        <Detail label={m.admin_col_date()}>{bookingWhen(b)}</Detail>
        <Detail label={m.admin_booking_party()}>{party(b)}</Detail>
        <Detail label={m.admin_col_tourist()}>
          {b.customerName}
          <span className="block [overflow-wrap:anywhere] text-sm text-slate-600">{b.customerEmail}</span>
          <span className="block text-sm text-slate-600">{b.customerPhone}</span>
        </Detail>
        <Detail label={m.admin_booking_booked()}>{shortDateTime(b.createdAt)}</Detail>
        {b.hotel && <Detail label={m.admin_booking_hotel()}>{b.hotel}</Detail>}
        {b.specialRequirements && (
          <Detail label={m.admin_booking_special_requirements()}>{b.specialRequirements}</Detail>
        )}
        {b.checkedInAt && (
          <Detail label={m.admin_field_checked_in_at()}>{shortDateTime(b.checkedInAt)}</Detail>
        )}
      </dl>
      <DetailSection title={m.admin_booking_money()}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Detail label={m.admin_col_total()}>{money(b.total)}</Detail>
          <Detail label={m.admin_booking_paid_gift_cards()}>{money(b.giftCardAmount)}</Detail>
          <Detail label={m.admin_booking_paid()}>
            {b.paidAt ? shortDateTime(b.paidAt) : m.admin_booking_not_paid()}
          </Detail>
          <Detail
            label={
              b.commissionPercent === null
                ? m.admin_col_commission()
                : m.admin_booking_commission_percent({ percent: b.commissionPercent })
            }
          >
            {b.commission === null ? NA() : money(b.commission)}
          </Detail>
          <Detail label={m.admin_booking_merchant_net()}>{b.net === null ? NA() : money(b.net)}</Detail>
          <Detail label={m.admin_field_refund()}>
            {b.refund
              ? m.admin_booking_refund_of({ amount: money(b.refund.amount), percent: b.refund.percent })
              : m.admin_booking_no_refund()}
          </Detail>
          <Detail label={m.admin_record_cancellation_policy()}>
            <ul className="list-disc pl-5">
              {cancellationPolicyLines(b.cancellation_tiers).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {b.refundCap !== null && (
              <p className="mt-1 text-sm text-slate-600">
                {m.refund_capped()}: {money(b.refundCap)}
              </p>
            )}
          </Detail>
          <Detail label={m.admin_booking_payout()}>
            {b.payoutId ? m.admin_booking_paid_out() : m.admin_booking_not_paid_out()}
          </Detail>
        </dl>
      </DetailSection>
    </>
  );
}

/** One booking with its payments and money, and cancellation by staff with a refund. */
export function BookingDetail({
  booking: b,
  reasonGiven,
  cancelling,
  review,
  cancelResult,
  notice,
}: {
  booking: AdminBookingDetail;
  /** The reason staff gave when they cancelled it (from the audit log). */
  reasonGiven: string | null;
  /** The cancel form is open (`&cancel=1`). */
  cancelling: boolean;
  review?: CancelReview;
  cancelResult?: SubmissionResult<string[]>;
  notice?: Notice;
}) {
  const location = useLocation();
  const cancellable = b.status === 'confirmed' || b.status === 'pending';
  return (
    <DetailDialog
      title={b.confirmationCode ? m.admin_booking_title({ code: b.confirmationCode }) : m.admin_col_booking()}
      actions={
        cancellable &&
        !cancelling && (
          <Link
            to={listHref(location, { cancel: '1' })}
            preventScrollReset
            className={`${DANGER_BUTTON} w-full sm:w-auto`}
          >
            {m.admin_cancel_and_refund()}
          </Link>
        )
      }
    >
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
      <BookingStatusPill status={b.status} checkedInAt={b.checkedInAt} />
      <BookingFacts b={b} />
      {b.status === 'cancelled' && (
        <Banner
          tone="info"
          title={
            b.cancelledAt
              ? m.admin_booking_cancelled_on({ when: shortDateTime(b.cancelledAt) })
              : m.admin_booking_cancelled()
          }
        >
          <p>
            {(b.cancelReason && CANCEL_REASONS[b.cancelReason]?.()) ??
              b.cancelReason ??
              m.admin_booking_no_reason()}
          </p>
          {reasonGiven && <p className="mt-1">{m.admin_booking_reason_given({ reason: reasonGiven })}</p>}
        </Banner>
      )}
      <DetailSection title={m.admin_booking_payments()}>
        <DataTable
          caption={m.admin_booking_payments_caption({ code: b.confirmationCode ?? '' })}
          rows={b.payments}
          rowKey={(p) => p.id}
          columns={paymentColumns()}
          cards={false}
          framed={false}
          empty={<p className="text-slate-600">{m.admin_booking_no_payments()}</p>}
        />
      </DetailSection>
      <DetailSection title={m.admin_booking_history()}>
        <BookingHistory events={b.history} />
      </DetailSection>
      {cancellable &&
        cancelling &&
        (review ? (
          <ConfirmCancellation booking={b} review={review} />
        ) : (
          <CancelBookingForm booking={b} lastResult={cancelResult} />
        ))}
    </DetailDialog>
  );
}
