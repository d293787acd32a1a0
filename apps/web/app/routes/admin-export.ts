import { data } from 'react-router';
import { adminApi } from '~/features/admin/admin.server';
import { PRIVATE_PAGE } from '~/lib/session.server';
import type { Route } from './+types/admin-export';

/** The admin CSV exports and the query values each passes on to the API. */
const EXPORTS = {
  'bookings.csv': { path: '/api/admin/bookings/export.csv', params: ['search', 'status'] },
  'payouts.csv': { path: '/api/admin/payouts/export.csv', params: ['search'] },
} as const;

/**
 * `GET /admin/export/{bookings,payouts}.csv`: streams the API's CSV file with the admin's session
 * (renewed if it has expired), so "Export CSV" is a plain link. The API client sends the page's
 * language (`/es/admin/export/...` is Spanish), so the file's headers are in it.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = await adminApi(args);
  const file = EXPORTS[args.params.file as keyof typeof EXPORTS];
  if (!file) throw data('Not Found', { status: 404 });
  const url = new URL(args.request.url);
  const query = Object.fromEntries(
    file.params.map((name) => [name, url.searchParams.get(name) ?? undefined]),
  );
  const response = await api.download(file.path, { query, headers: { accept: 'text/csv' } });
  const headers = new Headers(PRIVATE_PAGE);
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
