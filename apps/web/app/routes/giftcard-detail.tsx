import { Gift } from 'lucide-react';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

export default function GiftCardDetail() {
  return (
    <>
      <PageMeta title="Gift Card" description="Details and purchase of a BelizePass gift card." />
      <PageHero
        eyebrow="Gift Cards"
        title="Gift Card"
        lead="Each gift card page shows the card, what it can be used for, how long it is valid and a form to buy it for yourself or someone else."
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <NoticeCard
          icon={Gift}
          title="Gift card sales are not open yet"
          links={[
            { to: '/giftcards', label: 'All gift cards' },
            { to: '/tours', label: 'Browse tours' },
          ]}
        >
          <p>
            Gift cards cannot be bought on this site yet. You can still book any tour directly, and see the
            gift cards page for what will be offered.
          </p>
        </NoticeCard>
      </div>
    </>
  );
}
