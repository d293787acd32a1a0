import type { SessionUser, UserRole } from '@belizepass/domain';
import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button, buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { AuthClientError, authFetch, parseSessionUser } from './auth-client';
import { DANGER_BUTTON, DeleteAccountDialog } from './delete-account-dialog';
import { useSession } from './session';
import { checkRequired, focusFirstInvalid } from './validation';

/** After deleting the account the visitor is signed out and sent home after 2 seconds (spec 9). */
const DELETED_REDIRECT_MS = 2000;

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

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-4 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function ProfileForm({ user, onDone }: { user: SessionUser; onDone: (saved: boolean) => void }) {
  const { setUser } = useSession();
  const [fullName, setFullName] = useState(user.full_name);
  const [phone, setPhone] = useState(user.phone_number ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkRequired(fullName, 'Full name is required');
    flushSync(() => {
      setError(found);
      setFailure(null);
    });
    if (found) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const body = await authFetch<{ user?: unknown }>('/api/auth/user', {
        method: 'PATCH',
        body: { full_name: fullName.trim(), phone_number: phone.trim() || null },
      });
      const updated = parseSessionUser(body.user);
      if (updated) setUser(updated);
      onDone(true);
    } catch (caught) {
      setBusy(false);
      setFailure(
        caught instanceof AuthClientError
          ? caught.message
          : 'Your profile could not be saved. Please try again.',
      );
    }
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      {failure && <Banner title="Your profile was not saved">{failure}</Banner>}
      <TextField
        label="Full name"
        name="full_name"
        autoComplete="name"
        maxLength={120}
        value={fullName}
        onChange={(event) => {
          setFullName(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <TextField
        label="Phone number (optional)"
        name="phone_number"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" className="min-h-11" onClick={() => onDone(false)} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** The My Profile tab (spec section 2.10): view and edit name and phone, and delete the account. */
export function AccountProfile({ user }: { user: SessionUser }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  const onDeleted = (message: string) => {
    flushSync(() => {
      setDialogOpen(false);
      setDeleted(message);
    });
    notice.current?.focus();
    window.setTimeout(() => {
      void logout();
      navigate('/', { replace: true });
    }, DELETED_REDIRECT_MS);
  };

  if (deleted) {
    return (
      <div ref={notice} tabIndex={-1} className="focus:outline-none">
        <Banner tone="success" title={deleted}>
          You have been signed out. Taking you to the home page...
        </Banner>
      </div>
    );
  }

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
            <button
              ref={editButton}
              type="button"
              className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit Profile
            </button>
          )}
        </div>
        {saved && !editing && (
          <div className="mt-4">
            <Banner tone="success">Your profile has been updated.</Banner>
          </div>
        )}
        {editing ? (
          <ProfileForm
            user={user}
            onDone={(didSave) => {
              flushSync(() => {
                setEditing(false);
                setSaved(didSave);
              });
              editButton.current?.focus();
            }}
          />
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

      <section
        aria-labelledby="delete-title"
        className="rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="delete-title" className="text-xl font-semibold text-slate-900">
          Delete Account
        </h2>
        <p className="mt-2 text-slate-600">
          Permanently delete your account and sign out. You will not be able to sign in with it again.
        </p>
        <button
          ref={deleteButton}
          type="button"
          className={`${DANGER_BUTTON} mt-5`}
          onClick={() => setDialogOpen(true)}
        >
          Delete Account
        </button>
      </section>

      <DeleteAccountDialog
        open={dialogOpen}
        onClose={() => {
          setDialogOpen(false);
          deleteButton.current?.focus();
        }}
        onDeleted={onDeleted}
      />
    </div>
  );
}
