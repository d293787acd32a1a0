import { m } from '@belizepass/domain/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Page numbers to show: the first, the last and the neighbours of the current page, with gaps. */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : 'gap');
    out.push(p);
  }
  return out;
}

const itemClass =
  'inline-flex min-w-10 items-center justify-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium';

/** Previous / Next and page numbers as plain links, so paging works without JavaScript. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.tours_pagination()} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${itemClass} border-slate-300 hover:bg-slate-50`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {m.tours_pagination_previous()}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${itemClass} border-slate-200 text-slate-400`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {m.tours_pagination_previous()}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-label={m.tours_pagination_page({ page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={`${itemClass} ${
                  p === page
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 hover:bg-slate-50'
                }`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${itemClass} border-slate-300 hover:bg-slate-50`}>
          {m.tours_pagination_next()}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={`${itemClass} border-slate-200 text-slate-400`}>
          {m.tours_pagination_next()}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
