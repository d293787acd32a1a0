import { CalendarClock, HeartPulse, Info, Users } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCards } from '~/components/ui/feature-cards';
import { PageHero, PageSection, PROSE } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

const POINTS = [
  {
    Icon: HeartPulse,
    title: 'Stay home if you are unwell',
    text: 'If you have a fever or other symptoms of an infectious illness on the day of your tour, please do not join it. Contact us and we will look at moving your booking under the special circumstances of our Refund Policy.',
  },
  {
    Icon: Users,
    title: 'Small groups, fresh air',
    text: 'Most Belize tours run outdoors and in small groups: boats, caves, ruins and jungle trails. Operators publish their maximum group size on every listing, so you know in advance how many people you will share the day with.',
  },
  {
    Icon: CalendarClock,
    title: 'Flexible when operators cancel',
    text: 'If an operator has to cancel a tour for health reasons, you can choose a new date or a full refund, with no fee.',
  },
];

export default function CovidSafety() {
  return (
    <>
      <PageMeta
        title="COVID-19 Safety"
        description="How BelizePass and its tour operators handle illness and health on tours in Belize."
      />
      <PageHero
        eyebrow="Travel with confidence"
        title="COVID-19 Safety"
        lead="Health on tour is shared work between you, your guide and us. Here is what you can expect."
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <FeatureCards items={POINTS} className="md:grid-cols-3" heading="h2" />

        <PageSection id="on-tour" title="On tour" className={`mt-12 max-w-3xl ${PROSE}`}>
          <p>
            Tour operators on BelizePass are licensed by the Belize Tourism Board and follow its health and
            safety guidance. Guides may ask guests to wash or sanitise their hands before shared meals and
            before handling shared equipment such as snorkel gear or life jackets, which operators clean
            between groups.
          </p>
          <p>
            If you are at higher risk from infections, tell the operator when you book: many can arrange a
            private tour or a quieter departure.
          </p>
        </PageSection>

        <PageSection id="entry" title="Travel and entry requirements" className={`mt-10 max-w-3xl ${PROSE}`}>
          <p>
            Health rules for entering Belize are set by the Government of Belize and can change at short
            notice. Before you travel, check the current requirements with the Belize Ministry of Health and
            Wellness, the Belize Tourism Board and your airline or cruise line.
          </p>
        </PageSection>

        <div className="mt-12 flex max-w-3xl gap-3 rounded-xl border border-sky-200 bg-sky-50 p-5 text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            Questions about a specific tour?{' '}
            <Link to="/contact" className="font-semibold underline">
              Contact us
            </Link>{' '}
            and we will check with the operator. See also our{' '}
            <Link to="/refund-policy" className="font-semibold underline">
              Refund Policy
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}
