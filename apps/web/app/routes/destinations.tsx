import { LOCATIONS, type LocationSlug } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

/** Each region's texts, in the page's language (names of places stay as they are). */
const regionText = (): Record<LocationSlug, { tagline: string; text: string; highlights: string[] }> => ({
  'ambergris-caye': {
    tagline: m.pages_destinations_ambergris_tagline(),
    text: m.pages_destinations_ambergris_text(),
    highlights: [m.pages_destinations_ambergris_h1(), m.pages_destinations_ambergris_h2(), 'Caye Caulker'],
  },
  'cayo-district': {
    tagline: m.pages_destinations_cayo_tagline(),
    text: m.pages_destinations_cayo_text(),
    highlights: ['Actun Tunichil Muknal', 'Xunantunich', 'Mountain Pine Ridge'],
  },
  'orange-walk': {
    tagline: m.pages_destinations_orange_walk_tagline(),
    text: m.pages_destinations_orange_walk_text(),
    highlights: ['Lamanai', m.pages_destinations_orange_walk_h2(), 'Crooked Tree'],
  },
  'belize-district': {
    tagline: m.pages_destinations_belize_tagline(),
    text: m.pages_destinations_belize_text(),
    highlights: ['Altun Ha', 'The Belize Zoo', 'Community Baboon Sanctuary'],
  },
  placencia: {
    tagline: m.pages_destinations_placencia_tagline(),
    text: m.pages_destinations_placencia_text(),
    highlights: ['Laughing Bird Caye', 'Gladden Spit', m.pages_destinations_placencia_h3()],
  },
});

const ACCENTS = [
  'from-sea-500 to-brand-600',
  'from-brand-700 to-brand-500',
  'from-brand-900 to-sea-500',
  'from-sea-500 to-brand-900',
  'from-sea-500 to-brand-700',
];

export default function Destinations() {
  const regions = regionText();
  return (
    <>
      <PageMeta title={m.pages_destinations_title()} description={m.pages_destinations_description()} />
      <PageHero
        wide
        eyebrow={m.pages_destinations_eyebrow()}
        title={m.pages_destinations_title()}
        lead={m.pages_destinations_lead()}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {LOCATIONS.map((location, index) => {
            const region = regions[location.slug];
            return (
              <li
                key={location.slug}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                <div className={`bg-linear-to-br ${ACCENTS[index % ACCENTS.length]} px-6 py-8 text-white`}>
                  <p className="flex items-center gap-1.5 text-sm font-medium text-white/85">
                    <MapPin aria-hidden="true" className="size-4" />
                    {m.pages_destinations_country()}
                  </p>
                  <h2 className="mt-1 text-2xl font-bold">{location.name}</h2>
                  <p className="mt-1 text-white/90">{region.tagline}</p>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-slate-600">{region.text}</p>
                  <ul
                    className="mt-4 flex flex-wrap gap-2"
                    aria-label={m.pages_destinations_highlights_label({ name: location.name })}
                  >
                    {region.highlights.map((highlight) => (
                      <li
                        key={highlight}
                        className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700"
                      >
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={`/tours?location=${location.slug}`}
                    className="mt-6 inline-flex min-h-11 items-center gap-1 self-start rounded-lg font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {m.pages_destinations_tours_in({ name: location.name })}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
