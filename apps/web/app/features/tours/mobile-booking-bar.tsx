import { m } from '@belizepass/domain/i18n';
import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { formatPrice } from '~/lib/display';

/**
 * On phones (under 768 px) the booking box sits after the tour content; this bar keeps the price in
 * view and jumps to the box. It hides while the box itself is on screen.
 */
export function MobileBookingBar({ price, targetId }: { price: number; targetId: string }) {
  const [boxVisible, setBoxVisible] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setBoxVisible(Boolean(entry?.isIntersecting)), {
      threshold: 0,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur transition-transform md:hidden ${
        boxVisible ? 'pointer-events-none translate-y-full' : ''
      }`}
      aria-hidden={boxVisible ? true : undefined}
    >
      {/* The right end stays clear for the site's back-to-top button. */}
      <div className="flex items-center justify-between gap-3 pr-14">
        <p className="leading-tight">
          <span className="block text-xl font-bold text-slate-900">{formatPrice(price)}</span>
          <span className="text-xs text-slate-600">{m.tours_per_person()}</span>
        </p>
        <a href={`#${targetId}`} tabIndex={boxVisible ? -1 : undefined} className={buttonClass({}, 'px-5')}>
          {m.tours_check_availability()}
        </a>
      </div>
    </div>
  );
}
