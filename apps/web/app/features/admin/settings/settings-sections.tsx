import {
  generalSettingsFormSchema,
  HOLD_SETTING_RANGES,
  holdSettingsFormSchema,
  NOTIFICATION_FLAGS,
  type NotificationFlag,
  notificationSettingsFormSchema,
  type PlatformSettings,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getInputProps, type SubmissionResult } from '@conform-to/react';
import { useId } from 'react';
import { CARD } from '~/components/data/data-table';
import type { Notice } from '~/components/data/notice';
import { SubmitAction } from '~/components/data/row-actions';
import { InputField, SchemaForm, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';

/** Each email notification's label and hint, in the page's language. */
export function notificationLabels(): Record<NotificationFlag, { label: string; hint: string }> {
  return {
    newMerchantSignups: {
      label: m.admin_notify_merchant_signups(),
      hint: m.admin_notify_merchant_signups_hint(),
    },
    newBookings: { label: m.admin_notify_new_bookings(), hint: m.admin_notify_new_bookings_hint() },
    completedBookings: {
      label: m.admin_notify_completed_bookings(),
      hint: m.admin_notify_completed_bookings_hint(),
    },
    payoutProcessed: {
      label: m.admin_notify_payout_processed(),
      hint: m.admin_notify_payout_processed_hint(),
    },
    tourApprovalRequests: {
      label: m.admin_notify_tour_approvals(),
      hint: m.admin_notify_tour_approvals_hint(),
    },
  };
}

interface SectionProps {
  saved: PlatformSettings;
  lastResult?: SubmissionResult<string[]>;
  /** "Settings saved", after this section was saved. */
  notice?: Notice;
}

function Section({ title, notice, children }: { title: string; notice?: Notice; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${CARD} p-5 sm:p-6`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">
        {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
        {children}
      </div>
    </section>
  );
}

/** General Settings: the platform's name, email and default commission rate (a non-number is an error). */
export function GeneralSettings({ saved, lastResult, notice }: SectionProps) {
  const [form, fields] = useSchemaForm(generalSettingsFormSchema, {
    id: 'general-settings',
    lastResult,
    defaultValue: {
      platformName: saved.platformName,
      platformEmail: saved.platformEmail,
      defaultCommissionRate: String(saved.defaultCommissionRate),
      directBookingRate: String(saved.directBookingRate ?? 0),
    },
  });
  return (
    <Section title={m.admin_settings_general()} notice={notice}>
      <SchemaForm form={form} className="space-y-4">
        <InputField field={fields.platformName} label={m.admin_settings_platform_name()} maxLength={80} />
        <InputField
          field={fields.platformEmail}
          label={m.admin_settings_platform_email()}
          type="email"
          maxLength={254}
          autoComplete="email"
        />
        <InputField
          field={fields.defaultCommissionRate}
          label={m.admin_settings_commission_rate()}
          inputMode="numeric"
          maxLength={4}
          hint={m.admin_settings_commission_rate_hint()}
          className="sm:w-80"
        />
        <InputField
          field={fields.directBookingRate}
          label={m.money_direct_rate()}
          inputMode="numeric"
          maxLength={4}
          hint={m.money_direct_rate_hint()}
          className="sm:w-80"
        />
        <SubmitAction intent="general" label={m.admin_settings_save_general()} busyLabel={m.admin_saving()} />
      </SchemaForm>
    </Section>
  );
}

/** Notification Settings: five email notifications, on or off. */
export function NotificationSettings({ saved, lastResult, notice }: SectionProps) {
  const [form, fields] = useSchemaForm(notificationSettingsFormSchema, {
    id: 'notification-settings',
    lastResult,
    // A nested default: the shared helper's type knows only flat fields.
    defaultValue: { notifications: saved.notifications } as unknown as Record<string, string>,
  });
  const flags = fields.notifications.getFieldset();
  const texts = notificationLabels();
  return (
    <Section title={m.admin_settings_notifications()} notice={notice}>
      <SchemaForm form={form}>
        <fieldset>
          <legend className="sr-only">{m.admin_settings_email_notifications()}</legend>
          <ul className="space-y-3">
            {NOTIFICATION_FLAGS.map((flag) => {
              const field = flags[flag];
              const { key, ...props } = getInputProps(field, { type: 'checkbox', ariaAttributes: false });
              return (
                <li key={flag} className="flex gap-3">
                  <input
                    key={key}
                    {...props}
                    aria-describedby={`${field.id}-hint`}
                    className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  />
                  <div>
                    <label htmlFor={field.id} className="font-medium text-slate-900">
                      {texts[flag].label}
                    </label>
                    <p id={`${field.id}-hint`} className="text-sm text-slate-600">
                      {field.errors?.[0] ?? texts[flag].hint}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="mt-5">
          <SubmitAction
            intent="notifications"
            label={m.admin_settings_save_notifications()}
            busyLabel={m.admin_saving()}
          />
        </div>
      </SchemaForm>
    </Section>
  );
}

/** Unpaid Holds: how long an unpaid booking keeps its seats, and how many unpaid holds and seats one may take (decision 033). */
export function HoldSettings({ saved, lastResult, notice }: SectionProps) {
  const [form, fields] = useSchemaForm(holdSettingsFormSchema, {
    id: 'hold-settings',
    lastResult,
    // A nested default: the shared helper's type knows only flat fields.
    defaultValue: {
      holds: {
        minutes: String(saved.holds.minutes),
        perClient: String(saved.holds.perClient),
        departureSharePercent: String(saved.holds.departureSharePercent),
        perAddress: String(saved.holds.perAddress),
        largeHoldMinutes: String(saved.holds.largeHoldMinutes),
      },
    } as unknown as Record<string, string>,
  });
  const holds = fields.holds.getFieldset();
  return (
    <Section title={m.admin_settings_holds()} notice={notice}>
      <p className="text-sm text-slate-600">{m.admin_settings_holds_lead()}</p>
      <SchemaForm form={form} className="space-y-4">
        <InputField
          field={holds.minutes}
          label={m.admin_settings_hold_minutes()}
          inputMode="numeric"
          maxLength={String(HOLD_SETTING_RANGES.minutes.max).length}
          hint={m.admin_settings_hold_minutes_hint(HOLD_SETTING_RANGES.minutes)}
          className="sm:w-80"
        />
        <InputField
          field={holds.perClient}
          label={m.admin_settings_hold_per_client()}
          inputMode="numeric"
          maxLength={String(HOLD_SETTING_RANGES.perClient.max).length}
          hint={m.admin_settings_hold_per_client_hint(HOLD_SETTING_RANGES.perClient)}
          className="sm:w-80"
        />
        <InputField
          field={holds.departureSharePercent}
          label={m.admin_settings_hold_share()}
          inputMode="numeric"
          maxLength={String(HOLD_SETTING_RANGES.departureSharePercent.max).length}
          hint={m.admin_settings_hold_share_hint(HOLD_SETTING_RANGES.departureSharePercent)}
          className="sm:w-80"
        />
        <InputField
          field={holds.largeHoldMinutes}
          label={m.admin_settings_large_hold_minutes()}
          inputMode="numeric"
          maxLength={2}
          hint={m.admin_settings_large_hold_minutes_hint()}
          className="sm:w-80"
        />
        <InputField
          field={holds.perAddress}
          label={m.admin_settings_hold_per_address()}
          inputMode="numeric"
          maxLength={5}
          hint={m.admin_settings_hold_per_address_hint()}
          className="sm:w-80"
        />
        <SubmitAction intent="holds" label={m.admin_settings_save_holds()} busyLabel={m.admin_saving()} />
      </SchemaForm>
    </Section>
  );
}
