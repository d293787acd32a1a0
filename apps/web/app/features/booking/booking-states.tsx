import { BOOKING_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { NotFoundPanel } from '~/components/ui/not-found-panel';

/** Unknown id, or a booking this browser holds no key for and whose owner is not signed in. */
export function BookingNotFound() {
  return (
    <NotFoundPanel
      title={BOOKING_MESSAGES.bookingNotFound}
      text={m.booking_not_found_text()}
      linkTo="/tours"
      linkLabel={m.booking_browse_tours()}
    />
  );
}

/** The booking could not be read (the API did not answer): the same page again. */
export function BookingLoadFailed() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-16">
      <Banner
        title={m.booking_load_failed_title()}
        action={
          <ButtonLink to={pathname} reloadDocument>
            {m.booking_try_again()}
          </ButtonLink>
        }
      >
        {m.booking_try_again_moment()}
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
