// Baseline: node:http plus one node-postgres query returning the same 10 rows as page 1 of
// GET /api/tours (public tours, recommended order), serialised as JSON. No framework, no validation.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PAGE_ONE = `
  select t.id, t.merchant_id, t.location_id, l.name as location_name, m.business_name, t.title, t.description,
    t.duration_hours, t.difficulty, t.standard_price_cents, t.selling_price_cents, t.min_group_size,
    t.max_group_size, t.schedule_type, t.schedule_days, t.featured, t.rating_average, t.review_count,
    t.category, t.tourist_type,
    coalesce((select array_agg(p.url order by p.display_order) from tour_photos p where p.tour_id = t.id), '{}') as photos,
    (select p.thumbnail_url from tour_photos p where p.tour_id = t.id order by p.is_primary desc, p.display_order limit 1) as thumbnail
  from tours t
  join merchants m on m.id = t.merchant_id
  join locations l on l.id = t.location_id
  where t.admin_approved and t.active and m.admin_approved and m.active
  order by t.featured desc, t.rating_average desc nulls last, t.review_count desc, t.id
  limit 10`;

createServer(async (req, res) => {
  if (req.url === '/api/health') {
    res.end('{"status":"ok"}');
    return;
  }
  const { rows } = await pool.query(PAGE_ONE);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ tours: rows }));
}).listen(Number(process.env.PORT), '127.0.0.1');
