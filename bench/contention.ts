// 4. Booking contention: many buyers for the last seats, and throughput across many departures.
import { loadavg } from 'node:os';
import { addDays, belizeToday } from '@belizepass/domain';
import type { Queryable } from './lib/data.ts';
import { cores, median, type Report, RUNS } from './lib/report.ts';

/**
 * Each buyer is a tourist of their own, named to the server by the proxy header (the bench server
 * trusts loopback as its proxy): one client's unpaid holds are counted under a lock of their own
 * (decision 017), so a single address would queue every booking behind the last.
 */
export const buyerAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const buyer = (i: number) => ({ 'content-type': 'application/json', 'x-forwarded-for': buyerAddress(i) });

/** The body of buyer `i`'s one-seat booking. */
export const booking = (tourId: string, date: string, i: number) => ({
  tourId,
  date,
  adults: 1,
  children: 0,
  fullName: `Bench Guest ${i}`,
  email: `guest${i}@example.com`,
  phone: '+501 600 0000',
});

/** Copies a public tour with `seats` per departure, running every day; returns its id. */
async function tourWithSeats(db: Queryable, seats: number, title: string) {
  const { rows } = await db.query<{ id: string }>(
    `insert into tours (merchant_id, location_id, title, description, search_document, category, tourist_type,
       difficulty, duration_hours, standard_price_cents, selling_price_cents, min_group_size, max_group_size,
       schedule_days, start_time, departure_times, admin_approved, active)
     select merchant_id, location_id, $1, description, search_document, category, tourist_type, difficulty,
       duration_hours, standard_price_cents, selling_price_cents, 1, $2, '{0,1,2,3,4,5,6}', '23:00',
       '[{"time": "23:00", "days": [0, 1, 2, 3, 4, 5, 6]}]', true, true
     from tours where admin_approved and active order by id limit 1
     returning id`,
    [title, seats],
  );
  return rows[0]!.id;
}

export interface ContentionTours {
  lastSeats: string;
  throughput: [string, string];
  /** Two tours like `throughput` whose departures share one boat (decision 043). */
  shared: [string, string];
}

/** A boat of 60 seats (never the limit here) used by both tours: every hold locks it and counts it. */
async function shareOneBoat(db: Queryable, tourIds: [string, string]) {
  const { rows } = await db.query<{ id: string }>(
    `insert into resources (merchant_id, kind, name, capacity)
     select merchant_id, 'boat', 'Bench boat', 60 from tours where id = $1
     returning id`,
    [tourIds[0]],
  );
  for (const tourId of tourIds)
    await db.query('insert into tour_resources (tour_id, resource_id) values ($1, $2)', [
      tourId,
      rows[0]!.id,
    ]);
  return tourIds;
}

/** Creates the tours the contention runs book (run it while the server is stopped in PGlite mode). */
export async function prepareContentionTours(db: Queryable): Promise<ContentionTours> {
  const stamp = Date.now();
  return {
    lastSeats: await tourWithSeats(db, 8, `Bench last seats ${stamp}`),
    throughput: [
      await tourWithSeats(db, 30, `Bench throughput A ${stamp}`),
      await tourWithSeats(db, 30, `Bench throughput B ${stamp}`),
    ],
    shared: await shareOneBoat(db, [
      await tourWithSeats(db, 30, `Bench shared boat A ${stamp}`),
      await tourWithSeats(db, 30, `Bench shared boat B ${stamp}`),
    ]),
  };
}

/** Seats of the one departure of `tourId`: capacity, the counter, and the seats of live bookings. */
export async function seatBooks(db: Queryable, tourId: string) {
  const { rows } = await db.query<{ capacity: number; seats_taken: number; live: number }>(
    `select d.capacity, d.seats_taken,
       (select coalesce(sum(b.adults + b.children), 0)::int from bookings b
        where b.departure_id = d.id and b.status in ('pending', 'confirmed', 'completed', 'no_show')) as live
     from departures d where d.tour_id = $1`,
    [tourId],
  );
  return rows[0]!;
}

export async function contention(
  report: Report,
  server: { url: string },
  tours: ContentionTours,
  readBooks: (tourId: string) => Promise<{ capacity: number; seats_taken: number; live: number }>,
  label: string,
) {
  report.section(`4. Booking contention (${label})`);
  const tomorrow = addDays(belizeToday(), 1);
  const statuses = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 500 }, async (_, i) => {
      const res = await fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: buyer(i),
        body: JSON.stringify(booking(tours.lastSeats, tomorrow, i)),
      });
      const body = (await res.json()) as { error?: { code: string } };
      const kind = res.status === 201 ? '201 booked' : `${res.status} ${body.error?.code ?? ''}`;
      statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const total = 2000;
  const { ok, rates, perSecond } = await throughput(server, tours.throughput, 0);
  // The same holds on two tours sharing one boat: each also locks the boat and counts its seats.
  const shared = await throughput(server, tours.shared, 1_000_000);

  /** `floor`: what the database alone achieves, cited when the throughput budget is missed. */
  return async (floor?: string) => {
    const books = await readBooks(tours.lastSeats);
    const oversold = Math.max(0, books.live - books.capacity, books.seats_taken - books.capacity);
    report.table(
      ['Attempts', 'Seats', 'Seats held or sold', 'Oversold', 'Outcomes', 'Time s'],
      [
        [
          500,
          books.capacity,
          books.live,
          oversold,
          [...statuses].map(([k, v]) => `${k}: ${v}`).join(', '),
          seconds.toFixed(2),
        ],
      ],
    );
    report.note(
      `Throughput: ${ok} of ${total} bookings created across 100 departures in ${RUNS} rounds, median ${perSecond} bookings/s (rounds ${rates.join(', ')}; 50 concurrent clients).`,
    );
    report.note(
      `Shared resource: ${shared.ok} of ${total} bookings on two tours sharing one boat (each hold also locks the boat and counts the seats of the departures overlapping on it, decision 043), median ${shared.perSecond} bookings/s (rounds ${shared.rates.join(', ')}), ${(shared.perSecond / Math.max(1, perSecond)).toFixed(2)}x the plain hold.`,
    );
    report.budget(
      `Contention (${label}): exactly 8 seats sold, zero oversold`,
      books.live === 8 && books.seats_taken === 8 && oversold === 0,
      `sold ${books.live}, seats_taken ${books.seats_taken}, oversold ${oversold}`,
    );
    report.budget(
      `300+ bookings/s across departures (${label})`,
      perSecond >= 300,
      `${perSecond} bookings/s (rounds ${rates.join(', ')})`,
      `each booking is one transaction (a conditional UPDATE of the departure's seat row, the client's unpaid holds counted under an advisory lock, the booking written)${label === 'PGlite' ? ', and the embedded database runs every statement one at a time in the server process' : ''}; 50 clients on ${cores()} cores shared with the load generator, load average ${loadavg()[0]!.toFixed(2)}${floor ? `; ${floor}` : ''}`,
    );
  };
}

/**
 * Throughput: 2,000 one-seat bookings over 100 departures (2 tours x 50 days), 50 at a time, in
 * RUNS rounds (the departures hold 3,000 seats, so the rounds share the 2,000 bookings). Buyers are
 * numbered from `first` (each client's own unpaid holds are limited).
 */
async function throughput(server: { url: string }, tourIds: [string, string], first: number) {
  const total = 2000;
  const perRound = Math.ceil(total / RUNS);
  let next = 0;
  let ok = 0;
  const rates: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    const end = Math.min(total, next + perRound);
    let created = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < end) {
          const i = next++;
          const departure = i % 100;
          const res = await fetch(`${server.url}/api/bookings`, {
            method: 'POST',
            headers: buyer(first + i),
            body: JSON.stringify(
              booking(
                tourIds[departure % 2]!,
                addDays(belizeToday(), 1 + Math.floor(departure / 2)),
                first + i,
              ),
            ),
          });
          await res.arrayBuffer();
          if (res.status === 201) created++;
        }
      }),
    );
    ok += created;
    rates.push(Math.round(created / ((performance.now() - t0) / 1000)));
  }
  return { ok, rates, perSecond: median(rates) };
}
