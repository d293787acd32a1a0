import { m } from '@belizepass/domain/i18n';
import { useLocation } from 'react-router';
import { VerifyEmailBanner } from '~/features/auth/verify-email-banner';
import { BackToTop } from './back-to-top';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter, SlimFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every page: skip link, header, main content, footer. On the home page the header
 * lies over the hero (which pads itself); elsewhere the content starts below the fixed header.
 */
export function SiteShell({
  children,
  overlayHeader,
}: {
  children: React.ReactNode;
  overlayHeader?: boolean;
}) {
  const { pathname } = useLocation();
  const overlay = overlayHeader ?? pathname === '/';
  // Checkout keeps the traveller on the booking: no newsletter or marketing links below it.
  const checkout = /^\/(?:booking|payment)\//.test(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-700 focus:shadow-lg focus:outline-2 focus:outline-brand-600"
      >
        {m.site_skip_to_content()}
      </a>
      <ScrollToTop />
      <SiteHeader overlay={overlay} />
      <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${overlay ? '' : 'pt-16'}`}>
        {!overlay && <VerifyEmailBanner />}
        {children}
      </main>
      {checkout ? <SlimFooter /> : <SiteFooter />}
      <BackToTop />
    </div>
  );
}
