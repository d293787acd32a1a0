import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * What a traveller reads to trust a tour, each computed from our own data
 * (docs/decisions/042-tour-signals.md): never a figure we cannot show the rows for.
 */

/** "Booked N times": paid bookings (confirmed, completed, no-show) made in this many past days. */
export const BOOKED_RECENTLY_DAYS = 30;
/** Below this many, the count is not shown (a low count tells nothing). */
export const BOOKED_RECENTLY_MIN = 3;
/** "Likely to sell out": the departures of today and the next days, this many days in all. */
export const SELL_OUT_WINDOW_DAYS = 7;
/** ...when at least this percent of their seats is paid for. */
export const SELL_OUT_PERCENT = 80;

/** Whether the seats paid for reach SELL_OUT_PERCENT of the capacity of the window's open departures. */
export function likelyToSellOut(departures: readonly { capacity: number; paidSeats: number }[]): boolean {
  let capacity = 0;
  let paid = 0;
  for (const d of departures) {
    capacity += d.capacity;
    paid += Math.min(d.paidSeats, d.capacity);
  }
  return capacity > 0 && paid * 100 >= SELL_OUT_PERCENT * capacity;
}

/** A count shown only from BOOKED_RECENTLY_MIN up; null below. */
export const bookedRecentlyShown = (count: number): number | null =>
  count >= BOOKED_RECENTLY_MIN ? count : null;

export const tourSignalsSchema = z
  .object({
    bookedRecently: z
      .number()
      .int()
      .nullable()
      .describe(
        `Paid bookings (confirmed, completed, no-show) made in the last ${BOOKED_RECENTLY_DAYS} days; null below ${BOOKED_RECENTLY_MIN}`,
      ),
    likelyToSellOut: z
      .boolean()
      .describe(
        `At least ${SELL_OUT_PERCENT}% of the seats of the open departures of the next ${SELL_OUT_WINDOW_DAYS} days (today included, Belize) are paid for`,
      ),
  })
  .meta({ id: 'TourSignals' });
export type TourSignals = z.infer<typeof tourSignalsSchema>;

/** How many reviews gave each number of stars, 5 down to 1 (every star present, 0 when none). */
export const ratingBreakdownSchema = z
  .array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int() }))
  .describe('Reviews per number of stars, 5 down to 1');
export type RatingBreakdown = z.infer<typeof ratingBreakdownSchema>;

export function ratingBreakdown(counts: readonly { rating: number; count: number }[]): RatingBreakdown {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: counts.filter((c) => c.rating === stars).reduce((sum, c) => sum + c.count, 0),
  }));
}

/** At most this many questions per tour. */
export const TOUR_FAQ_MAX = 15;

const faqText = (max: number, required: boolean) => {
  const text = z
    .string()
    .trim()
    .max(max, { error: () => m.signals_faq_too_long({ max }) });
  return required ? text.min(1, { error: () => m.signals_faq_required() }) : text;
};

/** One question of a tour's FAQ, with its Spanish (blank: the English is shown). */
export const tourFaqEntrySchema = z.object({
  question: faqText(200, true),
  answer: faqText(2000, true),
  question_es: faqText(200, false).default(''),
  answer_es: faqText(2000, false).default(''),
});
export type TourFaqEntry = z.output<typeof tourFaqEntrySchema>;

export const tourFaqSchema = z
  .array(tourFaqEntrySchema)
  .max(TOUR_FAQ_MAX, { error: () => m.signals_faq_too_many({ max: TOUR_FAQ_MAX }) })
  .describe(`The operator's questions and answers, in order, at most ${TOUR_FAQ_MAX}`);

/**
 * The guide language chosen at booking: one of the tour's languages (matched without regard to
 * case), or, when the tour has one, that one. Undefined: the choice is missing and the tour has
 * several; null: the name is not one of the tour's.
 */
export function guideLanguageOf(
  languages: readonly string[],
  chosen: string | null | undefined,
): string | null | undefined {
  const wanted = chosen?.trim().toLowerCase();
  if (!wanted) return languages.length === 1 ? languages[0] : undefined;
  return languages.find((l) => l.trim().toLowerCase() === wanted) ?? null;
}
