import { m } from '@belizepass/domain/i18n';
import { UnsubscribeForm } from '~/components/forms/unsubscribe-form';
import { StackedButtonLinks } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { ApiError, serverApi } from '~/lib/api-client';
import { readLinkToken } from '~/lib/signed-link.server';
import type { Route } from './+types/email-unsubscribe';

interface LinkInfo {
  kind: string;
  description: string;
  subscribed: boolean;
}

/**
 * Opening the link from a reminder, review invitation or morning summary only shows what it would
 * stop (mail scanners follow links); the email stops when the reader confirms with the button.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readLinkToken(new URL(request.url).searchParams.get('token'));
  if (!token) return { token: null, info: null };
  try {
    const info = await serverApi(context).get<LinkInfo>(
      `/api/email-preferences/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    return { token, info };
  } catch {
    return { token: null, info: null };
  }
}

type Result = { status: 'unsubscribed'; description: string } | { status: 'invalid' } | { status: 'failed' };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const token = readLinkToken((await request.formData()).get('token'));
  if (!token) return { status: 'invalid' };
  try {
    const info = await serverApi(context).post<LinkInfo>('/api/email-preferences/unsubscribe', { token });
    return { status: 'unsubscribed', description: info.description };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { status: 'invalid' };
    return { status: 'failed' };
  }
}

export default function EmailUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, info } = loaderData;
  let body: React.ReactNode;
  if (actionData?.status === 'unsubscribed') {
    body = (
      <AuthCard title={m.account_email_preferences_title()}>
        <div role="status" className="space-y-3 text-center text-slate-600">
          <p className="text-lg font-semibold text-slate-900">{m.account_unsubscribed()}</p>
          <p>{m.account_unsubscribe_email_done({ description: actionData.description })}</p>
        </div>
        <StackedButtonLinks links={[{ to: '/', label: m.account_back_to_home() }]} />
      </AuthCard>
    );
  } else if (!token || !info || actionData?.status === 'invalid') {
    body = (
      <AuthCard title={m.account_email_preferences_title()}>
        <div role="status" className="space-y-3 text-center text-slate-600">
          <p className="text-lg font-semibold text-slate-900">{m.account_unsubscribe_invalid()}</p>
          <p>{m.account_unsubscribe_email_invalid_text()}</p>
        </div>
        <StackedButtonLinks links={[{ to: '/', label: m.account_back_to_home() }]} />
      </AuthCard>
    );
  } else {
    body = (
      <AuthCard title={m.account_unsubscribe()}>
        <p className="text-center text-slate-600">
          {info.subscribed
            ? m.account_unsubscribe_email_confirm({ description: info.description })
            : m.account_unsubscribe_email_already({ description: info.description })}
        </p>
        <UnsubscribeForm
          token={token}
          failed={actionData?.status === 'failed'}
          keepLabel={m.account_unsubscribe_email_keep()}
          showButton={info.subscribed}
        />
      </AuthCard>
    );
  }
  return (
    <>
      <PageMeta title={m.account_unsubscribe()} description={m.account_unsubscribe_email_description()} />
      <meta name="robots" content="noindex" />
      {body}
    </>
  );
}
