import { m } from '@belizepass/domain/i18n';
import { Ticket, TreePalm, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { IconBadge } from '~/components/ui/icon-badge';

/**
 * The page the service worker shows for any page that needs the network while there is none
 * (docs/decisions/024-offline-tickets.md). It is kept on the phone when the app is installed and
 * shown at the address that was asked for, so it runs no script (root.tsx leaves them out): plain
 * links, each a full page load the service worker answers from what the phone has kept.
 */
export const handle = { hydrate: false };

export function meta() {
  return [{ title: `${m.site_offline_title()} | BelizePass` }, { name: 'robots', content: 'noindex' }];
}

export default function Offline() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Link
            to="/"
            reloadDocument
            className="flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold tracking-tight"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white">
              <TreePalm aria-hidden="true" className="size-5" />
            </span>
            <span>
              Belize<span className="text-brand-600">Pass</span>
            </span>
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
          <IconBadge icon={WifiOff} size="lg" round className="mx-auto" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{m.site_offline_title()}</h1>
          <p className="mt-4 text-slate-600">{m.site_offline_text()}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/account/bookings" reloadDocument className={buttonClass({ size: 'lg' }, 'min-h-11')}>
              <Ticket aria-hidden="true" className="size-5" />
              {m.site_nav_my_bookings()}
            </Link>
            {/* biome-ignore lint/a11y/useValidAnchor: an empty address is the page's own (shown at any address), loaded again. */}
            <a href="" className={buttonClass({ variant: 'secondary', size: 'lg' }, 'min-h-11')}>
              {m.site_try_again()}
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
