import { m } from '@belizepass/domain/i18n';
import { ChevronRight, ChevronsLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { listHref } from './list-url';

/**
 * The links of a list read a page at a time by cursor (keyset paging, docs/decisions/027): "Next
 * page" continues after the last row shown (`?after=<nextCursor>`), "First page" goes back to the
 * start. Plain links in the address, so they work without JavaScript and survive a reload.
 */
export function KeysetPager({
  nextCursor,
  summary,
  label,
}: {
  nextCursor: string | null;
  /** What the page shows: "50 of 1,204 lines". */
  summary?: string;
  label?: string;
}) {
  const location = useLocation();
  const later = new URLSearchParams(location.search).has('after');
  if (!nextCursor && !later && !summary) return null;
  const className = buttonClass({ variant: 'secondary', size: 'sm' }, 'min-h-10');
  return (
    <nav
      aria-label={label ?? m.site_list_pagination()}
      className="mt-4 flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      {summary ? <p>{summary}</p> : <span />}
      {(nextCursor || later) && (
        <div className="flex flex-wrap items-center gap-2">
          {later && (
            <Link to={listHref(location, { after: null })} className={className}>
              <ChevronsLeft aria-hidden="true" className="size-4" />
              {m.site_list_first_page()}
            </Link>
          )}
          {nextCursor && (
            <Link to={listHref(location, { after: nextCursor })} className={className}>
              {m.site_list_next_page()}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}
