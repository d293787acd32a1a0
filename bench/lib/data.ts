import pg from 'pg';

/** A node-postgres client or a PGlite instance. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Runs `fn` with a node-postgres client on `databaseUrl`. */
export async function withPg<T>(databaseUrl: string, fn: (db: Queryable) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client as unknown as Queryable);
  } finally {
    await client.end();
  }
}

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of a database of the bench's server. */
export function databaseUrlOf(name: string) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty PostgreSQL database for one part of the run; returns its URL. */
export async function createDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrlOf(name);
}

export async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export const ACTIVITIES = [
  'Snorkel',
  'Cave Tubing',
  'Zip-line',
  'Maya Ruins',
  'Birding',
  'Fly Fishing',
  'Sunset Sail',
  'Kayak',
  'Jungle Hike',
  'Chocolate Making',
  'Manatee Watch',
  'Waterfall Swim',
];
export const NOUNS = ['Adventure', 'Expedition', 'Discovery', 'Escape', 'Day Trip', 'Experience', 'Safari'];

/**
 * Adds generated public tours (copies of realistic shapes over the demo merchants, locations and
 * photos) until the database holds `total` tours, then refreshes the planner's statistics.
 */
export async function growCatalogue(db: Queryable, total: number) {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from tours');
  const missing = total - (rows[0]?.n ?? 0);
  if (missing > 0) {
    await db.query(
      `with m as (select id, row_number() over (order by id) - 1 as i from merchants where admin_approved and active),
            l as (select id, name, row_number() over (order by id) - 1 as i from locations),
            mc as (select count(*) as n from m), lc as (select count(*) as n from l)
       insert into tours (merchant_id, location_id, title, description, search_document, category, tourist_type,
         difficulty, duration_hours, standard_price_cents, selling_price_cents, min_group_size, max_group_size,
         schedule_days, start_time, departure_times, admin_approved, active, featured, rating_average, review_count)
       select m.id, l.id, t.title, t.description, lower(t.title || ' ' || l.name || ' ' || t.description),
         (array['water-activities','cave-exploration','cultural','air-tour','adventure','nature-wildlife','food-cuisine'])[1 + g % 7],
         (array['relaxed','adventurous'])[1 + g % 2]::tourist_type,
         (array['easy','moderate','strenuous'])[1 + g % 3]::difficulty,
         2 + (g % 17) * 0.5, 6000 + (g % 40) * 1000, 5500 + (g % 40) * 950, 1, 4 + g % 12,
         '{0,1,2,3,4,5,6}', '08:00', '[{"time": "08:00", "days": [0, 1, 2, 3, 4, 5, 6]}]', true, true, g % 50 = 0,
         round((3.5 + (g % 15) / 10.0)::numeric, 2), g % 40
       from generate_series(1, $1::int) g
       cross join mc cross join lc
       join m on m.i = g % mc.n
       join l on l.i = (g / 7) % lc.n
       cross join lateral (select
         ($2::text[])[1 + g % ${ACTIVITIES.length}] || ' ' || ($3::text[])[1 + (g / ${ACTIVITIES.length}) % ${NOUNS.length}] || ' No. ' || g as title,
         'A small-group ' || lower(($2::text[])[1 + g % ${ACTIVITIES.length}]) || ' outing with a licensed Belizean guide, '
           || 'hotel pickup, lunch and all the gear. Bring sunscreen, water shoes and a camera.' as description) t`,
      [missing, ACTIVITIES, NOUNS],
    );
    await db.query(
      `with src as (select url, thumbnail_url, row_number() over (order by id) - 1 as i from tour_photos),
            sc as (select count(*) as n from src)
       insert into tour_photos (tour_id, url, thumbnail_url, alt_text, is_primary, display_order)
       select t.id, src.url, src.thumbnail_url, t.title, d.n = 0, d.n
       from tours t
       cross join generate_series(0, 1) d(n)
       cross join sc
       join src on src.i = (abs(hashtext(t.id::text)) + d.n) % sc.n
       where not exists (select 1 from tour_photos x where x.tour_id = t.id)`,
    );
  }
  await db.query('analyze');
  const { rows: after } = await db.query<{ n: number }>('select count(*)::int as n from tours');
  return after[0]?.n ?? 0;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the SQL the server runs, captured from Drizzle. */
export async function explain(databaseUrl: string, sql: string, params: unknown[]) {
  const db = new pg.Client({
    connectionString: databaseUrl,
    options: '-c pg_trgm.word_similarity_threshold=0.3',
  });
  await db.connect();
  const { rows } = await db.query(`explain (analyze, buffers) ${sql}`, params);
  await db.end();
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
