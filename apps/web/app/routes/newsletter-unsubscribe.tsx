import { m } from '@belizepass/domain/i18n';
import { UnsubscribeForm } from '~/components/forms/unsubscribe-form';
import { StackedButtonLinks } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { ApiError, serverApi } from '~/lib/api-client';
import { readLinkToken } from '~/lib/signed-link.server';
import type { Route } from './+types/newsletter-unsubscribe';

type UnsubscribeResult = { status: 'unsubscribed' } | { status: 'invalid' } | { status: 'failed' };

/**
 * Opening the link from the email only shows the page: the address is removed when the reader
 * confirms, so mail scanners that follow links do not unsubscribe anyone.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: readLinkToken(new URL(request.url).searchParams.get('token')) };
}

/** `POST /api/newsletter/unsubscribe` with the token; works as a plain form post without JavaScript. */
export async function action({ request, context }: Route.ActionArgs): Promise<UnsubscribeResult> {
  const token = readLinkToken((await request.formData()).get('token'));
  if (!token) return { status: 'invalid' };
  try {
    await serverApi(context).post('/api/newsletter/unsubscribe', { token });
    return { status: 'unsubscribed' };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404))
      return { status: 'invalid' };
    return { status: 'failed' };
  }
}

function Unsubscribed() {
  return (
    <AuthCard title={m.account_newsletter_title()}>
      <div role="status" className="space-y-3 text-center text-slate-600">
        <p className="text-lg font-semibold text-slate-900">{m.account_unsubscribed()}</p>
        <p>{m.account_newsletter_unsubscribed_text()}</p>
      </div>
      <StackedButtonLinks
        links={[
          { to: '/tours', label: m.account_browse_tours() },
          { to: '/', label: m.account_back_to_home(), variant: 'secondary' },
        ]}
      />
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard title={m.account_newsletter_title()}>
      <div role="status" className="space-y-3 text-center text-slate-600">
        <p className="text-lg font-semibold text-slate-900">{m.account_unsubscribe_invalid()}</p>
        <p>
          {m.account_newsletter_invalid_before()}{' '}
          <a href="mailto:hello@belizepass.bz" className="font-medium text-brand-700 underline">
            hello@belizepass.bz
          </a>{' '}
          {m.account_newsletter_invalid_after()}
        </p>
      </div>
      <StackedButtonLinks links={[{ to: '/', label: m.account_back_to_home() }]} />
    </AuthCard>
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;

  let body: React.ReactNode;
  if (actionData?.status === 'unsubscribed') body = <Unsubscribed />;
  else if (!token || actionData?.status === 'invalid') body = <InvalidLink />;
  else {
    body = (
      <AuthCard title={m.account_newsletter_unsubscribe_title()}>
        <p className="text-center text-slate-600">{m.account_newsletter_unsubscribe_text()}</p>
        <UnsubscribeForm
          token={token}
          failed={actionData?.status === 'failed'}
          keepLabel={m.account_newsletter_keep()}
        />
      </AuthCard>
    );
  }

  return (
    <>
      <PageMeta
        title={m.account_newsletter_unsubscribe_meta()}
        description={m.account_newsletter_unsubscribe_description()}
      />
      <meta name="robots" content="noindex" />
      {body}
    </>
  );
}
