import type { PlatformSettings } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { LoadError } from '~/components/data/data-table';
import { adminApi, adminIntentAction, adminPage, orNull } from '~/features/admin/admin.server';
import { AdminPageHeader, resultFor } from '~/features/admin/admin-ui';
import { shortDateTime } from '~/features/admin/format';
import { settingsAction } from '~/features/admin/settings/settings-actions.server';
import {
  GeneralSettings,
  HoldSettings,
  NotificationSettings,
} from '~/features/admin/settings/settings-sections';
import { loaderHeaders } from '~/lib/page';
import type { Route } from './+types/admin-dashboard-settings';

export async function loader(args: Route.LoaderArgs) {
  const api = await adminApi(args);
  return adminPage({ settings: await orNull(api.get<PlatformSettings>('/api/admin/settings')) });
}

export const headers = loaderHeaders;

export const action = (args: Route.ActionArgs) => adminIntentAction(args, settingsAction);

/** Settings (spec section 2.14): the platform's name, email, commission rate, notifications and unpaid holds. */
export default function AdminSettings({ loaderData: { settings }, actionData }: Route.ComponentProps) {
  const noticeOf = (intent: string) =>
    actionData?.intent === intent && actionData.notice?.tone === 'success' ? actionData.notice : undefined;
  return (
    <>
      <AdminPageHeader
        title={m.admin_settings_title()}
        lead={
          settings
            ? m.admin_settings_last_changed({ when: shortDateTime(settings.updatedAt) })
            : m.admin_settings_lead()
        }
      />
      {!settings ? (
        <LoadError message={m.admin_settings_load_failed()} />
      ) : (
        <div className="max-w-2xl space-y-6">
          <GeneralSettings
            key={`general-${settings.updatedAt}`}
            saved={settings}
            lastResult={resultFor(actionData, 'general')}
            notice={noticeOf('general')}
          />
          <NotificationSettings
            key={`notifications-${settings.updatedAt}`}
            saved={settings}
            lastResult={resultFor(actionData, 'notifications')}
            notice={noticeOf('notifications')}
          />
          <HoldSettings
            key={`holds-${settings.updatedAt}`}
            saved={settings}
            lastResult={resultFor(actionData, 'holds')}
            notice={noticeOf('holds')}
          />
        </div>
      )}
    </>
  );
}
