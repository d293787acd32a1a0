import { type MerchantBooking, paymentLineText } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarDays, ChevronRight, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '~/features/booking/status-badge';
import {
  bookingPartyText,
  dateTimeText,
  money,
  parkFeeText,
  residentsIn,
  timestampText,
} from './booking-format';

/** One booking of the merchant's tours (spec 2.13, "Upcoming bookings"). */
export function MerchantBookingCard({ booking }: { booking: MerchantBooking }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {booking.tourTitle}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {dateTimeText(booking.date, booking.time)}
          </p>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end">
          <span className="text-xl font-bold text-slate-900">
            <span className="sr-only">{`${m.operations_total_amount()} `}</span>
            {money(booking.totalAmount)}
          </span>
          <StatusBadge status={booking.status} checkedInAt={booking.checkedInAt} />
          {booking.source === 'widget' && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
              {m.widget_booked_on_your_site()}
            </span>
          )}
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{m.operations_customer()}</dt>
          <dd className="font-medium text-slate-900">{booking.customerName}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{m.operations_confirmation_code()}</dt>
          <dd className="font-mono font-semibold tracking-wider text-slate-900">
            {booking.confirmationCode}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{m.operations_group_size()}</dt>
          <dd className="flex items-center gap-1.5 font-medium text-slate-900">
            <Users aria-hidden="true" className="size-4 text-slate-500" />
            {bookingPartyText(booking)}
          </dd>
          {residentsIn(booking) > 0 && (
            <dd className="text-amber-800">{m.web_model_op_id_check({ count: residentsIn(booking) })}</dd>
          )}
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-500">{m.money_paid_with()}</dt>
          <dd className="font-medium text-slate-900">
            {paymentLineText({ method: booking.paymentMethod, state: booking.paymentStatus })}
          </dd>
        </div>
        {booking.parkFee && (
          <div>
            <dt className="text-slate-500">{m.operations_park_fee()}</dt>
            <dd className="font-medium text-slate-900">{parkFeeText(booking.parkFee)}</dd>
          </div>
        )}
      </dl>
      {booking.specialRequirements && (
        <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">{`${m.operations_special_requirements_label()} `}</span>
          {booking.specialRequirements}
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600">
          {booking.checkedInAt
            ? m.operations_checked_in_at({ time: timestampText(booking.checkedInAt) })
            : ''}
        </p>
        <Link
          to={`/merchant/dashboard/booking/${booking.id}`}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={m.operations_view_details_of({ code: booking.confirmationCode })}
        >
          {m.operations_view_details()}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
