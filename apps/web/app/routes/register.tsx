import { AUTH_MESSAGES } from '@belizepass/domain';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useActionData, useNavigate } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { PageMeta } from '~/components/ui/page-title';
import { AuthClientError } from '~/features/auth/auth-client';
import {
  CheckboxField,
  NeedsJavaScript,
  needsJavaScriptAction,
  SubmitButton,
  TextLink,
} from '~/features/auth/form-parts';
import { useSession } from '~/features/auth/session';
import {
  checkEmail,
  checkNewPassword,
  checkRequired,
  compactErrors,
  type FieldErrors,
  focusFirstInvalid,
} from '~/features/auth/validation';

export const action = needsJavaScriptAction;

/** Registration success moves on after 3 seconds (spec section 9). */
const REDIRECT_DELAY_MS = 3000;

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'terms';
type Values = Record<Exclude<Field, 'terms'>, string> & { terms: boolean };

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

/** The server's field names in `error.details`, mapped to this form's fields. */
const SERVER_FIELDS: Record<string, Field> = {
  email: 'email',
  password: 'password',
  full_name: 'firstName',
  phone_number: 'phone',
};

function validate(values: Values): FieldErrors<Field> {
  return compactErrors<Field>({
    firstName: checkRequired(values.firstName, AUTH_MESSAGES.firstNameRequired),
    lastName: checkRequired(values.lastName, AUTH_MESSAGES.lastNameRequired),
    email: checkEmail(values.email),
    phone: undefined,
    password: checkNewPassword(values.password),
    confirmPassword:
      values.password !== values.confirmPassword ? AUTH_MESSAGES.passwordsDoNotMatch : undefined,
    terms: values.terms ? undefined : AUTH_MESSAGES.termsRequired,
  });
}

/** Field messages for a refused registration (spec section 8, "Tourist registration"). */
function serverFieldErrors(error: unknown, message: string): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  if (error instanceof AuthClientError) {
    for (const issue of error.details) {
      const field = SERVER_FIELDS[issue.field];
      if (field) found[field] ??= issue.message;
    }
  }
  const lower = message.toLowerCase();
  if (lower.includes('already exists') || lower.includes('already registered')) {
    found.email = AUTH_MESSAGES.emailAlreadyRegistered;
  } else if (lower.includes('password')) {
    found.password = message;
  }
  return found;
}

export default function Register() {
  const { register } = useSession();
  const navigate = useNavigate();
  const actionData = useActionData<typeof action>();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/register-success'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
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
      await register({
        email: values.email.trim(),
        password: values.password,
        full_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
        phone_number: values.phone.trim() || undefined,
        role: 'tourist',
      });
      setDone(true);
    } catch (error) {
      const message =
        error instanceof AuthClientError && error.message !== AUTH_MESSAGES.unexpected
          ? error.message
          : AUTH_MESSAGES.registrationFallback;
      flushSync(() => {
        setBusy(false);
        setErrors(serverFieldErrors(error, message));
        setFailure(message);
      });
      failureBox.current?.focus();
    }
  };

  if (done) {
    return (
      <>
        <PageMeta title="Register" />
        <AuthCard title="Account Created">
          <div role="status" className="text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <p className="mt-4 font-semibold text-slate-900">Registration successful!</p>
            <p className="mt-2 text-slate-600">
              Your BelizePass account is ready. Taking you to the next step in a moment...
            </p>
          </div>
          <ButtonLink to="/register-success" size="lg" className="mt-6 min-h-12 w-full">
            Continue
          </ButtonLink>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta
        title="Register"
        description="Create a BelizePass account to keep all your tour bookings in one place."
      />
      <AuthCard title="Create Your Account" subtitle="Keep all your Belize tour bookings in one place.">
        {actionData?.needsJavaScript && <NeedsJavaScript />}
        {failure && (
          <div ref={failureBox} tabIndex={-1} className="mb-5 focus:outline-none">
            <Banner title={AUTH_MESSAGES.registrationFailed}>{failure}</Banner>
          </div>
        )}
        <form ref={form} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
              error={errors.firstName}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => set('lastName', event.target.value)}
              error={errors.lastName}
            />
          </div>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errors.email}
          />
          <TextField
            label="Phone number (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => set('phone', event.target.value)}
            error={errors.phone}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint={AUTH_MESSAGES.passwordHint}
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            error={errors.password}
          />
          <TextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
            error={errors.confirmPassword}
          />
          <CheckboxField
            id="register-terms"
            name="terms"
            checked={values.terms}
            onChange={(checked) => set('terms', checked)}
            error={errors.terms}
          >
            I agree to the <TextLink to="/terms">Terms of Service</TextLink> and{' '}
            <TextLink to="/privacy">Privacy Policy</TextLink>
          </CheckboxField>
          <SubmitButton busy={busy} busyLabel="Creating Account...">
            Create Account
          </SubmitButton>
        </form>
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            Already have an account? <TextLink to="/login">Sign in</TextLink>
          </p>
          <p>
            Run a tour business? <TextLink to="/merchant/register">Become a merchant</TextLink>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
