import { m } from '@belizepass/domain/i18n';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';

function secondsLeft(until: string) {
  return Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** "Your seats are held for mm:ss"; calls onExpired once when the hold runs out. */
export function HoldCountdown({ until, onExpired }: { until: string; onExpired: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(until));

  useEffect(() => {
    setLeft(secondsLeft(until));
    const timer = window.setInterval(() => setLeft(secondsLeft(until)), 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  useEffect(() => {
    if (left === 0) onExpired();
  }, [left, onExpired]);

  const urgent = left <= 120;
  return (
    <p
      className={`flex items-center gap-2 rounded-lg border px-4 py-3 text-sm ${
        urgent ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-white text-slate-700'
      }`}
    >
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {m.booking_hold_countdown_lead()}{' '}
        <time dateTime={`PT${Math.floor(left / 60)}M${left % 60}S`} className="font-semibold tabular-nums">
          {formatCountdown(left)}
        </time>
      </span>
    </p>
  );
}
