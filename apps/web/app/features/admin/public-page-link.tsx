import { m } from '@belizepass/domain/i18n';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

/** "View public page" in a new tab, at the start of a detail's footer. */
export function PublicPageLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 sm:mr-auto"
    >
      {m.admin_view_public_page()}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{m.admin_opens_new_tab()}</span>
    </Link>
  );
}
