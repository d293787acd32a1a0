import { HandHeart, Leaf, MapPinned, ShieldCheck } from 'lucide-react';
import { ButtonLinks } from '~/components/ui/button';
import { FeatureCards } from '~/components/ui/feature-cards';
import { PageHero, PageSection, PROSE } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

const VALUES = [
  {
    Icon: HandHeart,
    title: 'Local first',
    text: 'Our partners are Belizean tour operators, guides and small businesses, and the money you spend stays with them.',
  },
  {
    Icon: ShieldCheck,
    title: 'Reviewed partners',
    text: 'Our team reviews every business and every tour before it is published, and operators must be licensed to guide in Belize.',
  },
  {
    Icon: Leaf,
    title: 'Respect for the reef and the rainforest',
    text: 'We favour operators who follow marine reserve and park rules, keep groups small and leave no trace.',
  },
  {
    Icon: MapPinned,
    title: 'Honest information',
    text: 'Clear prices in US dollars, fees listed where they apply, and policies written down before you book.',
  },
];

export default function About() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="BelizePass is a Belizean marketplace for tours and local deals, curated by Belizeans."
      />
      <PageHero
        eyebrow="About BelizePass"
        title="Your pass to the real Belize"
        lead="BelizePass is a marketplace for tours and local deals, curated by Belizeans and based in Belize City."
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <PageSection id="story" title="Why we started" className={`max-w-3xl ${PROSE}`}>
          <p>
            Belize packs the second-largest barrier reef system in the world, Maya cities, caves and
            rainforest into a country you can cross in a day. The people who know it best are the local guides
            and operators who have run these trips for years, yet many of them are hard to find online and
            harder to book.
          </p>
          <p>
            BelizePass brings them together in one place. Travellers get exclusive local prices and clear
            information; operators get a simple way to reach visitors, check them in and get paid, with no
            upfront cost.
          </p>
        </PageSection>

        <PageSection id="values" title="What we stand for" className="mt-14">
          <FeatureCards items={VALUES} className="mt-6 sm:grid-cols-2" />
        </PageSection>

        <PageSection id="next" title="Start exploring" className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-10">
          <p className="mt-2 max-w-2xl text-slate-700">
            Find a tour for your trip, or bring your own business to BelizePass.
          </p>
          <ButtonLinks
            className="mt-6 flex flex-col gap-3 sm:flex-row"
            links={[
              { to: '/tours', label: 'Browse tours' },
              { to: '/merchant/register', label: 'Become a merchant', variant: 'secondary' },
              { to: '/contact', label: 'Contact us', variant: 'ghost' },
            ]}
          />
        </PageSection>
      </div>
    </>
  );
}
