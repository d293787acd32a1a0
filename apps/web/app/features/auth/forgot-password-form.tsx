import { forgotPasswordSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { ButtonLink } from '~/components/ui/button';
import { IconBadge } from '~/components/ui/icon-badge';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from './auth-card';
import { EmailField, TextLink } from './form-parts';

/** The answer of `forgotPasswordAction` (password.server.ts), as the route gives it to the page. */
type ForgotPasswordData = { sentTo: string } | { result: SubmissionResult<string[]> };

/**
 * Forgot password (spec sections 2.11 and 4), for tourists and merchants: an email form posted to
 * the route action (`forgotPasswordAction`), then the 'Check Your Email' view.
 */
export function ForgotPasswordPage({
  actionData,
  pageTitle = m.account_forgot_title(),
  subtitle,
  description,
  backTo,
  backLabel,
}: {
  actionData: ForgotPasswordData | undefined;
  /** The document title; the visible heading stays 'Forgot Password'. */
  pageTitle?: string;
  subtitle: string;
  description: string;
  backTo: string;
  backLabel: string;
}) {
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : null;
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const [form, fields] = useSchemaForm(forgotPasswordSchema, { id: 'forgot-password', lastResult });
  const heading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <>
        <PageMeta title={m.account_forgot_check_email()} />
        <AuthCard title={m.account_forgot_check_email()}>
          <div ref={heading} tabIndex={-1} role="status" className="text-center focus:outline-none">
            <IconBadge icon={MailCheck} size="lg" round className="mx-auto" />
            <p className="mt-4 text-slate-600">
              {m.account_forgot_sent_before()}{' '}
              <strong className="text-slate-900 [overflow-wrap:anywhere]">{sentTo}</strong>
              {m.account_forgot_sent_after()}
            </p>
          </div>
          <p className="mt-4 text-center text-sm text-slate-500">{m.account_forgot_no_email()}</p>
          {/* The same page afresh: a navigation clears the answer, so the empty form shows again. */}
          <ButtonLink to="." variant="secondary" size="lg" className="mt-6 min-h-12 w-full">
            {m.account_forgot_try_another()}
          </ButtonLink>
          <p className="mt-6 text-center text-sm">
            <TextLink to={backTo}>{backLabel}</TextLink>
          </p>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title={pageTitle} description={description} />
      <AuthCard title={m.account_forgot_title()} subtitle={subtitle}>
        <SchemaForm form={form}>
          <EmailField field={fields.email} />
          <SubmitButton busyLabel={m.account_forgot_sending()}>{m.account_forgot_send_link()}</SubmitButton>
        </SchemaForm>
        <p className="mt-6 text-center text-sm">
          <TextLink to={backTo}>{backLabel}</TextLink>
        </p>
      </AuthCard>
    </>
  );
}
