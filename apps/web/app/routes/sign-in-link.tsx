import { signInLinkRequestSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { IconBadge } from '~/components/ui/icon-badge';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { EmailField, TextLink } from '~/features/auth/form-parts';
import { requestSignInLinkAction } from '~/features/auth/sign-in-link.server';
import type { Route } from './+types/sign-in-link';

export const action = (args: Route.ActionArgs) => requestSignInLinkAction(args);

/** Ask for a one-time sign-in link by email: the way in on a new device while sign-in is slowed. */
export default function SignInLink({ actionData }: Route.ComponentProps) {
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : null;
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const [form, fields] = useSchemaForm(signInLinkRequestSchema, { id: 'sign-in-link', lastResult });
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo) status.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <>
        <PageMeta title={m.account_forgot_check_email()} />
        <AuthCard title={m.account_forgot_check_email()}>
          <div ref={status} tabIndex={-1} role="status" className="text-center focus:outline-none">
            <IconBadge icon={MailCheck} size="lg" round className="mx-auto" />
            <p className="mt-4 text-slate-600">
              {m.account_link_sent_before()}{' '}
              <strong className="text-slate-900 [overflow-wrap:anywhere]">{sentTo}</strong>
              {m.account_link_sent_after()}
            </p>
          </div>
          <p className="mt-4 text-center text-sm text-slate-500">{m.account_forgot_no_email()}</p>
          <p className="mt-6 text-center text-sm">
            <TextLink to="/login">{m.account_back_to_login()}</TextLink>
          </p>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title={m.account_link_title()} description={m.account_link_description()} />
      <AuthCard title={m.account_link_title()} subtitle={m.account_link_subtitle()}>
        <SchemaForm form={form}>
          <EmailField field={fields.email} />
          <SubmitButton busyLabel={m.account_forgot_sending()}>{m.account_link_send()}</SubmitButton>
        </SchemaForm>
        <p className="mt-6 text-center text-sm">
          <TextLink to="/login">{m.account_back_to_login()}</TextLink>
        </p>
      </AuthCard>
    </>
  );
}
