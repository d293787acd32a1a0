import { belizeToday, formatDuration } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import { BackLink } from '~/components/ui/arrow-link';
import { BookingBox } from '~/features/tours/booking-box';
import { initialBookingChoice } from '~/features/tours/booking-query';
import { loadTourOr404 } from '~/features/tours/tour-api';
import { TourErrorBoundary } from '~/features/tours/tour-not-found';
import { requireOwnTour } from '~/features/widget/widget.server';
import { widgetPageHeaders } from '~/features/widget/widget-headers';
import { widgetPaths } from '~/features/widget/widget-paths';
import { serverApi } from '~/lib/api-client';
import type { Route } from './+types/widget-tour';

/** One of the operator's tours: its calendar, start times, guest types and price (the tour page's box). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const tour = await loadTourOr404(serverApi(context), params.tourId);
  requireOwnTour(tour, params.merchantId);
  const today = belizeToday();
  return data({
    tour,
    today,
    initial: initialBookingChoice(new URL(request.url).searchParams, today, tour.groupSize.min),
  });
}

export const headers = widgetPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.tour.title} | ${m.widget_meta_title()}` : m.widget_meta_title() },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function WidgetTour({ loaderData, params }: Route.ComponentProps) {
  const { tour, today, initial } = loaderData;
  const paths = widgetPaths(params.merchantId);
  const image = tour.images[0];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-5">
      <BackLink to={paths.tours}>{m.widget_back_to_tours()}</BackLink>
      <div className="mt-2 grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{tour.title}</h1>
          <p className="text-slate-600">
            {tour.location} · {formatDuration(tour.duration)}
          </p>
          {image && <img src={image.url} alt={image.alt} className="w-full rounded-xl object-cover" />}
          <p className="line-clamp-6 text-slate-700">{tour.description}</p>
        </div>
        <BookingBox
          tour={tour}
          today={today}
          initial={initial}
          bookingPath={paths.book(tour.id)}
          offersWaitlist={false}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <TourErrorBoundary
      notFoundText={m.booking_tour_not_found_text()}
      failureText={m.booking_load_failed_text()}
    />
  );
}
