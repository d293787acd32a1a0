import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One row (id 1) whose version goes up, in the same transaction, whenever a table that public pages
 * show changes (statement-level triggers in migration 0010). Every instance of a fleet reads it to
 * know whether what it cached is still current (docs/decisions/011-page-cache.md).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('content_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Distinct words of the catalogue's titles, descriptions and location names, kept by a trigger on
 * tours: search corrects typos against it through the trigram index (docs/decisions/010-search-at-scale.md).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_vocabulary_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
