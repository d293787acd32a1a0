import { m } from '@belizepass/domain/i18n';
import { Backpack, Check, X } from 'lucide-react';
import { englishLang, InEnglishNote } from '~/components/ui/in-english';
import { DetailSection } from './detail-section';

function ItemList({
  title,
  items,
  icon: Icon,
  iconClass,
  field,
  untranslated,
}: {
  title: string;
  items: readonly string[];
  icon: typeof Check;
  iconClass: string;
  /** The list's name in the API's `untranslated` (shown in English on a Spanish page). */
  field: string;
  untranslated: readonly string[] | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1.5" {...englishLang(untranslated, field)}>
        {items.map((item, i) => (
          <li key={i} className="flex gap-2 text-slate-700">
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
            {item}
          </li>
        ))}
      </ul>
      <InEnglishNote untranslated={untranslated} field={field} className="mt-2" />
    </div>
  );
}

export function TourInclusions({
  inclusions,
  exclusions,
  bringItems,
  untranslated,
}: {
  inclusions: readonly string[];
  exclusions: readonly string[];
  bringItems: readonly string[];
  untranslated?: readonly string[];
}) {
  if (inclusions.length + exclusions.length + bringItems.length === 0) return null;
  return (
    <DetailSection id="included" title={m.tours_included_heading()}>
      <div className="grid gap-6 sm:grid-cols-2">
        <ItemList
          title={m.tours_included()}
          items={inclusions}
          icon={Check}
          iconClass="text-brand-600"
          field="inclusions"
          untranslated={untranslated}
        />
        <ItemList
          title={m.tours_not_included()}
          items={exclusions}
          icon={X}
          iconClass="text-red-600"
          field="exclusions"
          untranslated={untranslated}
        />
        <ItemList
          title={m.tours_what_to_bring()}
          items={bringItems}
          icon={Backpack}
          iconClass="text-sea-500"
          field="bringItems"
          untranslated={untranslated}
        />
      </div>
    </DetailSection>
  );
}
