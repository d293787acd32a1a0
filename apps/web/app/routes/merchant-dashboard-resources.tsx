import { type ResourceList, resourceBodySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import {
  consoleApi,
  consoleHeaders,
  consoleLoader,
  intentOf,
  uuidOr,
} from '~/features/merchant/merchant.server';
import {
  type ResourcesAnswer,
  ResourcesScreen,
  type ResourcesView,
} from '~/features/merchant/resources-screen';
import { messageOf } from '~/lib/api-client';
import { submitForm } from '~/lib/forms.server';
import type { Route } from './+types/merchant-dashboard-resources';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.resources_page_title() };

/** Boats, vehicles, rooms and guides (decision 043). */
export const loader = (args: Route.LoaderArgs) =>
  consoleLoader(args, async (api): Promise<ResourcesView> => {
    try {
      return { list: await api.get<ResourceList>('/api/merchant/resources') };
    } catch (error) {
      return { failure: messageOf(error, m.resources_load_error()) };
    }
  });

export async function action(args: Route.ActionArgs) {
  const api = await consoleApi(args);
  const intent = await intentOf(args.request);
  const form = await args.request.clone().formData();
  const id = uuidOr(String(form.get('id') ?? ''));
  if (intent === 'delete') {
    try {
      await api.delete(`/api/merchant/resources/${id}`);
      return { intent, saved: 'deleted' } satisfies ResourcesAnswer;
    } catch (error) {
      return {
        intent,
        id: id ?? undefined,
        result: {
          status: 'error' as const,
          error: { '': [messageOf(error, m.operations_please_try_again())] },
        },
      };
    }
  }
  const update = intent === 'update';
  return submitForm(args.request, resourceBodySchema, {
    extra: { intent: update ? 'update' : 'create', id: id ?? undefined } as ResourcesAnswer,
    ready: !update || Boolean(id),
    resetForm: !update,
    fallback: m.operations_please_try_again(),
    send: async (value) => {
      if (update) await api.put(`/api/merchant/resources/${id}`, value);
      else await api.post('/api/merchant/resources', value);
      return { saved: update ? 'updated' : 'created' };
    },
  });
}

export const headers = consoleHeaders;

export default function MerchantDashboardResources({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <ResourcesScreen view={loaderData} answer={actionData as ResourcesAnswer | undefined} />;
}
