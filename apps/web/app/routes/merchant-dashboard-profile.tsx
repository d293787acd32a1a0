import { useSession } from '~/features/auth/session';
import { BusinessProfileScreen } from '~/features/merchant/business-profile-screen';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: 'Business Profile' };

export default function MerchantDashboardProfile() {
  const { user } = useSession();
  return user ? <BusinessProfileScreen userId={user.id} /> : null;
}
