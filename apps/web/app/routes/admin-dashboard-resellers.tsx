import type { Reseller } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useId } from 'react';
import { LoadError } from '~/components/data/data-table';
import { adminApi, adminIntentAction, adminPage, orNull } from '~/features/admin/admin.server';
import { AdminPageHeader, noticeFor, resultFor } from '~/features/admin/admin-ui';
import { resellerAction } from '~/features/admin/resellers/reseller-actions.server';
import { CreateResellerForm, ResellerList } from '~/features/admin/resellers/reseller-sections';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-resellers';

export async function loader(args: Route.LoaderArgs) {
  const api = await adminApi(args);
  return adminPage({ list: await orNull(api.get<{ resellers: Reseller[] }>('/api/admin/resellers')) });
}

export const headers = loaderHeaders;

export const action = (args: Route.ActionArgs) => adminIntentAction(args, resellerAction);

/** Resellers of the OCTO API (docs/octo.md): add one, issue its key (shown once), revoke a key. */
export default function AdminResellers({ loaderData: { list }, actionData }: Route.ComponentProps) {
  const listId = useId();
  const issued =
    actionData?.intent === 'issue-key' ? (actionData.row as { key?: string } | undefined) : undefined;
  const created =
    actionData?.intent === 'create' && actionData.notice?.tone === 'success' ? actionData.notice : undefined;
  return (
    <>
      <AdminPageHeader title={m.octo_admin_title()} lead={m.octo_admin_intro()} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <CreateResellerForm lastResult={resultFor(actionData, 'create')} notice={created} />
        <section aria-labelledby={listId}>
          <h2 id={listId} className="mb-3 text-lg font-semibold text-slate-900">
            {m.octo_admin_list_title()}
          </h2>
          {!list ? (
            <LoadError message={m.octo_admin_load_error()} />
          ) : (
            <ResellerList
              resellers={list.resellers}
              noticeOf={(id) => (actionData?.intent !== 'create' ? noticeFor(actionData, id) : undefined)}
              newKey={
                issued?.key && actionData?.id ? { resellerId: actionData.id, key: issued.key } : undefined
              }
            />
          )}
        </section>
      </div>
    </>
  );
}
