import { BOOKING_MESSAGES } from '@belizepass/domain';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { NotFoundPanel } from '~/components/ui/not-found-panel';
import { Spinner } from '~/components/ui/spinner';

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

export function BookingLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner label="Loading your booking" />
    </div>
  );
}

export function BookingLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-16">
      <Banner title="We could not load this booking" action={<Button onClick={onRetry}>Try again</Button>}>
        {message}
      </Banner>
    </div>
  );
}
