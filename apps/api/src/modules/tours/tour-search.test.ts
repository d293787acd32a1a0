import type { TourListResponse, TourSuggestResponse } from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { editVariants, searchTerms, searchWords, suggestionWords, tsqueryText } from './search-text.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const GENERATED = 3000;

async function search(q: string, extra = '') {
  const res = await t.app.inject({ url: `/api/tours/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json() as TourListResponse;
}

async function suggest(q: string, extra = '') {
  const res = await t.app.inject({ url: `/api/tours/suggest?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TourSuggestResponse).suggestions;
}

const idsOf = (body: TourListResponse) => body.tours.map((tour) => tour.id);

beforeAll(async () => {
  t = await createTestApp();
  const f = t.factories;
  ids.holChan = (
    await f.createTour({
      title: 'Hol Chan Marine Reserve Boat Trip',
      description: 'Glass-bottom views of the coral canyons.',
      locationId: 'ambergris-caye',
    })
  ).id;
  ids.atmByName = (
    await f.createTour({
      title: 'Actun Tunichil Muknal Expedition',
      description: 'Wade and swim to the Crystal Maiden.',
      locationId: 'cayo-district',
      category: 'adventure',
    })
  ).id;
  ids.atmByInitials = (
    await f.createTour({
      title: 'ATM Underworld Day',
      description: 'Climb to the Crystal Maiden in the dark.',
      locationId: 'cayo-district',
      category: 'adventure',
    })
  ).id;
  ids.unapproved = (
    await f.createTour({ title: 'Secret Lagoon Kayak', locationId: 'placencia', adminApproved: false })
  ).id;
  ids.inactive = (
    await f.createTour({ title: 'Secret Lagoon Sunset', locationId: 'placencia', active: false })
  ).id;
  ids.suspendedMerchant = (await f.createTour({ title: 'Secret Lagoon Paddle', locationId: 'placencia' })).id;
  await t.db.execute(
    sql`update merchants set active = false where id = (select merchant_id from tours where id = ${ids.suspendedMerchant})`,
  );
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
  await t.db.execute(sql`vacuum analyze tours, tour_search, search_vocabulary`);
});

afterAll(() => t?.close());

describe('search words and queries', () => {
  it('splits search text into distinct lower-case words, accents folded', () => {
    expect(searchWords('  Cave-Tubing, CAVE & jungle!! ')).toEqual(['cave', 'tubing', 'jungle']);
    expect(searchWords('¿Dónde? Xunantunich')).toEqual(['donde', 'xunantunich']);
    expect(searchWords('Ñandú TUBERÍA tuberia')).toEqual(['nandu', 'tuberia']);
    expect(searchWords('a b c cave x tubing')).toEqual(['cave', 'tubing']);
    expect(searchWords('one two three four five six seven eight nine')).toHaveLength(8);
    expect(suggestionWords('a b cave c tubing t')).toEqual(['cave', 'tubing', 't']);
    expect(suggestionWords('tubing cave tubing')).toEqual(['cave', 'tubing']);
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
    // More than SEARCH_COUNT_CAP match: the count stops there and says so.
    expect(body.pagination).toMatchObject({ total: 1000, pages: 100, totalCapped: true });
    expect(body.tours).toHaveLength(10);
    expect((await search('cave sailing')).pagination.total).toBe(0);
  });

  it('ignores words the catalogue has nothing near, and finds nothing when no word is left', async () => {
    expect((await search('reef qqqqzzzz')).tours.map((tour) => tour.id)).toEqual([ids.barrierReef]);
    expect((await search('qqqqzzzz')).tours).toEqual([]);
  });

  it('pages and filters search results with the right totals', async () => {
    const page3 = await search('tubing', '&page=3&limit=20');
    expect(page3.pagination).toEqual({ page: 3, limit: 20, total: 1000, pages: 50, totalCapped: true });
    expect((await search('tubing', '&location=cayo-district')).pagination.total).toBe(0);
    const adventure = await search('crystal maiden', '&category=adventure');
    expect(adventure.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
  });

  it('pages on past the relevance-ranked matches without repeating or losing a tour', async () => {
    // The first 200 matches (SEARCH_RANK_POOL) are ranked by relevance, the rest follow in the
    // recommended order: pages that straddle that line still list every match once.
    const seen: string[] = [];
    for (let page = 1; page <= 6; page++)
      seen.push(...idsOf(await search('tubing', `&page=${page}&limit=50`)));
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
    const straddling = await search('tubing', '&page=5&limit=45');
    expect(idsOf(straddling)).toEqual(seen.slice(180, 225));
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
    expect(
      await plan(
        "select tour_id from tour_search where search_vector @@ to_tsquery('english', 'xunantunich') and is_public",
      ),
    ).toContain('tour_search_vector_idx');
    expect(
      await plan(
        'select tour_id from tour_search where is_public order by featured desc, rating_average desc nulls last, review_count desc, tour_id limit 10',
      ),
    ).toContain('tour_search_public_recommended_idx');
  });
});

describe('search forgives swapped letters and knows travel synonyms', () => {
  it('finds a word with two letters swapped, alone or beside another word', async () => {
    expect(idsOf(await search('Mairne'))).toEqual([ids.holChan]);
    expect(idsOf(await search('mairne reserve'))).toEqual([ids.holChan]);
    expect(idsOf(await search('hol chna'))).toEqual([ids.holChan]);
    expect(idsOf(await search('xunantunihc'))).toEqual([ids.xunantunich]);
  });

  it('finds a tour by a synonym of the word it uses', async () => {
    expect(idsOf(await search('snorkeling'))).toEqual(expect.arrayContaining([ids.snorkelTitle]));
    expect(idsOf(await search('snorkelling alley'))).toEqual([ids.snorkelTitle]);
    expect(idsOf(await search('ruins'))).toEqual([ids.xunantunich]);
    // "ATM" is one cave: it does not find the thousands of cave tubing tours.
    expect(idsOf(await search('ATM')).sort()).toEqual([ids.atmByName, ids.atmByInitials].sort());
    expect(idsOf(await search('actun tunichil muknal')).sort()).toEqual(
      [ids.atmByName, ids.atmByInitials].sort(),
    );
    const caves = await search('cave', '&location=cayo-district');
    expect(idsOf(caves).sort()).toEqual([ids.atmByName, ids.atmByInitials].sort());
  });

  it('treats search syntax characters as separators, never as operators', async () => {
    expect(idsOf(await search("Mairne & | ! ( ) : * '"))).toEqual([ids.holChan]);
    expect(idsOf(await search("!hol:* & (chan'"))).toEqual([ids.holChan]);
    expect((await search("&|!():*'")).tours).toEqual([]);
    expect(await suggest("&|!():*'")).toEqual([]);
    expect((await suggest('hol:* & !(')).map((s) => s.id)).toEqual([ids.holChan]);
  });
});

describe('GET /api/tours/suggest', () => {
  it('suggests public tours whose title has a word starting with what is typed', async () => {
    expect(await suggest('shark r')).toEqual([
      { kind: 'tour', text: 'Shark Ray Alley Snorkel', id: ids.snorkelTitle },
    ]);
    expect((await suggest('Xunan')).map((s) => s.id)).toEqual([ids.xunantunich]);
    expect((await suggest('atm under')).map((s) => s.id)).toEqual([ids.atmByInitials]);
    // Descriptions are not suggested from: a suggestion's title shows what was typed.
    expect(await suggest('crystal mai')).toEqual([]);
  });

  it('suggests locations with public tours first', async () => {
    const ambergris = await suggest('amber');
    expect(ambergris[0]).toEqual({ kind: 'location', text: 'Ambergris Caye', id: 'ambergris-caye' });
  });

  it('forgives a typo in the last word once no catalogue word starts with it', async () => {
    expect((await suggest('mairne')).map((s) => s.id)).toEqual([ids.holChan]);
    expect((await suggest('shark rya')).map((s) => s.id)).toEqual([ids.snorkelTitle]);
  });

  it('returns six suggestions unless asked for fewer, and checks its parameters', async () => {
    expect(await suggest('cave tub')).toHaveLength(6);
    expect(await suggest('cave tub', '&limit=3')).toHaveLength(3);
    for (const url of [
      '/api/tours/suggest',
      '/api/tours/suggest?q=%20%20',
      '/api/tours/suggest?q=cave&limit=11',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const blank = await t.app.inject({ url: '/api/tours/suggest?q=' });
    expect(blank.json().error.details?.[0]?.field).toBe('q');
  });

  it('bounds its work: single letters before the last word are ignored, not the words typed after them', async () => {
    const letters = Array.from({ length: 45 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ');
    expect(letters.length).toBeLessThanOrEqual(100 - ' shark r'.length);
    // Before: the first eight letters were looked up (each against every catalogue word starting
    // with it) and the words typed after them were left out.
    expect(await suggest(`${letters} shark r`)).toEqual(await suggest('shark r'));
    expect((await suggest(`${letters} shark r`)).map((s) => s.id)).toEqual([ids.snorkelTitle]);
    expect(await suggest(letters)).toEqual(await suggest(letters.at(-1)!));
    expect(idsOf(await search(`${letters} hol chan`))).toEqual([ids.holChan]);
  });

  it('answers with no suggestions, not an error, when the database takes longer than its budget', async () => {
    // A table lock held elsewhere makes every look-up of the vocabulary wait.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const lock = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table search_vocabulary in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    // Only so that a server without a budget is not left waiting for ever.
    const safety = setTimeout(release, 5000);
    try {
      expect(await suggest('shark ray al')).toEqual([]);
    } finally {
      release();
      clearTimeout(safety);
      await lock;
    }
    // The empty answer was not kept.
    expect((await suggest('shark ray al')).map((s) => s.id)).toEqual([ids.snorkelTitle]);
  });

  it('never suggests an unapproved or inactive tour, or one of a suspended merchant', async () => {
    expect(await suggest('secret lag')).toEqual([]);
    expect((await search('secret lagoon')).tours).toEqual([]);
    await t.db.execute(
      sql`update merchants set active = true where id = (select merchant_id from tours where id = ${ids.suspendedMerchant})`,
    );
    expect((await suggest('secret lag')).map((s) => s.id)).toEqual([ids.suspendedMerchant]);
  });
});

describe('search terms', () => {
  it('lists swaps of adjacent letters first, then the other one-edit spellings of longer words', () => {
    expect(editVariants('mairne').slice(0, 6)).toEqual([
      'amirne',
      'miarne',
      'marine',
      'mainre',
      'mairen',
      'airne',
    ]);
    expect(editVariants('atm')).toEqual(['tam', 'amt']);
    expect(editVariants('atm')).not.toContain('atm');
    expect(editVariants('cave')).toEqual(['acve', 'cvae', 'caev']);
  });

  it('joins the words of a multi-word synonym into one term', () => {
    expect(searchTerms(['zip', 'line', 'tour'])).toEqual(['zip line', 'tour']);
    expect(searchTerms(['actun', 'tunichil', 'muknal'])).toEqual(['actun tunichil muknal']);
    expect(tsqueryText([['zipline', 'zip line']])).toBe('(zipline | (zip <-> line))');
    expect(tsqueryText([['hol'], ['chan']], 'A')).toBe('hol:A & chan:A');
  });
});
