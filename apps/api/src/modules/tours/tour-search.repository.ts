import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How many catalogue words a misspelt search word may stand for. */
const SPELLINGS_PER_WORD = 3;

/**
 * For each search word, the catalogue words it stands for: the word itself when the catalogue has
 * it, otherwise its nearest catalogue words by trigram similarity (pg_trgm `%`, at least 0.3), best
 * first; empty when nothing is near. One query, through the vocabulary's trigram index.
 */
export async function catalogueSpellings(db: Db, words: string[]): Promise<string[][]> {
  if (words.length === 0) return [];
  const result = await db.execute<{ ord: number; spellings: string[] | null }>(sql`
    select q.ord::int as ord, coalesce(
      (select array[v.word] from search_vocabulary v where v.word = q.word),
      (select array_agg(c.word) from (
         select v.word from search_vocabulary v
         where v.word % q.word
         order by v.word <-> q.word, v.word
         limit ${SPELLINGS_PER_WORD}
       ) c)
    ) as spellings
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as q(word, ord)
    order by q.ord`);
  return result.rows.map((row) => row.spellings ?? []);
}
