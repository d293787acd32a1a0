import { AUTH_MESSAGES } from '@belizepass/domain';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useActionData, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { TextField } from '~/components/ui/field';
import { PageMeta } from '~/components/ui/page-title';
import { messageOr } from '~/features/auth/auth-client';
import {
  CheckboxField,
  HIGHLIGHT_FIELD,
  NeedsJavaScript,
  needsJavaScriptAction,
  SubmitButton,
  TextLink,
} from '~/features/auth/form-parts';
import { destinationAfterLogin, REDIRECT_PARAM, safeRedirectPath } from '~/features/auth/redirects';
import { AccessCheck, useMerchantToDashboard } from '~/features/auth/require-access';
import { useSession } from '~/features/auth/session';
import { REMEMBERED_EMAIL_KEY, readLocal, removeLocal, writeLocal } from '~/features/auth/storage';
import {
  checkEmail,
  checkPassword,
  compactErrors,
  type FieldErrors,
  focusFirstInvalid,
} from '~/features/auth/validation';

export const action = needsJavaScriptAction;

type Field = 'email' | 'password';
const ERROR_ID = 'login-error';

export default function Login() {
  const { login, previousPage } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ message: string; highlight: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const movingMerchant = useMerchantToDashboard(!busy);

  useEffect(() => {
    const remembered = readLocal(REMEMBERED_EMAIL_KEY);
    if (!remembered) return;
    setEmail((current) => current || remembered);
    setRemember(true);
  }, []);

  const edit = (field: Field, value: string) => {
    (field === 'email' ? setEmail : setPassword)(value);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    if (failure?.highlight) setFailure({ ...failure, highlight: false });
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = compactErrors<Field>({ email: checkEmail(email), password: checkPassword(password) });
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
      const user = await login(email.trim(), password);
      if (remember) writeLocal(REMEMBERED_EMAIL_KEY, email.trim());
      else removeLocal(REMEMBERED_EMAIL_KEY);
      const from = safeRedirectPath(searchParams.get(REDIRECT_PARAM)) ?? previousPage();
      navigate(destinationAfterLogin(user, from), { replace: true });
    } catch (error) {
      const message = messageOr(error, AUTH_MESSAGES.loginFallback);
      const lower = message.toLowerCase();
      flushSync(() => {
        setBusy(false);
        setErrors(
          lower.includes('email') && lower.includes('confirm') ? { email: 'Email not verified' } : {},
        );
        setFailure({ message, highlight: lower.includes('credentials') || lower.includes('password') });
      });
      failureBox.current?.focus();
    }
  };

  if (movingMerchant) return <AccessCheck label="Opening your dashboard" />;

  const highlight = failure?.highlight ?? false;
  const highlighted = highlight
    ? { 'aria-invalid': true as const, 'aria-describedby': ERROR_ID, className: HIGHLIGHT_FIELD }
    : {};

  return (
    <>
      <PageMeta title="Login" description="Sign in to your BelizePass account to see your bookings." />
      <AuthCard title="Login" subtitle="Sign in to see your bookings and manage your account.">
        {actionData?.needsJavaScript && <NeedsJavaScript />}
        {failure && (
          <div ref={failureBox} id={ERROR_ID} tabIndex={-1} className="mb-5 focus:outline-none">
            <Banner>{failure.message}</Banner>
          </div>
        )}
        <form ref={form} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => edit('email', event.target.value)}
            error={errors.email}
            {...(errors.email ? {} : highlighted)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => edit('password', event.target.value)}
            error={errors.password}
            {...(errors.password ? {} : highlighted)}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CheckboxField id="remember-me" name="remember" checked={remember} onChange={setRemember}>
              Remember me
            </CheckboxField>
            <TextLink to="/forgot-password">Forgot password?</TextLink>
          </div>
          <SubmitButton busy={busy} busyLabel="Signing In...">
            Sign In
          </SubmitButton>
        </form>
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            Don't have an account? <TextLink to="/register">Sign up</TextLink>
          </p>
          <p>
            Tour operator? <TextLink to="/merchant/login">Merchant login</TextLink>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
