import type { MerchantBooking } from '@belizepass/domain';
import { CheckCircle2 } from 'lucide-react';
import { Banner } from '~/components/ui/banner';
import { StatusBadge } from '~/features/booking/status-badge';
import { dateTimeText, money, parkFeeText, partyText, timestampText } from './booking-format';
import { Facts, FoundPanel } from './console-ui';
import { BusyButton, CounterForm, StartOverLink } from './counter-form';

/** 'Booking Found' (spec 2.13): what the merchant checks before confirming the check-in. */
export function BookingFoundCard({
  booking,
  requestId,
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  booking: MerchantBooking;
  requestId: string;
  busy: boolean;
  failure?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const canCheckIn = booking.status === 'confirmed' && !booking.checkedInAt;
  return (
    <FoundPanel
      id="booking-found-title"
      title="Booking Found"
      icon={CheckCircle2}
      status={<StatusBadge status={booking.status} checkedInAt={booking.checkedInAt} />}
    >
      <Facts
        items={[
          { label: 'Tour', value: booking.tourTitle, strong: true },
          { label: 'Confirmation code', value: booking.confirmationCode, code: true },
          { label: 'Date and time', value: dateTimeText(booking.date, booking.time) },
          { label: 'Customer', value: booking.customerName },
          { label: 'Group size', value: partyText(booking.adults, booking.children) },
          { label: 'Total amount', value: money(booking.totalAmount), strong: true },
          ...(booking.parkFee ? [{ label: 'Park fee', value: parkFeeText(booking.parkFee) }] : []),
          { label: 'Special requirements', value: booking.specialRequirements || 'None', wide: true },
        ]}
      />
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
      <CounterForm
        intent="check-in"
        onSubmit={onConfirm}
        className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      >
        <input type="hidden" name="confirmationCode" value={booking.confirmationCode} />
        <input type="hidden" name="clientRequestId" value={requestId} />
        <StartOverLink onStartOver={onCancel} disabled={busy}>
          {canCheckIn ? 'Cancel' : 'Check In Another Tourist'}
        </StartOverLink>
        {canCheckIn && (
          <BusyButton busy={busy} busyLabel="Checking in...">
            Confirm Check-In
          </BusyButton>
        )}
      </CounterForm>
    </FoundPanel>
  );
}
