import { Gift } from 'lucide-react';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

export default function GiftCards() {
  return (
    <>
      <PageMeta
        title="Gift Cards"
        description="BelizePass gift cards for tours and merchant gift cards for Belizean restaurants, hotels and activities."
      />
      <PageHero
        eyebrow="Give Belize"
        title="Gift Cards"
        lead="A BelizePass gift card lets someone choose their own adventure: a day on the reef, a cave expedition or a night at a beach resort."
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <NoticeCard
          icon={Gift}
          title="About BelizePass gift cards"
          links={[
            { to: '/tours', label: 'Browse tours' },
            { to: '/how-it-works', label: 'How it Works' },
            { to: '/contact', label: 'Contact us' },
          ]}
        >
          <p>
            This is where you will buy gift cards: BelizePass cards that can be spent on any tour and never
            expire, and merchant gift cards for individual restaurants, hotels and activities, valid for 1
            year from purchase.
          </p>
          <p>
            Gift card sales are not open yet on this site. Until they are, you can book any tour directly, or
            contact us if you would like to arrange a gift.
          </p>
        </NoticeCard>
      </div>
    </>
  );
}
