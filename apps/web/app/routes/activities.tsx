import { CATEGORIES, type CategorySlug } from '@belizepass/domain';
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

const CATEGORY_TEXT: Record<CategorySlug, { Icon: LucideIcon; text: string }> = {
  'water-activities': {
    Icon: Waves,
    text: 'Snorkel and dive the barrier reef, sail to the cayes, kayak lagoons or swim with whale sharks in season.',
  },
  'cave-exploration': {
    Icon: Flashlight,
    text: 'Tube, canoe, hike and swim through caves the ancient Maya held sacred, always with a licensed guide.',
  },
  cultural: {
    Icon: Landmark,
    text: 'Climb Maya temples, learn Garifuna drumming, visit villages and discover the history of Belize City.',
  },
  'air-tour': {
    Icon: Plane,
    text: 'See the Great Blue Hole and the atolls from above on a scenic flight from San Pedro or Belize City.',
  },
  adventure: {
    Icon: Compass,
    text: 'Zip-line through the canopy, ride horses in the hills, hike to waterfalls and explore the jungle.',
  },
  'nature-wildlife': {
    Icon: Trees,
    text: 'Spot howler monkeys, manatees, toucans and crocodiles in sanctuaries, reserves and river safaris.',
  },
  'food-cuisine': {
    Icon: Utensils,
    text: 'Taste rice and beans, fry jacks and fresh ceviche, make chocolate from the bean or join a cooking class.',
  },
};

export default function Activities() {
  return (
    <>
      <PageMeta
        title="Activities"
        description="Find tours in Belize by activity: water activities, caves, culture, air tours, adventure, wildlife and food."
      />
      <PageHero
        wide
        eyebrow="What to do"
        title="Activities"
        lead="Whether you want the reef, the rainforest or a Maya temple, start with the kind of day you have in mind."
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
                  <p className="mt-2 flex-1 text-slate-600">{text}</p>
                  <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
                    See tours
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
