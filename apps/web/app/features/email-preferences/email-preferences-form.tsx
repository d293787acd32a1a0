import {
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferenceKey,
  type EmailPreferencesView,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { EMAIL_PREFERENCES_INTENT, type EmailPreferencesAnswer } from './email-preferences';

/**
 * The emails a person may turn off, as checkboxes in a plain form posted to the page's action (works
 * before JavaScript). Essential emails are named so nobody expects to turn them off.
 */
export function EmailPreferencesForm({
  preferences,
  shown,
  answer,
  action,
}: {
  preferences: EmailPreferencesView;
  shown: EmailPreferenceKey[];
  answer?: EmailPreferencesAnswer | null;
  action?: string;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === EMAIL_PREFERENCES_INTENT;
  const current = answer && 'saved' in answer ? answer.preferences : preferences;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) notice.current?.focus();
  }, [answer]);

  return (
    <section
      aria-labelledby="email-preferences-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="email-preferences-title" className="text-xl font-semibold text-slate-900">
        {m.account_email_preferences_title()}
      </h2>
      <p className="mt-2 text-slate-600">{m.account_email_preferences_intro()}</p>
      {answer && (
        <div ref={notice} tabIndex={-1} className="mt-4 focus:outline-none">
          {'saved' in answer ? (
            <Banner tone="success">{m.account_email_preferences_saved()}</Banner>
          ) : (
            <Banner>{answer.failure}</Banner>
          )}
        </div>
      )}
      <Form method="post" action={action} className="mt-6 space-y-5" key={JSON.stringify(current)}>
        <input type="hidden" name="intent" value={EMAIL_PREFERENCES_INTENT} />
        <fieldset className="space-y-4">
          <legend className="sr-only">{m.account_email_preferences_legend()}</legend>
          {shown.map((key) => (
            <div key={key} className="flex items-start gap-3">
              <input type="hidden" name="shown" value={key} />
              <input
                id={`email-${key}`}
                type="checkbox"
                name={key}
                defaultChecked={current[key]}
                aria-describedby={`email-${key}-hint`}
                className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
              />
              <div>
                <label htmlFor={`email-${key}`} className="font-medium text-slate-900">
                  {EMAIL_PREFERENCE_LABELS[key].label}
                </label>
                <p id={`email-${key}-hint`} className="text-sm text-slate-600">
                  {EMAIL_PREFERENCE_LABELS[key].hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <Button type="submit" disabled={saving} className="min-h-11 w-full sm:w-auto">
          {saving ? m.account_saving() : m.account_email_preferences_save()}
        </Button>
      </Form>
    </section>
  );
}
