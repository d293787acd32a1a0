import { m } from '@belizepass/domain/i18n';
import { BackLink } from '~/components/ui/arrow-link';
import { Banner } from '~/components/ui/banner';
import {
  loadEmailPreferences,
  saveEmailPreferences,
} from '~/features/email-preferences/email-preferences.server';
import { EmailPreferencesForm } from '~/features/email-preferences/email-preferences-form';
import { consoleApi, consoleHeaders, consoleLoader } from '~/features/merchant/merchant.server';
import type { Route } from './+types/merchant-dashboard-emails';
import type { DashboardHandle } from './merchant-dashboard';

export const handle: DashboardHandle = { title: () => m.account_tab_emails() };

/** The operator's optional emails (the morning summary); booking emails to the business always go. */
export const loader = (args: Route.LoaderArgs) => consoleLoader(args, loadEmailPreferences);
export const action = async (args: Route.ActionArgs) =>
  saveEmailPreferences(await consoleApi(args), await args.request.formData());
export const headers = consoleHeaders;

export default function MerchantDashboardEmails({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <div className="space-y-6">
      <BackLink to="/merchant/dashboard/profile">{m.account_merchant_emails_back()}</BackLink>
      {loaderData.value ? (
        <EmailPreferencesForm preferences={loaderData.value} shown={['morningSummary']} answer={actionData} />
      ) : (
        <Banner title={m.account_email_preferences_failed_title()}>{loaderData.failure}</Banner>
      )}
      <p className="text-sm text-slate-600">{m.account_merchant_emails_always()}</p>
    </div>
  );
}
