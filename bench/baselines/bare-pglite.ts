// Baseline: the embedded database (PGlite) alone, in one process with no HTTP and no Fastify. It
// opens the data directory the PGlite server has just used (once that server has stopped: the
// directory serves one process) with the application's own openDatabase, so PGlite's settings are
// the server's, and calls the application's own code: the repository query of page 1 of
// GET /api/tours, and the booking service of POST /api/bookings. Prints one JSON line.
// BENCH_PGLITE_DATA_DIR: the data directory (DATA_DIR of the server). `npm run bench` runs it bundled
// (bench/lib/pglite-floor.ts); under `node --import tsx` it also works, with some 100 MB more RSS.
import { readFileSync } from 'node:fs';
import { addDays, belizeToday, createBookingSchema, tourListQuerySchema } from '@belizepass/domain';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createBooking } from '../../apps/api/src/modules/bookings/bookings.service.ts';
import { databaseChargeLog } from '../../apps/api/src/modules/payments/demo-charge-log.ts';
import { createDemoPaymentProvider } from '../../apps/api/src/modules/payments/payment-provider.ts';
import { provisionHoldSettings } from '../../apps/api/src/modules/settings/settings.service.ts';
import { listPublicTours } from '../../apps/api/src/modules/tours/tours.repository.ts';
import { booking, buyerAddress, prepareContentionTours } from '../contention.ts';
import type { Queryable } from '../lib/data.ts';

const CALLERS = 50;
const LISTING_SECONDS = 5;
const BOOKINGS = 2000;

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
/** Peak resident set size of this process so far, in MB (VmHWM). */
const peakRssMb = () =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024);

const dataDir = process.env.BENCH_PGLITE_DATA_DIR;
if (!dataDir) throw new Error('BENCH_PGLITE_DATA_DIR is not set');

const rssBeforeOpenMb = mb(process.memoryUsage().rss);
const database = await openDatabase({ dataDir });
const rssAtOpenMb = mb(process.memoryUsage().rss);
const { db } = database;

// Listing: page 1 of GET /api/tours as the server queries it on a cache miss, 50 callers at once
// (PGlite runs one statement at a time, so they queue as the server's requests do).
const query = tourListQuerySchema.parse({});
for (let i = 0; i < CALLERS; i++) await listPublicTours(db, { query });
let listingCalls = 0;
const listingStart = performance.now();
const listingEnd = listingStart + LISTING_SECONDS * 1000;
await Promise.all(
  Array.from({ length: CALLERS }, async () => {
    while (performance.now() < listingEnd) {
      await listPublicTours(db, { query });
      listingCalls++;
    }
  }),
);
const listingCallsPerSec = Math.round(listingCalls / ((performance.now() - listingStart) / 1000));

// Bookings: 2,000 one-seat holds over 100 departures of two new tours, 50 callers, each buyer a
// client of their own, with the unpaid-hold rules the bench starts the server with (bench/lib/server.ts).
await provisionHoldSettings(db, { perClient: 10_000, departureSharePercent: 100 });
// The PGlite instance under the Drizzle client answers `query(sql, params)` as the bench expects.
const pglite = (db as unknown as { $client: Queryable }).$client;
const { throughput } = await prepareContentionTours(pglite);
// The route's context; createBooking never charges, the provider is there for its type.
const ctx = { db, payments: createDemoPaymentProvider(databaseChargeLog(db)), publicUrl: '' };
const today = belizeToday();
const refusals: Record<string, number> = {};
let next = 0;
let created = 0;
const bookingStart = performance.now();
await Promise.all(
  Array.from({ length: CALLERS }, async () => {
    while (next < BOOKINGS) {
      const i = next++;
      const departure = i % 100;
      const input = createBookingSchema.parse(
        booking(throughput[departure % 2]!, addDays(today, 1 + Math.floor(departure / 2)), i),
      );
      try {
        await createBooking(ctx, input, undefined, new Date(), { ip: buyerAddress(i), locale: 'en' });
        created++;
      } catch (error) {
        const code = (error as { code?: string }).code ?? (error as Error).message;
        refusals[code] = (refusals[code] ?? 0) + 1;
      }
    }
  }),
);
const bookingsPerSec = Math.round(created / ((performance.now() - bookingStart) / 1000));

const result = {
  rssBeforeOpenMb,
  rssAtOpenMb,
  listingCalls,
  listingCallsPerSec,
  bookingsCreated: created,
  bookingsAttempted: BOOKINGS,
  refusals,
  bookingsPerSec,
  rssAtEndMb: mb(process.memoryUsage().rss),
  peakRssMb: peakRssMb(),
};
await database.close();
console.log(JSON.stringify(result));
