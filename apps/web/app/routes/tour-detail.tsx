import { belizeToday, CARD_DEFAULTS, MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { JsonLd } from '~/components/ui/json-ld';
import { BookingBox } from '~/features/tours/booking-box';
import { initialBookingChoice } from '~/features/tours/booking-query';
import { MobileBookingBar } from '~/features/tours/mobile-booking-bar';
import { ProviderCard } from '~/features/tours/provider-card';
import { TourCancellation, TourDescription, TourSafety } from '~/features/tours/tour-about';
import { loadTourOr404 } from '~/features/tours/tour-api';
import { TourGallery } from '~/features/tours/tour-gallery';
import { TourHeader } from '~/features/tours/tour-header';
import { TourInclusions } from '~/features/tours/tour-inclusions';
import { TourItinerary } from '~/features/tours/tour-itinerary';
import { TourLogistics } from '~/features/tours/tour-logistics';
import { TourErrorBoundary } from '~/features/tours/tour-not-found';
import { TourReviews } from '~/features/tours/tour-reviews';
import { TourFaq } from '~/features/tours/tour-signals';
import { absoluteUrl, summarize, tourJsonLd } from '~/features/tours/tour-structured-data';
import { serverApi } from '~/lib/api-client';
import { localePrefix } from '~/lib/display';
import { missingPageMeta, shareMeta } from '~/lib/page';
import type { Route } from './+types/tour-detail';

/**
 * The same page for every visitor (seats are fetched by the browser), so the server caches it per
 * content version and day.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const tour = await loadTourOr404(serverApi(context), params.id);
  const url = new URL(request.url);
  const today = belizeToday();
  return {
    tour,
    today,
    origin: url.origin,
    initial: initialBookingChoice(url.searchParams, today, tour.groupSize.min),
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return missingPageMeta(error, MESSAGES.tourNotFound);
  const { tour, origin } = loaderData;
  return shareMeta({
    title: `${tour.title} – ${tour.location} | BelizePass`,
    description: summarize(tour.description),
    ogTitle: tour.title,
    image: absoluteUrl(origin, tour.images[0]?.url ?? CARD_DEFAULTS.image),
    url: absoluteUrl(origin, `${localePrefix()}/tours/${tour.id}`),
    largeCard: true,
  });
}

export default function TourDetailPage({ loaderData }: Route.ComponentProps) {
  const { tour, today, origin, initial } = loaderData;
  return (
    <div className="flex-1 pb-24 md:pb-12">
      <JsonLd data={tourJsonLd(tour, origin)} />
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 md:py-8 lg:px-8">
        <Breadcrumb trail={[{ to: '/tours', label: m.tours_breadcrumb_tours() }]} current={tour.title} />

        <TourHeader tour={tour} />

        <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
          <div className="min-w-0 space-y-10">
            <TourGallery key={`gallery-${tour.id}`} images={tour.images} title={tour.title} />
            <TourDescription text={tour.description} untranslated={tour.untranslated} />
            <TourItinerary items={tour.itinerary} untranslated={tour.untranslated} />
            <TourInclusions
              inclusions={tour.inclusions}
              exclusions={tour.exclusions}
              bringItems={tour.bringItems}
              untranslated={tour.untranslated}
            />
            <TourLogistics tour={tour} />
            <TourSafety tour={tour} />
            <TourCancellation tiers={tour.cancellation_tiers} />
            <TourFaq faq={tour.faq} />
            <ProviderCard merchant={tour.merchant} />
            <TourReviews
              key={`reviews-${tour.id}`}
              tourId={tour.id}
              merchantName={tour.merchant.name}
              initialReviews={tour.reviews}
              reviewCount={tour.reviewCount}
              rating={tour.rating}
              breakdown={tour.ratingBreakdown}
            />
          </div>
          <aside
            aria-label={m.tours_booking_landmark()}
            className="md:sticky md:top-20 md:max-h-[calc(100dvh-6rem)] md:self-start md:overflow-y-auto md:pb-1"
          >
            <BookingBox key={`booking-${tour.id}`} tour={tour} today={today} initial={initial} />
          </aside>
        </div>
      </div>
      <MobileBookingBar price={tour.price} targetId="booking" />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <TourErrorBoundary notFoundText={m.tours_not_found_text()} failureText={m.tours_load_failed_text()} />
  );
}
