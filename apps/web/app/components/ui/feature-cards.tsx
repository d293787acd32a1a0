import type { LucideIcon } from 'lucide-react';
import { IconBadge } from './icon-badge';

export interface Feature {
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of cards, each an icon, a short title and a sentence (values, promises, safety points). */
export function FeatureCards({
  items,
  className,
  heading: Heading = 'h3',
}: {
  items: Feature[];
  /** The grid's columns and spacing. */
  className: string;
  heading?: 'h2' | 'h3';
}) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {items.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
          <IconBadge icon={Icon} />
          <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
