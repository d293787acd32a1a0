import { Tag } from 'lucide-react';
import { useLocation } from 'react-router';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

export default function Deals() {
  const { pathname } = useLocation();
  const isNew = pathname.replace(/\/$/, '') === '/deals/new';
  const title = isNew ? 'New Deals' : 'Deals';
  return (
    <>
      <PageMeta
        title={title}
        description="Local deals from Belizean restaurants, hotels, spas and tour operators, sold as vouchers on BelizePass."
      />
      <PageHero
        eyebrow="Local deals"
        title={title}
        lead={
          isNew
            ? 'The latest offers from Belizean businesses, newest first.'
            : 'Offers from Belizean restaurants, hotels, spas and tour operators: buy a voucher online, show it on the day, enjoy.'
        }
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <NoticeCard
          icon={Tag}
          title="How deals work"
          links={[
            { to: '/tours', label: 'Browse tours' },
            { to: '/tours/top', label: 'Top rated tours' },
            { to: '/how-it-works', label: 'How it Works' },
          ]}
        >
          <p>
            A deal is a voucher for a set offer, such as a dinner for two or a spa treatment, bought online at
            a local price. You show the voucher to the merchant, who validates it when you redeem it.
          </p>
          <p>
            Vouchers are not on sale on this site yet. Tours are: every tour is bookable now at exclusive
            local prices.
          </p>
        </NoticeCard>
      </div>
    </>
  );
}
