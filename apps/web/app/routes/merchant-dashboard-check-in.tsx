import { CheckInScreen } from '~/features/merchant/check-in-screen';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: 'Tourist Check-In' };

export default function MerchantDashboardCheckIn() {
  return <CheckInScreen />;
}
