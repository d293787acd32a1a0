import { CARD_DEFAULTS, CATEGORIES, formatUsd, type MerchantTour, nameOf } from '@belizepass/domain';
import { CalendarDays, Eye, EyeOff, Pencil, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { StarRating } from '~/features/tours/star-rating';
import { ICON_BUTTON } from './merchant-styles';

export type TourToggle = 'status' | 'featured';

export const BADGE =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm';

/** Why the public page of a tour cannot be opened yet, or null when it is public. */
export function notPublicReason(tour: MerchantTour): string | null {
  if (tour.approval === 'pending') return 'Not public yet: awaiting approval';
  if (tour.status !== 'active') return 'Not public while it is a draft';
  return null;
}

/** A checkbox switch on a card, with a spinner while its change is being saved. */
export function ToggleBox({
  label,
  checked,
  pending,
  onChange,
}: {
  label: string;
  checked: boolean;
  pending: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800"
    >
      {pending ? (
        <span className="inline-flex size-5 items-center justify-center">
          <Spinner label={`Updating ${label}`} className="size-4" />
        </span>
      ) : null}
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={pending}
        aria-busy={pending || undefined}
        onChange={(event) => onChange(event.target.checked)}
        className={pending ? 'sr-only' : 'size-5 rounded border-slate-300 accent-brand-600'}
      />
      {label}
    </label>
  );
}

/** One of the merchant's tours in the My Tours grid (spec section 2.13). */
export function MerchantTourCard({
  tour,
  pending,
  onToggle,
  onEdit,
  onDelete,
  onManageDates,
}: {
  tour: MerchantTour;
  pending: ReadonlySet<TourToggle>;
  onToggle: (toggle: TourToggle, value: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onManageDates: () => void;
}) {
  const titleId = useId();
  const hiddenReason = notPublicReason(tour);
  const image = tour.image || CARD_DEFAULTS.image;
  const active = tour.status === 'active';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[3/2] bg-slate-100">
        <img
          src={image}
          alt={tour.image ? tour.title : ''}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {tour.featured && (
            <span className={`${BADGE} bg-sun-400 text-slate-900`}>
              <Star aria-hidden="true" className="size-3.5" />
              Featured
            </span>
          )}
          <span className={`${BADGE} ${active ? 'bg-green-600 text-white' : 'bg-slate-700 text-white'}`}>
            {active ? 'Active' : 'Draft'}
          </span>
          {tour.approval === 'pending' && (
            <span className={`${BADGE} bg-amber-100 text-amber-900`}>Awaiting approval</span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="truncate text-lg font-semibold text-slate-900" title={tour.title}>
          {tour.title}
        </h3>
        <StarRating rating={tour.rating ?? 0} reviewCount={tour.reviewCount} />
        <p className="line-clamp-3 text-sm text-slate-600">{tour.description}</p>
        <dl className="mt-auto grid grid-cols-3 gap-2 pt-2 text-sm">
          <div>
            <dt className="text-slate-500">Category</dt>
            <dd className="font-medium text-slate-900">
              {nameOf(CATEGORIES, tour.category) ?? tour.category}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Price</dt>
            <dd className="font-medium text-slate-900">{formatUsd(tour.price, { cents: true })}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Duration</dt>
            <dd className="font-medium text-slate-900">{tour.duration}</dd>
          </div>
        </dl>
        {hiddenReason && <p className="text-sm text-amber-800">{hiddenReason}.</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 border-t border-slate-200 px-4 py-1">
        <div className="flex gap-4">
          <ToggleBox
            label="Active"
            checked={active}
            pending={pending.has('status')}
            onChange={(v) => onToggle('status', v)}
          />
          <ToggleBox
            label="Featured"
            checked={tour.featured}
            pending={pending.has('featured')}
            onChange={(v) => onToggle('featured', v)}
          />
        </div>
        <div className="flex">
          <button type="button" className={ICON_BUTTON} onClick={onEdit} aria-label={`Edit ${tour.title}`}>
            <Pencil aria-hidden="true" className="size-5" />
          </button>
          {hiddenReason ? (
            <span
              role="img"
              className={`${ICON_BUTTON} cursor-not-allowed text-slate-400 hover:bg-transparent`}
              aria-label={`Preview ${tour.title}: ${hiddenReason}`}
              title={hiddenReason}
            >
              <EyeOff aria-hidden="true" className="size-5" />
            </span>
          ) : (
            <Link to={`/tours/${tour.id}`} className={ICON_BUTTON} aria-label={`Preview ${tour.title}`}>
              <Eye aria-hidden="true" className="size-5" />
            </Link>
          )}
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={onManageDates}
            aria-label={`Manage dates for ${tour.title}`}
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} hover:bg-red-50 hover:text-red-700`}
            onClick={onDelete}
            aria-label={`Delete ${tour.title}`}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </article>
  );
}
