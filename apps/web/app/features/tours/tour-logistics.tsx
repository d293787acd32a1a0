import type { TourDetail } from '@belizepass/domain';
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
    <DetailSection id="logistics" title="Meeting point and logistics">
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact icon={MapPin} label="Meeting point">
          <span {...englishLang(tour.untranslated, 'meetingPoint')}>
            {tour.meetingPoint || 'Shared with you when you book.'}
          </span>
          <InEnglishNote untranslated={tour.untranslated} field="meetingPoint" />
          <span className="mt-1 block text-sm font-medium text-amber-700">
            Please arrive 15 minutes early
          </span>
          {tour.meetingPointCoordinates && (
            <MeetingPointMap point={tour.meetingPointCoordinates} className="mt-3" />
          )}
        </Fact>
        <Fact icon={Clock} label="Start time">
          {formatStartTime(tour.startTime)} (Belize time)
        </Fact>
        {tour.schedule && (
          <Fact icon={CalendarDays} label="Schedule">
            {tour.schedule}
          </Fact>
        )}
        {tour.transport && (
          <Fact icon={Bus} label="Transportation">
            {tour.transport}
          </Fact>
        )}
        <Fact icon={Users} label="Group size">
          {tour.groupSize.min === tour.groupSize.max
            ? `${tour.groupSize.max} people`
            : `${tour.groupSize.min} to ${tour.groupSize.max} people`}
          <span className="block text-sm text-slate-600">
            Minimum {tour.groupSize.min}, maximum {tour.groupSize.max}
          </span>
        </Fact>
        {tour.languages.length > 0 && (
          <Fact icon={Languages} label="Languages">
            {tour.languages.join(', ')}
          </Fact>
        )}
      </dl>
    </DetailSection>
  );
}
