import {
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferenceKey,
  type EmailPreferencesView,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type ApiClient, messageOf } from '~/lib/api-client';
import { EMAIL_PREFERENCES_INTENT, type EmailPreferencesAnswer } from './email-preferences';

export { EMAIL_PREFERENCES_INTENT };

export async function loadEmailPreferences(api: ApiClient) {
  try {
    return { value: await api.get<EmailPreferencesView>('/api/me/email-preferences'), failure: null };
  } catch (error) {
    return { value: null, failure: messageOf(error, m.account_email_preferences_failed()) };
  }
}

/**
 * Saves the preferences the form shows (`shown`, a hidden field per checkbox): a shown box that is
 * not ticked is off. Checkboxes post nothing when unticked, so the hidden list says which were there.
 */
export async function saveEmailPreferences(
  api: ApiClient,
  form: FormData,
  /** Called with a failure first (e.g. to send a visitor whose session ended to sign in). */
  onError?: (error: unknown) => void,
): Promise<EmailPreferencesAnswer> {
  const shown = form
    .getAll('shown')
    .filter(
      (k): k is EmailPreferenceKey => typeof k === 'string' && Object.hasOwn(EMAIL_PREFERENCE_LABELS, k),
    );
  const body = Object.fromEntries(shown.map((key) => [key, form.get(key) === 'on']));
  try {
    const preferences = await api.put<EmailPreferencesView>('/api/me/email-preferences', body);
    return { intent: EMAIL_PREFERENCES_INTENT, saved: true, preferences };
  } catch (error) {
    onError?.(error);
    return {
      intent: EMAIL_PREFERENCES_INTENT,
      failure: messageOf(error, m.account_email_preferences_save_failed()),
    };
  }
}
