import { data } from 'react-router';

/** Any other path under /merchant/dashboard is the site's 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function MerchantDashboardNotFound() {
  return null;
}
