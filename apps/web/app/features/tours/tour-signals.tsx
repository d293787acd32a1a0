import type { TourDetail, TourSignals } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarCheck, CircleCheck, Flame, QrCode, TrendingUp, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { browserApi } from '~/lib/api-client';

/**
 * "Booked N times" and "Likely to sell out" move with every booking, while the page is kept in the
 * page cache (decision 011): the browser asks for them, like the seats. Nothing shows while they load
 * or when they could not be read.
 */
function useTourSignals(tourId: string): TourSignals | null {
  const [signals, setSignals] = useState<TourSignals | null>(null);
  useEffect(() => {
    let current = true;
    browserApi
      .get<TourSignals>(`/api/tours/${encodeURIComponent(tourId)}/signals`)
      .then((data) => current && setSignals(data))
      .catch(() => current && setSignals(null));
    return () => {
      current = false;
    };
  }, [tourId]);
  return signals;
}

const ITEM = 'flex items-center gap-1.5';

/**
 * What the traveller can count on, each from our data (docs/decisions/042-tour-signals.md): the
 * tour's signals that move with bookings first, then free cancellation, instant confirmation, the
 * mobile ticket and the local price.
 */
export function TourSignalList({ tour }: { tour: TourDetail }) {
  const signals = useTourSignals(tour.id);
  return (
    <ul aria-label={m.signals_list_label()} className="space-y-1 text-sm text-slate-600">
      {signals?.likelyToSellOut && (
        <li className={`${ITEM} font-semibold text-amber-800`}>
          <Flame aria-hidden="true" className="size-4 text-amber-600" />
          {m.signals_likely_to_sell_out()}
        </li>
      )}
      {signals?.bookedRecently != null && (
        <li className={`${ITEM} font-medium text-slate-800`}>
          <TrendingUp aria-hidden="true" className="size-4 text-brand-600" />
          {m.signals_booked_recently({ count: signals.bookedRecently })}
        </li>
      )}
      {tour.freeCancellation && (
        <li className={ITEM}>
          <CalendarCheck aria-hidden="true" className="size-4 text-emerald-700" />
          {m.policy_free_cancellation()}
        </li>
      )}
      {tour.instantConfirmation && (
        <li className={ITEM}>
          <Zap aria-hidden="true" className="size-4 text-brand-600" />
          {m.signals_instant_confirmation()}
        </li>
      )}
      {tour.mobileTicket && (
        <li className={ITEM}>
          <QrCode aria-hidden="true" className="size-4 text-brand-600" />
          {m.signals_mobile_ticket()}
        </li>
      )}
      <li className={ITEM}>
        <CircleCheck aria-hidden="true" className="size-4 text-brand-600" />
        {m.tours_local_price()}
      </li>
    </ul>
  );
}

/**
 * How many reviews gave each number of stars, as bars; each row also says it in words ("5 stars:
 * 12 reviews"), so the bars are decoration for a screen reader.
 */
export function RatingBreakdown({ breakdown }: { breakdown: TourDetail['ratingBreakdown'] }) {
  const total = breakdown.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  return (
    <dl aria-label={m.signals_rating_breakdown()} className="mt-3 w-full max-w-sm space-y-1 text-sm">
      {breakdown.map(({ stars, count }) => (
        <div key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2">
          <dt className="text-slate-700">{m.signals_stars({ count: stars })}</dt>
          <dd className="contents">
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
              <span
                className="block h-full rounded-full bg-sun-400"
                style={{ width: `${Math.round((count / total) * 100)}%` }}
              />
            </span>
            <span className="text-right text-slate-600">
              <span className="sr-only">{m.signals_reviews_count({ count })}</span>
              <span aria-hidden="true">{count}</span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The operator's questions and answers: each a disclosure (a native `<details>`), closed at first. */
export function TourFaq({ faq }: { faq: TourDetail['faq'] }) {
  if (faq.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" id="faq" className="scroll-mt-24">
      <h2 id="faq-heading" className="text-xl font-bold text-slate-900 md:text-2xl">
        {m.signals_faq_heading()}
      </h2>
      <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faq.map((entry, i) => (
          <details key={i} className="group px-4 py-3">
            <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
              {entry.question}
            </summary>
            <p className="mt-2 whitespace-pre-line text-slate-700">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
