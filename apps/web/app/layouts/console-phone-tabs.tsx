import { m } from '@belizepass/domain/i18n';
import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismiss, useOnNavigation } from '~/layouts/use-dismiss';

/** One section of the phone's tab bar, its label read and whether it is the page shown. */
export interface PhoneTabEntry {
  to: string;
  label: string;
  tabLabel?: string;
  icon: LucideIcon;
  active: boolean;
  /** Shown as a tab (else under More) when the console has more sections than fit. */
  phoneTab?: boolean;
}

/** Sections that fit a 390 px phone as tabs with their labels in full (about 78 px each). */
export const MAX_PHONE_TABS = 5;

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const TAB_CLASS = `flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-1 py-1 text-center text-xs leading-tight font-medium break-words ${FOCUS_RING}`;

/**
 * The tabs and the rest: every section as a tab when they fit, else the ones marked `phoneTab` (the
 * first four when none is) and a More menu with the others.
 */
export function splitPhoneTabs(entries: readonly PhoneTabEntry[]) {
  if (entries.length <= MAX_PHONE_TABS) return { tabs: entries, more: [] as PhoneTabEntry[] };
  const marked = entries.filter((e) => e.phoneTab).slice(0, MAX_PHONE_TABS - 1);
  const tabs = marked.length ? marked : entries.slice(0, MAX_PHONE_TABS - 1);
  return { tabs, more: entries.filter((e) => !tabs.includes(e)) };
}

/**
 * "More": a disclosure (a native `<details>`, so it opens without JavaScript too) with the other
 * sections listed by their full names. It closes on navigation, on Escape (focus back on More) and
 * on a press outside it.
 */
function MoreMenu({ entries }: { entries: readonly PhoneTabEntry[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOnNavigation(() => {
    if (open) setOpen(false);
  });
  useDismiss(open, close, root, summary);
  const active = entries.some((e) => e.active);
  return (
    <details
      ref={root}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="w-full"
    >
      <summary
        ref={summary}
        aria-label={m.money_more_sections()}
        className={`${TAB_CLASS} cursor-pointer list-none [&::-webkit-details-marker]:hidden ${
          active ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'
        }`}
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
        <span>{m.money_more()}</span>
      </summary>
      <ul className="absolute right-2 bottom-full mb-2 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        {entries.map(({ to, label, icon: Icon, active: current }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${FOCUS_RING} ${
                current ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="break-words">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The phone's bottom tab bar: the sections used all day one tap away with their names in full (never
 * cut), the rest under More. Hidden on paper.
 */
export function PhoneTabBar({ label, entries }: { label: string; entries: readonly PhoneTabEntry[] }) {
  const { tabs, more } = splitPhoneTabs(entries);
  const columns = tabs.length + (more.length ? 1 : 0);
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {tabs.map(({ to, label: name, tabLabel, icon: Icon, active }) => (
          <li key={to} className="flex">
            <Link
              to={to}
              aria-label={tabLabel ? name : undefined}
              aria-current={active ? 'page' : undefined}
              className={`${TAB_CLASS} ${active ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'}`}
            >
              <Icon aria-hidden="true" className="size-5" />
              <span>{tabLabel ?? name}</span>
            </Link>
          </li>
        ))}
        {more.length > 0 && (
          <li className="flex">
            <MoreMenu entries={more} />
          </li>
        )}
      </ul>
    </nav>
  );
}
