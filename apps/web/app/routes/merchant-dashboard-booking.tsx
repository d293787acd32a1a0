import { BookingDetailScreen } from '~/features/merchant/booking-detail-screen';
import type { Route } from './+types/merchant-dashboard-booking';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: 'Booking Details' };

export default function MerchantDashboardBooking({ params }: Route.ComponentProps) {
  return <BookingDetailScreen key={params.id} id={params.id} />;
}
