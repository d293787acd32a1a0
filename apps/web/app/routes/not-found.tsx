import { data } from 'react-router';

/** The catch-all route: answers 404, and the root error boundary shows 'Page Not Found'. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
