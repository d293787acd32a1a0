import { AUTH_MESSAGES } from '@belizepass/domain';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useActionData, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { PageMeta } from '~/components/ui/page-title';
import { AuthClientError, authRequest } from '~/features/auth/auth-client';
import { NeedsJavaScript, needsJavaScriptAction, SubmitButton, TextLink } from '~/features/auth/form-parts';
import {
  checkNewPassword,
  compactErrors,
  type FieldErrors,
  focusFirstInvalid,
} from '~/features/auth/validation';

export const action = needsJavaScriptAction;

/** After a reset the visitor moves to the login page after 3 seconds (spec section 9). */
const REDIRECT_DELAY_MS = 3000;

type Field = 'password' | 'confirmPassword';

function validate(password: string, confirmPassword: string): FieldErrors<Field> {
  return compactErrors<Field>({
    password: checkNewPassword(password),
    confirmPassword: !confirmPassword
      ? AUTH_MESSAGES.confirmPasswordRequired
      : confirmPassword !== password
        ? AUTH_MESSAGES.passwordsDoNotMatch
        : undefined,
  });
}

function InvalidLink() {
  return (
    <>
      <PageMeta title="Invalid Reset Link" />
      <meta name="robots" content="noindex" />
      <AuthCard
        title="Invalid Reset Link"
        subtitle="This password reset link is missing its code. Request a new link and use it within the time given in the email."
      >
        <ButtonLink to="/forgot-password" size="lg" className="min-h-12 w-full">
          Request New Link
        </ButtonLink>
      </AuthCard>
    </>
  );
}

export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const actionData = useActionData<typeof action>();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ message: string; invalidLink: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!token) return <InvalidLink />;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(password, confirmPassword);
    flushSync(() => {
      setErrors(found);
      setFailure(null);
    });
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      await authRequest('/api/auth/reset-password', { method: 'POST', body: { token, password } });
      setDone(true);
    } catch (error) {
      const status = error instanceof AuthClientError ? error.status : 500;
      flushSync(() => {
        setBusy(false);
        setFailure(
          status === 400
            ? { message: AUTH_MESSAGES.resetInvalid, invalidLink: true }
            : {
                message:
                  status === 429 && error instanceof AuthClientError
                    ? error.message
                    : AUTH_MESSAGES.forgotFallback,
                invalidLink: false,
              },
        );
      });
      failureBox.current?.focus();
    }
  };

  if (done) {
    return (
      <>
        <PageMeta title="Password Reset" />
        <meta name="robots" content="noindex" />
        <AuthCard title="Password Reset Successful">
          <div role="status" className="text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <p className="mt-4 text-slate-600">
              Your password has been changed. You can now sign in with your new password. Taking you to the
              login page...
            </p>
          </div>
          <ButtonLink to="/login" size="lg" className="mt-6 min-h-12 w-full">
            Go to Login
          </ButtonLink>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title="Reset Password" />
      <meta name="robots" content="noindex" />
      <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
        {actionData?.needsJavaScript && <NeedsJavaScript />}
        {failure && (
          <div ref={failureBox} tabIndex={-1} className="mb-5 focus:outline-none">
            <Banner>
              <p>{failure.message}</p>
              {failure.invalidLink && (
                <p className="mt-2">
                  <TextLink to="/forgot-password">Request New Link</TextLink>
                </p>
              )}
            </Banner>
          </div>
        )}
        <form ref={form} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint={AUTH_MESSAGES.passwordHint}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors(({ password: _, ...rest }) => rest);
            }}
            error={errors.password}
          />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              setErrors(({ confirmPassword: _, ...rest }) => rest);
            }}
            error={errors.confirmPassword}
          />
          <SubmitButton busy={busy} busyLabel="Resetting Password...">
            Reset Password
          </SubmitButton>
        </form>
        <p className="mt-6 text-center text-sm">
          <TextLink to="/login">Back to Login</TextLink>
        </p>
      </AuthCard>
    </>
  );
}
