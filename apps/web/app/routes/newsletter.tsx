import { newsletterSignupSchema } from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { ApiError, serverApi } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import type { Route } from './+types/newsletter';

/** The answer the footer's newsletter form shows (layouts/site-footer.tsx). */
export interface NewsletterAnswer {
  status: 'subscribed' | 'invalid' | 'failed';
  message: string;
  result: SubmissionResult<string[]>;
}

const TEXT = {
  subscribed: 'Thank you for subscribing!',
  invalid: 'Please enter a valid email address.',
  failed: 'Something went wrong. Please try again later.',
} as const;

const invalid = (submission: {
  reply: (options: object) => SubmissionResult<string[]>;
}): NewsletterAnswer => ({
  status: 'invalid',
  message: TEXT.invalid,
  result: submission.reply({ fieldErrors: { email: [TEXT.invalid] } }),
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
    return { status: 'subscribed', message: TEXT.subscribed, result: submission.reply({ resetForm: true }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return invalid(submission);
    return {
      status: 'failed',
      message: TEXT.failed,
      result: submission.reply({ formErrors: [TEXT.failed] }),
    };
  }
}

export function meta() {
  return [
    { title: 'Newsletter | BelizePass' },
    { name: 'description', content: 'New tours and the best local deals, straight to your inbox.' },
  ];
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(newsletterSignupSchema, {
    id: 'newsletter-page',
    lastResult: actionData?.status === 'subscribed' ? null : actionData?.result,
  });
  return (
    <AuthCard title="Newsletter" subtitle="New tours and the best local deals, straight to your inbox.">
      {actionData?.status === 'subscribed' ? (
        <div className="space-y-6">
          <Banner tone="success">{actionData.message}</Banner>
          <ButtonLink to="/tours" size="lg" className="min-h-12 w-full">
            Browse Tours
          </ButtonLink>
        </div>
      ) : (
        <SchemaForm form={form}>
          <InputField field={fields.email} label="Email" type="email" autoComplete="email" />
          <SubmitButton busyLabel="Subscribing...">Subscribe</SubmitButton>
        </SchemaForm>
      )}
    </AuthCard>
  );
}
