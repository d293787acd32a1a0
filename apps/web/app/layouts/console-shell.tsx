import { m } from '@belizepass/domain/i18n';
import { ChevronsLeft, ChevronsRight, ExternalLink, type LucideIcon, Menu, TreePalm, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoutButton } from '~/features/auth/logout-button';
import type { SessionUser } from '~/features/auth/session';
import { readLocal, writeLocal } from '~/features/auth/storage';
import { VerifyEmailBanner } from '~/features/auth/verify-email-banner';
import { PhoneTabBar } from '~/layouts/console-phone-tabs';
import { useOnNavigation } from '~/layouts/use-dismiss';

/**
 * A text of a console's configuration: a function that reads the message when the console is shown
 * (a configuration kept at module level knows no language yet), or a plain string.
 */
export type ConsoleText = string | (() => string);

/** A console text read in the page's language. */
export const consoleText = (text: ConsoleText): string => (typeof text === 'function' ? text() : text);

/** One entry of a console's navigation. */
export interface ConsoleNavEntry {
  to: string;
  label: ConsoleText;
  /** A shorter label for the phone's tab bar ('Bookings'); the full label stays the link's name. */
  tabLabel?: ConsoleText;
  icon: LucideIcon;
  /** Only the exact path marks the entry current (the console's home). */
  end?: boolean;
  /** Other paths that mark this entry current (e.g. a booking's page under Bookings). */
  alsoMatches?: (path: string) => boolean;
  /**
   * One of the phone's tabs when the sections do not all fit as tabs (at most four; the others go
   * under More). See console-phone-tabs.tsx.
   */
  phoneTab?: boolean;
}

export interface ConsoleConfig {
  /** 'Admin Dashboard', 'Merchant Dashboard'. */
  name: ConsoleText;
  /** The name after 'BelizePass ·' in the top bar ('Admin'); by default the name without ' Dashboard'. */
  shortName?: ConsoleText;
  /** Short name for the phone bar and ids ('admin', 'merchant'). */
  key: string;
  nav: readonly ConsoleNavEntry[];
  /**
   * How phones navigate: a bottom tab bar (few sections, used all day on a phone at the dock) or a
   * slide-over menu (many sections).
   */
  phoneNav: 'tabs' | 'menu';
}

/** A console's configuration with its texts read in the page's language. */
interface ShownNavEntry extends Omit<ConsoleNavEntry, 'label' | 'tabLabel'> {
  label: string;
  tabLabel?: string;
}
interface ShownConsole extends Omit<ConsoleConfig, 'name' | 'shortName' | 'nav'> {
  name: string;
  shortName: string;
  nav: readonly ShownNavEntry[];
}

function shownConsole(config: ConsoleConfig): ShownConsole {
  const name = consoleText(config.name);
  return {
    ...config,
    name,
    shortName: config.shortName ? consoleText(config.shortName) : name.replace(/ Dashboard$/, ''),
    nav: config.nav.map((entry) => ({
      ...entry,
      label: consoleText(entry.label),
      tabLabel: entry.tabLabel === undefined ? undefined : consoleText(entry.tabLabel),
    })),
  };
}

const ConsoleContext = createContext<ShownConsole | null>(null);
function useConsole(): ShownConsole {
  const config = useContext(ConsoleContext);
  if (!config) throw new Error('Console components need a ConsoleShell');
  return config;
}

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function isCurrent(entry: ShownNavEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (entry.alsoMatches?.(path)) return true;
  return entry.end ? path === entry.to : path === entry.to || path.startsWith(`${entry.to}/`);
}

/** The sidebar's links; with `collapsed` only the icons show (the labels stay for screen readers). */
function ConsoleNavList({ collapsed = false }: { collapsed?: boolean }) {
  const { nav } = useConsole();
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {nav.map((entry) => {
        const { to, label, icon: Icon } = entry;
        const active = isCurrent(entry, pathname);
        return (
          <li key={to}>
            {/* A plain link: `isCurrent` decides (NavLink would drop aria-current on `alsoMatches` paths). */}
            <Link
              to={to}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? label : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${FOCUS_RING} ${
                collapsed ? 'justify-center' : ''
              } ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The desktop sidebar; a toggle collapses it to icons and the choice is remembered. */
function DesktopSidebar() {
  const { name, key } = useConsole();
  const collapsedKey = `${key}SidebarCollapsed`;
  const sidebarId = `${key}-sidebar-nav`;
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => setCollapsed(readLocal(collapsedKey) === '1'), [collapsedKey]);
  const toggle = () =>
    setCollapsed((value) => {
      writeLocal(collapsedKey, value ? '0' : '1');
      return !value;
    });
  return (
    <div className="hidden shrink-0 border-r border-slate-200 bg-white md:block print:hidden">
      <aside
        aria-label={name}
        className={`sticky top-14 flex max-h-[calc(100dvh-3.5rem)] flex-col p-3 transition-[width] motion-reduce:transition-none ${
          collapsed ? 'w-[4.5rem]' : 'w-60'
        }`}
      >
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls={sidebarId}
          aria-label={collapsed ? m.site_console_expand_sidebar() : m.site_console_collapse_sidebar()}
          title={collapsed ? m.site_console_expand_sidebar() : m.site_console_collapse_sidebar()}
          className={`mb-3 flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${FOCUS_RING} ${
            collapsed ? 'justify-center' : ''
          }`}
        >
          {collapsed ? (
            <ChevronsRight aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <>
              <ChevronsLeft aria-hidden="true" className="size-5 shrink-0" />
              <span>{name}</span>
            </>
          )}
        </button>
        <nav id={sidebarId} aria-label={m.site_console_sections({ name })} className="overflow-y-auto">
          <ConsoleNavList collapsed={collapsed} />
        </nav>
      </aside>
    </div>
  );
}

/**
 * The phone navigation: a Menu button opening a slide-over (a modal `<dialog>`, so focus stays inside
 * and the page behind is inert). It closes on navigation (focus then moves to the new page), on
 * Escape and with its close button (focus then returns to the Menu button).
 */
function MobileMenu({ contentRef }: { contentRef: React.RefObject<HTMLElement | null> }) {
  const { name, key, nav } = useConsole();
  const mobileNavId = `${key}-mobile-nav`;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = nav.find((entry) => isCurrent(entry, pathname));

  const closeTo = useCallback((target: React.RefObject<HTMLElement | null>) => {
    setOpen(false);
    // After the dialog has closed, so the focus is not pulled back into it.
    requestAnimationFrame(() => target.current?.focus());
  }, []);

  useOnNavigation(() => {
    if (open) closeTo(contentRef);
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  // The slide-over belongs to small screens; widening the window closes it.
  useEffect(() => {
    const query = window.matchMedia('(min-width: 768px)');
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="border-b border-slate-200 bg-white px-4 py-2 md:hidden print:hidden">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-controls={mobileNavId}
        aria-haspopup="dialog"
        className={`flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-slate-800 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        <Menu aria-hidden="true" className="size-5" />
        {m.site_menu()}
        {current && <span className="font-normal text-slate-500">· {current.label}</span>}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape (onCancel) and the close button do the same from the keyboard */}
      <dialog
        ref={dialog}
        id={mobileNavId}
        aria-label={name}
        onCancel={(event) => {
          event.preventDefault();
          closeTo(button);
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its panel) closes it.
          if (event.target === event.currentTarget) closeTo(button);
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-transparent p-0 backdrop:bg-slate-900/50"
      >
        {open && (
          <div className="flex h-full flex-col bg-white p-4 shadow-xl">
            <div className="mb-4 flex items-center justify-between">
              <p className="font-semibold text-slate-900">{name}</p>
              <button
                type="button"
                onClick={() => closeTo(button)}
                aria-label={m.site_menu_close()}
                className={`inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 ${FOCUS_RING}`}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <nav aria-label={m.site_console_sections({ name })} className="overflow-y-auto">
              <ConsoleNavList />
            </nav>
          </div>
        )}
      </dialog>
    </div>
  );
}

/** The phone's bottom tab bar (console-phone-tabs.tsx), the current section marked. */
function PhoneTabs() {
  const { name, nav } = useConsole();
  const { pathname } = useLocation();
  return (
    <PhoneTabBar
      label={m.site_console_sections({ name })}
      entries={nav.map((entry) => ({ ...entry, active: isCurrent(entry, pathname) }))}
    />
  );
}

/** The console's top bar: its name, a link to the public site, who is signed in and Logout. */
function ConsoleTopBar({ user, home }: { user: SessionUser; home: string }) {
  const { shortName } = useConsole();
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 print:hidden">
      <Link
        to={home}
        className={`flex min-h-11 items-center gap-2 rounded-lg font-bold text-slate-900 ${FOCUS_RING}`}
      >
        <TreePalm aria-hidden="true" className="size-6 text-brand-600" />
        <span>
          BelizePass <span className="font-semibold text-slate-500">· {shortName}</span>
        </span>
      </Link>
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        <Link
          to="/"
          className={`hidden min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:text-slate-900 sm:inline-flex ${FOCUS_RING}`}
        >
          {m.site_console_view_site()}
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
        <span className="hidden max-w-48 truncate text-sm text-slate-600 lg:inline">{user.full_name}</span>
        <LogoutButton
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`}
        />
      </div>
    </header>
  );
}

/**
 * The frame of every console screen (merchant and admin): its own top bar and navigation, no tourist
 * header, footer or newsletter. Desktop: a sidebar that collapses to icons. Phones: a bottom tab bar
 * or a slide-over menu, as the console chooses.
 */
export function ConsoleShell({
  config,
  user,
  children,
}: {
  config: ConsoleConfig;
  user: SessionUser;
  children: React.ReactNode;
}) {
  const content = useRef<HTMLElement>(null);
  const home = config.nav[0]?.to ?? '/';
  return (
    <ConsoleContext.Provider value={shownConsole(config)}>
      <div className="min-h-dvh bg-slate-50">
        <a
          href="#console-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
        >
          {m.site_skip_to_content()}
        </a>
        <ConsoleTopBar user={user} home={home} />
        <VerifyEmailBanner />
        <div className="flex min-h-[calc(100dvh-3.5rem)]">
          <DesktopSidebar />
          <div className="min-w-0 flex-1">
            {config.phoneNav === 'menu' && <MobileMenu contentRef={content} />}
            <main
              id="console-main"
              ref={content}
              tabIndex={-1}
              className={`px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8 ${
                config.phoneNav === 'tabs' ? 'pb-24 md:pb-8' : ''
              }`}
            >
              {children}
            </main>
          </div>
        </div>
        {config.phoneNav === 'tabs' && <PhoneTabs />}
      </div>
    </ConsoleContext.Provider>
  );
}
