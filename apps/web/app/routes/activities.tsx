import { CATEGORIES, type CategorySlug } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import {
  ArrowRight,
  Compass,
  Flashlight,
  Landmark,
  type LucideIcon,
  Plane,
  Trees,
  Utensils,
  Waves,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

const CATEGORY_TEXT: Record<CategorySlug, { Icon: LucideIcon; text: () => string }> = {
  'water-activities': { Icon: Waves, text: () => m.pages_activities_water() },
  'cave-exploration': { Icon: Flashlight, text: () => m.pages_activities_caves() },
  cultural: { Icon: Landmark, text: () => m.pages_activities_cultural() },
  'air-tour': { Icon: Plane, text: () => m.pages_activities_air() },
  adventure: { Icon: Compass, text: () => m.pages_activities_adventure() },
  'nature-wildlife': { Icon: Trees, text: () => m.pages_activities_nature() },
  'food-cuisine': { Icon: Utensils, text: () => m.pages_activities_food() },
};

export default function Activities() {
  return (
    <>
      <PageMeta title={m.pages_activities_title()} description={m.pages_activities_description()} />
      <PageHero
        wide
        eyebrow={m.pages_activities_eyebrow()}
        title={m.pages_activities_title()}
        lead={m.pages_activities_lead()}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((category) => {
            const { Icon, text } = CATEGORY_TEXT[category.slug];
            return (
              <li key={category.slug}>
                <Link
                  to={`/tours?category=${category.slug}`}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h2 className="mt-4 text-lg font-semibold text-slate-900">{category.name}</h2>
                  <p className="mt-2 flex-1 text-slate-600">{text()}</p>
                  <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                    {m.pages_activities_see_tours()}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition group-hover:translate-x-0.5"
                    />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
