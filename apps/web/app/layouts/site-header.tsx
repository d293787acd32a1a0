import { ChevronDown, CircleUser, LogOut, Menu, TreePalm, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useHydrated } from '~/components/ui/use-hydrated';
import { type SessionUser, useSession } from '~/features/auth/session';

interface NavItem {
  to: string;
  label: string;
}

const TOUR_LINKS: NavItem[] = [
  { to: '/tours/popular', label: 'Popular Tours' },
  { to: '/tours/day-trips', label: 'Day Trips' },
  { to: '/tours/multi-day', label: 'Multi-Day Adventures' },
];

const MERCHANT_LINKS: NavItem[] = [
  { to: '/merchant/dashboard', label: 'Upcoming Bookings' },
  { to: '/merchant/dashboard/check-in', label: 'Check-In' },
  { to: '/merchant/dashboard/tours', label: 'My Tours' },
  { to: '/merchant/dashboard/profile', label: 'Profile' },
];

/** Header background switches once the page is scrolled further than this (spec section 9). */
const SCROLL_THRESHOLD_PX = 10;

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Entries of the profile menu for this user (spec section 2.2). */
function accountLinks(user: SessionUser): NavItem[] {
  const links: NavItem[] = [];
  if (user.role === 'platform_admin') links.push({ to: '/admin/dashboard', label: 'Dashboard' });
  if (user.role !== 'merchant_admin') {
    links.push({ to: '/account', label: 'My Account' });
    links.push({ to: '/account/bookings', label: 'My Bookings' });
  }
  return links;
}

/** Runs `onChange` (during render) whenever the router moves to another location. */
function useOnNavigation(onChange: () => void) {
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    onChange();
  }
}

/** Closes a popup on a pointer press outside `ref` or on Escape (then focus returns to `returnFocus`). */
function useDismiss(
  open: boolean,
  close: () => void,
  ref: React.RefObject<HTMLElement | null>,
  returnFocus?: React.RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, ref, returnFocus]);
}

function navLinkClass(transparent: boolean, active: boolean) {
  const tone = transparent
    ? active
      ? 'text-white bg-white/15'
      : 'text-white/90 hover:text-white hover:bg-white/10'
    : active
      ? 'text-brand-700 bg-brand-50'
      : 'text-slate-700 hover:text-brand-700 hover:bg-slate-50';
  return `inline-flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] font-medium transition-colors ${tone} ${FOCUS_RING}`;
}

/** "Tours" with its menu: opens on hover, on focus, on click of the arrow, and with the keyboard. */
function ToursMenu({ transparent }: { transparent: boolean }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const openedBy = useRef<'hover' | 'focus' | 'click' | null>(null);
  const pointerInside = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useRef(() => {
    openedBy.current = null;
    setOpen(false);
  }).current;

  useOnNavigation(close);
  useDismiss(open, close, wrapper, button);

  const show = (reason: 'hover' | 'focus' | 'click') => {
    if (!open) openedBy.current = reason;
    setOpen(true);
  };

  const onButtonClick = () => {
    // A click right after hover or focus opened the menu keeps it open; a later click closes it.
    if (open && openedBy.current === 'click') close();
    else {
      openedBy.current = 'click';
      setOpen(true);
    }
  };

  const focusItem = (index: number) => {
    const items = wrapper.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(wrapper.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show('click');
      requestAnimationFrame(() => focusItem(current + 1));
    } else if (event.key === 'ArrowUp' && current >= 0) {
      event.preventDefault();
      focusItem(current - 1);
    }
  };

  const active = pathname === '/tours' || pathname.startsWith('/tours/');
  // Before hydration (or without JavaScript) plain CSS shows the menu on hover and keyboard focus.
  const visibility = open
    ? 'block'
    : hydrated
      ? 'hidden'
      : 'hidden group-hover:block group-focus-within:block';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only widen what the links and the toggle button already offer
    <div
      ref={wrapper}
      className="group relative flex items-center"
      onPointerEnter={(event) => {
        pointerInside.current = true;
        if (event.pointerType === 'mouse') show('hover');
      }}
      onPointerLeave={(event) => {
        pointerInside.current = false;
        if (event.pointerType === 'mouse' && openedBy.current === 'hover') close();
      }}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) show('focus');
      }}
      onBlur={(event) => {
        // Some browsers do not focus a clicked link, so a press inside the menu must not close it.
        if (pointerInside.current) return;
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={onKeyDown}
    >
      <NavLink to="/tours" className={() => `${navLinkClass(transparent, active)} pr-1`}>
        Tours
      </NavLink>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Tour types"
        onClick={onButtonClick}
        className={`${navLinkClass(transparent, false)} -ml-1 px-1.5`}
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={menuId} className={`absolute top-full left-0 z-50 pt-2 ${visibility}`}>
        <ul className="w-60 rounded-xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl">
          {TOUR_LINKS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-menu-item=""
                className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 ${FOCUS_RING}`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The signed-in user's menu: name (or 'My Account'), account links and Logout. */
function ProfileMenu({ user, transparent }: { user: SessionUser; transparent: boolean }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useRef(() => setOpen(false)).current;

  useOnNavigation(close);
  useDismiss(open, close, wrapper, button);

  const onLogout = () => {
    setOpen(false);
    void logout();
    navigate('/');
  };

  const itemClass = `flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${FOCUS_RING}`;

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={`${navLinkClass(transparent, false)} max-w-56 gap-2`}
      >
        <CircleUser aria-hidden="true" className="size-5 shrink-0" />
        <span className="truncate">{user.full_name || 'My Account'}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={menuId} hidden={!open} className="absolute top-full right-0 z-50 pt-2">
        <ul className="w-56 rounded-xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl">
          {accountLinks(user).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={itemClass}>
                {item.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <button type="button" onClick={onLogout} className={itemClass}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The links of the small-screen menu, shared by the interactive panel and the no-JavaScript fallback. */
function MobileNavList({ user, onLogout }: { user: SessionUser | null; onLogout: () => void }) {
  const linkClass = `flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 ${FOCUS_RING}`;
  const isMerchant = user?.role === 'merchant_admin';
  return (
    <div className="space-y-4">
      <ul className="space-y-1">
        {isMerchant ? (
          MERCHANT_LINKS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))
        ) : (
          <>
            <li>
              <Link to="/" className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <Link to="/tours" className={linkClass}>
                Tours
              </Link>
              <ul className="ml-3 border-l border-slate-200 pl-2">
                {TOUR_LINKS.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={`${linkClass} text-slate-600`}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <Link to="/tours" className={linkClass}>
                Deals
              </Link>
            </li>
            <li>
              <Link to="/giftcards" className={linkClass}>
                Gift Cards
              </Link>
            </li>
            <li>
              <Link to="/how-it-works" className={linkClass}>
                How it Works
              </Link>
            </li>
          </>
        )}
      </ul>
      <div className="border-t border-slate-200 pt-4">
        {user ? (
          <>
            <p className="truncate px-3 pb-2 text-sm font-semibold text-slate-500">
              {user.full_name || 'My Account'}
            </p>
            <ul className="space-y-1">
              {accountLinks(user).map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={onLogout} className={`${linkClass} w-full gap-2 text-left`}>
                  <LogOut aria-hidden="true" className="size-5" />
                  Logout
                </button>
              </li>
            </ul>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Link
              to="/login"
              className={`flex min-h-12 items-center justify-center rounded-lg border border-slate-300 font-semibold text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`}
            >
              Login
            </Link>
            <Link
              to="/register"
              className={`flex min-h-12 items-center justify-center rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}
            >
              Sign Up
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The site header (spec section 2.2). Over the home page hero it is transparent until the page is
 * scrolled; everywhere else it is white.
 */
export function SiteHeader({ overlay }: { overlay: boolean }) {
  const { user, logout } = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMobile = useRef(() => setMobileOpen(false)).current;

  useOnNavigation(closeMobile);
  useDismiss(mobileOpen, closeMobile, header, toggle);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // The small-screen menu belongs to small screens only; widening the window closes it.
  useEffect(() => {
    const query = window.matchMedia('(min-width: 768px)');
    const onChange = () => query.matches && setMobileOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const transparent = overlay && !scrolled && !mobileOpen;
  const isMerchant = user?.role === 'merchant_admin';
  const onLogout = () => {
    setMobileOpen(false);
    void logout();
    navigate('/');
  };

  const barClass = transparent
    ? 'bg-transparent text-white'
    : `bg-white text-slate-900 ${scrolled ? 'shadow-md' : 'border-b border-slate-200'}`;

  return (
    <header
      ref={header}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] ${barClass}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className={`flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold tracking-tight ${FOCUS_RING}`}
        >
          <span
            className={`flex size-9 items-center justify-center rounded-lg ${transparent ? 'bg-white/15' : 'bg-brand-600 text-white'}`}
          >
            <TreePalm aria-hidden="true" className="size-5" />
          </span>
          <span>
            Belize<span className={transparent ? 'text-sun-400' : 'text-brand-600'}>Pass</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center justify-center md:flex">
          <ul className="flex items-center gap-1">
            {isMerchant ? (
              MERCHANT_LINKS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/merchant/dashboard'}
                    className={({ isActive }) => navLinkClass(transparent, isActive)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))
            ) : (
              <>
                <li>
                  <NavLink to="/" end className={({ isActive }) => navLinkClass(transparent, isActive)}>
                    Home
                  </NavLink>
                </li>
                <li>
                  <ToursMenu transparent={transparent} />
                </li>
                <li>
                  <Link to="/tours" className={navLinkClass(transparent, false)}>
                    Deals
                  </Link>
                </li>
                <li>
                  <NavLink to="/giftcards" className={({ isActive }) => navLinkClass(transparent, isActive)}>
                    Gift Cards
                  </NavLink>
                </li>
                <li>
                  <NavLink
                    to="/how-it-works"
                    className={({ isActive }) => navLinkClass(transparent, isActive)}
                  >
                    How it Works
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>

        <div className="hidden items-center md:flex">
          {user ? (
            <ProfileMenu user={user} transparent={transparent} />
          ) : (
            <Link
              to="/login"
              aria-current={pathname === '/login' ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-lg px-5 font-semibold transition-colors ${
                transparent
                  ? 'bg-white text-brand-700 hover:bg-brand-50'
                  : 'bg-brand-600 text-white hover:bg-brand-700'
              } ${FOCUS_RING}`}
            >
              Login
            </Link>
          )}
        </div>

        {hydrated ? (
          <button
            ref={toggle}
            type="button"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((value) => !value)}
            className={`flex size-11 items-center justify-center rounded-lg md:hidden ${
              transparent ? 'hover:bg-white/10' : 'hover:bg-slate-100'
            } ${FOCUS_RING}`}
          >
            {mobileOpen ? (
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
              <span className="sr-only">Menu</span>
            </summary>
            <div className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 text-slate-900 shadow-lg">
              <nav aria-label="Main">
                <MobileNavList user={user} onLogout={onLogout} />
              </nav>
            </div>
          </details>
        )}
      </div>

      {hydrated && (
        <div
          id="mobile-menu"
          hidden={!mobileOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 text-slate-900 shadow-lg md:hidden"
        >
          <nav aria-label="Main">
            <MobileNavList user={user} onLogout={onLogout} />
          </nav>
        </div>
      )}
    </header>
  );
}
