import { signInLinkSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, getInputProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { Form, useSearchParams } from 'react-router';
import { SubmitButton, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { TextLink } from '~/features/auth/form-parts';
import { consumeSignInLinkAction } from '~/features/auth/sign-in-link.server';
import type { Route } from './+types/sign-in-link-use';

export const action = (args: Route.ActionArgs) => consumeSignInLinkAction(args);

/**
 * The page of the emailed sign-in link: one button signs in on this device. Opening the page uses
 * nothing, so a mail scanner that follows the link cannot spend it.
 */
export default function UseSignInLink({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [form, fields] = useSchemaForm(signInLinkSchema, {
    id: 'use-sign-in-link',
    lastResult: actionData?.result,
    defaultValue: { token },
  });
  const failure = form.errors?.[0] ?? fields.token.errors?.[0];
  const failureBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);
  const { key: _key, ...hiddenToken } = getInputProps(fields.token, { type: 'hidden' });

  return (
    <>
      <PageMeta title={m.account_link_use_title()} />
      <meta name="robots" content="noindex" />
      <AuthCard title={m.account_link_use_title()} subtitle={m.account_link_use_subtitle()}>
        <div ref={failureBox} tabIndex={-1} className="focus:outline-none">
          {failure && (
            <div className="mb-5">
              <Banner>
                <p>{failure}</p>
              </Banner>
            </div>
          )}
        </div>
        {token && !failure ? (
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <input key={fields.token.key} {...hiddenToken} />
            <SubmitButton busyLabel={m.account_link_use_busy()}>{m.account_link_use_button()}</SubmitButton>
          </Form>
        ) : (
          <ButtonLink to="/sign-in-link" size="lg" className="min-h-12 w-full">
            {m.account_link_request_new()}
          </ButtonLink>
        )}
        <p className="mt-6 text-center text-sm">
          <TextLink to="/login">{m.account_back_to_login()}</TextLink>
        </p>
      </AuthCard>
    </>
  );
}
