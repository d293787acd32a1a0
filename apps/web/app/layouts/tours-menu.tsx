import { m } from '@belizepass/domain/i18n';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useHydrated } from '~/components/ui/use-hydrated';
import { FOCUS_RING, navLinkClass, TOUR_LINKS } from './nav-links';
import { useDismiss, useOnNavigation } from './use-dismiss';

/** "Tours" with its menu: opens on hover, on focus, on click of the arrow, and with the keyboard. */
export function ToursMenu({ transparent }: { transparent: boolean }) {
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
      <NavLink to="/tours" className={() => `${navLinkClass(transparent, active)} pr-1 md:max-lg:pl-2`}>
        {m.site_nav_tours()}
      </NavLink>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={m.site_nav_tour_types()}
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
                {item.label()}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
