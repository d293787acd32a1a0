import { BookingsScreen } from '~/features/merchant/bookings-screen';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: 'Upcoming Bookings' };

export default function MerchantDashboardBookings() {
  return <BookingsScreen />;
}
