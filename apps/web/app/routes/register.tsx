import { touristSignupFormSchema } from '@belizepass/domain';
import { getFormProps } from '@conform-to/react';
import { CheckCircle2 } from 'lucide-react';
import { useRef } from 'react';
import { Form } from 'react-router';
import { InputField, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { AuthCard } from '~/components/ui/auth-card';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { CheckboxField, EmailField, TextLink } from '~/features/auth/form-parts';
import { signupAction } from '~/features/auth/signup.server';
import {
  NewPasswordFields,
  RegistrationFailed,
  useMoveOnAfterSignup,
  useServerFailure,
} from '~/features/auth/signup-parts';
import type { Route } from './+types/register';

export const action = (args: Route.ActionArgs) => signupAction(args, 'tourist');

/** Tourist registration (spec sections 2.11, 4 and 5): form, success notice, then /register-success. */
export default function Register({ actionData }: Route.ComponentProps) {
  const created = actionData && 'created' in actionData;
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const [form, fields] = useSchemaForm(touristSignupFormSchema, { id: 'register', lastResult });
  const failureBox = useRef<HTMLDivElement>(null);
  useServerFailure(lastResult, () => failureBox.current?.focus());
  useMoveOnAfterSignup(!!created, '/register-success');

  if (created) {
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
        <RegistrationFailed ref={failureBox} errors={form.errors} />
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField field={fields.firstName} label="First name" autoComplete="given-name" />
            <InputField field={fields.lastName} label="Last name" autoComplete="family-name" />
          </div>
          <EmailField field={fields.email} />
          <InputField
            field={fields.phone_number}
            label="Phone number (optional)"
            type="tel"
            autoComplete="tel"
          />
          <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
          <CheckboxField field={fields.terms}>
            I agree to the <TextLink to="/terms">Terms of Service</TextLink> and{' '}
            <TextLink to="/privacy">Privacy Policy</TextLink>
          </CheckboxField>
          <SubmitButton busyLabel="Creating Account...">Create Account</SubmitButton>
        </Form>
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
