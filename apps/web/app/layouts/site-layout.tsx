import { Outlet } from 'react-router';
import { SiteShell } from './site-shell';

/** The tourist site's frame (header, footer, newsletter) around its pages. */
export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
