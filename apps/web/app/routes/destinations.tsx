import { LOCATIONS, type LocationSlug } from '@belizepass/domain';
import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

const REGION_TEXT: Record<LocationSlug, { tagline: string; text: string; highlights: string[] }> = {
  'ambergris-caye': {
    tagline: 'Island life on the barrier reef',
    text: 'Belize’s largest island and its town of San Pedro sit just inside the barrier reef. Snorkel Hol Chan Marine Reserve and Shark Ray Alley, dive or fly over the Great Blue Hole, or hop across to Caye Caulker for the day.',
    highlights: ['Hol Chan Marine Reserve', 'Great Blue Hole', 'Caye Caulker'],
  },
  'cayo-district': {
    tagline: 'Caves, rivers and Maya cities',
    text: 'Around San Ignacio, the hills of western Belize hide some of the country’s most remarkable adventures. Swim into Actun Tunichil Muknal cave, climb Xunantunich and Caracol, canoe through Barton Creek cave or zip-line over the rainforest.',
    highlights: ['Actun Tunichil Muknal', 'Xunantunich', 'Mountain Pine Ridge'],
  },
  'orange-walk': {
    tagline: 'River safaris and ancient temples',
    text: 'In the north, the New River carries boats through wetlands full of birds and crocodiles to Lamanai, a Maya city rising out of the jungle. Birders head to nearby Crooked Tree Wildlife Sanctuary.',
    highlights: ['Lamanai', 'New River safari', 'Crooked Tree'],
  },
  'belize-district': {
    tagline: 'Heritage, wildlife and easy day trips',
    text: 'Belize City and the district around it are the starting point for many visitors, including cruise passengers. Visit the Maya site of Altun Ha, meet native animals at the Belize Zoo, hear howler monkeys at the Community Baboon Sanctuary or go cave tubing.',
    highlights: ['Altun Ha', 'The Belize Zoo', 'Community Baboon Sanctuary'],
  },
  placencia: {
    tagline: 'Beaches, whale sharks and jaguar country',
    text: 'The Placencia peninsula pairs long sandy beaches with trips out to Laughing Bird Caye and Silk Caye. In spring, whale sharks gather at Gladden Spit; inland, the Cockscomb Basin protects jaguar habitat and the Monkey River is home to howlers and manatees.',
    highlights: ['Laughing Bird Caye', 'Gladden Spit', 'Cockscomb Basin'],
  },
};

const ACCENTS = [
  'from-sea-500 to-brand-600',
  'from-brand-700 to-brand-500',
  'from-brand-900 to-sea-500',
  'from-sea-500 to-brand-900',
  'from-sea-500 to-brand-700',
];

export default function Destinations() {
  return (
    <>
      <PageMeta
        title="Destinations"
        description="Explore Belize's five tour regions: Ambergris Caye, Cayo District, Orange Walk, Belize District and Placencia."
      />
      <PageHero
        wide
        eyebrow="Where to go"
        title="Destinations"
        lead="From reef islands to rainforest hills, Belize is small enough to see a lot of it. Choose a region to see its tours."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {LOCATIONS.map((location, index) => {
            const region = REGION_TEXT[location.slug];
            return (
              <li
                key={location.slug}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                <div className={`bg-linear-to-br ${ACCENTS[index % ACCENTS.length]} px-6 py-8 text-white`}>
                  <p className="flex items-center gap-1.5 text-sm font-medium text-white/85">
                    <MapPin aria-hidden="true" className="size-4" />
                    Belize
                  </p>
                  <h2 className="mt-1 text-2xl font-bold">{location.name}</h2>
                  <p className="mt-1 text-white/90">{region.tagline}</p>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-slate-600">{region.text}</p>
                  <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Highlights of ${location.name}`}>
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
                    Tours in {location.name}
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
