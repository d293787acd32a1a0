import type { WidgetSettings } from '@belizepass/domain';

/**
 * The header a widget page answers with to be framed by the operator's registered origins: the page
 * server turns it into the policy's `frame-ancestors` and does not send it (apps/api/src/plugins
 * security.ts `allowFraming`). Every other page keeps `frame-ancestors 'none'`.
 */
export const FRAME_ANCESTORS_HEADER = 'X-BelizePass-Frame-Ancestors';

/**
 * The headers of every widget page: framed only by the operator's origins; private to the visitor;
 * and, since the widget's checkout addresses carry the booking's key (a framed page gets no cookies),
 * no Referer naming them is sent to any other origin.
 */
export function widgetHeaders(settings: Pick<WidgetSettings, 'origins'>): Record<string, string> {
  return {
    [FRAME_ANCESTORS_HEADER]: settings.origins.join(' '),
    'Cache-Control': 'private, no-store',
    'Referrer-Policy': 'same-origin',
  };
}

/** A widget page's `headers`: the widget's (its layout's loader), then the page's own loader's. */
export function widgetPageHeaders({
  loaderHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
}
