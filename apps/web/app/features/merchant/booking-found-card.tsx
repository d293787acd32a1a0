import type { MerchantBooking } from '@belizepass/domain';
import { CheckCircle2 } from 'lucide-react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { StatusBadge } from '~/features/booking/status-badge';
import { dateTimeText, money, partyText, timestampText } from './booking-format';
import { PANEL } from './merchant-styles';

/** 'Booking Found' (spec 2.13): what the merchant checks before confirming the check-in. */
export function BookingFoundCard({
  booking,
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  booking: MerchantBooking;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const canCheckIn = booking.status === 'confirmed' && !booking.checkedInAt;
  return (
    <section aria-labelledby="booking-found-title" className={`${PANEL} ring-1 ring-brand-100`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="booking-found-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <CheckCircle2 aria-hidden="true" className="size-6 text-brand-600" />
          Booking Found
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-500">Tour</dt>
          <dd className="font-semibold text-slate-900">{booking.tourTitle}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Confirmation code</dt>
          <dd className="font-mono font-semibold tracking-wider text-slate-900">
            {booking.confirmationCode}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Date and time</dt>
          <dd className="text-slate-900">{dateTimeText(booking.date, booking.time)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Customer</dt>
          <dd className="text-slate-900">{booking.customerName}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Group size</dt>
          <dd className="text-slate-900">{partyText(booking.adults, booking.children)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Total amount</dt>
          <dd className="font-semibold text-slate-900">{money(booking.totalAmount)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-500">Special requirements</dt>
          <dd className="text-slate-900">{booking.specialRequirements || 'None'}</dd>
        </div>
      </dl>
      {booking.checkedInAt && (
        <div className="mt-4">
          <Banner tone="info">This booking was checked in on {timestampText(booking.checkedInAt)}.</Banner>
        </div>
      )}
      {failure && (
        <div className="mt-4">
          <Banner>{failure}</Banner>
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="min-h-11" onClick={onCancel} disabled={busy}>
          {canCheckIn ? 'Cancel' : 'Check In Another Tourist'}
        </Button>
        {canCheckIn && (
          <Button className="min-h-11" onClick={onConfirm} disabled={busy}>
            {busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {busy ? 'Checking in...' : 'Confirm Check-In'}
          </Button>
        )}
      </div>
    </section>
  );
}
