import { Outlet } from 'react-router';
import { loadWidget } from '~/features/widget/widget.server';
import { WidgetShell } from '~/features/widget/widget-shell';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/widget';

/**
 * The operator's booking widget (docs/decisions/046-booking-widget.md): its tours, calendar and
 * checkout in the operator's colour, for a frame on the operator's own site. Its pages may be framed
 * only by the origins the operator registered (frame-ancestors, from the loader's headers), and
 * carry what the checkout needs in their addresses: a cross-site frame gets none of our cookies.
 */
export const loader = ({ params, context }: Route.LoaderArgs) => loadWidget(context, params.merchantId);

/** The widget's own headers (widgetHeaders): its pages add theirs to these (widgetPageHeaders). */
export const headers = loaderHeaders;

export default function WidgetLayout({ loaderData }: Route.ComponentProps) {
  return (
    <WidgetShell name={loaderData.name} colour={loaderData.colour}>
      <Outlet />
    </WidgetShell>
  );
}
