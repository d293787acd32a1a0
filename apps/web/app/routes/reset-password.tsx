import { AUTH_MESSAGES, resetPasswordFormSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, getInputProps } from '@conform-to/react';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { ButtonLink, StackedButtonLinks } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { TextLink } from '~/features/auth/form-parts';
import { resetPasswordAction } from '~/features/auth/password.server';
import { NewPasswordFields } from '~/features/auth/signup-parts';
import type { Route } from './+types/reset-password';

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

/** After a reset the visitor moves to the login page after 3 seconds (spec section 9). */
const REDIRECT_DELAY_MS = 3000;

function InvalidLink() {
  return (
    <>
      <PageMeta title={m.account_reset_invalid_title()} />
      <meta name="robots" content="noindex" />
      <AuthCard title={m.account_reset_invalid_title()} subtitle={m.account_reset_invalid_subtitle()}>
        <ButtonLink to="/forgot-password" size="lg" className="min-h-12 w-full">
          {m.account_reset_request_new()}
        </ButtonLink>
      </AuthCard>
    </>
  );
}

function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      <PageMeta title={m.account_reset_done_meta()} />
      <meta name="robots" content="noindex" />
      <AuthCard title={m.account_reset_done_title()}>
        <div role="status" className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <p className="mt-4 text-slate-600">{m.account_reset_done_text()}</p>
        </div>
        <StackedButtonLinks links={[{ to: '/login', label: m.account_go_to_login() }]} />
      </AuthCard>
    </>
  );
}

/** Reset Password with the token of the emailed link (spec sections 2.11 and 4). */
export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const [form, fields] = useSchemaForm(resetPasswordFormSchema, {
    id: 'reset-password',
    lastResult,
    defaultValue: { token: token ?? '' },
  });
  const failureBox = useRef<HTMLDivElement>(null);
  // A refused token (from the server, or none at all) is the form's message, with a way to a new link.
  const failure = form.errors?.[0] ?? fields.token.errors?.[0];
  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  const { key: _key, ...hiddenToken } = getInputProps(fields.token, { type: 'hidden' });

  if (actionData && 'reset' in actionData) return <ResetDone />;
  if (!token) return <InvalidLink />;

  return (
    <>
      <PageMeta title={m.account_reset_title()} />
      <meta name="robots" content="noindex" />
      <AuthCard title={m.account_reset_title()} subtitle={m.account_reset_subtitle()}>
        <div ref={failureBox} tabIndex={-1} className="focus:outline-none">
          {failure && (
            <div className="mb-5">
              <Banner>
                <p>{failure}</p>
                {failure === AUTH_MESSAGES.resetInvalid && (
                  <p className="mt-2">
                    <TextLink to="/forgot-password">{m.account_reset_request_new()}</TextLink>
                  </p>
                )}
              </Banner>
            </div>
          )}
        </div>
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <input key={fields.token.key} {...hiddenToken} />
          <NewPasswordFields
            password={fields.password}
            confirmPassword={fields.confirmPassword}
            labels={[m.account_reset_new_password(), m.account_reset_confirm_new_password()]}
          />
          <SubmitButton busyLabel={m.account_reset_resetting()}>{m.account_reset_title()}</SubmitButton>
        </Form>
        <p className="mt-6 text-center text-sm">
          <TextLink to="/login">{m.account_back_to_login()}</TextLink>
        </p>
      </AuthCard>
    </>
  );
}
