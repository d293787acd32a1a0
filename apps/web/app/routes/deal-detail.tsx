import { DEAL_MESSAGES, type Deal } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { buttonClass } from '~/components/ui/button';
import { CARD_CLASS } from '~/components/ui/card';
import { JsonLd } from '~/components/ui/json-ld';
import { TitledSection } from '~/components/ui/titled-section';
import { useSession } from '~/features/auth/session';
import { DealErrorBoundary } from '~/features/deals/deal-not-found';
import type { DealBuyer } from '~/features/deals/deal-order-form';
import { categoryName, DealAbout, DealHeader } from '~/features/deals/deal-overview';
import { DealPrice, DealStock, dealImage } from '~/features/deals/deal-price';
import { DealPurchase, type DealPurchaseAnswer } from '~/features/deals/deal-purchase';
import { dealPurchaseAction, loadPaidOrder } from '~/features/deals/deal-purchase.server';
import { dealJsonLd } from '~/features/deals/deal-structured-data';
import { loadDealOr404 } from '~/features/deals/deals-api';
import { EndsIn, msLeft, useNow } from '~/features/deals/ends-in';
import { DealClosed } from '~/features/deals/purchase-outcome';
import { VoucherConfirmation } from '~/features/deals/voucher-confirmation';
import { absoluteUrl, summarize } from '~/features/tours/tour-structured-data';
import { serverApi } from '~/lib/api-client';
import { formatPrice, localePrefix } from '~/lib/display';
import { loaderHeaders, missingPageMeta, shareMeta } from '~/lib/page';
import { PRIVATE_PAGE, sessionUser } from '~/lib/session.server';
import type { Route } from './+types/deal-detail';

/**
 * /deals/{id} is the same for every visitor (the page cache keeps it 15 s: it shows vouchers sold
 * and left); the buyer shown is the session's when the page is rendered for a visitor, else the
 * browser's (useSession). /deals/{id}/order/{orderId} shows that paid order's vouchers to its buyer
 * or the holder of its key, rendered for each request.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [deal, user, order] = await Promise.all([
    loadDealOr404(api, params.id),
    sessionUser(context),
    loadPaidOrder(context, request, params.orderId),
  ]);
  const buyer: DealBuyer | null = user ? { name: user.full_name, email: user.email } : null;
  return data(
    { deal, buyer, order, origin: context.publicUrl, renderedAt: Date.now() },
    user || order ? { headers: PRIVATE_PAGE } : undefined,
  );
}

export const headers = loaderHeaders;

export async function action({ params, request, context }: Route.ActionArgs) {
  const deal = await loadDealOr404(serverApi(context), params.id);
  return dealPurchaseAction(context, request, deal.id);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return missingPageMeta(error, DEAL_MESSAGES.notFound);
  const { deal, origin } = loaderData;
  return shareMeta({
    title: m.gifts_deal_meta_title({ title: deal.title, merchant: deal.merchant.business_name }),
    description: summarize(deal.description),
    ogTitle: deal.title,
    image: absoluteUrl(origin, dealImage(deal)),
    url: absoluteUrl(origin, `${localePrefix()}/deals/${deal.id}`),
    largeCard: true,
  });
}

/** The price box and the purchase (or why nothing can be bought). */
function BuyBox({
  deal,
  now,
  buyer,
  answer,
}: {
  deal: Deal;
  now: number;
  buyer: DealBuyer | null;
  answer?: DealPurchaseAnswer;
}) {
  const ended = msLeft(deal.expiresAt, now) <= 0;
  const saving = deal.originalPrice - deal.price;
  return (
    <TitledSection
      anchor="buy"
      id="buy-heading"
      title={m.gifts_deal_buy_heading()}
      titleClassName="sr-only"
      className={`scroll-mt-24 space-y-5 ${CARD_CLASS}`}
    >
      <div className="space-y-2">
        <DealPrice deal={deal} size="lg" />
        {saving > 0 && (
          <p className="text-sm font-medium text-green-700">
            {m.gifts_deal_you_save({ amount: formatPrice(saving) })}
          </p>
        )}
        <EndsIn expiresAt={deal.expiresAt} now={now} />
      </div>
      <DealStock deal={deal} />
      {ended ? <DealClosed reason="ended" /> : <DealPurchase deal={deal} buyer={buyer} answer={answer} />}
    </TitledSection>
  );
}

export default function DealDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { deal, order, origin, renderedAt } = loaderData;
  const { user } = useSession();
  const buyer = loaderData.buyer ?? (user ? { name: user.full_name, email: user.email } : null);
  const now = useNow(renderedAt);

  if (order?.paid) {
    return (
      <div className="flex-1 bg-slate-50/60">
        <meta name="robots" content="noindex" />
        <VoucherConfirmation result={order.paid} signedIn={!!buyer} />
      </div>
    );
  }

  return (
    <div className="flex-1 pb-12">
      <JsonLd data={dealJsonLd(deal, origin)} />
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 md:py-8 lg:px-8">
        <Breadcrumb
          trail={[
            { to: '/deals', label: m.gifts_deal_breadcrumb() },
            { to: `/categories/${deal.category}`, label: categoryName(deal) },
          ]}
          current={deal.title}
        />
        {order?.missing && (
          <div className="mb-6">
            <Banner tone="info">{m.gifts_deal_order_missing()}</Banner>
          </div>
        )}
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_22rem] lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-10">
          <div className="min-w-0 space-y-8">
            <DealHeader deal={deal} />
            <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 md:hidden">
              <DealPrice deal={deal} />
              <a href="#buy" className={buttonClass({ size: 'md' }, 'shrink-0')}>
                {deal.remaining > 0 ? m.gifts_deal_buy_now() : m.gifts_deal_sold_out()}
              </a>
            </div>
            <DealAbout deal={deal} now={now} />
          </div>
          <aside aria-label={m.gifts_purchase_label()} className="md:self-start">
            <BuyBox deal={deal} now={now} buyer={buyer} answer={actionData} />
          </aside>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <DealErrorBoundary />;
}
