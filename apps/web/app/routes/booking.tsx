import { belizeToday, formatLongDate, MESSAGES, priceParty } from '@belizepass/domain';
import { ArrowLeft, Mail } from 'lucide-react';
import { isRouteErrorResponse, Link } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink, buttonClass } from '~/components/ui/button';
import { checkBookingQuery } from '~/features/tours/booking-query';
import { PriceSummary } from '~/features/tours/price-summary';
import { loadAvailability, loadTourOr404 } from '~/features/tours/tour-api';
import { formatStartTime } from '~/features/tours/tour-format';
import { TourErrorBoundary } from '~/features/tours/tour-not-found';
import type { Route } from './+types/booking';

const BOOKINGS_EMAIL = 'bookings@belizepass.bz';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [tour, availability] = await Promise.all([
    loadTourOr404(context.apiFetch, params.tourId),
    loadAvailability(context.apiFetch, params.tourId),
  ]);
  const url = new URL(request.url);
  const check = checkBookingQuery(url.searchParams, belizeToday(), availability);
  return { tour, check };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const notFound = !loaderData && (!error || (isRouteErrorResponse(error) && error.status === 404));
  const title = loaderData
    ? `Book ${loaderData.tour.title}`
    : notFound
      ? MESSAGES.tourNotFound
      : 'Something went wrong';
  return [{ title: `${title} | BelizePass` }, { name: 'robots', content: 'noindex' }];
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { tour, check } = loaderData;
  const back = new URLSearchParams();
  if (check.choice.date) back.set('date', check.choice.date);
  if (check.choice.adults !== undefined) back.set('adults', String(check.choice.adults));
  if (check.choice.children !== undefined) back.set('children', String(check.choice.children));
  const backHref = `/tours/${tour.id}${back.size ? `?${back.toString()}` : ''}#booking`;

  return (
    <div className="flex-1 bg-slate-50/60">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 md:py-10">
        <Link
          to={backHref}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Tour
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Your booking</h1>
        <p className="mt-1 text-slate-600">{tour.title}</p>

        {!check.ok ? (
          <div className="mt-6 space-y-4">
            <Banner title="This booking can't go ahead yet">
              <ul className="list-inside list-disc">
                {check.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Banner>
            <ButtonLink to={backHref}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Tour
            </ButtonLink>
          </div>
        ) : (
          <BookingDetails tour={tour} check={check} backHref={backHref} />
        )}
      </div>
    </div>
  );
}

function BookingDetails({
  tour,
  check,
  backHref,
}: {
  tour: Route.ComponentProps['loaderData']['tour'];
  check: Extract<Route.ComponentProps['loaderData']['check'], { ok: true }>;
  backHref: string;
}) {
  const { date, adults, children } = check.choice;
  const price = priceParty({
    priceCents: tour.price,
    originalPriceCents: tour.originalPrice,
    adults,
    children,
  });
  const longDate = formatLongDate(date);
  const party = `${adults} ${adults === 1 ? 'adult' : 'adults'}${
    children > 0 ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''
  }`;
  const subject = `Booking request: ${tour.title} on ${longDate}`;
  const body = `Hello BelizePass,\n\nI would like to book:\n\nTour: ${tour.title}\nDate: ${longDate}\nParty: ${party}\n\nMy name:\nMy phone number:\n\nThank you!`;
  const mailto = `mailto:${BOOKINGS_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

  return (
    <div className="mt-6 space-y-6">
      <Card id="tour-details-heading" title="Tour details">
        <dl className="divide-y divide-slate-100">
          <Row label="Tour">
            <Link to={`/tours/${tour.id}`} className="font-semibold text-brand-700 hover:underline">
              {tour.title}
            </Link>
            <span className="block text-sm text-slate-600">{tour.location}</span>
          </Row>
          <Row label="Date">{longDate}</Row>
          <Row label="Start time">{formatStartTime(check.startTime || tour.startTime)} (Belize time)</Row>
          <Row label="Meeting point">
            {tour.meetingPoint || 'Shared with you when your booking is confirmed.'}
            <span className="block text-sm text-amber-700">Please arrive 15 minutes early</span>
          </Row>
          <Row label="Adults">{adults}</Row>
          <Row label="Children">{children}</Row>
        </dl>
      </Card>

      <Card id="booking-summary-heading" title="Booking summary">
        <PriceSummary price={price} />
      </Card>

      <Banner tone="info" title="How to reserve this tour">
        <p>
          Online payment is not open yet on this site, so no card is charged here. To reserve your places,
          email{' '}
          <a href={mailto} className="font-semibold underline underline-offset-2">
            {BOOKINGS_EMAIL}
          </a>{' '}
          with the tour, the date and your party ({party}). We will reply by email to confirm your booking.
        </p>
      </Banner>

      <div className="flex flex-wrap gap-3">
        <a href={mailto} className={buttonClass()}>
          <Mail aria-hidden="true" className="size-5" />
          Email {BOOKINGS_EMAIL}
        </a>
        <ButtonLink to={backHref} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Tour
        </ButtonLink>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <TourErrorBoundary
      notFoundText="The tour you're trying to book doesn't exist or is no longer available."
      failureText="We could not load this booking. Please try again in a moment."
    />
  );
}
