import { NOTIFICATION_FLAGS, type NotificationFlag, type PlatformSettingsInput } from '@belizepass/domain';
import { useId } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { CARD } from '../admin-ui';

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

export interface GeneralDraft {
  platformName: string;
  platformEmail: string;
  /** The rate as typed; saved as a whole number 0-100 (non-numeric becomes 0). */
  commissionRate: string;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

function SectionFooter({ state, label }: { state: SaveState; label: string }) {
  return (
    <div className="mt-5 space-y-3">
      {state.kind === 'saved' && <Banner tone="success">Settings saved</Banner>}
      {state.kind === 'failed' && <Banner>{state.message}</Banner>}
      <Button type="submit" className="min-h-11" disabled={state.kind === 'saving'}>
        {state.kind === 'saving' ? 'Saving…' : label}
      </Button>
    </div>
  );
}

export function GeneralSettings({
  draft,
  errors,
  state,
  onChange,
  onSave,
}: {
  draft: GeneralDraft;
  errors: Record<string, string>;
  state: SaveState;
  onChange: (draft: GeneralDraft) => void;
  onSave: () => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${CARD} p-5 sm:p-6`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        General Settings
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        className="mt-4 space-y-4"
      >
        <TextField
          label="Platform name"
          value={draft.platformName}
          maxLength={80}
          required
          error={errors.platformName}
          onChange={(event) => onChange({ ...draft, platformName: event.target.value })}
        />
        <TextField
          label="Platform email"
          type="email"
          value={draft.platformEmail}
          maxLength={254}
          required
          autoComplete="email"
          error={errors.platformEmail}
          onChange={(event) => onChange({ ...draft, platformEmail: event.target.value })}
        />
        <TextField
          label="Default commission rate (%)"
          inputMode="numeric"
          value={draft.commissionRate}
          maxLength={4}
          error={errors.defaultCommissionRate}
          hint="A whole number from 0 to 100. A new rate applies to bookings confirmed after the change; bookings already confirmed keep their rate."
          onChange={(event) => onChange({ ...draft, commissionRate: event.target.value })}
          className="sm:w-80"
        />
        <SectionFooter state={state} label="Save General Settings" />
      </form>
    </section>
  );
}

export function NotificationSettings({
  values,
  errors,
  state,
  onChange,
  onSave,
}: {
  values: PlatformSettingsInput['notifications'];
  errors: Record<string, string>;
  state: SaveState;
  onChange: (values: PlatformSettingsInput['notifications']) => void;
  onSave: () => void;
}) {
  const titleId = useId();
  const prefix = useId();
  return (
    <section aria-labelledby={titleId} className={`${CARD} p-5 sm:p-6`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Notification Settings
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        className="mt-4"
      >
        <fieldset>
          <legend className="sr-only">Email notifications</legend>
          <ul className="space-y-3">
            {NOTIFICATION_FLAGS.map((flag) => {
              const id = `${prefix}-${flag}`;
              const error = errors[`notifications.${flag}`];
              return (
                <li key={flag} className="flex gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    checked={values[flag]}
                    onChange={(event) => onChange({ ...values, [flag]: event.target.checked })}
                    aria-describedby={`${id}-hint`}
                    className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  />
                  <div>
                    <label htmlFor={id} className="font-medium text-slate-900">
                      {NOTIFICATION_LABELS[flag].label}
                    </label>
                    <p id={`${id}-hint`} className="text-sm text-slate-600">
                      {error ?? NOTIFICATION_LABELS[flag].hint}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <SectionFooter state={state} label="Save Notification Settings" />
      </form>
    </section>
  );
}
