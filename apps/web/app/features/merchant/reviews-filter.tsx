import type { MerchantReviewFilter } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The reviews page's address for a filter and page (page 1 and "all" are left out). */
export function reviewsHref(show: MerchantReviewFilter, page = 1): string {
  const params = new URLSearchParams();
  if (show !== 'all') params.set('show', show);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** The filter from the page's URL: "not yet replied", or every review. */
export function reviewFilterOf(url: URL): MerchantReviewFilter {
  return url.searchParams.get('show') === 'not_replied' ? 'not_replied' : 'all';
}

/** All reviews or those not yet replied: links (the filter is in the URL; no JavaScript needed). */
export function ReviewFilter({ show }: { show: MerchantReviewFilter }) {
  const option = (value: MerchantReviewFilter, label: string) => {
    const current = value === show;
    return (
      <li>
        <Link
          to={reviewsHref(value)}
          aria-current={current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-lg border px-3 font-medium ${FOCUS} ${
            current
              ? 'border-brand-600 bg-brand-50 text-brand-800'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={m.money_reviews_filter_label()}>
      <ul className="flex flex-wrap gap-2">
        {option('all', m.money_reviews_all())}
        {option('not_replied', m.money_reviews_not_replied())}
      </ul>
    </nav>
  );
}

/** Previous and next page of the reviews, and where the operator is: links kept in the URL. */
export function ReviewPager({
  show,
  page,
  pages,
}: {
  show: MerchantReviewFilter;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const step = (to: number, label: string, icon: React.ReactNode, rel: 'prev' | 'next') => (
    <Link
      to={reviewsHref(show, to)}
      rel={rel}
      className={`inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-700 hover:bg-slate-50 ${FOCUS}`}
    >
      {rel === 'prev' && icon}
      {label}
      {rel === 'next' && icon}
    </Link>
  );
  return (
    <nav aria-label={m.money_reviews_pages()} className="flex flex-wrap items-center justify-between gap-3">
      <div>
        {page > 1 &&
          step(
            page - 1,
            m.money_reviews_previous(),
            <ChevronLeft aria-hidden="true" className="size-4" />,
            'prev',
          )}
      </div>
      <p className="text-slate-700">{m.money_reviews_page_of({ page, pages })}</p>
      <div>
        {page < pages &&
          step(
            page + 1,
            m.money_reviews_next(),
            <ChevronRight aria-hidden="true" className="size-4" />,
            'next',
          )}
      </div>
    </nav>
  );
}
