import type { MerchantBooking } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
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
      title={m.operations_booking_found()}
      icon={CheckCircle2}
      status={<StatusBadge status={booking.status} checkedInAt={booking.checkedInAt} />}
    >
      <Facts
        items={[
          { label: m.operations_tour(), value: booking.tourTitle, strong: true },
          { label: m.operations_confirmation_code(), value: booking.confirmationCode, code: true },
          { label: m.operations_date_and_time(), value: dateTimeText(booking.date, booking.time) },
          { label: m.operations_customer(), value: booking.customerName },
          { label: m.operations_group_size(), value: partyText(booking.adults, booking.children) },
          { label: m.operations_total_amount(), value: money(booking.totalAmount), strong: true },
          ...(booking.parkFee
            ? [{ label: m.operations_park_fee(), value: parkFeeText(booking.parkFee) }]
            : []),
          {
            label: m.operations_special_requirements(),
            value: booking.specialRequirements || m.operations_none(),
            wide: true,
          },
        ]}
      />
      {booking.checkedInAt && (
        <div className="mt-4">
          <Banner tone="info">
            {m.operations_already_checked_in({ time: timestampText(booking.checkedInAt) })}
          </Banner>
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
          {canCheckIn ? m.operations_cancel() : m.operations_check_in_another()}
        </StartOverLink>
        {canCheckIn && (
          <BusyButton busy={busy} busyLabel={m.operations_checking_in()}>
            {m.operations_confirm_check_in()}
          </BusyButton>
        )}
      </CounterForm>
    </FoundPanel>
  );
}
