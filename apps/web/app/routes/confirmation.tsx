import { data } from 'react-router';
import { NotFoundPanel } from '~/components/ui/not-found-panel';

/**
 * Bookings are created by the booking flow; until a booking exists under this id there is
 * nothing to show, so the server answers 404 with the spec's 'Booking Not Found'.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}

export function ErrorBoundary() {
  return (
    <NotFoundPanel
      title="Booking Not Found"
      text="We couldn't find a booking with this reference. Check the link in your confirmation email, or find a tour to book."
      linkTo="/tours"
      linkLabel="Browse tours"
    />
  );
}
