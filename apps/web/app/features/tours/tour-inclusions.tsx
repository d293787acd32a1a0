import { m } from '@belizepass/domain/i18n';
import { Backpack, Check, X } from 'lucide-react';
import { DetailSection } from './detail-section';

function ItemList({
  title,
  items,
  icon: Icon,
  iconClass,
}: {
  title: string;
  items: readonly string[];
  icon: typeof Check;
  iconClass: string;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1.5">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2 text-slate-700">
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TourInclusions({
  inclusions,
  exclusions,
  bringItems,
}: {
  inclusions: readonly string[];
  exclusions: readonly string[];
  bringItems: readonly string[];
}) {
  if (inclusions.length + exclusions.length + bringItems.length === 0) return null;
  return (
    <DetailSection id="included" title={m.tours_included_heading()}>
      <div className="grid gap-6 sm:grid-cols-2">
        <ItemList title={m.tours_included()} items={inclusions} icon={Check} iconClass="text-brand-600" />
        <ItemList title={m.tours_not_included()} items={exclusions} icon={X} iconClass="text-red-600" />
        <ItemList
          title={m.tours_what_to_bring()}
          items={bringItems}
          icon={Backpack}
          iconClass="text-sea-500"
        />
      </div>
    </DetailSection>
  );
}
