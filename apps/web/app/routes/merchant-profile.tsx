import { Store } from 'lucide-react';
import { NoticeCard } from '~/components/ui/notice-card';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';

export default function MerchantProfile() {
  return (
    <>
      <PageMeta title="Tour Operator" description="A Belizean tour operator on BelizePass." />
      {/* Every operator shows this same page until profiles are published, so search engines skip it. */}
      <meta name="robots" content="noindex" />
      <PageHero
        eyebrow="Tour operators"
        title="Tour Operator"
        lead="Operator pages introduce the Belizean businesses behind the tours: who they are, where they are based, their ratings and all the tours they offer."
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <NoticeCard
          icon={Store}
          title="Operator pages are not published yet"
          links={[
            { to: '/tours', label: 'Browse tours' },
            { to: '/about', label: 'About BelizePass' },
          ]}
        >
          <p>
            Each tour page already names its operator. Browse the tours to find what this operator offers, and
            read what guests say in the reviews.
          </p>
        </NoticeCard>
      </div>
    </>
  );
}
