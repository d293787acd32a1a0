import { touristSignupFormSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps } from '@conform-to/react';
import { CheckCircle2 } from 'lucide-react';
import { useRef } from 'react';
import { Form } from 'react-router';
import { InputField, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { CheckboxField, EmailField, TermsAgreement, TextLink } from '~/features/auth/form-parts';
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
        <PageMeta title={m.account_register_title()} />
        <AuthCard title={m.account_register_created_title()}>
          <div role="status" className="text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <p className="mt-4 font-semibold text-slate-900">{m.account_register_successful()}</p>
            <p className="mt-2 text-slate-600">{m.account_register_ready()}</p>
          </div>
          <ButtonLink to="/register-success" size="lg" className="mt-6 min-h-12 w-full">
            {m.account_continue()}
          </ButtonLink>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title={m.account_register_title()} description={m.account_register_description()} />
      <AuthCard title={m.account_register_heading()} subtitle={m.account_register_subtitle()}>
        <RegistrationFailed ref={failureBox} errors={form.errors} />
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField field={fields.firstName} label={m.account_first_name()} autoComplete="given-name" />
            <InputField field={fields.lastName} label={m.account_last_name()} autoComplete="family-name" />
          </div>
          <EmailField field={fields.email} />
          <InputField
            field={fields.phone_number}
            label={m.account_phone_optional()}
            type="tel"
            autoComplete="tel"
          />
          <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
          <CheckboxField field={fields.terms}>
            <TermsAgreement />
          </CheckboxField>
          <SubmitButton busyLabel={m.account_creating_account()}>{m.account_create_account()}</SubmitButton>
        </Form>
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            {m.account_register_have_account()} <TextLink to="/login">{m.account_sign_in_link()}</TextLink>
          </p>
          <p>
            {m.account_register_run_business()}{' '}
            <TextLink to="/merchant/register">{m.account_register_become_merchant()}</TextLink>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
