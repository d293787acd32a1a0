import { type AvailabilityDay, isBookable } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Clock } from 'lucide-react';
import { formatStartTime } from './tour-format';

/**
 * The start times of a day with several departures, as a radio group: each with its seats left (or
 * why it cannot be booked). The chosen time goes with the form under `name`. A day with one
 * departure needs no choice: it is sent as a hidden field.
 */
export function DepartureTimes({
  name,
  departures,
  value,
  onChange,
  error,
}: {
  name: string;
  departures: readonly AvailabilityDay[];
  value: string;
  onChange?: (time: string) => void;
  error?: string;
}) {
  const open = departures.filter((d) => isBookable(d));
  if (departures.length <= 1 || open.length === 0) {
    const only = open[0]?.startTime ?? '';
    return only ? <input type="hidden" name={name} value={only} /> : null;
  }
  return (
    <fieldset aria-describedby={error ? `${name}-times-error` : undefined}>
      <legend className="flex items-center gap-2 font-medium text-slate-900">
        <Clock aria-hidden="true" className="size-5 text-brand-600" />
        {m.web_model_tr_choose_time()}
      </legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {departures.map((d) => {
          const bookable = isBookable(d);
          return (
            <label
              key={d.startTime}
              className={`flex min-h-11 cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                bookable ? 'border-slate-300 bg-white' : 'cursor-not-allowed border-slate-200 text-slate-400'
              }`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={d.startTime}
                  disabled={!bookable}
                  checked={onChange ? value === d.startTime : undefined}
                  defaultChecked={onChange ? undefined : value === d.startTime}
                  onChange={() => onChange?.(d.startTime)}
                  className="size-4 accent-brand-600"
                />
                <span className="font-semibold">{formatStartTime(d.startTime)}</span>
              </span>
              <span className="pl-6 text-xs">
                {bookable
                  ? m.tours_calendar_seats_left({ count: d.seatsLeft })
                  : d.status === 'sold-out'
                    ? m.tours_calendar_sold_out()
                    : m.tours_calendar_closed_spoken()}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-times-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
