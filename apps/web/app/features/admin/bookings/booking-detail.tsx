import { ADMIN_MESSAGES, type AdminBookingDetail } from '@belizepass/domain';
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

const PAYMENT_COLUMNS = [
  { key: 'kind', header: 'Kind', className: 'capitalize', cell: (p: Payment) => p.kind },
  { key: 'status', header: 'Result', className: 'capitalize', cell: (p: Payment) => p.status },
  {
    key: 'card',
    header: 'Card',
    className: 'whitespace-nowrap',
    cell: (p: Payment) => (p.last4 ? `${p.brand ?? 'Card'} •••• ${p.last4}` : (p.brand ?? '—')),
  },
  {
    key: 'when',
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (p: Payment) => shortDateTime(p.createdAt),
  },
  { key: 'amount', header: 'Amount', align: 'right' as const, cell: (p: Payment) => money(p.amount) },
];

/** Why a booking ended, in words; the codes are the booking's cancellation reasons. */
const CANCEL_REASONS: Record<string, string> = {
  cancelled_by_staff: 'Cancelled by BelizePass staff.',
  cancelled_by_tourist: 'Cancelled by the tourist.',
  departure_closed: 'The merchant closed this departure.',
  hold_expired: 'The seats were released when the 15-minute hold ran out before payment.',
};

const party = (b: AdminBookingDetail) =>
  `${b.adults} adult${b.adults === 1 ? '' : 's'}${b.children ? `, ${b.children} child${b.children === 1 ? '' : 'ren'}` : ''}`;

function BookingFacts({ b }: { b: AdminBookingDetail }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Tour">{b.tourTitle}</Detail>
        <Detail label="Merchant">{b.merchantName}</Detail>
        <Detail label="Date">{bookingWhen(b)}</Detail>
        <Detail label="Party">{party(b)}</Detail>
        <Detail label="Tourist">
          {b.customerName}
          <span className="block [overflow-wrap:anywhere] text-sm text-slate-600">{b.customerEmail}</span>
          <span className="block text-sm text-slate-600">{b.customerPhone}</span>
        </Detail>
        <Detail label="Booked">{shortDateTime(b.createdAt)}</Detail>
        {b.hotel && <Detail label="Hotel pickup">{b.hotel}</Detail>}
        {b.specialRequirements && <Detail label="Special requirements">{b.specialRequirements}</Detail>}
        {b.checkedInAt && <Detail label="Checked in">{shortDateTime(b.checkedInAt)}</Detail>}
      </dl>
      <DetailSection title="Money">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Detail label="Total">{money(b.total)}</Detail>
          <Detail label="Paid with gift cards">{money(b.giftCardAmount)}</Detail>
          <Detail label="Paid">{b.paidAt ? shortDateTime(b.paidAt) : 'Not paid'}</Detail>
          <Detail label={`Commission${b.commissionPercent === null ? '' : ` (${b.commissionPercent}%)`}`}>
            {b.commission === null ? ADMIN_MESSAGES.notAvailable : money(b.commission)}
          </Detail>
          <Detail label="Merchant net">{b.net === null ? ADMIN_MESSAGES.notAvailable : money(b.net)}</Detail>
          <Detail label="Refund">
            {b.refund ? `${money(b.refund.amount)} (${b.refund.percent}%)` : 'None'}
          </Detail>
          <Detail label="Payout">{b.payoutId ? 'Paid out to the merchant' : 'Not paid out yet'}</Detail>
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
      title={`Booking ${b.confirmationCode ?? ''}`.trim()}
      actions={
        cancellable &&
        !cancelling && (
          <Link
            to={listHref(location, { cancel: '1' })}
            preventScrollReset
            className={`${DANGER_BUTTON} w-full sm:w-auto`}
          >
            Cancel & refund
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
          title={b.cancelledAt ? `Cancelled on ${shortDateTime(b.cancelledAt)}` : 'Cancelled'}
        >
          <p>
            {(b.cancelReason && CANCEL_REASONS[b.cancelReason]) ??
              b.cancelReason ??
              'No reason was recorded.'}
          </p>
          {reasonGiven && <p className="mt-1">Reason given: {reasonGiven}</p>}
        </Banner>
      )}
      <DetailSection title="Payments">
        <DataTable
          caption={`Payments of booking ${b.confirmationCode ?? ''}`}
          rows={b.payments}
          rowKey={(p) => p.id}
          columns={PAYMENT_COLUMNS}
          cards={false}
          framed={false}
          empty={<p className="text-slate-600">No card payments.</p>}
        />
      </DetailSection>
      <DetailSection title="History">
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
