import {
  commissionRateFromInput,
  type PlatformSettings,
  type PlatformSettingsInput,
  platformSettingsInputSchema,
} from '@belizepass/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminGet, adminSend } from '~/features/admin/admin-api';
import { AdminPageHeader, LoadError, LoadingBlock } from '~/features/admin/admin-ui';
import { shortDateTime } from '~/features/admin/format';
import {
  type GeneralDraft,
  GeneralSettings,
  NotificationSettings,
  type SaveState,
} from '~/features/admin/settings/settings-sections';
import { AuthClientError, messageOr } from '~/features/auth/auth-client';

const KEY = ['admin', 'settings'] as const;
type Section = 'general' | 'notifications';

const toDraft = (s: PlatformSettings): GeneralDraft => ({
  platformName: s.platformName,
  platformEmail: s.platformEmail,
  commissionRate: String(s.defaultCommissionRate),
});

function SettingsForm({ saved }: { saved: PlatformSettings }) {
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState(() => toDraft(saved));
  const [notifications, setNotifications] = useState(saved.notifications);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<Record<Section, SaveState>>({
    general: { kind: 'idle' },
    notifications: { kind: 'idle' },
  });

  /** Saves one section: the whole settings object, with the other section as last saved. */
  const save = async (section: Section) => {
    const rate = commissionRateFromInput(general.commissionRate);
    if (section === 'general') setGeneral((g) => ({ ...g, commissionRate: String(rate) }));
    const body: PlatformSettingsInput =
      section === 'general'
        ? {
            platformName: general.platformName,
            platformEmail: general.platformEmail,
            defaultCommissionRate: rate,
            notifications: saved.notifications,
          }
        : {
            platformName: saved.platformName,
            platformEmail: saved.platformEmail,
            defaultCommissionRate: saved.defaultCommissionRate,
            notifications,
          };
    const checked = platformSettingsInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      setState((s) => ({ ...s, [section]: { kind: 'idle' } }));
      return;
    }
    setErrors({});
    setState((s) => ({ ...s, [section]: { kind: 'saving' } }));
    try {
      const next = await adminSend<PlatformSettings>('PUT', 'settings', body);
      queryClient.setQueryData(KEY, next);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      if (section === 'general') setGeneral(toDraft(next));
      else setNotifications(next.notifications);
      setState((s) => ({ ...s, [section]: { kind: 'saved' } }));
    } catch (error) {
      if (error instanceof AuthClientError && error.details.length > 0) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.field, d.message])));
      }
      setState((s) => ({
        ...s,
        [section]: {
          kind: 'failed',
          message: messageOr(error, 'The settings could not be saved. Please try again.'),
        },
      }));
    }
  };

  return (
    <div className="space-y-6">
      <GeneralSettings
        draft={general}
        errors={errors}
        state={state.general}
        onChange={(draft) => {
          setGeneral(draft);
          setState((s) => ({ ...s, general: { kind: 'idle' } }));
        }}
        onSave={() => save('general')}
      />
      <NotificationSettings
        values={notifications}
        errors={errors}
        state={state.notifications}
        onChange={(values) => {
          setNotifications(values);
          setState((s) => ({ ...s, notifications: { kind: 'idle' } }));
        }}
        onSave={() => save('notifications')}
      />
    </div>
  );
}

/** Settings (spec section 2.14): the platform's name, email, commission rate and notifications. */
export default function AdminSettings() {
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => adminGet<PlatformSettings>('settings', {}, signal),
    // The form starts from what is saved now, not from a copy cached earlier.
    staleTime: 0,
  });

  return (
    <>
      <AdminPageHeader
        title="Settings"
        lead={
          settings.data
            ? `Last changed ${shortDateTime(settings.data.updatedAt)} (Belize time).`
            : 'Platform name, contact email, commission rate and notifications.'
        }
      />
      {settings.isPending ? (
        <LoadingBlock label="Loading settings" />
      ) : settings.isError ? (
        <LoadError
          message="Failed to load settings. Please try again later."
          onRetry={() => settings.refetch()}
        />
      ) : (
        <div className="max-w-2xl">
          <SettingsForm saved={settings.data} />
        </div>
      )}
    </>
  );
}
