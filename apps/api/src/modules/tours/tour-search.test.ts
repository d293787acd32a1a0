import type { TourListResponse } from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { searchWords, tsqueryText } from './search-text.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const GENERATED = 3000;

async function search(q: string, extra = '') {
  const res = await t.app.inject({ url: `/api/tours/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json() as TourListResponse;
}

beforeAll(async () => {
  t = await createTestApp();
  const f = t.factories;
  ids.xunantunich = (
    await f.createTour({
      title: 'Xunantunich Maya Temple Tour',
      description: 'Cross the Mopan River by hand-cranked ferry and climb El Castillo.',
      locationId: 'cayo-district',
      category: 'cultural',
    })
  ).id;
  ids.barrierReef = (
    await f.createTour({
      title: 'Barrier Reef Sailing Day',
      description: 'A catamaran day on the reef with two snorkel stops.',
      locationId: 'ambergris-caye',
    })
  ).id;
  ids.snorkelTitle = (
    await f.createTour({
      title: 'Shark Ray Alley Snorkel',
      description: 'Swim beside nurse sharks and southern stingrays.',
      locationId: 'ambergris-caye',
    })
  ).id;
  // A catalogue big enough for the planner to prefer the indexes, written by raw SQL as other
  // writers (the seed, imports) do: the triggers keep the search vector and the vocabulary.
  await t.db.execute(sql`
    insert into tours (merchant_id, location_id, title, description, search_document, category,
      tourist_type, difficulty, duration_hours, standard_price_cents, selling_price_cents,
      max_group_size, schedule_days, start_time, admin_approved, active)
    select m.id, 'placencia', 'Cave Tubing Escape ' || g, 'Float through the caves of the Caves Branch river.',
      '', 'adventure', 'adventurous', 'moderate', 5, 9000, 9000, 10, '{1,3,5}', '08:00', true, true
    from generate_series(1, ${GENERATED}::int) g, (select id from merchants limit 1) m`);
  await t.db.execute(sql`vacuum analyze tours, search_vocabulary`);
});

afterAll(() => t?.close());

describe('search words and queries', () => {
  it('splits search text into distinct lower-case words', () => {
    expect(searchWords('  Cave-Tubing, CAVE & jungle!! ')).toEqual(['cave', 'tubing', 'jungle']);
    expect(searchWords('¿Dónde? Xunantunich')).toEqual(['dónde', 'xunantunich']);
  });

  it('joins words with AND and spellings with OR, leaving out words with none', () => {
    expect(tsqueryText([['cave'], ['tubing', 'tube']])).toBe('cave & (tubing | tube)');
    expect(tsqueryText([['snorkel'], []])).toBe('snorkel');
    expect(tsqueryText([[], []])).toBeNull();
    expect(tsqueryText([["x' | !y"]])).toBeNull();
  });
});

describe('search over a catalogue of thousands of tours', () => {
  it('corrects misspelt words to the catalogue spelling', async () => {
    for (const typo of ['xunantunch', 'Xunantunitch', 'xunan tunich temple']) {
      const body = await search(typo);
      expect(body.tours[0]?.id, typo).toBe(ids.xunantunich);
    }
    const snorkel = await search('snorkle');
    expect(snorkel.tours.map((tour) => tour.id)).toEqual([ids.snorkelTitle, ids.barrierReef]);
  });

  it('ranks a title match above a description match', async () => {
    const body = await search('snorkel');
    expect(body.tours.map((tour) => tour.id)).toEqual([ids.snorkelTitle, ids.barrierReef]);
  });

  it('needs every word, in any of its forms', async () => {
    const body = await search('caves tubing');
    expect(body.pagination.total).toBe(GENERATED);
    expect(body.tours).toHaveLength(10);
    expect((await search('cave sailing')).pagination.total).toBe(0);
  });

  it('ignores words the catalogue has nothing near, and finds nothing when no word is left', async () => {
    expect((await search('reef qqqqzzzz')).tours.map((tour) => tour.id)).toEqual([ids.barrierReef]);
    expect((await search('qqqqzzzz')).tours).toEqual([]);
  });

  it('pages and filters search results with the right totals', async () => {
    const page3 = await search('tubing', '&page=3&limit=20');
    expect(page3.pagination).toEqual({ page: 3, limit: 20, total: GENERATED, pages: GENERATED / 20 });
    expect((await search('tubing', '&location=cayo-district')).pagination.total).toBe(0);
  });

  it('learns the words of a renamed tour at once', async () => {
    await t.db.execute(
      sql`update tours set title = 'Hummingbird Highway Waterfalls' where id = ${ids.barrierReef}`,
    );
    expect((await search('hummingbrd waterfals')).tours.map((tour) => tour.id)).toEqual([ids.barrierReef]);
  });

  it('has indexes that the search and the listing order can use', async () => {
    // At this size a sequential scan may still be cheaper; the plan shows the index is usable.
    const plan = (query: string) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${query}`));
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(
      await plan(
        "select id from tours where search_vector @@ to_tsquery('english', 'xunantunich') and admin_approved and active",
      ),
    ).toContain('tours_search_vector_idx');
    expect(
      await plan(
        'select id from tours where admin_approved and active order by featured desc, rating_average desc nulls last, review_count desc, id limit 10',
      ),
    ).toContain('tours_public_recommended_idx');
  });
});
