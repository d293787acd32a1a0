import type { TourDetail } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ChevronRight, Store } from 'lucide-react';
import { Link } from 'react-router';
import { IconBadge } from '~/components/ui/icon-badge';
import { TitledSection } from '~/components/ui/titled-section';
import { StarRating } from './star-rating';

/** The tour operator, linking to its profile page. */
export function ProviderCard({ merchant }: { merchant: TourDetail['merchant'] }) {
  return (
    <TitledSection
      id="provider-heading"
      title={m.tours_provider()}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      titleClassName="text-sm font-semibold tracking-wide text-slate-500 uppercase"
    >
      <div className="mt-3 flex items-center gap-4">
        {merchant.logo ? (
          <img
            src={merchant.logo}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <IconBadge icon={Store} size="lg" round className="shrink-0" />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold text-slate-900">{merchant.name}</p>
          {merchant.rating !== null && <StarRating rating={merchant.rating} reviewCount={merchant.reviews} />}
        </div>
      </div>
      <Link
        to={`/merchants/${merchant.id}`}
        className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        {m.tours_provider_profile()}
        <span className="sr-only">: {merchant.name}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </TitledSection>
  );
}
