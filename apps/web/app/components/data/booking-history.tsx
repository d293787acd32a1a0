import { BOOKING_HISTORY_LABELS, type BookingHistoryEntry, formatBelizeDateTime } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';

/**
 * A booking's history as a short timeline (booked, paid, checked in, completed or no-show,
 * cancelled), each event with its time in Belize. Used wherever a booking is shown in detail.
 */
export function BookingHistory({ events }: { events: readonly BookingHistoryEntry[] }) {
  if (events.length === 0) return <p className="text-slate-600">{m.site_list_no_events()}</p>;
  return (
    <ol
      className="relative space-y-4 border-l-2 border-slate-200 pl-5"
      aria-label={m.site_list_booking_history()}
    >
      {events.map((event) => (
        <li key={`${event.event}-${event.at}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-brand-600 ring-4 ring-white"
          />
          <p className="font-medium text-slate-900">{BOOKING_HISTORY_LABELS[event.event] ?? event.event}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{formatBelizeDateTime(event.at)}</time>
          </p>
          {event.note && <p className="text-sm text-slate-700">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
