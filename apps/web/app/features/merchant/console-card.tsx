import { CARD_DEFAULTS } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Eye, EyeOff, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ICON_BUTTON } from './merchant-styles';

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm';
const BADGE_TONES = {
  featured: 'bg-sun-400 text-slate-900',
  green: 'bg-green-700 text-white',
  dark: 'bg-slate-700 text-white',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-700 text-white',
} as const;

/** A badge on a card's photo (Featured, Active, Awaiting approval). */
export function CardBadge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: React.ReactNode }) {
  return (
    <span className={`${BADGE} ${BADGE_TONES[tone]}`}>
      {tone === 'featured' && <Star aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}

/** The eye of a card: its public page, or why there is none yet. */
export function PreviewLink({
  title,
  to,
  hiddenReason,
}: {
  title: string;
  to: string;
  hiddenReason: string | null;
}) {
  if (hiddenReason) {
    return (
      <span
        role="img"
        className={`${ICON_BUTTON} cursor-not-allowed text-slate-400 hover:bg-transparent`}
        aria-label={m.merchant_preview_hidden({ title, reason: hiddenReason })}
        title={hiddenReason}
      >
        <EyeOff aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <Link to={to} className={ICON_BUTTON} aria-label={m.merchant_preview({ title })}>
      <Eye aria-hidden="true" className="size-5" />
    </Link>
  );
}

/**
 * A tour or deal of the merchant in a grid: photo with badges, title, what it is, three facts, why it
 * is not public, then its switches and icon actions.
 */
export function ConsoleCard({
  listing: { title, image, featured },
  featuredLabel,
  badges,
  facts,
  hiddenReason,
  toggles,
  actions,
  children,
}: {
  /**
   * The tour or deal: its title, its photo (without one the card shows the default picture, with
   * no text) and whether it is featured (the Featured badge comes before the others).
   */
  listing: { title: string; image?: string | null; featured: boolean };
  /** The Featured badge's text (its Spanish agrees with the listing); "Featured" by default. */
  featuredLabel?: string;
  badges: React.ReactNode;
  facts: readonly { label: string; value: React.ReactNode }[];
  hiddenReason: string | null;
  toggles: React.ReactNode;
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[3/2] bg-slate-100">
        <img
          src={image || CARD_DEFAULTS.image}
          alt={image ? title : ''}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {featured && <CardBadge tone="featured">{featuredLabel ?? m.merchant_featured()}</CardBadge>}
          {badges}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="line-clamp-2 text-lg font-semibold break-words text-slate-900">
          {title}
        </h3>
        {children}
        <dl className="mt-auto grid grid-cols-3 gap-2 pt-2 text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-slate-500">{fact.label}</dt>
              <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {hiddenReason && <p className="text-sm text-amber-800">{hiddenReason}.</p>}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-2 border-t border-slate-200 px-4 py-1">
        <div className="flex gap-4">{toggles}</div>
        <div className="flex">{actions}</div>
      </div>
    </article>
  );
}
