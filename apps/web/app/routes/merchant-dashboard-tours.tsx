import { ToursScreen } from '~/features/merchant/tours-screen';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: 'My Tours' };

export default function MerchantDashboardTours() {
  return <ToursScreen />;
}
