import { m } from '@belizepass/domain/i18n';
import { ChevronDown, CircleUser } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { LogoutButton } from '~/features/auth/logout-button';
import type { SessionUser } from '~/features/auth/session';
import { LinkItems } from './link-items';
import { accountLinks, FOCUS_RING, navLinkClass } from './nav-links';
import { useDismiss, useOnNavigation } from './use-dismiss';

/** The signed-in user's menu: name (or 'My Account'), account links and Logout. */
export function ProfileMenu({ user, transparent }: { user: SessionUser; transparent: boolean }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useRef(() => setOpen(false)).current;

  useOnNavigation(close);
  useDismiss(open, close, wrapper, button);

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
        {/* Only the icon shows on bars narrower than xl (the language button shares them); the name still names the button. */}
        <span className="truncate max-xl:sr-only">{user.full_name || m.site_nav_my_account()}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={menuId} hidden={!open} className="absolute top-full right-0 z-50 pt-2">
        <ul className="w-56 rounded-xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl">
          <LinkItems links={accountLinks(user)} className={itemClass} />
          <li className="mt-1 border-t border-slate-100 pt-1">
            <LogoutButton className={itemClass} onSubmit={close} />
          </li>
        </ul>
      </div>
    </div>
  );
}
