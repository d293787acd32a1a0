import { AUTH_MESSAGES } from '@belizepass/domain';
import { Store } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useActionData, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { TextField } from '~/components/ui/field';
import { PageMeta } from '~/components/ui/page-title';
import { messageOr } from '~/features/auth/auth-client';
import {
  HIGHLIGHT_FIELD,
  NeedsJavaScript,
  needsJavaScriptAction,
  SubmitButton,
  TextLink,
} from '~/features/auth/form-parts';
import { destinationAfterLogin, REDIRECT_PARAM } from '~/features/auth/redirects';
import { AccessCheck, useMerchantToDashboard } from '~/features/auth/require-access';
import { useSession } from '~/features/auth/session';
import {
  checkEmail,
  checkPassword,
  compactErrors,
  type FieldErrors,
  focusFirstInvalid,
} from '~/features/auth/validation';

export const action = needsJavaScriptAction;

type Field = 'email' | 'password';
const ERROR_ID = 'merchant-login-error';

export default function MerchantLogin() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ message: string; highlight: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const movingMerchant = useMerchantToDashboard(!busy);

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
      const user = await login(email.trim(), password, { onlyRole: 'merchant_admin' });
      navigate(destinationAfterLogin(user, searchParams.get(REDIRECT_PARAM)), { replace: true });
    } catch (error) {
      const message = messageOr(error, AUTH_MESSAGES.merchantLoginFallback);
      const lower = message.toLowerCase();
      flushSync(() => {
        setBusy(false);
        setFailure({
          message,
          highlight:
            message !== AUTH_MESSAGES.merchantLoginOnly &&
            (lower.includes('credentials') || lower.includes('password')),
        });
      });
      failureBox.current?.focus();
    }
  };

  if (movingMerchant) return <AccessCheck label="Opening your dashboard" />;

  const highlighted = failure?.highlight
    ? { 'aria-invalid': true as const, 'aria-describedby': ERROR_ID, className: HIGHLIGHT_FIELD }
    : {};

  return (
    <>
      <PageMeta title="Merchant Login" description="Sign in to the BelizePass merchant dashboard." />
      <div className="bg-linear-to-br from-slate-900 via-brand-900 to-brand-700 px-4 py-12 sm:py-20">
        <div className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-xl sm:p-8">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Store aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
            BelizePass for merchants
          </p>
          <h1 className="mt-1 text-center text-2xl font-bold tracking-tight text-slate-900">
            Merchant Login
          </h1>
          <p className="mt-2 text-center text-slate-600">
            Sign in to manage your tours, bookings and check-ins.
          </p>
          <div className="mt-6">
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
              <div className="flex justify-end">
                <TextLink to="/merchant/forgot-password">Forgot password?</TextLink>
              </div>
              <SubmitButton busy={busy} busyLabel="Signing In...">
                Sign In
              </SubmitButton>
            </form>
            <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
              <p>
                New to BelizePass? <TextLink to="/merchant/register">Apply to become a merchant</TextLink>
              </p>
              <p>
                <TextLink to="/">Back to the tourist site</TextLink>
              </p>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
