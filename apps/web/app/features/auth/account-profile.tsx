import { profileUpdateSchema, type SessionUser, type UserRole } from '@belizepass/domain';
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

const ROLE_NAMES: Record<UserRole, string> = {
  tourist: 'Traveller',
  merchant_admin: 'Merchant',
  platform_admin: 'BelizePass staff',
};

function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
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
      <InputField field={fields.full_name} label="Full name" autoComplete="name" maxLength={120} autoFocus />
      <InputField
        field={fields.phone_number}
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={40}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link to="/account" replace className={buttonClass({ variant: 'secondary' }, 'min-h-11')}>
          Cancel
        </Link>
        <SubmitButton busyLabel="Saving..." size="md" className="min-h-11" name="intent" value="profile">
          Save Changes
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
            Profile
          </h2>
          {!editing && (
            <Link
              to="/account?edit"
              preventScrollReset
              className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit Profile
            </Link>
          )}
        </div>
        {saved && !editing && (
          <div ref={savedNotice} tabIndex={-1} className="mt-4 focus:outline-none">
            <Banner tone="success">Your profile has been updated.</Banner>
          </div>
        )}
        {editing ? (
          <ProfileForm user={user} lastResult={profileResult} />
        ) : (
          <dl className="mt-4 divide-y divide-slate-100">
            <Detail label="Full name">{user.full_name}</Detail>
            <Detail label="Email">{user.email}</Detail>
            <Detail label="Phone number">
              {user.phone_number || <span className="text-slate-500">Not provided</span>}
            </Detail>
            <Detail label="Member since">{memberSince(user.created_at)}</Detail>
            <Detail label="Account type">{ROLE_NAMES[user.role]}</Detail>
          </dl>
        )}
      </section>

      {!hydrated && confirmingDelete ? (
        <DeleteAccountPanel lastResult={deleteResult} />
      ) : (
        <TitledSection
          id="delete-title"
          title="Delete Account"
          className="rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-8"
          titleClassName="text-xl font-semibold text-slate-900"
        >
          <p className="mt-2 text-slate-600">
            Permanently delete your account and sign out. You will not be able to sign in with it again.
          </p>
          {hydrated ? (
            <button
              ref={deleteButton}
              type="button"
              className={`${DANGER_BUTTON} mt-5`}
              onClick={() => setDialogOpen(true)}
            >
              Delete Account
            </button>
          ) : (
            <Link to="/account?delete" className={`${DANGER_BUTTON} mt-5`}>
              Delete Account
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
