import { data } from 'react-router';

/** Any other path under /admin/dashboard is the site's 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminDashboardNotFound() {
  return null;
}
