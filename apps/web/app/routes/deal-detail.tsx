import { DEAL_MESSAGES, type Deal, formatUsd } from '@belizepass/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { isRouteErrorResponse, Link, useSearchParams } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useSession } from '~/features/auth/session';
import { DealErrorBoundary } from '~/features/deals/deal-not-found';
import { type DealOrderWithVouchers, fetchDealOrder } from '~/features/deals/deal-orders-api';
import { categoryName, DealAbout, DealHeader } from '~/features/deals/deal-overview';
import { DealPrice, DealStock, dealImage } from '~/features/deals/deal-price';
import { DealPurchase } from '~/features/deals/deal-purchase';
import { dealJsonLd } from '~/features/deals/deal-structured-data';
import { loadDealOr404 } from '~/features/deals/deals-api';
import { EndsIn, msLeft, useNow } from '~/features/deals/ends-in';
import { DealClosed } from '~/features/deals/purchase-outcome';
import { VoucherConfirmation } from '~/features/deals/voucher-confirmation';
import { absoluteUrl, scriptJson, summarize } from '~/features/tours/tour-structured-data';
import { serverApi } from '~/lib/api-client';
import { QueryProvider } from '~/lib/query-provider';
import type { Route } from './+types/deal-detail';

/** Rendered for each request (not page-cached): it shows vouchers sold and left. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const deal = await loadDealOr404(serverApi(context), params.id);
  return { deal, origin: new URL(request.url).origin, renderedAt: Date.now() };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    const notFound = !error || (isRouteErrorResponse(error) && error.status === 404);
    const title = notFound ? DEAL_MESSAGES.notFound : 'Something went wrong';
    return [{ title: `${title} | BelizePass` }, { name: 'robots', content: 'noindex' }];
  }
  const { deal, origin } = loaderData;
  const title = `${deal.title} – ${deal.merchant.business_name} | BelizePass`;
  const description = summarize(deal.description);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: deal.title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: absoluteUrl(origin, dealImage(deal)) },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: absoluteUrl(origin, `/deals/${deal.id}`) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

function Breadcrumb({ deal }: { deal: Deal }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/deals" className="hover:text-brand-700 hover:underline">
            Deals
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link to={`/categories/${deal.category}`} className="hover:text-brand-700 hover:underline">
            {categoryName(deal)}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="max-w-full truncate font-medium text-slate-900">
          {deal.title}
        </li>
      </ol>
    </nav>
  );
}

/** The price box and the purchase (or why nothing can be bought). */
function BuyBox({
  deal,
  now,
  onPaid,
}: {
  deal: Deal;
  now: number;
  onPaid: (result: DealOrderWithVouchers) => void;
}) {
  const ended = msLeft(deal.expiresAt, now) <= 0;
  const saving = deal.originalPrice - deal.price;
  return (
    <section
      id="buy"
      aria-labelledby="buy-heading"
      className="scroll-mt-24 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="buy-heading" className="sr-only">
        Buy this deal
      </h2>
      <div className="space-y-2">
        <DealPrice deal={deal} size="lg" />
        {saving > 0 && (
          <p className="text-sm font-medium text-green-700">You save {formatUsd(saving)} per voucher</p>
        )}
        <EndsIn
          expiresAt={deal.expiresAt}
          now={now}
          className="text-sm font-medium text-slate-600"
          urgentClassName="text-red-700"
        />
      </div>
      <DealStock deal={deal} />
      {ended ? <DealClosed reason="ended" /> : <DealPurchase deal={deal} onPaid={onPaid} />}
    </section>
  );
}

/** A paid order named in the address (`?order=`), so a reload still shows its vouchers. */
function usePaidOrder(orderId: string | null, known: DealOrderWithVouchers | null) {
  const hydrated = useHydrated();
  const { ready } = useSession();
  const query = useQuery({
    queryKey: ['deal-order', orderId],
    queryFn: ({ signal }) => fetchDealOrder(orderId!, signal),
    enabled: hydrated && ready && !!orderId && known?.order.id !== orderId,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (known && known.order.id === orderId) return { order: known, loading: false, failed: false };
  const paid = query.data?.order.status === 'paid' ? query.data : null;
  return {
    order: paid,
    loading: !!orderId && (!hydrated || !ready || query.isPending),
    failed: query.isError,
  };
}

export default function DealDetailPage(props: Route.ComponentProps) {
  return (
    <QueryProvider>
      <DealDetail {...props} />
    </QueryProvider>
  );
}

function DealDetail({ loaderData }: Route.ComponentProps) {
  const { deal, origin, renderedAt } = loaderData;
  const now = useNow(renderedAt);
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const orderId = searchParams.get('order');
  const [purchase, setPurchase] = useState<DealOrderWithVouchers | null>(null);
  const shown = usePaidOrder(orderId, purchase);

  const onPaid = (result: DealOrderWithVouchers) => {
    setPurchase(result);
    setSearchParams({ order: result.order.id }, { replace: true, preventScrollReset: true });
  };
  const backToDeal = () => {
    setPurchase(null);
    setSearchParams({}, { replace: true });
  };

  if (shown.order) {
    return (
      <div className="flex-1 bg-slate-50/60">
        <meta name="robots" content="noindex" />
        <VoucherConfirmation result={shown.order} signedIn={!!user} onBack={backToDeal} />
      </div>
    );
  }
  if (shown.loading) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner label="Loading your vouchers" />
      </div>
    );
  }

  return (
    <div className="flex-1 pb-12">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with `<` escaped by scriptJson
        dangerouslySetInnerHTML={{ __html: scriptJson(dealJsonLd(deal, origin)) }}
      />
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 md:py-8 lg:px-8">
        <Breadcrumb deal={deal} />
        {shown.failed && (
          <div className="mb-6">
            <Banner tone="info">
              We could not show that order in this browser. Your vouchers were emailed to the address given
              when you bought them.
            </Banner>
          </div>
        )}
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_22rem] lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-10">
          <div className="min-w-0 space-y-8">
            <DealHeader deal={deal} />
            <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 md:hidden">
              <DealPrice deal={deal} />
              <a href="#buy" className={buttonClass({ size: 'md' }, 'shrink-0')}>
                {deal.remaining > 0 ? 'Buy Now' : 'Sold out'}
              </a>
            </div>
            <DealAbout deal={deal} now={now} />
          </div>
          <aside aria-label="Purchase" className="md:self-start">
            <BuyBox deal={deal} now={now} onPaid={onPaid} />
          </aside>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <DealErrorBoundary />;
}
