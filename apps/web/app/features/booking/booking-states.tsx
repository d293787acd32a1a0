import { BOOKING_MESSAGES } from '@belizepass/domain';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { NotFoundPanel } from '~/components/ui/not-found-panel';

/** Unknown id, or a booking this browser holds no key for and whose owner is not signed in. */
export function BookingNotFound() {
  return (
    <NotFoundPanel
      title={BOOKING_MESSAGES.bookingNotFound}
      text="We couldn't find a booking with this reference. Check the link in your confirmation email, or find a tour to book."
      linkTo="/tours"
      linkLabel="Browse tours"
    />
  );
}

/** The booking could not be read (the API did not answer): the same page again. */
export function BookingLoadFailed() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-16">
      <Banner
        title="We could not load this booking"
        action={
          <ButtonLink to={pathname} reloadDocument>
            Try again
          </ButtonLink>
        }
      >
        Please try again in a moment.
      </Banner>
    </div>
  );
}

/** The error boundary of the pages about one booking: not found for a 404, else a retry. */
export function BookingErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <BookingNotFound />;
  return <BookingLoadFailed />;
}
