import { isIsoDate } from '@belizepass/domain';
import { redirect } from 'react-router';
import { MERCHANT_HOME } from '~/features/merchant/console-config';
import { uuidOr } from '~/features/merchant/merchant.server';
import { serverApi } from '~/lib/api-client';
import { activeMerchant, PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/merchant-export-passengers';

/**
 * `GET /merchant/export/departures/:tourId/:date/passengers.csv`: streams the API's passenger list
 * CSV with the merchant's session (renewed if it has expired), so "Download CSV" is a plain link.
 * Anything the API refuses goes back to the passenger list's page, which says why.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tourId = uuidOr(params.tourId);
  const page = `${MERCHANT_HOME}/departures/${encodeURIComponent(params.tourId)}/${encodeURIComponent(params.date)}`;
  const user = await activeMerchant(context, request);
  if (!user || !tourId || !isIsoDate(params.date)) throw redirect(page);
  // One departure of the date (`?time=HH:MM`), or all of them.
  const time = new URL(request.url).searchParams.get('time');
  const only = time && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? `?time=${time}` : '';
  let response: Response;
  try {
    response = await serverApi(context).download(
      `/api/merchant/tours/${tourId}/departures/${params.date}/passengers.csv${only}`,
      { headers: { accept: 'text/csv' } },
    );
  } catch {
    throw redirect(page);
  }
  const headers = new Headers(PRIVATE_PAGE);
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
