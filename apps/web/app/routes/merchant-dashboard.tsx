import { m } from '@belizepass/domain/i18n';
import { useCallback, useState } from 'react';
import { data, Outlet, type ShouldRevalidateFunctionArgs, useMatches, useRevalidator } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { BusinessStatusNotice, MerchantStatusBadge } from '~/features/merchant/business-status';
import { type FlushResult, useCheckInQueueSync } from '~/features/merchant/check-in-queue';
import { merchantConsoleFor } from '~/features/merchant/console-config';
import { ConsoleShell, type ConsoleText, consoleText } from '~/layouts/console-shell';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE, requireUser } from '~/lib/session.server';
import type { Route } from './+types/merchant-dashboard';

/**
 * Each screen of the console names itself in its route `handle`: a function reading the message in
 * the page's language (a handle is kept at module level), or a plain string.
 */
export interface DashboardHandle {
  title: ConsoleText;
}

/**
 * The merchant console (spec 2.13): merchant_admin only. A signed-out visitor goes to the merchant
 * login with this page remembered, any other role to its own home. Every screen renders on the
 * server; a business pending approval or inactive sees its status instead of the screens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, 'merchant');
  return data({ user }, { headers: PRIVATE_PAGE });
}

export const headers = loaderHeaders;

/** The signed-in merchant changes through forms (a renamed business), not by moving between screens. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

function useScreenTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<DashboardHandle> | undefined;
    if (handle?.title) return consoleText(handle.title);
  }
  return m.merchant_console_name();
}

function QueueReport({ result, onDismiss }: { result: FlushResult; onDismiss: () => void }) {
  return (
    <Banner
      tone={result.refused.length ? 'error' : 'success'}
      title={result.sent.length ? m.merchant_queue_sent_title() : m.day_queue_refused_title()}
      action={
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {m.merchant_dismiss()}
        </Button>
      }
    >
      {result.sent.length > 0 && (
        <p>
          {m.merchant_queue_checked_in({
            codes: result.sent.map((item) => item.confirmationCode).join(', '),
          })}
        </p>
      )}
      {result.refused.map(({ item, message }) => (
        <p key={item.clientRequestId}>
          {item.confirmationCode}: {message}
        </p>
      ))}
    </Banner>
  );
}

/** The open screen of an active business, and the report of check-ins saved offline once sent. */
function Workspace() {
  const [report, setReport] = useState<FlushResult | null>(null);
  const { revalidate } = useRevalidator();
  useCheckInQueueSync(
    useCallback(
      (result: FlushResult) => {
        setReport(result);
        void revalidate();
      },
      [revalidate],
    ),
  );
  return (
    <>
      {report && (
        <div className="mt-6">
          <QueueReport result={report} onDismiss={() => setReport(null)} />
        </div>
      )}
      <div className="mt-6 print:mt-0">
        <Outlet />
      </div>
    </>
  );
}

export default function MerchantDashboardLayout({ loaderData: { user } }: Route.ComponentProps) {
  const title = useScreenTitle();
  const business = user.merchant;
  return (
    <>
      <PageMeta title={m.merchant_meta_title({ screen: title })} />
      <meta name="robots" content="noindex" />
      <ConsoleShell config={merchantConsoleFor(business?.role ?? 'owner')} user={user}>
        <div className="mx-auto max-w-6xl">
          {/* On paper a screen prints alone: no console name, title or welcome. */}
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase print:hidden">
            {m.merchant_console_name()}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl print:sr-only">
            {title}
          </h1>
          {business && (
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 print:hidden">
              <p className="min-w-0 text-lg break-words text-slate-700">
                {m.merchant_welcome()}{' '}
                <span className="font-semibold text-slate-900">{business.business_name}</span>
              </p>
              <MerchantStatusBadge status={business.status} />
            </div>
          )}
          {business?.status === 'active' ? (
            <Workspace />
          ) : (
            <div className="mt-6">
              <BusinessStatusNotice status={business?.status ?? null} />
            </div>
          )}
        </div>
      </ConsoleShell>
    </>
  );
}
