// A year of a real business's trade (13 months: a year behind, a month ahead) for the back office
// bench, generated with set-based SQL only (INSERT ... SELECT over generate_series): merchants,
// tourists, tours, departures, bookings with their payments and refunds, gift-card redemptions,
// deal vouchers and payouts, shaped as the services write them.
//
// Scale 1 = 1,000 merchants, 20,000 tours, 200,000 tourists, 2,000,000 bookings; scale 0.1 and 0.3
// make 10% and 30% of each. The demo accounts (signed in by the bench) get their share: the demo
// merchant is the busy one (2% of all bookings), the demo tourist has 1 booking in 10,000.
import { addDays, belizeToday, CONFIRMATION_ALPHABET } from '@belizepass/domain';
import { growCatalogue, type Queryable } from './data.ts';

export const BUSY_MERCHANT_EMAIL = 'merchant@example.com';
export const BUSY_TOURIST_EMAIL = 'tourist@example.com';
export const ADMIN_EMAIL = 'admin@example.com';

export interface BusinessSize {
  merchants: number;
  tourists: number;
  tours: number;
  bookings: number;
  /** Departures per tour over the 13 months. */
  departuresPerTour: number;
  vouchersPerMerchant: number;
  counterRedemptionsPerMerchant: number;
}

export function businessSize(scale: number): BusinessSize {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    merchants: n(1_000),
    tourists: n(200_000),
    tours: n(20_000),
    bookings: n(2_000_000),
    departuresPerTour: 25,
    vouchersPerMerchant: 50,
    counterRedemptionsPerMerchant: 20,
  };
}

/** `expr` (a non-negative bigint SQL expression) as an 8-character confirmation code. */
function confirmationCodeSql(expr: string) {
  const base = CONFIRMATION_ALPHABET.length;
  return Array.from(
    { length: 8 },
    (_, k) => `substr('${CONFIRMATION_ALPHABET}', 1 + ((${expr}) / ${base ** k}::bigint % ${base})::int, 1)`,
  ).join(' || ');
}

export interface BusinessData {
  size: BusinessSize;
  counts: Record<string, number>;
  seconds: number;
  /** The demo merchant's departure with the most passengers: its tour and Belize day. */
  busyDeparture: { tourId: string; date: string };
  busyMerchantId: string;
  /** The 13 months: the first and last Belize days. */
  from: string;
  to: string;
}

/**
 * Fills a database that holds the demo data set (migrated and seeded by a first start of the
 * server) with a business of the given scale. Not idempotent: run it once on a fresh database.
 */
export async function generateBusiness(db: Queryable, scale: number): Promise<BusinessData> {
  const started = performance.now();
  const size = businessSize(scale);
  const today = belizeToday();
  const from = addDays(today, -365);
  const to = addDays(today, 29);
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    await db.query(sql, params);
    console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };

  // Accounts: tourists and merchant owners sign in with the demo password (its hash copied).
  await step(
    'tourists',
    `insert into users (email, password_hash, full_name, role, created_at, email_verified_at)
     select 'tourist' || g || '@bench.belizepass.test', u.password_hash, 'Bench Tourist ' || g, 'tourist',
       now() - (g % 400) * interval '1 day', now() - (g % 400) * interval '1 day'
     from generate_series(1, $1::int) g, (select password_hash from users where email = $2) u`,
    [size.tourists, BUSY_TOURIST_EMAIL],
  );
  const generatedMerchants = Math.max(0, size.merchants - 1);
  await step(
    'merchants',
    `with owners as (
       insert into users (email, password_hash, full_name, role, created_at)
       select 'operator' || g || '@bench.belizepass.test', u.password_hash, 'Bench Operator ' || g,
         'merchant_admin', now() - interval '400 days'
       from generate_series(1, $1::int) g, (select password_hash from users where email = $2) u
       returning id, full_name)
     insert into merchants (owner_user_id, business_name, description, contact_email, admin_approved, active,
       approved_at, created_at)
     select id, replace(full_name, 'Bench Operator', 'Bench Tours'), 'Tours and transfers across Belize.',
       'operator@bench.belizepass.test', true, true, now() - interval '400 days', now() - interval '400 days'
     from owners`,
    [generatedMerchants, BUSY_MERCHANT_EMAIL],
  );
  const t0 = performance.now();
  const { rows: tourCount } = await db.query<{ n: number }>('select count(*)::int as n from tours');
  await growCatalogue(db, (tourCount[0]?.n ?? 0) + size.tours);
  console.log(`  tours: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const { rows: busy } = await db.query<{ id: string }>(
    'select m.id from merchants m join users u on u.id = m.owner_user_id where u.email = $1',
    [BUSY_MERCHANT_EMAIL],
  );
  const busyMerchantId = busy[0]!.id;

  // Departures: every public tour runs on `departuresPerTour` days spread over the 13 months.
  const spacing = Math.floor(395 / size.departuresPerTour);
  await step(
    'departures',
    `insert into departures (tour_id, local_date, start_time, capacity)
     select t.id, $1::date + (k * ${spacing} + abs(hashtext(t.id::text)) % ${spacing}), t.start_time, t.max_group_size
     from tours t cross join generate_series(0, $2::int - 1) k
     where t.admin_approved and t.active
     on conflict do nothing`,
    [from, size.departuresPerTour],
  );
  // The departures bookings go to, numbered: the busy merchant's first.
  await step(
    'departure list',
    `create temporary table bench_departures as
     select row_number() over (order by (t.merchant_id = $3) desc, d.id) - 1 as n, d.id, d.tour_id, d.local_date,
       d.start_time, t.merchant_id, t.selling_price_cents as price, t.duration_hours
     from departures d join tours t on t.id = d.tour_id
     where d.local_date between $1 and $2 and t.admin_approved and t.active`,
    [from, to, busyMerchantId],
  );
  await db.query('create unique index on bench_departures (n)');
  const { rows: dep } = await db.query<{ all: number; busy: number }>(
    `select count(*)::int as all, count(*) filter (where merchant_id = $1)::int as busy from bench_departures`,
    [busyMerchantId],
  );
  const departuresAll = dep[0]!.all;
  const departuresBusy = dep[0]!.busy;

  // Tourists numbered, the demo tourist as number 0.
  await step(
    'tourist list',
    `create temporary table bench_tourists as
     select row_number() over (order by (email = $1) desc, id) - 1 as n, id from users where role = 'tourist'`,
    [BUSY_TOURIST_EMAIL],
  );
  await db.query('create unique index on bench_tourists (n)');
  const { rows: tc } = await db.query<{ n: number }>('select count(*)::int as n from bench_tourists');
  const touristCount = tc[0]!.n;

  // Payouts: one per merchant and past month (the month's completed bookings, vouchers and counter
  // redemptions point at it); amounts are summed once the items exist.
  await step(
    'payouts',
    `insert into payouts (merchant_id, reference, period_start, period_end, amount_cents, item_count,
       created_by_user_id, created_at)
     select m.id, 'PO-' || to_char(p.month + interval '1 month', 'YYYY-MM') || '-' ||
         lpad((row_number() over (partition by p.month order by m.id))::text, 4, '0'),
       p.month, (p.month + interval '1 month' - interval '1 day')::date, 0, 0,
       (select id from users where email = $3), p.month + interval '1 month 3 days'
     from merchants m
     cross join generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date) - interval '1 month',
       interval '1 month') p(month)
     where m.admin_approved and m.active`,
    [from, today, ADMIN_EMAIL],
  );

  // A year of bookings arrives in one statement here, not one at a time: the tallies of migration
  // 0025 are rebuilt once at the end instead of by its statement triggers, and the indexes of
  // bookings and payments (but their keys) are built once over the finished tables.
  await db.query(
    'alter table bookings disable trigger bookings_tallies_insert, disable trigger bookings_tallies_update',
  );
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename in ('bookings', 'payments')
       and indexname not in (select conname from pg_constraint)`,
  );
  for (const index of indexes) await db.query(`drop index "${index.name}"`);

  // Bookings: 2% to the busy merchant, the rest over every departure; 70% of a signed-in tourist,
  // 1 in 10,000 of the demo tourist; 5% walk-ins. Past departures: 80% completed (checked in),
  // 5% no-shows, 15% cancelled and refunded; upcoming: 92% confirmed, 8% cancelled. 1% paid partly
  // with a gift card. Completed and no-show online bookings of past months are paid out.
  const code = confirmationCodeSql('g::bigint * 7919 + 104729');
  await step(
    'bookings',
    `insert into bookings (tour_id, departure_id, user_id, status, local_date, start_time, adults, children,
       adult_price_cents, child_price_cents, total_cents, commission_percent, commission_cents, merchant_net_cents,
       full_name, email, phone, confirmation_code, access_key_hash, paid_at, cancelled_at, cancel_reason,
       refund_cents, refund_percent, gift_card_cents, checked_in_at, ended_at, payout_id, source, counter_payment,
       created_at)
     select d.tour_id, d.id, case when s.walk_in then null when g % 10000 = 0 then t0.id when g % 10 < 7 then tu.id end,
       s.status::booking_status, d.local_date, d.start_time, s.adults, s.children, d.price, (d.price * 7) / 10,
       s.total, 10, s.total / 10, s.total - s.total / 10,
       coalesce('Bench Tourist ' || tu.n, 'Walk-in Guest ' || g), 'guest' || g || '@bench.belizepass.test',
       '+501 600 0000', ${code}, 'bench', s.created + interval '3 minutes',
       case when s.status = 'cancelled' then s.created + interval '2 days' end,
       case when s.status = 'cancelled' then 'Change of plans' end,
       case when s.status = 'cancelled' then s.total end, case when s.status = 'cancelled' then 100 end,
       case when s.gift then least(s.total, 2500) else 0 end,
       case when s.status = 'completed' then s.start - interval '10 minutes' end,
       case when s.status in ('completed', 'no_show') then s.start + d.duration_hours * interval '1 hour' end,
       case when s.status in ('completed', 'no_show') and not s.walk_in then po.id end,
       case when s.walk_in then 'walk_in' else 'online' end, case when s.walk_in then 'cash' end,
       s.created
     from generate_series(0, $1::int - 1) g
     join bench_departures d on d.n = case when g % 50 = 0 then (g / 50) % $2::int
       else $2::int + g % ($3::int - $2::int) end
     left join bench_tourists tu on tu.n = 1 + (g::bigint * 7919) % ($4::int - 1)
     cross join (select id from bench_tourists where n = 0) t0
     cross join lateral (select
       case when d.local_date < $5::date then
         case when g % 100 < 80 then 'completed' when g % 100 < 85 then 'no_show' else 'cancelled' end
       else case when g % 100 < 92 then 'confirmed' else 'cancelled' end end as status,
       (1 + g % 3)::smallint as adults, (g % 2)::smallint as children,
       d.price * (1 + g % 3) + ((d.price * 7) / 10) * (g % 2) as total,
       g % 20 = 7 as walk_in, g % 100 = 3 and g % 20 <> 7 as gift,
       (d.local_date + d.start_time::time) at time zone 'America/Belize' as start,
       (d.local_date + d.start_time::time) at time zone 'America/Belize' - (1 + g % 60) * interval '1 day'
         + (g % 1440) * interval '1 minute' as created) s
     left join payouts po on po.merchant_id = d.merchant_id
       and po.period_start = date_trunc('month', d.local_date)::date and po.period_end < $5::date`,
    [size.bookings, Math.max(1, departuresBusy), departuresAll, touristCount, today],
  );

  await step(
    'seats taken',
    `update departures d set seats_taken = s.seats, capacity = greatest(d.capacity, s.seats)
     from (select departure_id, sum(adults + children)::int as seats from bookings
           where status in ('confirmed', 'completed', 'no_show') group by departure_id) s
     where s.departure_id = d.id and d.seats_taken <> s.seats`,
  );

  // Card payments of online bookings (the part not paid by gift card) and the refunds of cancelled ones.
  await step(
    'payments',
    `insert into payments (booking_id, kind, idempotency_key, status, amount_cents, brand, last4, provider,
       provider_reference, created_at)
     select id, 'charge', 'bench-charge-' || id, 'approved', total_cents - gift_card_cents, 'visa', '4242', 'demo',
       'demo_' || id, paid_at
     from bookings where source = 'online' and paid_at is not null and total_cents > gift_card_cents
     union all
     select id, 'refund', 'bench-refund-' || id, 'approved', refund_cents - gift_card_cents, 'visa', '4242', 'demo',
       'demo_refund_' || id, cancelled_at
     from bookings where status = 'cancelled' and source = 'online' and refund_cents > gift_card_cents`,
  );

  // Gift cards: a pass card per booking paid partly with one, a merchant card per counter redemption.
  await step(
    'gift cards',
    `create temporary table bench_booking_cards as
     select b.id as booking_id, gen_random_uuid() as card_id, b.gift_card_cents, b.created_at, b.paid_at, b.payout_id,
       t.merchant_id
     from bookings b join tours t on t.id = b.tour_id where b.gift_card_cents > 0;
     insert into gift_cards (id, code, product_id, merchant_id, initial_cents, balance_cents, created_at)
     select card_id, 'BPG-' || upper(substr(md5(card_id::text), 1, 12)),
       (select id from gift_card_products where type = 'belizepass' order by id limit 1), null,
       10000, 10000 - gift_card_cents, created_at - interval '30 days'
     from bench_booking_cards;
     insert into gift_cards (code, product_id, merchant_id, initial_cents, balance_cents, created_at)
     select 'BPM-' || upper(substr(md5('counter' || m.id || k), 1, 12)),
       (select id from gift_card_products where type = 'merchant' order by id limit 1), m.id,
       10000, 10000 - 2500, '${from}'::date - interval '30 days'
     from merchants m cross join generate_series(1, ${size.counterRedemptionsPerMerchant}) k
     where m.admin_approved and m.active`,
  );
  await step(
    'gift card ledger',
    `insert into gift_card_ledger (gift_card_id, kind, amount_cents, balance_after_cents, booking_id, merchant_id,
       commission_percent, commission_cents, merchant_net_cents, payout_id, created_at)
     select c.id, 'issue', c.initial_cents, c.initial_cents, null::uuid, null::uuid, null::smallint, null::int,
       null::int, null::uuid, c.created_at
     from gift_cards c where c.code like 'BP_-%'
     union all
     select x.card_id, 'redeem_booking', -x.gift_card_cents, 10000 - x.gift_card_cents, x.booking_id, x.merchant_id,
       null, null, null, x.payout_id, x.paid_at
     from bench_booking_cards x
     union all
     select c.id, 'redeem_in_person', -2500, c.balance_cents, null, c.merchant_id, 10, 250, 2250, po.id, r.at
     from gift_cards c
     cross join lateral (select $1::date + (abs(hashtext(c.code)) % 395) * interval '1 day'
       + interval '16 hours' as at) r
     left join payouts po on po.merchant_id = c.merchant_id
       and po.period_start = date_trunc('month', r.at)::date and po.period_end < $2::date
     where c.code like 'BPM-%'`,
    [from, today],
  );

  // Deals, one per merchant, with vouchers bought over the year; 60% redeemed (paid out by month).
  await step(
    'deals and vouchers',
    `with d as (
       insert into deals (merchant_id, title, description, category, location_id, price_cents, original_price_cents,
         valid_until, quantity_available, sold_count, admin_approved, active)
       select m.id, 'Bench deal of ' || m.business_name, 'Two for one on weekdays.', 'activities',
         (select id from locations order by id limit 1), 4000, 6000, $2::date + 365, 100000, $3::int, true, true
       from merchants m where m.admin_approved and m.active
       returning id, merchant_id),
     o as (
       insert into store_orders (kind, buyer_name, buyer_email, deal_id, unit_amount_cents, quantity, total_cents,
         status, access_key_hash, paid_at, created_at)
       select 'deal', 'Bench Buyer', 'buyer@bench.belizepass.test', d.id, 4000, 1, 4000, 'paid', 'bench',
         $1::date + k * (395 / $3::int) * interval '1 day', $1::date + k * (395 / $3::int) * interval '1 day'
       from d cross join generate_series(1, $3::int) k
       returning id, deal_id, created_at)
     insert into vouchers (code, deal_id, order_id, price_cents, status, expires_at, redeemed_at, commission_percent,
       commission_cents, merchant_net_cents, payout_id, created_at)
     select 'BPV-' || upper(substr(md5(o.id::text), 1, 12)), o.deal_id, o.id, 4000,
       case when r.redeemed then 'redeemed' else 'issued' end, o.created_at + interval '1 year',
       case when r.redeemed then r.at end, case when r.redeemed then 10 end, case when r.redeemed then 400 end,
       case when r.redeemed then 3600 end, case when r.redeemed then po.id end, o.created_at
     from o join d on d.id = o.deal_id
     cross join lateral (select abs(hashtext(o.id::text)) % 10 < 6 and o.created_at < $2::date - 3 as redeemed,
       o.created_at + interval '3 days' as at) r
     left join payouts po on po.merchant_id = d.merchant_id
       and po.period_start = date_trunc('month', r.at)::date and po.period_end < $2::date`,
    [from, today, size.vouchersPerMerchant],
  );

  await step(
    'payout amounts',
    `update payouts p set amount_cents = x.amount, item_count = x.items
     from (select payout_id, sum(net)::int as amount, count(*)::int as items from (
             select payout_id, merchant_net_cents as net from bookings where payout_id is not null
             union all select payout_id, merchant_net_cents from vouchers where payout_id is not null
             union all select payout_id, merchant_net_cents from gift_card_ledger
               where payout_id is not null and kind = 'redeem_in_person') i
           group by payout_id) x
     where x.payout_id = p.id`,
  );
  await step(
    'tallies',
    `alter table bookings enable trigger bookings_tallies_insert, enable trigger bookings_tallies_update;
     delete from merchant_booking_tallies; delete from tour_sales; delete from daily_sales;
     insert into merchant_booking_tallies (merchant_id, status, bookings, total_cents, awaiting_payout,
       awaiting_payout_net_cents)
     select t.merchant_id, b.status, count(*), sum(b.total_cents), count(b.awaiting), coalesce(sum(b.awaiting), 0)
     from (select *, case when status in ('completed', 'no_show') and source = 'online' and payout_id is null
             then merchant_net_cents end as awaiting from bookings) b
     join tours t on t.id = b.tour_id where b.status <> 'pending' group by 1, 2;
     insert into tour_sales (tour_id, bookings, sales_cents)
     select tour_id, count(*), sum(total_cents) from bookings where status in ('confirmed', 'completed', 'no_show')
     group by 1;
     insert into daily_sales (day, merchant_id, bookings, sales_cents)
     select (b.paid_at at time zone 'America/Belize')::date, t.merchant_id, count(*), sum(b.total_cents)
     from bookings b join tours t on t.id = b.tour_id
     where b.status in ('confirmed', 'completed', 'no_show') and b.paid_at is not null group by 1, 2`,
  );
  // Rewritten first, so that no updated row versions remain: an index built over those is unusable
  // for any transaction older than it, and other databases of this server may hold long ones.
  await step('rewrite bookings and payments', 'vacuum full bookings, payments');
  await step('indexes', indexes.map((i) => `${i.definition};`).join('\n'));
  // As autovacuum leaves a year-old table: statistics current, the visibility map set.
  await step('vacuum analyze', 'vacuum analyze');

  const { rows: busiest } = await db.query<{ tour_id: string; date: string }>(
    `select b.tour_id, to_char(b.local_date, 'YYYY-MM-DD') as date from bookings b join tours t on t.id = b.tour_id
     where t.merchant_id = $1 and b.local_date >= $2 and b.status = 'confirmed'
     group by b.tour_id, b.local_date order by count(*) desc, b.local_date limit 1`,
    [busyMerchantId, today],
  );
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'merchants',
    'tours',
    'departures',
    'bookings',
    'payments',
    'gift_card_ledger',
    'vouchers',
    'payouts',
  ]) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]!.n;
  }
  return {
    size,
    counts,
    seconds: (performance.now() - started) / 1000,
    busyDeparture: { tourId: busiest[0]!.tour_id, date: busiest[0]!.date },
    busyMerchantId,
    from,
    to,
  };
}
