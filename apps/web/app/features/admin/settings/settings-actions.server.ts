import {
  generalSettingsFormSchema,
  holdSettingsFormSchema,
  notificationSettingsFormSchema,
  type PlatformSettings,
  type PlatformSettingsInput,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import { done, formFailed } from '../admin.server';

/**
 * Saves one section with the other sections as last saved. The unpaid-hold rules are sent only when
 * their own section is saved, so a save of another section never sends them back (and a deployment
 * that provisions limits beyond the form's range keeps them).
 */
async function save(api: ApiClient, change: Partial<PlatformSettingsInput>) {
  const saved = await api.get<PlatformSettings>('/api/admin/settings');
  const body: PlatformSettingsInput = {
    platformName: saved.platformName,
    platformEmail: saved.platformEmail,
    defaultCommissionRate: saved.defaultCommissionRate,
    directBookingRate: saved.directBookingRate,
    notifications: saved.notifications,
    ...change,
  };
  return api.put<PlatformSettings>('/api/admin/settings', body);
}

/** Save General Settings or Notification Settings (each change is audited by the API). */
export async function settingsAction(request: Request, api: ApiClient, intent: string) {
  const schema =
    intent === 'general'
      ? generalSettingsFormSchema
      : intent === 'notifications'
        ? notificationSettingsFormSchema
        : intent === 'holds'
          ? holdSettingsFormSchema
          : null;
  if (!schema) throw data('Unknown action', { status: 400 });
  const submission = await parseForm(request, schema);
  if (submission.status !== 'success') return formFailed(intent, submission);
  try {
    await save(api, submission.value);
    return done(intent, undefined, m.admin_settings_saved(), submission.reply());
  } catch (error) {
    return formFailed(intent, submission, error, m.admin_settings_save_failed());
  }
}
