import { DealsScreen } from '~/features/merchant/deals-screen';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: 'My Deals' };

export default function MerchantDashboardDeals() {
  return <DealsScreen />;
}
