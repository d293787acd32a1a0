import {
  isIsoDate,
  type MerchantBookingListResponse,
  merchantBookingListQuerySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { cursorParam } from '~/components/data/list-query.server';
import { BookingsScreen, type BookingsView } from '~/features/merchant/bookings-screen';
import { consoleHeaders, consoleLoader, orFailure } from '~/features/merchant/merchant.server';
import type { Route } from './+types/merchant-dashboard-bookings';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.operations_title_bookings() };

export const loader = (args: Route.LoaderArgs) =>
  consoleLoader(args, async (api, url): Promise<BookingsView> => {
    const scope = url.searchParams.get('scope') === 'past' ? 'past' : 'upcoming';
    const asked = url.searchParams.get('date') ?? '';
    const date = isIsoDate(asked) ? asked : '';
    const state = url.searchParams.get('state') === 'cancelled' ? 'cancelled' : 'live';
    const read = await orFailure(
      api.get<MerchantBookingListResponse>('/api/merchant/bookings', {
        query: {
          scope,
          state,
          date: date || undefined,
          after: cursorParam(url, merchantBookingListQuerySchema.shape.after),
        },
      }),
      m.operations_please_try_again(),
    );
    return {
      scope,
      state,
      date,
      bookings: read.value?.bookings ?? [],
      nextCursor: read.value?.nextCursor ?? null,
      dates: read.value?.dates ?? [],
      failure: read.failure,
    };
  });

export const headers = consoleHeaders;

export default function MerchantDashboardBookings({ loaderData }: Route.ComponentProps) {
  return loaderData ? <BookingsScreen view={loaderData} /> : null;
}
