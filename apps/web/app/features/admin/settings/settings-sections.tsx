import {
  generalSettingsFormSchema,
  holdSettingsFormSchema,
  NOTIFICATION_FLAGS,
  type NotificationFlag,
  notificationSettingsFormSchema,
  type PlatformSettings,
} from '@belizepass/domain';
import { getInputProps, type SubmissionResult } from '@conform-to/react';
import { useId } from 'react';
import { CARD } from '~/components/data/data-table';
import type { Notice } from '~/components/data/notice';
import { SubmitAction } from '~/components/data/row-actions';
import { InputField, SchemaForm, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';

export const NOTIFICATION_LABELS: Record<NotificationFlag, { label: string; hint: string }> = {
  newMerchantSignups: {
    label: 'New merchant sign-ups',
    hint: 'Email the platform address when a business applies to sell.',
  },
  newBookings: { label: 'New bookings', hint: 'Email the platform address when a booking is paid.' },
  completedBookings: {
    label: 'Completed bookings',
    hint: 'Email the platform address when a tour has taken place.',
  },
  payoutProcessed: { label: 'Payout processed', hint: 'Email the merchant when a payout is recorded.' },
  tourApprovalRequests: {
    label: 'Tour approval requests',
    hint: 'Email the platform address when a tour waits for approval.',
  },
};

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
    },
  });
  return (
    <Section title="General Settings" notice={notice}>
      <SchemaForm form={form} className="space-y-4">
        <InputField field={fields.platformName} label="Platform name" maxLength={80} />
        <InputField
          field={fields.platformEmail}
          label="Platform email"
          type="email"
          maxLength={254}
          autoComplete="email"
        />
        <InputField
          field={fields.defaultCommissionRate}
          label="Default commission rate (%)"
          inputMode="numeric"
          maxLength={4}
          hint="A whole number from 0 to 100. A new rate applies to bookings confirmed after the change; bookings already confirmed keep their rate."
          className="sm:w-80"
        />
        <SubmitAction intent="general" label="Save General Settings" busyLabel="Saving…" />
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
  return (
    <Section title="Notification Settings" notice={notice}>
      <SchemaForm form={form}>
        <fieldset>
          <legend className="sr-only">Email notifications</legend>
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
                      {NOTIFICATION_LABELS[flag].label}
                    </label>
                    <p id={`${field.id}-hint`} className="text-sm text-slate-600">
                      {field.errors?.[0] ?? NOTIFICATION_LABELS[flag].hint}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="mt-5">
          <SubmitAction intent="notifications" label="Save Notification Settings" busyLabel="Saving…" />
        </div>
      </SchemaForm>
    </Section>
  );
}

/** Unpaid Holds: how long an unpaid booking keeps its seats, and how many seats unpaid holds may take. */
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
      },
    } as unknown as Record<string, string>,
  });
  const holds = fields.holds.getFieldset();
  return (
    <Section title="Unpaid Holds" notice={notice}>
      <p className="text-sm text-slate-600">
        A booking keeps its seats while the tourist pays. These limits stop one client from holding seats they
        never pay for; a refused client is told to pay or cancel a booking first.
      </p>
      <SchemaForm form={form} className="space-y-4">
        <InputField
          field={holds.minutes}
          label="Hold time (minutes)"
          inputMode="numeric"
          maxLength={3}
          hint="From 5 to 60. Applies to bookings made after the change."
          className="sm:w-80"
        />
        <InputField
          field={holds.perClient}
          label="Unpaid holds per client"
          inputMode="numeric"
          maxLength={3}
          hint="From 1 to 20: how many unpaid bookings one address, account or email may have at once."
          className="sm:w-80"
        />
        <InputField
          field={holds.departureSharePercent}
          label="Share of a departure (%)"
          inputMode="numeric"
          maxLength={3}
          hint="From 10 to 100: the most of a departure's seats that unpaid bookings may hold at once."
          className="sm:w-80"
        />
        <SubmitAction intent="holds" label="Save Unpaid Holds" busyLabel="Saving…" />
      </SchemaForm>
    </Section>
  );
}
