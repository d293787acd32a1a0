import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * A search's text-search query (tsquery syntax, built from catalogue words only) in both languages
 * of the search vectors: its words stemmed as English, or all of them stemmed as Spanish (migration
 * 0027: a tour's Spanish title and description are in its vector with Spanish stems).
 */
export const bilingualTsquery = (tsquery: string) =>
  sql`(to_tsquery('english', ${tsquery}) || to_tsquery('spanish', ${tsquery}))`;

/** How many catalogue words a misspelt search word may stand for. */
const SPELLINGS_PER_WORD = 3;
/**
 * Shorter words are only looked up as they are: the trigram index gives a word of one or two
 * letters every catalogue word starting with its first letter to score.
 */
const TRIGRAM_MIN_LENGTH = 3;

/**
 * For each search word, the catalogue words it stands for: the word itself when the catalogue has
 * it; otherwise its edit variants (`variants[i]`, in their order) that the catalogue has, then its
 * nearest catalogue words by trigram similarity (pg_trgm `%`, at least 0.3; words of three letters
 * or more), at most three in all; empty when nothing is near. One query: exact look-ups in the vocabulary's primary key, and the
 * variants and the trigram index only for words the catalogue does not have.
 */
export async function catalogueSpellings(db: Db, words: string[], variants: string[][]): Promise<string[][]> {
  if (words.length === 0) return [];
  const result = await db.execute<{ ord: number; spellings: string[] | null }>(sql`
    select q.ord::int as ord, coalesce(
      (select array[v.word] from search_vocabulary v where v.word = q.word),
      (select array_agg(c.word order by c.pos) from (
         select w.word, min(w.pos) as pos from (
           (select v.word, x.pos from jsonb_array_elements_text(${JSON.stringify(variants)}::jsonb -> (q.ord::int - 1))
              with ordinality as x(word, pos)
            join search_vocabulary v on v.word = x.word
            order by x.pos limit ${SPELLINGS_PER_WORD})
           union all
           (select v.word, 100000 + row_number() over (order by v.word <-> q.word, v.word)
            from search_vocabulary v
            where length(q.word) >= ${TRIGRAM_MIN_LENGTH} and v.word % q.word
            order by v.word <-> q.word, v.word
            limit ${SPELLINGS_PER_WORD})
         ) w
         group by w.word
         order by min(w.pos)
         limit ${SPELLINGS_PER_WORD}
       ) c)
    ) as spellings
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as q(word, ord)
    order by q.ord`);
  return result.rows.map((row) => row.spellings ?? []);
}

/** Which of `words` the catalogue has. */
export async function knownWords(db: Db, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const result = await db.execute<{ word: string }>(
    sql`select word from search_vocabulary
        where word in (select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb))`,
  );
  return new Set(result.rows.map((row) => row.word));
}

/**
 * Up to `limit` catalogue words that start with `prefix`, shortest first (through the vocabulary's
 * trigram index; `%` and `_` in the prefix are matched literally).
 */
export async function vocabularyCompletions(db: Db, prefix: string, limit: number): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const result = await db.execute<{ word: string }>(sql`
    select word from search_vocabulary where word like ${pattern}
    order by length(word), word limit ${limit}`);
  return result.rows.map((row) => row.word);
}

/** How many matching tours suggestions are chosen from. */
const SUGGESTION_CANDIDATES = 2000;

/**
 * Up to `limit` public tours (id and title) matching a text-search query (tsquery syntax, English
 * configuration, built from catalogue words only), in the recommended order, from the narrow
 * search table.
 */
export async function matchingTourTitles(db: Db, tsquery: string, limit: number) {
  // The matches come from the GIN index (at most SUGGESTION_CANDIDATES of them, materialized) and
  // only then are ordered: walking the recommended-order index for a rare word tested every tour
  // (1.5 s at 100,000 tours). Past the cap the suggestions are the best of the first candidates.
  const result = await db.execute<{ id: string; title: string; title_es: string | null }>(sql`
    with matches as materialized (
      select s.tour_id, s.featured, s.rating_average, s.review_count from tour_search s
      where s.is_public and s.search_vector @@ ${bilingualTsquery(tsquery)}
      limit ${SUGGESTION_CANDIDATES}
    )
    select t.id::text as id, t.title, t.title_es
    from (
      select * from matches s
      order by s.featured desc, s.rating_average desc nulls last, s.review_count desc, s.tour_id
      limit ${limit}
    ) s
    join tours t on t.id = s.tour_id
    order by s.featured desc, s.rating_average desc nulls last, s.review_count desc, s.tour_id`);
  return result.rows;
}

/** The locations that have a public tour, by name. */
export async function locationsWithPublicTours(db: Db) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    select l.id, l.name from locations l
    where exists (
      select 1 from tours t join tour_search s on s.tour_id = t.id
      where t.location_id = l.id and s.is_public)
    order by l.name`);
  return result.rows;
}
