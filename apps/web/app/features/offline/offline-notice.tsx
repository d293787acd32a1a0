import { m } from '@belizepass/domain/i18n';
import { Banner } from '~/components/ui/banner';
import { useOnline } from './use-online';

/**
 * Shown on a page the phone kept for use without signal (a ticket, My Bookings) while there is no
 * connection: what is shown is the copy saved when the page was last opened online.
 */
export function OfflineNotice({ children }: { children: React.ReactNode }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Banner tone="info" title={m.site_offline_title()}>
      {children}
    </Banner>
  );
}
