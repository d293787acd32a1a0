import { m } from '@belizepass/domain/i18n';
import { Timer } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Cards show 'Ends in ...' for deals in their last month. */
export const ENDS_SOON_MS = 31 * DAY_MS;

/** "12 days", "1 day 5h", "5h 12m", "12m" until the deal ends. */
export function timeLeftText(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / MINUTE_MS));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days >= 2) return m.gifts_deal_days_left({ count: days });
  if (days === 1) return hours ? m.gifts_deal_one_day_hours({ hours }) : m.gifts_deal_one_day();
  if (hours >= 1) return m.gifts_deal_hours_minutes({ hours, minutes: mins });
  return m.gifts_deal_minutes({ minutes: mins });
}

/**
 * The current time, ticking every minute. It starts at `renderedAt` (the loader's clock), so the
 * server render and hydration agree; the browser's own clock takes over right after, in a
 * transition: the page re-renders in short slices instead of one long task while it starts up.
 */
export function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    startTransition(() => setNow(Date.now()));
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function msLeft(expiresAt: string, now: number): number {
  return Date.parse(expiresAt) - now;
}

/** Deals in their last week say 'Ends in ...' in red. */
const URGENT_MS = 7 * DAY_MS;

/** 'Ends in {time}', or 'Ended' once the deal's last day is over; `urgentClassName` in the last week. */
export function EndsIn({
  expiresAt,
  now,
  className = 'text-sm font-medium text-slate-600',
  urgentClassName = 'text-red-700',
}: {
  expiresAt: string;
  now: number;
  className?: string;
  urgentClassName?: string;
}) {
  const left = msLeft(expiresAt, now);
  return (
    <span
      className={`inline-flex items-center gap-1 ${className} ${left < URGENT_MS ? urgentClassName : ''}`}
    >
      <Timer aria-hidden="true" className="size-4 shrink-0" />
      {left > 0 ? m.gifts_deal_ends_in({ time: timeLeftText(left) }) : m.gifts_deal_ended()}
    </span>
  );
}
