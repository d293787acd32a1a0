import { guestTypeRule, languageList, type TourDetail } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import { Bus, CalendarDays, Clock, Languages, MapPin, Sun, Ticket, Users } from 'lucide-react';
import { englishLang, InEnglishNote } from '~/components/ui/in-english';
import { MeetingPointMap } from '~/features/map/belize-map';
import { formatPrice } from '~/lib/display';
import { formatTimeList, guestTypeName, guestTypesOf } from './departures';
import { DetailSection } from './detail-section';
import { pickupZoneLabel } from './pickup-zone-select';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Bus;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="relative pl-8">
      <dt className="font-semibold text-slate-900">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-600" />
        {label}
      </dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  );
}

/** "Dec 15 – Apr 30" (the year when the range is not this one's). */
function formatRange(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const format = new Intl.DateTimeFormat(intlLocale(), {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
}

/**
 * The seasons a guest should know of: those with their own adult price ("High season Dec 15 – Apr
 * 30: $95 per adult") or their own start times.
 */
export function seasonLines(tour: Pick<TourDetail, 'seasons' | 'price'>): string[] {
  return tour.seasons.flatMap((season) => {
    const range = formatRange(season.from, season.to);
    const lines: string[] = [];
    if (season.price !== null && season.price !== tour.price)
      lines.push(m.web_model_tr_season_price({ name: season.name, range, price: formatPrice(season.price) }));
    if (season.times && season.times.length > 0)
      lines.push(
        m.web_model_tr_season_times({
          name: season.name,
          range,
          times: formatTimeList([...new Set(season.times.map((t) => t.time))].sort()),
        }),
      );
    return lines;
  });
}

/**
 * Meeting point or pickup zones, start times, seasons, group size (its minimum), the guest types with
 * who they are for and their price, transport and languages.
 */
export function TourLogistics({ tour }: { tour: TourDetail }) {
  const times = tour.startTimes.length > 0 ? tour.startTimes : [tour.startTime];
  const seasons = seasonLines(tour);
  return (
    <DetailSection id="logistics" title={m.tours_logistics()}>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact icon={MapPin} label={m.tours_meeting_point()}>
          <span {...englishLang(tour.untranslated, 'meetingPoint')}>
            {tour.meetingPoint || m.tours_meeting_point_later()}
          </span>
          <InEnglishNote untranslated={tour.untranslated} field="meetingPoint" />
          <span className="mt-1 block text-sm font-medium text-amber-700">{m.tours_arrive_early()}</span>
          {tour.meetingPointCoordinates && (
            <MeetingPointMap point={tour.meetingPointCoordinates} className="mt-3" />
          )}
        </Fact>
        <Fact icon={Clock} label={times.length > 1 ? m.web_model_tr_start_times() : m.tours_start_time()}>
          {m.tours_belize_time({ time: formatTimeList(times) })}
        </Fact>
        {tour.schedule && (
          <Fact icon={CalendarDays} label={m.tours_schedule()}>
            {tour.schedule}
          </Fact>
        )}
        {tour.transport && (
          <Fact icon={Bus} label={m.tours_transportation()}>
            <span {...englishLang(tour.untranslated, 'transport')}>{tour.transport}</span>
            <InEnglishNote untranslated={tour.untranslated} field="transport" />
          </Fact>
        )}
        {seasons.length > 0 && (
          <Fact icon={Sun} label={m.web_model_tr_seasons()}>
            <ul>
              {seasons.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Fact>
        )}
        <Fact icon={Users} label={m.tours_group_size()}>
          {tour.groupSize.min === tour.groupSize.max
            ? m.tours_group_people({ count: tour.groupSize.max })
            : m.web_model_tr_group_range({ min: tour.groupSize.min, max: tour.groupSize.max })}
          {tour.groupSize.min > 1 && (
            <span className="block text-sm text-slate-600">
              {m.errors_group_minimum({ count: tour.groupSize.min })}
            </span>
          )}
        </Fact>
        <Fact icon={Ticket} label={m.web_model_tr_guest_prices()}>
          <ul>
            {guestTypesOf(tour).map((type) => {
              const price = tour.guestTypes.find((g) => g.type === type.type)?.price ?? tour.price;
              const rule = guestTypeRule(type);
              return (
                <li key={type.type}>
                  <span className="font-medium text-slate-900">{guestTypeName(type.type)}</span>
                  {rule && <span className="text-slate-600"> ({rule})</span>}:{' '}
                  {price > 0 ? formatPrice(price) : m.site_price_free()}
                </li>
              );
            })}
          </ul>
          {seasons.length > 0 && (
            <span className="block text-sm text-slate-600">{m.web_model_tr_guest_prices_note()}</span>
          )}
        </Fact>
        {tour.pickup.mode === 'zones' && tour.pickup.zones.length > 0 && (
          <Fact icon={Bus} label={m.web_model_tr_pickup()}>
            {m.web_model_tr_pickup_intro()}
            <ul className="mt-1 list-disc pl-5">
              {tour.pickup.zones.map((zone) => (
                <li key={zone.id}>{pickupZoneLabel(zone, undefined)}</li>
              ))}
            </ul>
          </Fact>
        )}
        {tour.languages.length > 0 && (
          <Fact icon={Languages} label={m.tours_languages()}>
            {languageList(tour.languages)}
          </Fact>
        )}
      </dl>
    </DetailSection>
  );
}
