import { intlLocale, m } from '@belizepass/domain/i18n';
import { Quote, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';
import { serverApi } from '~/lib/api-client';
import type { Route } from './+types/testimonials';

/** One item of `GET /api/reviews/recent`. */
interface RecentReview {
  id: string;
  userName: string;
  /** YYYY-MM-DD */
  date: string;
  rating: number;
  comment: string;
  tourId: string;
  tourTitle: string;
}

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { reviews } = await serverApi(context).get<{ reviews: RecentReview[] }>(
      '/api/reviews/recent?limit=12',
    );
    return { reviews, failed: false };
  } catch {
    return { reviews: [] as RecentReview[], failed: true };
  }
}

/** "November 1, 2026" for `2026-11-01`, in the page's language. */
function formatDate(date: string) {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={m.pages_testimonials_rated({ rating })}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={`size-4 ${value <= rating ? 'fill-sun-400 text-sun-400' : 'fill-slate-200 text-slate-200'}`}
        />
      ))}
    </p>
  );
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { reviews, failed } = loaderData;
  return (
    <>
      <PageMeta title={m.pages_testimonials_title()} description={m.pages_testimonials_description()} />
      <PageHero
        wide
        eyebrow={m.pages_testimonials_eyebrow()}
        title={m.pages_testimonials_title()}
        lead={m.pages_testimonials_lead()}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {failed ? (
          <Banner
            action={
              <Link to="/testimonials" className="inline-flex min-h-11 items-center font-semibold underline">
                {m.pages_testimonials_try_again()}
              </Link>
            }
          >
            {m.pages_testimonials_failed()}
          </Banner>
        ) : reviews.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{m.pages_testimonials_empty_title()}</h2>
            <p className="mt-2 text-slate-600">{m.pages_testimonials_empty_text()}</p>
            <ButtonLink to="/tours" className="mt-6 min-h-11">
              {m.pages_browse_tours()}
            </ButtonLink>
          </div>
        ) : (
          <ul className="columns-1 gap-6 sm:columns-2 lg:columns-3">
            {reviews.map((review) => (
              <li key={review.id} className="mb-6 break-inside-avoid">
                <figure className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <div className="flex items-start justify-between gap-4">
                    <Stars rating={review.rating} />
                    <Quote aria-hidden="true" className="size-6 shrink-0 text-brand-100" />
                  </div>
                  {/* The guest's own words are shown as written, not translated. Reviews are written in
                      English, so the quote is marked as English for screen readers on the Spanish page. */}
                  <blockquote lang="en" className="mt-3 whitespace-pre-line text-slate-700">
                    {review.comment}
                  </blockquote>
                  <figcaption className="mt-4 border-t border-slate-100 pt-4 text-sm">
                    <span className="font-semibold text-slate-900">{review.userName}</span>
                    <span className="text-slate-500">
                      {' '}
                      &middot; <time dateTime={review.date}>{formatDate(review.date)}</time>
                    </span>
                    <Link
                      to={`/tours/${review.tourId}`}
                      className="mt-1 block font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {review.tourTitle}
                    </Link>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center sm:p-10">
          <h2 className="text-2xl font-bold text-slate-900">{m.pages_testimonials_cta_title()}</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">{m.pages_testimonials_cta_text()}</p>
          <ButtonLink to="/tours" size="lg" className="mt-6 min-h-12">
            {m.pages_browse_tours()}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
