import { CATEGORIES, type MerchantTour, nameOf } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { StarRating } from '~/features/tours/star-rating';
import { formatCharge } from '~/lib/display';
import { CardBadge, ConsoleCard, PreviewLink } from './console-card';
import { ICON_BUTTON } from './merchant-styles';
import { ToggleSwitch } from './toggle-switch';
import { scheduleText } from './tour-schedule-text';

/** Why the public page of a tour cannot be opened yet, or null when it is public. */
export function notPublicReason(tour: MerchantTour): string | null {
  if (tour.approval === 'pending') return m.merchant_not_public_awaiting_approval();
  if (tour.status !== 'active') return m.merchant_tour_not_public_draft();
  return null;
}

/** One of the merchant's tours in the My Tours grid (spec section 2.13); its dialogs open by link. */
export function MerchantTourCard({
  tour,
  editHref,
  deleteHref,
  datesHref,
}: {
  tour: MerchantTour;
  editHref: string;
  deleteHref: string;
  datesHref: string;
}) {
  const hiddenReason = notPublicReason(tour);
  const active = tour.status === 'active';
  return (
    <ConsoleCard
      listing={tour}
      badges={
        <>
          <CardBadge tone={active ? 'green' : 'dark'}>
            {active ? m.merchant_tour_active() : m.merchant_tour_draft()}
          </CardBadge>
          {tour.approval === 'pending' && (
            <CardBadge tone="amber">{m.merchant_awaiting_approval()}</CardBadge>
          )}
          {tour.revision?.status === 'pending' && (
            <CardBadge tone="amber">{m.merchant_tour_changes_waiting()}</CardBadge>
          )}
        </>
      }
      facts={[
        { label: m.merchant_fact_category(), value: nameOf(CATEGORIES, tour.category) ?? tour.category },
        { label: m.merchant_fact_price(), value: formatCharge(tour.price, { cents: true }) },
        { label: m.merchant_fact_duration(), value: tour.duration },
      ]}
      hiddenReason={hiddenReason}
      toggles={
        <>
          <ToggleSwitch label={m.merchant_tour_active()} checked={active} intent="active" id={tour.id} />
          <ToggleSwitch
            label={m.merchant_featured()}
            checked={tour.featured}
            intent="featured"
            id={tour.id}
          />
        </>
      }
      actions={
        <>
          <Link
            to={editHref}
            preventScrollReset
            className={ICON_BUTTON}
            aria-label={m.merchant_edit({ title: tour.title })}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </Link>
          <PreviewLink title={tour.title} to={`/tours/${tour.id}`} hiddenReason={hiddenReason} />
          <Link
            to={datesHref}
            preventScrollReset
            className={ICON_BUTTON}
            aria-label={m.merchant_manage_dates_for({ title: tour.title })}
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to={deleteHref}
            preventScrollReset
            className={`${ICON_BUTTON} hover:bg-red-50 hover:text-red-700`}
            aria-label={m.merchant_delete_title({ title: tour.title })}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Link>
        </>
      }
    >
      <StarRating rating={tour.rating ?? 0} reviewCount={tour.reviewCount} />
      <p className="text-sm text-slate-700">
        <span className="text-slate-500">{m.web_model_op_times()}: </span>
        {/* A tour read before the API served the model has one start time on its weekdays. */}
        <span className="font-medium text-slate-900">
          {scheduleText(tour.departure_times ?? [{ time: tour.start_time, days: tour.schedule_days }])}
        </span>
      </p>
      <p className="line-clamp-3 text-sm text-slate-600">{tour.description}</p>
    </ConsoleCard>
  );
}
