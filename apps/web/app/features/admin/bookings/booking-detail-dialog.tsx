import { type AdminBookingDetail, type AdminBookingRow, formatClockTime } from '@belizepass/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Spinner } from '~/components/ui/spinner';
import { AuthClientError, messageOr } from '~/features/auth/auth-client';
import { type AuditList, adminGet, adminSend } from '../admin-api';
import { DANGER_BUTTON, Detail } from '../admin-ui';
import { money, shortDate, shortDateTime } from '../format';
import { BookingStatusPill } from './booking-status';
import { CancelBookingForm } from './cancel-booking-form';

const detailKey = (id: string) => ['admin', 'bookings', 'detail', id] as const;

function Payments({ payments }: { payments: AdminBookingDetail['payments'] }) {
  if (payments.length === 0) return <p className="mt-2 text-slate-600">No card payments.</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Kind
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Result
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Card
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              When
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((p) => (
            <tr key={p.id}>
              <td className="py-2 pr-3 capitalize">{p.kind}</td>
              <td className="px-3 py-2 capitalize">{p.status}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {p.last4 ? `${p.brand ?? 'Card'} •••• ${p.last4}` : (p.brand ?? '—')}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{shortDateTime(p.createdAt)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{money(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why a booking ended, in words; the codes are the booking's cancellation reasons. */
const CANCEL_REASONS: Record<string, string> = {
  cancelled_by_staff: 'Cancelled by BelizePass staff.',
  cancelled_by_tourist: 'Cancelled by the tourist.',
  departure_closed: 'The merchant closed this departure.',
  hold_expired: 'The seats were released when the 15-minute hold ran out before payment.',
};

/** The cancellation, with the reason staff gave (kept in the audit log). */
function Cancellation({ b }: { b: AdminBookingDetail }) {
  const history = useQuery({
    queryKey: ['admin', 'audit', { entityType: 'booking', entityId: b.id }],
    queryFn: ({ signal }) =>
      adminGet<AuditList>('audit', { entityType: 'booking', entityId: b.id, limit: 10 }, signal),
  });
  const given = history.data?.entries.find((e) => e.action === 'booking.cancel' && e.note)?.note;
  return (
    <Banner tone="info" title={b.cancelledAt ? `Cancelled on ${shortDateTime(b.cancelledAt)}` : 'Cancelled'}>
      <p>
        {(b.cancelReason && CANCEL_REASONS[b.cancelReason]) ?? b.cancelReason ?? 'No reason was recorded.'}
      </p>
      {given && <p className="mt-1">Reason given: {given}</p>}
    </Banner>
  );
}

function BookingBody({ b }: { b: AdminBookingDetail }) {
  const party = `${b.adults} adult${b.adults === 1 ? '' : 's'}${
    b.children ? `, ${b.children} child${b.children === 1 ? '' : 'ren'}` : ''
  }`;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Tour">{b.tourTitle}</Detail>
        <Detail label="Merchant">{b.merchantName}</Detail>
        <Detail label="Date">
          {shortDate(b.date)}
          {b.time ? `, ${formatClockTime(b.time)}` : ''}
        </Detail>
        <Detail label="Party">{party}</Detail>
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
      <section aria-labelledby="booking-money">
        <h3 id="booking-money" className="font-semibold text-slate-900">
          Money
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Detail label="Total">{money(b.total)}</Detail>
          <Detail label="Paid with gift cards">{money(b.giftCardAmount)}</Detail>
          <Detail label="Paid">{b.paidAt ? shortDateTime(b.paidAt) : 'Not paid'}</Detail>
          <Detail label={`Commission${b.commissionPercent === null ? '' : ` (${b.commissionPercent}%)`}`}>
            {b.commission === null ? 'N/A' : money(b.commission)}
          </Detail>
          <Detail label="Merchant net">{b.net === null ? 'N/A' : money(b.net)}</Detail>
          <Detail label="Refund">
            {b.refund ? `${money(b.refund.amount)} (${b.refund.percent}%)` : 'None'}
          </Detail>
          <Detail label="Payout">{b.payoutId ? 'Paid out to the merchant' : 'Not paid out yet'}</Detail>
        </dl>
      </section>
      {b.status === 'cancelled' && <Cancellation b={b} />}
      <section aria-labelledby="booking-payments">
        <h3 id="booking-payments" className="font-semibold text-slate-900">
          Payments
        </h3>
        <Payments payments={b.payments} />
      </section>
    </>
  );
}

/** One booking with its payments and money, and staff cancellation with a refund. */
export function BookingDetailDialog({
  booking,
  onClose,
  onCancelled,
}: {
  booking: AdminBookingRow | null;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const id = booking?.id ?? '';
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const detail = useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => adminGet<AdminBookingDetail>(`bookings/${id}`, {}, signal),
    enabled: !!booking,
  });
  const cancel = useMutation({
    mutationFn: (body: { reason: string; refundPercent: number }) =>
      adminSend<AdminBookingDetail>('POST', `bookings/${id}/cancel`, body),
    onSuccess: (updated) => {
      if (updated && Array.isArray(updated.payments)) queryClient.setQueryData(detailKey(id), updated);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      setCancelling(false);
      onCancelled(`Booking ${booking?.confirmationCode ?? ''} cancelled.`.replace('  ', ' '));
    },
  });
  const fieldErrors = Object.fromEntries(
    cancel.error instanceof AuthClientError ? cancel.error.details.map((d) => [d.field, d.message]) : [],
  );

  const close = () => {
    setCancelling(false);
    cancel.reset();
    onClose();
  };
  const b = detail.data;
  const cancellable = b && (b.status === 'confirmed' || b.status === 'pending');

  return (
    <Dialog
      open={!!booking}
      onClose={close}
      size="lg"
      dismissible={!cancel.isPending}
      title={`Booking ${booking?.confirmationCode ?? ''}`.trim()}
    >
      {detail.isPending ? (
        <Spinner label="Loading booking" />
      ) : detail.isError ? (
        <Banner>{messageOr(detail.error, 'The booking could not be loaded. Please try again.')}</Banner>
      ) : (
        <div className="space-y-5">
          <BookingStatusPill status={detail.data.status} />
          <BookingBody b={detail.data} />
          {cancellable && cancelling && (
            <CancelBookingForm
              booking={detail.data}
              busy={cancel.isPending}
              failure={cancel.error ? messageOr(cancel.error, 'The booking could not be cancelled.') : null}
              fieldErrors={fieldErrors}
              onCancel={(reason, refundPercent) => cancel.mutate({ reason, refundPercent })}
              onBack={() => {
                cancel.reset();
                setCancelling(false);
              }}
            />
          )}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" className="min-h-11" onClick={close} disabled={cancel.isPending}>
              Close
            </Button>
            {cancellable && !cancelling && (
              <button type="button" className={DANGER_BUTTON} onClick={() => setCancelling(true)}>
                Cancel & refund
              </button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
