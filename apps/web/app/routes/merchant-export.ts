import { belizeToday } from '@belizepass/domain';
import { redirect } from 'react-router';
import { earningsPeriodOf, periodQuery } from '~/features/merchant/earnings-period';
import { serverApi } from '~/lib/api-client';
import { activeMerchant, PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/merchant-export';

const EARNINGS = '/merchant/dashboard/earnings';

/**
 * `GET /merchant/export/earnings.csv?from=&to=`: streams the API's earnings CSV with the merchant's
 * session (renewed if it has expired), so "Download CSV" is a plain link. A business that may not
 * use the console yet, or a range that is not valid, goes back to the Earnings screen, which says why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const period = earningsPeriodOf(url.searchParams, belizeToday());
  const user = await activeMerchant(context, request);
  if (!user || period.error) throw redirect(`${EARNINGS}${periodQuery({ ...period, name: 'custom' })}`);
  const response = await serverApi(context).download('/api/merchant/earnings.csv', {
    query: { from: period.from, to: period.to },
    headers: { accept: 'text/csv' },
  });
  const headers = new Headers(PRIVATE_PAGE);
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
