import { Download } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import { toQueryString } from '~/lib/api-client';

/**
 * "Export CSV": a plain link to the admin export route (routes/admin-export.ts), which streams the
 * API's file with the admin's session; the browser downloads it, no script involved.
 */
export function ExportLink({
  file,
  query,
}: {
  file: 'bookings.csv' | 'payouts.csv';
  query: Record<string, string | undefined>;
}) {
  return (
    <a
      href={`/admin/export/${file}${toQueryString(query)}`}
      download
      className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}
