import { ChevronsLeft, ChevronsRight, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { readLocal, writeLocal } from '~/features/auth/storage';
import { useOnNavigation } from '~/layouts/use-dismiss';
import { ADMIN_NAV } from './admin-nav';

const COLLAPSED_KEY = 'adminSidebarCollapsed';
const SIDEBAR_ID = 'admin-sidebar-nav';
const MOBILE_NAV_ID = 'admin-mobile-nav';
const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The sidebar's links; with `collapsed` only the icons show (the labels stay for screen readers). */
function AdminNavList({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <ul className="space-y-1">
      {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            title={collapsed ? label : undefined}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${FOCUS_RING} ${
                collapsed ? 'justify-center' : ''
              } ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The desktop sidebar; a toggle collapses it to icons and the choice is remembered. */
function DesktopSidebar() {
  const [collapsed, setCollapsed] = useState(() => readLocal(COLLAPSED_KEY) === '1');
  const toggle = () =>
    setCollapsed((value) => {
      writeLocal(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  return (
    <div className="hidden shrink-0 border-r border-slate-200 bg-white md:block">
      <aside
        aria-label="Admin dashboard"
        className={`sticky top-16 flex max-h-[calc(100dvh-4rem)] flex-col p-3 transition-[width] motion-reduce:transition-none ${
          collapsed ? 'w-[4.5rem]' : 'w-60'
        }`}
      >
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className={`mb-3 flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${FOCUS_RING} ${
            collapsed ? 'justify-center' : ''
          }`}
        >
          {collapsed ? (
            <ChevronsRight aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <>
              <ChevronsLeft aria-hidden="true" className="size-5 shrink-0" />
              <span>Admin Dashboard</span>
            </>
          )}
        </button>
        <nav id={SIDEBAR_ID} aria-label="Admin sections" className="overflow-y-auto">
          <AdminNavList collapsed={collapsed} />
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
function MobileNav({ contentRef }: { contentRef: React.RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = ADMIN_NAV.find((e) =>
    e.end ? pathname.replace(/\/+$/, '') === e.to : pathname.startsWith(e.to),
  );

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
    <div className="border-b border-slate-200 bg-white px-4 py-2 md:hidden">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-controls={MOBILE_NAV_ID}
        aria-haspopup="dialog"
        className={`flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-slate-800 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        <Menu aria-hidden="true" className="size-5" />
        Admin menu
        {current && <span className="font-normal text-slate-500">· {current.label}</span>}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape (onCancel) and the close button do the same from the keyboard */}
      <dialog
        ref={dialog}
        id={MOBILE_NAV_ID}
        aria-label="Admin dashboard"
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
              <p className="font-semibold text-slate-900">Admin Dashboard</p>
              <button
                type="button"
                onClick={() => closeTo(button)}
                aria-label="Close admin menu"
                className={`inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 ${FOCUS_RING}`}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <nav aria-label="Admin sections" className="overflow-y-auto">
              <AdminNavList />
            </nav>
          </div>
        )}
      </dialog>
    </div>
  );
}

/** The frame of every admin screen: the sidebar (a slide-over on phones) beside the screen. */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] bg-slate-50">
      <DesktopSidebar />
      <div className="min-w-0 flex-1">
        <MobileNav contentRef={content} />
        <div ref={content} tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </div>
      </div>
    </div>
  );
}
