import { profileUpdateSchema, type SessionUser, type UserRole } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { buttonClass } from '~/components/ui/button';
import { DescriptionItem, type DetailProps } from '~/components/ui/description-item';
import { TitledSection } from '~/components/ui/titled-section';
import { useHydrated } from '~/components/ui/use-hydrated';
import { DANGER_BUTTON, DeleteAccountDialog, DeleteAccountPanel } from './delete-account-dialog';

/** The answer of the /account action (features/auth/account.server.ts). */
export type AccountActionData =
  | { intent: 'profile'; saved: true }
  | { intent: 'profile' | 'delete'; result: SubmissionResult<string[]> };

const ROLE_NAMES: Record<UserRole, () => string> = {
  tourist: () => m.account_role_tourist(),
  merchant_admin: () => m.account_role_merchant(),
  platform_admin: () => m.account_role_admin(),
  agent: () => m.agent_role_name(),
};

function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(intlLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Belize',
  });
}

const Detail = (props: DetailProps) => <DescriptionItem look="columns" {...props} />;

function ProfileForm({ user, lastResult }: { user: SessionUser; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(profileUpdateSchema, {
    id: 'profile',
    lastResult,
    defaultValue: { full_name: user.full_name, phone_number: user.phone_number ?? '' },
  });
  return (
    <SchemaForm form={form} action="/account" className="mt-6 space-y-5">
      <input type="hidden" name="intent" value="profile" />
      <InputField
        field={fields.full_name}
        label={m.account_full_name()}
        autoComplete="name"
        maxLength={120}
        autoFocus
      />
      <InputField
        field={fields.phone_number}
        label={m.account_phone_optional()}
        type="tel"
        autoComplete="tel"
        maxLength={40}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link to="/account" replace className={buttonClass({ variant: 'secondary' }, 'min-h-11')}>
          {m.account_cancel()}
        </Link>
        <SubmitButton
          busyLabel={m.account_saving()}
          size="md"
          className="min-h-11"
          name="intent"
          value="profile"
        >
          {m.account_save_changes()}
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}

/**
 * The My Profile tab (spec section 2.10): the profile, its edit form (/account?edit, a route action)
 * and account deletion: a confirmation dialog, or without JavaScript a confirmation panel
 * (/account?delete). Both post to the /account action.
 */
export function AccountProfile({ user, actionData }: { user: SessionUser; actionData?: AccountActionData }) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const profileResult =
    actionData?.intent === 'profile' && 'result' in actionData ? actionData.result : undefined;
  const deleteResult =
    actionData?.intent === 'delete' && 'result' in actionData ? actionData.result : undefined;
  const saved = actionData?.intent === 'profile' && 'saved' in actionData;
  const editing = searchParams.has('edit') || !!profileResult;
  const confirmingDelete = searchParams.has('delete') || !!deleteResult;
  const [dialogOpen, setDialogOpen] = useState(confirmingDelete);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const savedNotice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (saved) savedNotice.current?.focus();
  }, [saved]);

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="profile-title"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-title" className="text-xl font-semibold text-slate-900">
            {m.account_profile_title()}
          </h2>
          {!editing && (
            <Link
              to="/account?edit"
              preventScrollReset
              className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {m.account_edit_profile()}
            </Link>
          )}
        </div>
        {saved && !editing && (
          <div ref={savedNotice} tabIndex={-1} className="mt-4 focus:outline-none">
            <Banner tone="success">{m.account_profile_updated()}</Banner>
          </div>
        )}
        {editing ? (
          <ProfileForm user={user} lastResult={profileResult} />
        ) : (
          <dl className="mt-4 divide-y divide-slate-100">
            <Detail label={m.account_full_name()}>{user.full_name}</Detail>
            <Detail label={m.account_email()}>{user.email}</Detail>
            <Detail label={m.account_phone_number()}>
              {user.phone_number || <span className="text-slate-500">{m.account_not_provided()}</span>}
            </Detail>
            <Detail label={m.account_member_since()}>{memberSince(user.created_at)}</Detail>
            <Detail label={m.account_type()}>{ROLE_NAMES[user.role]()}</Detail>
          </dl>
        )}
      </section>

      {!hydrated && confirmingDelete ? (
        <DeleteAccountPanel lastResult={deleteResult} />
      ) : (
        <TitledSection
          id="delete-title"
          title={m.account_delete_title()}
          className="rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-8"
          titleClassName="text-xl font-semibold text-slate-900"
        >
          <p className="mt-2 text-slate-600">{m.account_delete_intro()}</p>
          {hydrated ? (
            <button
              ref={deleteButton}
              type="button"
              className={`${DANGER_BUTTON} mt-5`}
              onClick={() => setDialogOpen(true)}
            >
              {m.account_delete_title()}
            </button>
          ) : (
            <Link to="/account?delete" className={`${DANGER_BUTTON} mt-5`}>
              {m.account_delete_title()}
            </Link>
          )}
        </TitledSection>
      )}

      {hydrated && (
        <DeleteAccountDialog
          open={dialogOpen}
          lastResult={deleteResult}
          onClose={() => {
            setDialogOpen(false);
            deleteButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
