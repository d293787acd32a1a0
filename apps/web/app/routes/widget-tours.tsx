import { m } from '@belizepass/domain/i18n';
import { useRouteLoaderData } from 'react-router';
import { widgetPageHeaders } from '~/features/widget/widget-headers';
import { widgetPaths } from '~/features/widget/widget-paths';
import { WidgetTourList } from '~/features/widget/widget-tour-list';
import type { Route } from './+types/widget-tours';
import type { loader as widgetLoader } from './widget';

export const headers = widgetPageHeaders;

export function meta() {
  return [{ title: m.widget_meta_title() }, { name: 'robots', content: 'noindex' }];
}

/** All the operator's tours: the widget's first page when its snippet names no tour. */
export default function WidgetTours({ params }: Route.ComponentProps) {
  const widget = useRouteLoaderData<typeof widgetLoader>('routes/widget');
  const paths = widgetPaths(params.merchantId);
  return <WidgetTourList tours={widget?.tours ?? []} tourHref={paths.tour} />;
}
