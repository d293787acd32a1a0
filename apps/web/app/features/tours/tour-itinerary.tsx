import { m } from '@belizepass/domain/i18n';
import { Sun, Sunrise, Sunset } from 'lucide-react';
import { englishLang, InEnglishNote } from '~/components/ui/in-english';
import { DetailSection } from './detail-section';

/** Morning is items 1-3, midday 4-6 and afternoon 7 onward. */
export function splitItinerary(items: readonly string[]) {
  return [
    { key: 'morning', title: m.tours_itinerary_morning(), Icon: Sunrise, start: 1, items: items.slice(0, 3) },
    { key: 'midday', title: m.tours_itinerary_midday(), Icon: Sun, start: 4, items: items.slice(3, 6) },
    { key: 'afternoon', title: m.tours_itinerary_afternoon(), Icon: Sunset, start: 7, items: items.slice(6) },
  ].filter((part) => part.items.length > 0);
}

export function TourItinerary({
  items,
  untranslated,
}: {
  items: readonly string[];
  untranslated?: string[];
}) {
  const parts = splitItinerary(items);
  if (parts.length === 0) return null;
  return (
    <DetailSection id="itinerary" title={m.tours_itinerary()}>
      <div className="space-y-5">
        {parts.map(({ key, title, Icon, start, items: steps }) => (
          <div key={key}>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon aria-hidden="true" className="size-5 text-sun-400" />
              {title}
            </h3>
            <ol start={start} className="mt-2 space-y-2 border-l-2 border-brand-100 pl-5">
              {steps.map((step, i) => (
                <li key={i} className="relative text-slate-700" {...englishLang(untranslated, 'itinerary')}>
                  <span
                    aria-hidden="true"
                    className="absolute top-2 -left-[1.6rem] size-2.5 rounded-full bg-brand-600 ring-4 ring-white"
                  />
                  {step}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <InEnglishNote untranslated={untranslated} field="itinerary" className="mt-3" />
    </DetailSection>
  );
}
