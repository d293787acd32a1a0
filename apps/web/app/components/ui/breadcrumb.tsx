import { m } from '@belizepass/domain/i18n';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';

/** The trail of links above a detail page, ending with the page itself. */
export function Breadcrumb({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  return (
    <nav aria-label={m.site_breadcrumb()} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map(({ to, label }) => (
          <Fragment key={to}>
            <li>
              <Link to={to} className="hover:text-brand-700 hover:underline">
                {label}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="max-w-full truncate font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
