import { m } from '@belizepass/domain/i18n';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '~/components/ui/use-hydrated';
import { LogoutButton } from '~/features/auth/logout-button';
import { loginLinkFrom, usesMerchantConsole } from '~/features/auth/redirects';
import type { SessionUser } from '~/features/auth/session';
import { LanguageButton } from './display-preferences';
import { LinkItems } from './link-items';
import { accountLinks, FOCUS_RING, LINKS_AFTER_TOURS, MERCHANT_LINKS, TOUR_LINKS } from './nav-links';
import { useDismiss, useOnNavigation } from './use-dismiss';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Open state of the small-screen menu. It closes on navigation, on a pointer press outside `header`,
 * on Escape (focus then returns to the menu button) and when the window widens to the desktop layout.
 */
export function useMobileMenu(header: React.RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useRef(() => setOpen(false)).current;

  useOnNavigation(close);
  useDismiss(open, close, header, buttonRef);

  // The small-screen menu belongs to small screens only; widening the window closes it.
  useEffect(() => {
    const query = window.matchMedia('(min-width: 768px)');
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return { open, close, toggle: () => setOpen((value) => !value), buttonRef };
}

type MobileMenuState = ReturnType<typeof useMobileMenu>;

/** The links of the small-screen menu, shared by the interactive panel and the no-JavaScript fallback. */
function MobileNavList({ user, onLogout }: { user: SessionUser | null; onLogout: () => void }) {
  const linkClass = `flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 ${FOCUS_RING}`;
  const isMerchant = !!user && usesMerchantConsole(user);
  // Signing in comes back to this page.
  const location = useLocation();
  return (
    <div className="space-y-4">
      <ul className="space-y-1">
        {isMerchant ? (
          <LinkItems links={MERCHANT_LINKS} className={linkClass} />
        ) : (
          <>
            <LinkItems links={[{ to: '/', label: () => m.site_nav_home() }]} className={linkClass} />
            <li>
              <Link to="/tours" className={linkClass}>
                {m.site_nav_tours()}
              </Link>
              <ul className="ml-3 border-l border-slate-200 pl-2">
                <LinkItems links={TOUR_LINKS} className={`${linkClass} text-slate-600`} />
              </ul>
            </li>
            <LinkItems links={LINKS_AFTER_TOURS} className={linkClass} />
          </>
        )}
      </ul>
      <LanguageButton icon className={`${linkClass} w-full gap-2 text-left`} />
      <div className="border-t border-slate-200 pt-4">
        {user ? (
          <>
            <p className="truncate px-3 pb-2 text-sm font-semibold text-slate-500">
              {user.full_name || m.site_nav_my_account()}
            </p>
            <ul className="space-y-1">
              <LinkItems links={accountLinks(user)} className={linkClass} />
              <li>
                <LogoutButton
                  className={`${linkClass} w-full gap-2 text-left`}
                  iconClassName="size-5"
                  onSubmit={onLogout}
                />
              </li>
            </ul>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Link
              to={loginLinkFrom(`${location.pathname}${location.search}`)}
              className={`flex min-h-12 items-center justify-center rounded-lg border border-slate-300 font-semibold text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`}
            >
              {m.site_nav_login()}
            </Link>
            <Link
              to="/register"
              className={`flex min-h-12 items-center justify-center rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}
            >
              {m.site_nav_sign_up()}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The small-screen menu button. Before hydration (or without JavaScript) it is a <details> disclosure
 * that holds its own copy of the menu.
 */
export function MobileMenuButton({
  menu,
  transparent,
  user,
  onLogout,
}: {
  menu: MobileMenuState;
  transparent: boolean;
  user: SessionUser | null;
  onLogout: () => void;
}) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button
      ref={menu.buttonRef}
      type="button"
      aria-expanded={menu.open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={menu.open ? m.site_menu_close() : m.site_menu_open()}
      onClick={menu.toggle}
      className={`flex size-11 items-center justify-center rounded-lg md:hidden ${
        transparent ? 'hover:bg-white/10' : 'hover:bg-slate-100'
      } ${FOCUS_RING}`}
    >
      {menu.open ? (
        <X aria-hidden="true" className="size-6" />
      ) : (
        <Menu aria-hidden="true" className="size-6" />
      )}
    </button>
  ) : (
    <details className="md:hidden">
      <summary
        className={`flex size-11 cursor-pointer list-none items-center justify-center rounded-lg [&::-webkit-details-marker]:hidden ${FOCUS_RING}`}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{m.site_menu()}</span>
      </summary>
      <div className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 text-slate-900 shadow-lg">
        <nav aria-label={m.site_nav_main()}>
          <MobileNavList user={user} onLogout={onLogout} />
        </nav>
      </div>
    </details>
  );
}

/** The interactive small-screen menu below the bar, shown while the menu button is pressed. */
export function MobileMenuPanel({
  open,
  user,
  onLogout,
}: {
  open: boolean;
  user: SessionUser | null;
  onLogout: () => void;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div
      id={MOBILE_MENU_ID}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 text-slate-900 shadow-lg md:hidden"
    >
      <nav aria-label={m.site_nav_main()}>
        <MobileNavList user={user} onLogout={onLogout} />
      </nav>
    </div>
  );
}
