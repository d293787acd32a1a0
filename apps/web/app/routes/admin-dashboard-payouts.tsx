import { adminSearchQuerySchema, type Payout } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { recordParam } from '~/components/data/list-query.server';
import { listHref } from '~/components/data/list-url';
import { buttonClass } from '~/components/ui/button';
import { adminApi, adminIntentAction, adminPage, listReads } from '~/features/admin/admin.server';
import { AdminList } from '~/features/admin/admin-list';
import { AdminPageHeader } from '~/features/admin/admin-ui';
import { ExportLink } from '~/features/admin/export-link';
import { money } from '~/features/admin/format';
import { payoutDialogData, payoutsAction } from '~/features/admin/payouts/payout-actions.server';
import { payoutColumns } from '~/features/admin/payouts/payout-columns';
import { ProcessPayoutDialog } from '~/features/admin/payouts/process-payout';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-payouts';

/** Payouts: what has been paid to merchants; `?process=1` opens Process New Payout. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const [{ query, list }, dialog] = await Promise.all([
    listReads(adminSearchQuerySchema)<{ payouts: Payout[]; total: number }>(args, '/api/admin/payouts'),
    url.searchParams.get('process') === '1' ? adminApi(args).then((api) => payoutDialogData(api, url)) : null,
  ]);
  const recordedId = recordParam(args.request, 'recorded');
  const recorded = recordedId ? (list?.payouts.find((p) => p.id === recordedId) ?? null) : null;
  return adminPage({ query, list, dialog, recorded });
}

export const headers = loaderHeaders;

/** Confirm payout. */
export const action = (args: Route.ActionArgs) => adminIntentAction(args, payoutsAction);

export default function AdminPayouts({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, dialog, recorded } = loaderData;
  const location = useLocation();
  const createErrors =
    actionData?.intent === 'create' ? Object.values(actionData.result?.error ?? {}).flat() : [];
  const notice = recorded
    ? {
        tone: 'success' as const,
        message: m.admin_payout_recorded({
          reference: recorded.reference,
          amount: money(recorded.amount),
          merchant: recorded.merchant.business_name,
        }),
      }
    : undefined;

  return (
    <>
      <AdminPageHeader
        title={m.admin_payouts_title()}
        lead={m.admin_payouts_lead()}
        actions={
          <>
            <ExportLink file="payouts.csv" query={{ search: query.search }} />
            <Link
              to={listHref(location, { process: '1', recorded: null })}
              preventScrollReset
              className={buttonClass({ variant: 'primary' }, 'min-h-11')}
            >
              <Plus aria-hidden="true" className="size-4" />
              {m.admin_payout_process()}
            </Link>
          </>
        }
      />
      <AdminList
        query={query}
        search={{ label: m.admin_payouts_search(), placeholder: m.admin_payouts_search_placeholder() }}
        notice={notice}
        rows={list?.payouts ?? null}
        total={list?.total ?? 0}
        noun={m.admin_payouts_noun()}
        columns={payoutColumns()}
        sortedBy={m.admin_order_newest_first()}
        error={m.admin_payouts_load_failed()}
        empty={query.search ? m.admin_payouts_empty_search() : m.admin_payouts_empty()}
      />
      {dialog && (
        <ProcessPayoutDialog
          key={`${dialog.values.merchantId}-${dialog.values.periodStart}-${dialog.values.periodEnd}`}
          merchants={dialog.merchants}
          values={dialog.values}
          preview={dialog.preview}
          previewResult={dialog.previewResult}
          createErrors={createErrors.filter((e): e is string => typeof e === 'string')}
        />
      )}
    </>
  );
}
