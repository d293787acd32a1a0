import { m } from '@belizepass/domain/i18n';
import { TreePalm } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { loginLinkFrom, usesMerchantConsole } from '~/features/auth/redirects';
import { useSession } from '~/features/auth/session';
import { LanguageButton } from './display-preferences';
import { MobileMenuButton, MobileMenuPanel, useMobileMenu } from './mobile-menu';
import { FOCUS_RING, MERCHANT_LINKS, NARROW_BAR_LINK, navLinkClass } from './nav-links';
import { ProfileMenu } from './profile-menu';
import { ToursMenu } from './tours-menu';

/** Header background switches once the page is scrolled further than this (spec section 9). */
const SCROLL_THRESHOLD_PX = 10;

/**
 * The site header (spec section 2.2). Over the home page hero it is transparent until the page is
 * scrolled; everywhere else it is white.
 */
export function SiteHeader({ overlay }: { overlay: boolean }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const header = useRef<HTMLElement>(null);
  const mobile = useMobileMenu(header);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const transparent = overlay && !scrolled && !mobile.open;
  const isMerchant = !!user && usesMerchantConsole(user);
  const onLogout = () => mobile.close();
  const barLinkClass = ({ isActive }: { isActive: boolean }) =>
    `${navLinkClass(transparent, isActive)} ${NARROW_BAR_LINK}`;

  const barClass = transparent
    ? 'bg-transparent text-white'
    : `bg-white text-slate-900 ${scrolled ? 'shadow-md' : 'border-b border-slate-200'}`;

  return (
    <header
      ref={header}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] ${barClass}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:max-lg:gap-2 md:max-lg:px-4 lg:px-8">
        <Link
          to="/"
          className={`flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold tracking-tight ${FOCUS_RING}`}
        >
          <span
            className={`flex size-9 items-center justify-center rounded-lg ${transparent ? 'bg-white/15' : 'bg-brand-600 text-white'}`}
          >
            <TreePalm aria-hidden="true" className="size-5" />
          </span>
          {/* Between the mobile breakpoint and lg the bar needs the room: the mark alone, the name for screen readers. */}
          <span className="md:max-lg:sr-only">
            Belize<span className={transparent ? 'text-sun-400' : 'text-brand-600'}>Pass</span>
          </span>
        </Link>

        <nav aria-label={m.site_nav_main()} className="hidden flex-1 items-center justify-center md:flex">
          <ul className="flex items-center gap-1">
            {isMerchant ? (
              MERCHANT_LINKS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/merchant/dashboard'} className={barLinkClass}>
                    {item.label()}
                  </NavLink>
                </li>
              ))
            ) : (
              <>
                <li>
                  <NavLink to="/" end className={barLinkClass}>
                    {m.site_nav_home()}
                  </NavLink>
                </li>
                <li>
                  <ToursMenu transparent={transparent} />
                </li>
                <li>
                  <NavLink to="/deals" className={barLinkClass}>
                    {m.site_nav_deals()}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/giftcards" className={barLinkClass}>
                    {m.site_nav_gift_cards()}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/how-it-works" className={barLinkClass}>
                    {m.site_nav_how_it_works()}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>

        <div className="hidden items-center gap-1 md:flex">
          <LanguageButton className={barLinkClass({ isActive: false })} />
          {user ? (
            <ProfileMenu user={user} transparent={transparent} />
          ) : (
            <Link
              to={loginLinkFrom(pathname + search)}
              aria-current={pathname === '/login' ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-5 font-semibold transition-colors md:max-lg:px-3 ${
                transparent
                  ? 'bg-white text-brand-700 hover:bg-brand-50'
                  : 'bg-brand-600 text-white hover:bg-brand-700'
              } ${FOCUS_RING}`}
            >
              {m.site_nav_login()}
            </Link>
          )}
        </div>

        <MobileMenuButton menu={mobile} transparent={transparent} user={user} onLogout={onLogout} />
      </div>

      <MobileMenuPanel open={mobile.open} user={user} onLogout={onLogout} />
    </header>
  );
}
