import { m } from '@belizepass/domain/i18n';
import { consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import { loadReviews, replyAction } from '~/features/merchant/reviews.server';
import { reviewFilterOf } from '~/features/merchant/reviews-filter';
import { ReviewsScreen } from '~/features/merchant/reviews-screen';
import { activeMerchant } from '~/lib/session.server';
import type { Route } from './+types/merchant-dashboard-reviews';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.merchant_nav_reviews() };

export const loader = (args: Route.LoaderArgs) =>
  consoleLoader(args, async (api, url) => {
    const [answer, user] = await Promise.all([
      loadReviews(api, url),
      activeMerchant(args.context, args.request),
    ]);
    return { ...answer, show: reviewFilterOf(url), merchantName: user?.merchant?.business_name ?? '' };
  });
export const action = (args: Route.ActionArgs) => replyAction(args);
export const headers = consoleHeaders;

export default function MerchantDashboardReviews({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <ReviewsScreen
      reviews={loaderData.value?.reviews ?? null}
      failure={loaderData.failure}
      merchantName={loaderData.merchantName}
      show={loaderData.show}
      pagination={loaderData.value?.pagination}
    />
  );
}
