// 10. The product model (decision 030): migration 0031 on the back-office data set, and availability
// and bookings by departure with the new model.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { addDays, belizeToday } from '@belizepass/domain';
import { generateBusiness } from './lib/business-data.ts';
import { createDatabase, databaseUrlOf, type Queryable, withPg } from './lib/data.ts';
import { load } from './lib/load.ts';
import { cores, median, type Report, RUNS } from './lib/report.ts';
import { ROOT, startServer } from './lib/server.ts';

export const MODEL_SECTION = '10. The product model: migration and sales by departure';
export const MODEL_BUDGET_LINE = /^\| (Migration 0031|Availability by departure|Bookings by departure)/;

const MIGRATION = join(ROOT, 'apps/api/src/db/migrations/0031_departures_prices_guests_pickup.sql');

interface Migration {
  before: Record<string, string>;
  after: Record<string, string>;
  seconds: number;
  wrong: { tours: number; bookings: number };
  /** Every checksum equal before and after. */
  kept: boolean;
  measuredAt: string;
  load: number;
}

/** What must survive the migration: counts and a checksum of every column a booking or tour had. */
async function fingerprint(db: Queryable) {
  const { rows } = await db.query<Record<string, string>>(`
    select
      (select count(*) from bookings)::text as bookings,
      (select sum(('x' || substr(md5(concat_ws('|', id, tour_id, departure_id, status, local_date, start_time,
         adults, children, adult_price_cents, child_price_cents, park_fee_cents, total_cents, refund_cents,
         confirmation_code, hotel)), 1, 8))::bit(32)::int::bigint) from bookings)::text as booking_sum,
      (select count(*) from tours)::text as tours,
      (select sum(('x' || substr(md5(concat_ws('|', id, title, selling_price_cents, schedule_days::text,
         start_time, max_group_size, min_group_size)), 1, 8))::bit(32)::int::bigint) from tours)::text as tour_sum,
      (select count(*) from departures)::text as departures,
      (select coalesce(sum(seats_taken), 0) from departures)::text as seats_taken`);
  return rows[0]!;
}

/** The database as it was before 0031: its columns and constraint taken away again. */
async function rewind(db: Queryable) {
  await db.query(`
    alter table bookings drop column seats;
    alter table bookings drop column infants, drop column seniors, drop column residents, drop column lap_infants,
      drop column infant_price_cents, drop column senior_price_cents, drop column resident_price_cents,
      drop column pickup_zone_id, drop column pickup_zone_name, drop column pickup_time, drop column pickup_fee_cents;
    alter table tours drop constraint tours_pickup_mode_valid;
    alter table tours drop column departure_times, drop column seasons, drop column price_rules,
      drop column guest_types, drop column pickup_mode, drop column pickup_zones;`);
}

/** Runs 0031's statements as the migrator does (one transaction); its duration in seconds. */
async function migrate(db: Queryable) {
  const statements = readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
  const t0 = performance.now();
  await db.query('begin');
  for (const s of statements) await db.query(s);
  await db.query('commit');
  return (performance.now() - t0) / 1000;
}

/** Rows the migration got wrong: a tour whose weekly pattern is not its one time, a booking's seats. */
async function checkMigrated(db: Queryable) {
  const { rows } = await db.query<{ tours: number; bookings: number }>(`
    select
      (select count(*) from tours where departure_times <> jsonb_build_array(
         jsonb_build_object('time', start_time, 'days', to_jsonb(schedule_days))))::int as tours,
      (select count(*) from bookings where seats <> adults + children)::int as bookings`);
  return rows[0]!;
}

export async function productModel(report: Report, scale = Number(process.env.MODEL_SCALE ?? 1)) {
  report.section(MODEL_SECTION);
  const dbName = `belizepass_bench_model_${Math.round(scale * 100)}`;
  const dataDir = join(process.env.BENCH_DIR ?? '/tmp/belizepass-bench', `data-${dbName}`);
  const saved = join(ROOT, 'bench/results/model-migration.json');
  // MODEL_REUSE=1: the sales are measured again on the database a previous run migrated (its
  // migration figures are reported as measured then).
  const reuse = process.env.MODEL_REUSE === '1' && existsSync(saved);
  const databaseUrl = reuse ? databaseUrlOf(dbName) : await createDatabase(dbName);
  let server: Awaited<ReturnType<typeof startServer>>;
  let migration: Migration;
  if (reuse) {
    migration = JSON.parse(readFileSync(saved, 'utf8')) as Migration;
  } else {
    // The first start migrates and loads the demo data set; the business is added while it is stopped.
    server = await startServer(4360, { databaseUrl, dataDir });
    await server.stop();
    console.log(`Generating the business at ${scale * 100}%...`);
    await withPg(databaseUrl, (db) => generateBusiness(db, scale));
    migration = await withPg(databaseUrl, async (db) => {
      const before = await fingerprint(db);
      await rewind(db);
      const seconds = await migrate(db);
      const after = await fingerprint(db);
      const wrong = await checkMigrated(db);
      const kept = JSON.stringify(before) === JSON.stringify(after);
      return {
        before,
        after,
        seconds,
        wrong,
        kept,
        measuredAt: new Date().toISOString(),
        load: loadavg()[0]!,
      };
    });
    writeFileSync(saved, JSON.stringify(migration));
  }
  report.note(
    `Migration measured ${migration.measuredAt.slice(0, 16).replace('T', ' ')} UTC, load average ${migration.load.toFixed(2)} on ${cores()} cores: the data set (demo data and the back-office business) is rewound to before 0031 (its columns dropped), 0031's statements run in one transaction, and the checksums of every booking's and tour's earlier columns are compared.`,
  );
  const { kept } = migration;
  report.table(
    ['Data set', 'Bookings', 'Tours', 'Departures', 'Seconds', 'Checksums equal', 'Rows wrong after'],
    [
      [
        `demo + business at ${scale * 100}%`,
        Number(migration.after.bookings).toLocaleString('en-US'),
        Number(migration.after.tours).toLocaleString('en-US'),
        Number(migration.after.departures).toLocaleString('en-US'),
        migration.seconds.toFixed(1),
        kept ? 'yes' : 'NO',
        `${migration.wrong.tours} tours, ${migration.wrong.bookings} bookings`,
      ],
    ],
  );
  report.budget(
    'Migration 0031 keeps every booking and tour',
    kept && migration.wrong.tours === 0 && migration.wrong.bookings === 0,
    `${migration.after.bookings} bookings, checksums ${kept ? 'equal' : 'differ'}, ${migration.seconds.toFixed(1)} s`,
    kept ? 'rows derived wrongly' : 'data changed',
  );

  // Sales on the migrated data: the demo's Altun Ha tour with its model given back (the rewind took
  // it away): two departures a day, a high season around today and hotel pickups; Hol Chan as it was.
  const { twoTimes, oneTime } = await withPg(databaseUrl, async (db) => {
    const find = async (title: string) =>
      (
        await db.query<{ id: string }>(
          'select id from tours where title like $1 order by created_at limit 1',
          [title],
        )
      ).rows[0]!.id;
    const twoTimes = await find('Altun Ha Maya Site%');
    const every = [0, 1, 2, 3, 4, 5, 6];
    const today = belizeToday();
    await db.query(
      `update tours set departure_times = $2::jsonb, seasons = $3::jsonb, pickup_mode = 'zones',
         pickup_zones = $4::jsonb, guest_types = $5::jsonb, start_time = '08:00', max_group_size = 14,
         min_group_size = 2
       where id = $1`,
      [
        twoTimes,
        JSON.stringify([
          { time: '08:00', days: every },
          { time: '13:00', days: every },
        ]),
        JSON.stringify([
          {
            name: 'High season',
            from: addDays(today, 10),
            to: addDays(today, 40),
            times: null,
            capacity: null,
            price_cents: 9500,
          },
        ]),
        JSON.stringify([
          { id: 'belize-city-hotels', name: 'Belize City hotels', minutes_before: 45, fee_cents: 0 },
        ]),
        JSON.stringify([
          { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
          { type: 'resident', percent: 60, min_age: null, max_age: null, takes_seat: true },
        ]),
      ],
    );
    return { twoTimes, oneTime: await find('Hol Chan Marine Reserve%') };
  });
  server = await startServer(4360, { databaseUrl, dataDir });
  const rows: (string | number)[][] = [];
  const avail: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (const [name, id] of [
    ['one start time', oneTime],
    ['two start times, a season', twoTimes],
  ] as const) {
    avail[name] = await load(`${server.url}/api/tours/${id}/availability`, { connections: 50 });
    rows.push([
      `GET /api/tours/{id}/availability (60 days, ${name})`,
      avail[name].reqPerSec,
      avail[name].p50,
      avail[name].p99,
    ]);
  }
  report.table(['Call', 'req/s', 'p50 ms', 'p99 ms'], rows);
  const ratio = avail['two start times, a season']!.reqPerSec / avail['one start time']!.reqPerSec;
  report.budget(
    'Availability by departure: a two-departure tour within 70% of a one-time tour',
    ratio >= 0.7,
    `${(ratio * 100).toFixed(0)}% (${avail['two start times, a season']!.reqPerSec} vs ${avail['one start time']!.reqPerSec} req/s)`,
  );

  // Bookings: 50 clients at once, each a two-adult hold at 8:00 or 13:00 over the next 55 days
  // (110 departures of 14 seats: every round's holds fit).
  const rounds: number[] = [];
  let failed = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    let ok = 0;
    const tasks = Array.from({ length: 250 }, (_, i) => i);
    const next = () => tasks.shift();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let i = next(); i !== undefined; i = next()) {
          const n = run * 250 + i;
          const res = await fetch(`${server.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
            body: JSON.stringify({
              tourId: twoTimes,
              date: addDays(belizeToday(), 3 + (n % 55)),
              startTime: n % 2 ? '13:00' : '08:00',
              adults: 2,
              pickupZoneId: 'belize-city-hotels',
              hotel: 'Radisson Fort George',
              fullName: `Bench Guest ${n}`,
              email: `model${n}@example.com`,
              phone: '+501 600 0000',
            }),
          });
          if (res.status === 201) ok++;
          else if (failed++ === 0) console.log(`First refusal: ${res.status} ${await res.text()}`);
        }
      }),
    );
    rounds.push(Math.round(ok / ((performance.now() - t0) / 1000)));
  }
  const rate = median(rounds);
  report.note(
    `Bookings by departure: ${RUNS} rounds of 250 two-adult holds with a pickup on a two-departure tour, 50 concurrent clients: median ${rate} bookings/s (rounds ${rounds.join(', ')}); refused: ${failed}.`,
  );
  report.budget(
    'Bookings by departure: 300 bookings/s',
    rate >= 300,
    `${rate} bookings/s (rounds ${rounds.join(', ')})`,
  );
  await server.stop();
}
