import { pickupTime, type TourDetail } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Bus } from 'lucide-react';
import { SelectBox } from '~/components/ui/select-box';
import { formatPrice } from '~/lib/display';
import { formatStartTime } from './tour-format';

type Zone = TourDetail['pickup']['zones'][number];

const feeText = (zone: Zone) =>
  zone.fee > 0 ? m.web_model_tr_fee_per_booking({ fee: formatPrice(zone.fee) }) : m.site_price_free();

/** "pickup 8:15 AM" (with a chosen start time) or "45 min before the start". */
const whenText = (zone: Zone, startTime: string | undefined) =>
  startTime
    ? m.web_model_tr_pickup_at({ time: formatStartTime(pickupTime(startTime, zone.minutesBefore)) })
    : m.web_model_tr_minutes_before({ minutes: zone.minutesBefore });

/** "San Pedro town · 45 min before the start · $10 per booking" (the tour page's list). */
export function pickupZoneLabel(zone: Zone, startTime: string | undefined): string {
  return `${zone.name} · ${whenText(zone, startTime)} · ${feeText(zone)}`;
}

/**
 * Where the van collects the party, for a tour that picks up: a select of its zones (with their fee),
 * and the chosen zone's pickup time under it.
 */
export function PickupZoneSelect({
  id,
  name,
  zones,
  startTime,
  value,
  onChange,
  error,
}: {
  id: string;
  name: string;
  zones: readonly Zone[];
  startTime: string | undefined;
  value: string;
  onChange: (zoneId: string) => void;
  error?: string;
}) {
  const chosen = zones.find((z) => z.id === value);
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 font-medium text-slate-900">
        <Bus aria-hidden="true" className="size-5 text-brand-600" />
        {m.web_model_tr_pickup_zone()}
      </label>
      <SelectBox
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={m.web_model_tr_choose_zone()}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [chosen ? `${id}-when` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        options={zones.map((z) => ({
          value: z.id,
          label: z.fee > 0 ? `${z.name} (+${formatPrice(z.fee)})` : z.name,
        }))}
      />
      {chosen && (
        <p id={`${id}-when`} className="mt-1 text-sm text-slate-600">
          {whenText(chosen, startTime)} · {feeText(chosen)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
