import { LayoutGrid } from 'lucide-react';
import { data } from 'react-router';
import { NoticeCard, type NoticeLink } from '~/components/ui/notice-card';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';
import type { Route } from './+types/category';

/** The deal categories of the home page's tabs (spec section 2.1). */
const CATEGORIES: Record<string, { title: string; lead: string; links: NoticeLink[] }> = {
  all: {
    title: 'All Deals',
    lead: 'Every offer on BelizePass in one place: tours, restaurants, hotels, wellness and local services.',
    links: [
      { to: '/tours', label: 'Browse tours' },
      { to: '/activities', label: 'Activities' },
    ],
  },
  restaurants: {
    title: 'Restaurants',
    lead: 'Dining deals from Belizean kitchens: seafood by the sea in San Pedro, rice and beans in Belize City, and more.',
    links: [
      { to: '/tours?category=food-cuisine', label: 'Food tours' },
      { to: '/tours', label: 'Browse tours' },
    ],
  },
  hotels: {
    title: 'Hotels',
    lead: 'Stays at resorts, lodges and guesthouses, from the cayes to the Cayo rainforest.',
    links: [
      { to: '/destinations', label: 'Destinations' },
      { to: '/tours', label: 'Browse tours' },
    ],
  },
  activities: {
    title: 'Activities',
    lead: 'Things to do across Belize: snorkelling, caving, zip-lining, wildlife and culture.',
    links: [
      { to: '/activities', label: 'Activities' },
      { to: '/tours', label: 'Browse tours' },
    ],
  },
  wellness: {
    title: 'Wellness',
    lead: 'Spa treatments, massages and yoga retreats to unwind between adventures.',
    links: [
      { to: '/tours', label: 'Browse tours' },
      { to: '/destinations', label: 'Destinations' },
    ],
  },
  tours: {
    title: 'Tours',
    lead: 'Guided tours run by licensed Belizean operators, bookable now at exclusive local prices.',
    links: [
      { to: '/tours', label: 'Browse tours' },
      { to: '/tours/popular', label: 'Popular Tours' },
    ],
  },
  services: {
    title: 'Services',
    lead: 'Local services for visitors, such as transfers, equipment rental and photography.',
    links: [
      { to: '/tours', label: 'Browse tours' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
};

export function loader({ params }: Route.LoaderArgs) {
  if (!Object.hasOwn(CATEGORIES, params.id)) throw data(null, { status: 404 });
  return { id: params.id };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const category = CATEGORIES[loaderData.id]!;
  const isTours = loaderData.id === 'tours';
  return (
    <>
      <PageMeta title={`${category.title} – Deals by Category`} description={category.lead} />
      <PageHero eyebrow="Deals by category" title={category.title} lead={category.lead} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <NoticeCard
          icon={LayoutGrid}
          title={isTours ? 'Find your tour' : 'Deals in this category'}
          links={category.links}
        >
          {isTours ? (
            <p>
              All tours on BelizePass are listed on the tours page, where you can filter by region, activity,
              difficulty, price and length.
            </p>
          ) : (
            <>
              <p>
                This page lists vouchers from local businesses in this category. Vouchers are not on sale on
                this site yet.
              </p>
              <p>Tours are: every tour is bookable now at exclusive local prices.</p>
            </>
          )}
        </NoticeCard>
      </div>
    </>
  );
}
