import { m } from '@belizepass/domain/i18n';
import { Download } from 'lucide-react';
import { useHref } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { toQueryString } from '~/lib/api-client';

/**
 * "Export CSV": a plain link to the admin export route (routes/admin-export.ts), which streams the
 * API's file with the admin's session; the browser downloads it, no script involved. The address
 * keeps the page's language (`/es/admin/export/...`), so the file's headers are in it too.
 */
export function ExportLink({
  file,
  query,
}: {
  file: 'bookings.csv' | 'payouts.csv';
  query: Record<string, string | undefined>;
}) {
  const href = useHref(`/admin/export/${file}${toQueryString(query)}`);
  return (
    <a href={href} download className={buttonClass({ variant: 'secondary' }, 'min-h-11')}>
      <Download aria-hidden="true" className="size-4" />
      {m.admin_export_csv()}
    </a>
  );
}
