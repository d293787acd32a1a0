import type { TourDetail } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Bus, CalendarDays, Clock, Languages, MapPin, Users } from 'lucide-react';
import { englishLang, InEnglishNote } from '~/components/ui/in-english';
import { MeetingPointMap } from '~/features/map/belize-map';
import { DetailSection } from './detail-section';
import { formatStartTime } from './tour-format';

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

/** Meeting point, times, transport, group size and languages. */
export function TourLogistics({ tour }: { tour: TourDetail }) {
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
        <Fact icon={Clock} label={m.tours_start_time()}>
          {m.tours_belize_time({ time: formatStartTime(tour.startTime) })}
        </Fact>
        {tour.schedule && (
          <Fact icon={CalendarDays} label={m.tours_schedule()}>
            {tour.schedule}
          </Fact>
        )}
        {tour.transport && (
          <Fact icon={Bus} label={m.tours_transportation()}>
            {tour.transport}
          </Fact>
        )}
        <Fact icon={Users} label={m.tours_group_size()}>
          {tour.groupSize.min === tour.groupSize.max
            ? m.tours_group_people({ count: tour.groupSize.max })
            : m.tours_group_range({ min: tour.groupSize.min, max: tour.groupSize.max })}
          <span className="block text-sm text-slate-600">
            {m.tours_group_min_max({ min: tour.groupSize.min, max: tour.groupSize.max })}
          </span>
        </Fact>
        {tour.languages.length > 0 && (
          <Fact icon={Languages} label={m.tours_languages()}>
            {tour.languages.join(', ')}
          </Fact>
        )}
      </dl>
    </DetailSection>
  );
}
