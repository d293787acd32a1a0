import { belizeToday, type CheckInLookup, formatClockTime, formatWeekdayDate } from '@belizepass/domain';
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
  booking: CheckInLookup;
  requestId: string;
  busy: boolean;
  failure?: string;
  /** Check the guest in; with `join`, the operator confirmed the guest joins that departure of today. */
  onConfirm: (join?: { date: string; time: string }) => void;
  onCancel: () => void;
}) {
  const open = booking.status === 'confirmed' && !booking.checkedInAt;
  // A code for another day's (or time's) departure checks in only once the operator confirms the join.
  const canCheckIn = open && booking.expected !== false;
  const wrongDeparture = open && booking.expected === false;
  return (
    <FoundPanel
      id="booking-found-title"
      title={m.operations_booking_found()}
      icon={CheckCircle2}
      status={<StatusBadge status={booking.status} checkedInAt={booking.checkedInAt} />}
    >
      {/* First on the card: the operator must see it before anything else. */}
      {wrongDeparture && (
        <WrongDeparture booking={booking} requestId={requestId} busy={busy} onJoin={onConfirm} />
      )}
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
        onSubmit={() => onConfirm()}
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

/**
 * The booking is for another departure than today's: says which, and offers today's departures of
 * the tour the party fits on; joining one moves the guest there and checks them in.
 */
function WrongDeparture({
  booking,
  requestId,
  busy,
  onJoin,
}: {
  booking: CheckInLookup;
  requestId: string;
  busy: boolean;
  onJoin: (join: { date: string; time: string }) => void;
}) {
  const departure = m.day_departure_named({
    tour: booking.tourTitle,
    date: formatWeekdayDate(booking.date),
    time: formatClockTime(booking.time),
  });
  const passed = booking.date < belizeToday();
  return (
    <div className="mb-5 space-y-3">
      <Banner title={m.day_check_in_other_departure()}>
        {passed ? m.day_wrong_departure_passed({ departure }) : m.day_wrong_departure_today({ departure })}{' '}
        {!passed && (booking.joinable.length > 0 ? m.day_join_offer() : m.day_join_none())}
      </Banner>
      {booking.joinable.map((d) => (
        <CounterForm
          key={d.time}
          intent="check-in"
          onSubmit={() => onJoin({ date: d.date, time: d.time })}
          className="flex justify-end"
        >
          <input type="hidden" name="confirmationCode" value={booking.confirmationCode} />
          <input type="hidden" name="clientRequestId" value={requestId} />
          <input type="hidden" name="joinDate" value={d.date} />
          <input type="hidden" name="joinTime" value={d.time} />
          <BusyButton busy={busy} busyLabel={m.operations_checking_in()}>
            {m.day_join_and_check_in({ time: formatClockTime(d.time) })}
          </BusyButton>
        </CounterForm>
      ))}
    </div>
  );
}
