import { Award, CalendarCheck, Flame, Tag } from 'lucide-react';

const STYLES = {
  save: 'bg-red-600 text-white',
  popular: 'bg-sun-400 text-slate-900',
  top: 'bg-brand-700 text-white',
  /** A full refund when cancelled 24 hours or more before departure. */
  free: 'bg-emerald-700 text-white',
} as const;
const ICONS = { save: Tag, popular: Flame, top: Award, free: CalendarCheck } as const;

export function TourBadge({ kind, children }: { kind: keyof typeof STYLES; children: React.ReactNode }) {
  const Icon = ICONS[kind];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${STYLES[kind]}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}
