import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { tours } from './tours.ts';

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

/**
 * The narrow search structure (docs/decisions/026-search-typos-synonyms-suggestions.md): one row
 * per tour with only what a search reads before it knows the page (whether the tour is public,
 * counting its merchant, and the recommended order's keys), beside the tour's search vector. The
 * vector (`search_vector`, tsvector) is added by migration 0024 and left out here so that no select
 * ships it. Kept by triggers on tours and merchants, never by the application.
 */
export const tourSearch = pgTable(
  'tour_search',
  {
    tourId: uuid('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull(),
    featured: boolean('featured').notNull(),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull(),
  },
  (t) => [
    index('tour_search_public_recommended_idx')
      .on(
        t.featured.desc().nullsFirst(),
        t.ratingAverage.desc().nullsLast(),
        t.reviewCount.desc().nullsFirst(),
        t.tourId,
      )
      .where(sql`${t.isPublic}`),
  ],
);
