import { z } from 'zod';
import { m } from './i18n/index.ts';

/** The most origins one operator may register for its booking widget. */
export const MAX_WIDGET_ORIGINS = 10;

/** The widget's colour before the operator picks one: the site's own brand green. */
export const DEFAULT_WIDGET_COLOUR = '#0b8466';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * A site that may frame the widget, as the browser names it in `frame-ancestors`: `https://host[:port]`,
 * or plain http on this machine (localhost, 127.0.0.1) for testing. No path, query, fragment or user.
 * Answers the origin in its one spelling (lower case, no default port), or null when it is none.
 */
export function widgetOriginOf(text: string): string | null {
  const value = text.trim();
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A CSP source cannot carry wildcards or quotes in the host.
  if (!/^[a-z0-9.-]+$/.test(url.hostname) && !/^\[[0-9a-f:]+\]$/.test(url.hostname)) return null;
  return url.origin;
}

const originField = z.string().transform((value, context) => {
  const origin = widgetOriginOf(value);
  if (origin) return origin;
  context.addIssue({ code: 'custom', message: m.widget_error_origin({ origin: value.slice(0, 100) }) });
  return z.NEVER;
});

/** What the operator sets for its booking widget (docs/decisions/046-booking-widget.md). */
export const widgetSettingsSchema = z.object({
  origins: z
    .array(originField)
    .max(MAX_WIDGET_ORIGINS, { error: () => m.widget_error_too_many({ max: MAX_WIDGET_ORIGINS }) })
    .transform((origins) => [...new Set(origins)])
    .describe(
      'Sites allowed to frame the widget: https origins, or http://localhost / 127.0.0.1 for testing',
    ),
  colour: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: () => m.widget_error_colour() })
    .transform((value) => value.toLowerCase())
    .describe('The widget’s accent colour, #rrggbb'),
});
export type WidgetSettingsInput = z.input<typeof widgetSettingsSchema>;

/** The widget's settings as the console and the widget pages read them. */
export const widgetSettingsViewSchema = z
  .object({
    merchantId: z.uuid(),
    origins: z.array(z.string()),
    colour: z.string(),
  })
  .meta({ id: 'WidgetSettings' });
export type WidgetSettings = z.infer<typeof widgetSettingsViewSchema>;
