import { formatClockTime, formatLongDate, type MerchantTour } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { passengerListHref } from './passenger-list-screen';

/**
 * After an edit took start times away: the departures with booked guests at those times keep
 * their old time until the operator moves the guests (each booking's "Move guest", reached from that
 * departure's passenger list).
 */
export function DeparturesToMove({ tour }: { tour: Pick<MerchantTour, 'id' | 'departures_to_move'> }) {
  const list = tour.departures_to_move ?? [];
  if (list.length === 0) return null;
  return (
    <Banner tone="info" title={m.web_model_op_to_move_title()}>
      <p>{m.web_model_op_to_move_text()}</p>
      <ul className="mt-2 space-y-1">
        {list.map((d) => (
          <li key={`${d.date} ${d.time}`}>
            <Link
              to={`${passengerListHref(tour.id, d.date)}?time=${d.time}`}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            >
              {m.web_model_op_to_move_row({
                date: formatLongDate(d.date),
                time: formatClockTime(d.time),
                count: d.guests,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </Banner>
  );
}
