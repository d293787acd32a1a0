import { loginSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { CheckboxField, EmailField, TextLink } from './form-parts';
import { REMEMBERED_EMAIL_KEY, readLocal, removeLocal, writeLocal } from './storage';

/**
 * The sign-in form of /login and /merchant/login. "Remember me" keeps only the email in this browser
 * (never the password, never a token).
 */
export function SignInForm({
  lastResult,
  forgotPasswordPath,
  rememberMe = false,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  forgotPasswordPath: string;
  rememberMe?: boolean;
}) {
  const { pathname, search } = useLocation();
  const [form, fields] = useSchemaForm(loginSchema, { id: 'sign-in', lastResult });
  const [remember, setRemember] = useState(false);
  const { update } = form;
  const emailName = fields.email.name;

  useEffect(() => {
    if (!rememberMe) return;
    const stored = readLocal(REMEMBERED_EMAIL_KEY);
    if (stored) {
      update({ name: emailName, value: stored, validated: false });
      setRemember(true);
    }
  }, [rememberMe, update, emailName]);

  const onSubmit = (event: React.FormEvent<HTMLDivElement>) => {
    if (!rememberMe || !(event.target instanceof HTMLFormElement)) return;
    const email = new FormData(event.target).get('email');
    if (remember && typeof email === 'string') writeLocal(REMEMBERED_EMAIL_KEY, email.trim());
    else removeLocal(REMEMBERED_EMAIL_KEY);
  };

  return (
    <div onSubmitCapture={onSubmit}>
      <SchemaForm form={form} action={`${pathname}${search}`}>
        <EmailField field={fields.email} />
        <InputField
          field={fields.password}
          label={m.account_password()}
          type="password"
          autoComplete="current-password"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {rememberMe ? (
            <CheckboxField id="remember-me" name="remember" checked={remember} onChange={setRemember}>
              {m.account_remember_me()}
            </CheckboxField>
          ) : (
            <span />
          )}
          <TextLink to={forgotPasswordPath}>{m.account_forgot_password_link()}</TextLink>
        </div>
        <SubmitButton busyLabel={m.account_signing_in()}>{m.account_sign_in()}</SubmitButton>
      </SchemaForm>
    </div>
  );
}
