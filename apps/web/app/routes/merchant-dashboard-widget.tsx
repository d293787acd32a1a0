import { type MerchantTourListResponse, type WidgetSettings, widgetSettingsSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import { consoleApi, consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import {
  type WidgetAnswer,
  type WidgetScreenView,
  WidgetSettingsScreen,
} from '~/features/widget/widget-settings-screen';
import { ApiError, messageOf } from '~/lib/api-client';
import type { Route } from './+types/merchant-dashboard-widget';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.widget_console_title() };

/** The booking widget for the operator's own site (docs/decisions/046-booking-widget.md). */
export const loader = (args: Route.LoaderArgs) =>
  consoleLoader(args, async (api): Promise<WidgetScreenView> => {
    const [settings, tours] = await Promise.all([
      api.get<WidgetSettings>('/api/merchant/widget'),
      api.get<MerchantTourListResponse>('/api/merchant/tours').catch(() => ({ tours: [] })),
    ]);
    return {
      settings,
      tours: tours.tours.map((tour) => ({ id: tour.id, title: tour.title })),
      origin: args.context.publicUrl,
    };
  });

/** Saves the origins (one a line) and the colour; the API checks them and names the field at fault. */
export async function action(args: Route.ActionArgs) {
  const api = await consoleApi(args);
  const form = await args.request.formData();
  const origins = String(form.get('origins') ?? '');
  const colour = String(form.get('colour') ?? '');
  const body = {
    origins: origins
      .split(/[\s,]+/)
      .map((line) => line.trim())
      .filter(Boolean),
    colour,
  };
  // The shared schema's rules, checked here first; the API checks them again.
  const checked = widgetSettingsSchema.safeParse(body);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
    return data({ saved: false, problems, origins, colour } satisfies WidgetAnswer, { status: 400 });
  }
  try {
    await api.put('/api/merchant/widget', body);
    return { saved: true } satisfies WidgetAnswer;
  } catch (error) {
    const problems =
      error instanceof ApiError && error.details.length
        ? error.details.map((issue) => ({ field: issue.field, message: issue.message }))
        : [{ field: '', message: messageOf(error, m.operations_please_try_again()) }];
    return data({ saved: false, problems, origins, colour } satisfies WidgetAnswer, {
      status: error instanceof ApiError && error.status > 0 ? error.status : 500,
    });
  }
}

export const headers = consoleHeaders;

export default function MerchantDashboardWidget({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <WidgetSettingsScreen view={loaderData} answer={actionData as WidgetAnswer | undefined} />;
}
