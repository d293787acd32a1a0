import { SEARCH_COUNT_CAP, tourListQuerySchema } from '@belizepass/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import {
  countPublicTours,
  listPublicTours,
  listPublicToursByIds,
  searchPublicTourIds,
} from '../../apps/api/src/modules/tours/tours.repository.ts';
import { searchTsquery } from '../../apps/api/src/modules/tours/tours.service.ts';

/**
 * The SQL (and parameters) the server runs on a cache miss for the listing page and for a search,
 * as Drizzle builds it: the page and the count; for a search the spelling and synonym look-ups,
 * the ids of the page with the capped count (one statement over the narrow search table) and the
 * page's rows.
 */
export async function captureListingSql(databaseUrl: string, search: string) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  });
  const query = tourListQuerySchema.parse({});
  await listPublicTours(db as never, { query });
  await countPublicTours(db as never, { query });
  const listing = captured.splice(0);
  const tsquery = (await searchTsquery(db as never, search)) ?? '';
  const lookups = captured.splice(0);
  const { ids } = await searchPublicTourIds(db as never, { query, tsquery }, SEARCH_COUNT_CAP);
  await listPublicToursByIds(db as never, ids);
  const searching = captured.splice(0);
  await pool.end();
  return {
    listing: listing[0]!,
    listingCount: listing[1]!,
    searchSpellings: lookups[0]!,
    searchSynonyms: lookups[1]!,
    search: searching[0]!,
    searchRows: searching[1]!,
  };
}

/**
 * Every SQL statement each back-office screen's data call runs, as Drizzle builds it, captured by
 * calling the same services the routes call; named `<call>-<n>` in the order they ran.
 */
export async function captureBackOfficeSql(
  databaseUrl: string,
  data: { busyMerchantId: string; busyDeparture: { tourId: string; date: string }; from: string; to: string },
) {
  const { dashboardStats, systemAlerts, topMerchants, topTours } = await import(
    '../../apps/api/src/modules/admin/admin-dashboard.service.ts'
  );
  const adminBookings = await import('../../apps/api/src/modules/admin/admin-bookings.service.ts');
  const payouts = await import('../../apps/api/src/modules/admin/payouts.service.ts');
  const merchantBookings = await import(
    '../../apps/api/src/modules/merchant-bookings/merchant-bookings.service.ts'
  );
  const passengers = await import('../../apps/api/src/modules/merchant-bookings/passengers.service.ts');
  const bookings = await import('../../apps/api/src/modules/bookings/bookings.service.ts');
  const {
    adminBookingListQuerySchema,
    addDays,
    belizeToday,
    merchantBookingListQuerySchema,
    merchantEarningsQuerySchema,
    myBookingsQuerySchema,
    payoutPreviewQuerySchema,
  } = await import('@belizepass/domain');

  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as never;
  const out: Record<string, { sql: string; params: unknown[] }> = {};
  const capture = async (name: string, call: () => Promise<unknown>) => {
    captured.splice(0);
    await call();
    captured.forEach((q, i) => {
      out[`${name}-${i + 1}`] = q;
    });
  };
  const today = belizeToday();
  const { rows: tourist } = await pool.query<{ id: string }>('select id from users where email = $1', [
    'tourist@example.com',
  ]);
  await capture('admin-stats', () => dashboardStats(db));
  await capture('admin-top-tours', () => topTours(db));
  await capture('admin-top-merchants', () => topMerchants(db));
  await capture('admin-alerts', () => systemAlerts(db));
  await capture('admin-bookings-first-page', () =>
    adminBookings.listBookings(db, adminBookingListQuerySchema.parse({ limit: 20 })),
  );
  await capture('admin-bookings-search', () =>
    adminBookings.listBookings(db, adminBookingListQuerySchema.parse({ search: 'tourist 1234', limit: 20 })),
  );
  await capture('admin-bookings-deep-page', () =>
    adminBookings.listBookings(
      db,
      adminBookingListQuerySchema.parse({ status: 'cancelled', limit: 20, page: 500 }),
    ),
  );
  await capture('payouts-preview', () =>
    payouts.previewPayout(
      db,
      payoutPreviewQuerySchema.parse({
        merchantId: data.busyMerchantId,
        periodStart: addDays(today, -30),
        periodEnd: today,
      }),
    ),
  );
  await capture('merchant-bookings-upcoming', () =>
    merchantBookings.listBookings(db, data.busyMerchantId, merchantBookingListQuerySchema.parse({})),
  );
  await capture('merchant-bookings-past-completed', () =>
    merchantBookings.listBookings(
      db,
      data.busyMerchantId,
      merchantBookingListQuerySchema.parse({ scope: 'past', status: 'completed' }),
    ),
  );
  await capture('merchant-earnings', () =>
    payouts.merchantEarnings(
      db,
      data.busyMerchantId,
      merchantEarningsQuerySchema.parse({ from: data.from, to: data.to }),
    ),
  );
  await capture('passenger-list', () =>
    passengers.departurePassengers(
      db,
      data.busyMerchantId,
      data.busyDeparture.tourId,
      data.busyDeparture.date,
    ),
  );
  await capture('tourist-bookings', () =>
    // The default first page, as the bench's "Tourist: my bookings" asks for it.
    bookings.listMyBookings({ db }, tourist[0]!.id, myBookingsQuerySchema.parse({})),
  );
  await pool.end();
  return out;
}
