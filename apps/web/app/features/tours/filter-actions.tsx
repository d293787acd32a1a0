import { m } from '@belizepass/domain/i18n';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

/**
 * The submit button of a filter form, inside a span that the page's no-script styles show (with
 * scripts, filters apply as they change).
 */
export function ApplyFiltersButton({ spanClassName, form }: { spanClassName: string; form?: string }) {
  return (
    <span className={`${spanClassName} hidden`}>
      <button type="submit" form={form} className={buttonClass({ size: 'sm' })}>
        {m.tours_filter_apply()}
      </button>
    </span>
  );
}

/** The link back to the listing without filters. */
export function ResetFiltersLink({
  to,
  className = '',
  onClick,
  children,
}: {
  to: string;
  className?: string;
  onClick?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={buttonClass({ variant: 'ghost', size: 'sm' }, className)}
      onClick={onClick}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
