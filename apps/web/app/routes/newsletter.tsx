import { newsletterSignupSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { useDeferredSchemaForm } from '~/components/forms/deferred-schema-form';
import { InputField, SchemaForm, SubmitButton } from '~/components/forms/fields';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { AuthCard } from '~/features/auth/auth-card';
import { ApiError, serverApi } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import type { Route } from './+types/newsletter';

/** The answer the footer's newsletter form shows (layouts/site-footer.tsx). */
export interface NewsletterAnswer {
  status: 'subscribed' | 'invalid' | 'failed';
  message: string;
  result: SubmissionResult<string[]>;
}

const invalid = (submission: {
  reply: (options: object) => SubmissionResult<string[]>;
}): NewsletterAnswer => ({
  status: 'invalid',
  message: m.account_newsletter_invalid(),
  result: submission.reply({ fieldErrors: { email: [m.account_newsletter_invalid()] } }),
});

/**
 * Newsletter sign-up (`POST /api/newsletter`), checked with the shared `newsletterSignupSchema`.
 * The footer sits on cached public pages, so its form posts here: with JavaScript through a fetcher
 * (the footer shows the answer in place), without it as a plain post that shows this page.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<NewsletterAnswer> {
  const submission = await parseForm(request, newsletterSignupSchema);
  if (submission.status !== 'success') return invalid(submission);
  try {
    await serverApi(context).post('/api/newsletter', submission.value);
    return {
      status: 'subscribed',
      message: m.account_newsletter_subscribed(),
      result: submission.reply({ resetForm: true }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return invalid(submission);
    return {
      status: 'failed',
      message: m.account_something_went_wrong(),
      result: submission.reply({ formErrors: [m.account_something_went_wrong()] }),
    };
  }
}

export function meta() {
  return [
    { title: `${m.account_newsletter_title()} | BelizePass` },
    { name: 'description', content: m.account_newsletter_lead() },
  ];
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const [form, fields] = useDeferredSchemaForm(
    () => import('~/components/forms/deferred-schemas').then((schemas) => schemas.newsletterSignupSchema),
    { id: 'newsletter-page', lastResult: actionData?.status === 'subscribed' ? null : actionData?.result },
  );
  return (
    <AuthCard title={m.account_newsletter_title()} subtitle={m.account_newsletter_lead()}>
      {actionData?.status === 'subscribed' ? (
        <div className="space-y-6">
          <Banner tone="success">{actionData.message}</Banner>
          <ButtonLink to="/tours" size="lg" className="min-h-12 w-full">
            {m.account_browse_tours()}
          </ButtonLink>
        </div>
      ) : (
        <SchemaForm form={form}>
          <InputField field={fields.email} label={m.account_email()} type="email" autoComplete="email" />
          <SubmitButton busyLabel={m.account_newsletter_subscribing()}>
            {m.account_newsletter_subscribe()}
          </SubmitButton>
        </SchemaForm>
      )}
    </AuthCard>
  );
}
