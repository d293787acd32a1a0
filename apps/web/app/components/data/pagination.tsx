import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { listHref } from './list-url';

const count = (n: number) => n.toLocaleString('en-US');

function PageLink({
  page,
  disabled,
  children,
}: {
  page: number;
  disabled: boolean;
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
    <Link to={listHref(location, { page })} className={className}>
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
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, plural: "merchants". */
  noun: string;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      <p>{`Showing ${count(first)}–${count(last)} of ${count(total)} ${noun}`}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <PageLink page={page - 1} disabled={page <= 1}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </PageLink>
          <span>
            Page {page} of {pages}
          </span>
          <PageLink page={page + 1} disabled={page >= pages}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </PageLink>
        </div>
      )}
    </nav>
  );
}
