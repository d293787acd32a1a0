import { Tag } from 'lucide-react';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

export default function DealDetail() {
  return (
    <>
      <PageMeta title="Deal" description="Details of a local deal on BelizePass." />
      <PageHero
        eyebrow="Deals"
        title="Deal"
        lead="A deal page shows the offer, the merchant and where to find them, what the voucher includes, how long it is valid and its price against the usual price."
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <NoticeCard
          icon={Tag}
          title="Vouchers are not on sale yet"
          links={[
            { to: '/deals', label: 'All deals' },
            { to: '/tours', label: 'Browse tours' },
          ]}
        >
          <p>
            Deals cannot be bought on this site yet. Every tour, however, is bookable now at exclusive local
            prices.
          </p>
        </NoticeCard>
      </div>
    </>
  );
}
