import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { Spinner } from '~/components/ui/spinner';
import { AccessCheck, useAccess } from '~/features/auth/require-access';
import { useSession } from '~/features/auth/session';
import {
  BlockedAccountNotice,
  isAccountBlocked,
  MerchantStatusBadge,
} from '~/features/merchant/business-status';
import { type FlushResult, useCheckInQueueSync } from '~/features/merchant/check-in-queue';
import { DashboardTabs } from '~/features/merchant/dashboard-tabs';
import { fetchBusinessProfile, profileKey } from '~/features/merchant/profile-api';
import { QueryProvider } from '~/lib/query-provider';

/** Each screen of the dashboard names itself in its route `handle`. */
export interface DashboardHandle {
  title: string;
}

function useScreenTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<DashboardHandle> | undefined;
    if (handle?.title) return handle.title;
  }
  return 'Merchant Dashboard';
}

function QueueReport({ result, onDismiss }: { result: FlushResult; onDismiss: () => void }) {
  return (
    <Banner
      tone={result.refused.length ? 'error' : 'success'}
      title="Offline check-ins sent"
      action={
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      {result.sent.length > 0 && (
        <p>Checked in: {result.sent.map((item) => item.confirmationCode).join(', ')}</p>
      )}
      {result.refused.map(({ item, message }) => (
        <p key={item.clientRequestId}>
          {item.confirmationCode}: {message}
        </p>
      ))}
    </Banner>
  );
}

/** The business greeting, tabs and the open screen, once the business may use the dashboard. */
function MerchantWorkspace({ userId, title }: { userId: string; title: string }) {
  const profile = useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => fetchBusinessProfile(signal),
    retry: (count, error) => !isAccountBlocked(error) && count < 1,
  });
  const [report, setReport] = useState<FlushResult | null>(null);
  useCheckInQueueSync(useCallback((result: FlushResult) => setReport(result), []));

  const blocked = profile.isError && isAccountBlocked(profile.error);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Merchant Dashboard</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {profile.isPending ? (
        <div className="mt-4">
          <Spinner label="Loading your business" className="size-6" />
        </div>
      ) : profile.isError ? (
        blocked ? (
          <div className="mt-6">
            <BlockedAccountNotice error={profile.error} />
          </div>
        ) : null
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-lg text-slate-700">
            Welcome, <span className="font-semibold text-slate-900">{profile.data.business_name}</span>
          </p>
          <MerchantStatusBadge status={profile.data.status} />
        </div>
      )}
      {!blocked && !profile.isPending && (
        <>
          <div className="mt-6">
            <DashboardTabs />
          </div>
          {report && (
            <div className="mt-6">
              <QueueReport result={report} onDismiss={() => setReport(null)} />
            </div>
          )}
          <div className="mt-6">
            <Outlet />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The merchant dashboard (spec 2.13): merchant_admin only. A signed-out visitor goes to the merchant
 * login with this page remembered, anyone else home; a business that is pending or inactive sees
 * its status instead of the screens.
 */
export default function MerchantDashboardLayout() {
  const title = useScreenTitle();
  const allowed = useAccess('merchant');
  const { user } = useSession();
  return (
    <>
      <PageMeta title={`${title} | Merchant Dashboard`} />
      <meta name="robots" content="noindex" />
      {!allowed || !user ? (
        <AccessCheck />
      ) : (
        <QueryProvider>
          <MerchantWorkspace userId={user.id} title={title} />
        </QueryProvider>
      )}
    </>
  );
}
