import { intlLocale, m } from '@belizepass/domain/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { listHref } from './list-url';

const count = (n: number) => n.toLocaleString(intlLocale());

function PageLink({
  page,
  disabled,
  clear,
  children,
}: {
  page: number;
  disabled: boolean;
  clear: readonly string[];
  children: React.ReactNode;
}) {
  const location = useLocation();
  const className = buttonClass({ variant: 'secondary', size: 'sm' }, 'min-h-10');
  if (disabled) {
    return (
      <span aria-disabled="true" className={`${className} cursor-not-allowed text-slate-400`}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={listHref(location, { page, ...Object.fromEntries(clear.map((key) => [key, null])) })}
      className={className}
    >
      {children}
    </Link>
  );
}

/** "Showing 21–40 of 57 merchants" with Previous / Next links (they work without JavaScript). */
export function Pagination({
  page,
  pageSize,
  total,
  noun,
  clear = [],
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, plural: "merchants". */
  noun: string;
  /** Parameters the other pages leave out (a banner about what just happened). */
  clear?: readonly string[];
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={m.site_list_pagination()}
      className="mt-4 flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      <p>{m.site_list_showing({ first: count(first), last: count(last), total: count(total), noun })}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <PageLink page={page - 1} disabled={page <= 1} clear={clear}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {m.site_list_previous()}
          </PageLink>
          <span>{m.site_list_page_of({ page, pages })}</span>
          <PageLink page={page + 1} disabled={page >= pages} clear={clear}>
            {m.site_list_next()}
            <ChevronRight aria-hidden="true" className="size-4" />
          </PageLink>
        </div>
      )}
    </nav>
  );
}
