import { m } from '@belizepass/domain/i18n';
import { CircleAlert, MailCheck } from 'lucide-react';
import { data } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { StatusIcon } from '~/components/ui/icon-badge';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { ApiError, messageOf, serverApi } from '~/lib/api-client';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE, sessionUser } from '~/lib/session.server';
import type { Route } from './+types/verify-email';

/** Opening the link of the verification email confirms the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  let verified = false;
  if (token) {
    try {
      await serverApi(context).post('/api/auth/verify-email', { token });
      verified = true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
  }
  const user = await sessionUser(context);
  return data({ verified, signedIn: user !== null }, { headers: PRIVATE_PAGE });
}

/** "Send a new link", from the banner that asks a signed-in user to confirm their address. */
export async function action({ context }: Route.ActionArgs) {
  try {
    const { message } = await serverApi(context).post<{ message: string }>('/api/auth/verification-email');
    return { ok: true, message };
  } catch (error) {
    return data(
      { ok: false, message: messageOf(error, m.account_verify_send_failed()) },
      { status: error instanceof ApiError && error.status < 500 ? error.status : 502 },
    );
  }
}

export const headers = loaderHeaders;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { verified, signedIn } = loaderData;
  return (
    <>
      <PageMeta title={verified ? m.account_verify_confirmed() : m.account_verify_confirm_title()} />
      <meta name="robots" content="noindex" />
      <AuthCard
        title={verified ? m.account_verify_confirmed() : m.account_verify_not_working()}
        subtitle={verified ? m.account_verify_confirmed_text() : m.account_verify_invalid_text()}
      >
        <StatusIcon icon={verified ? MailCheck : CircleAlert} tone={verified ? 'brand' : 'amber'} />
        {actionData && (
          <p role="status" className="mt-4 text-center text-sm text-slate-700">
            {actionData.message}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3">
          {verified || signedIn ? (
            <ButtonLink to="/tours" size="lg" className="min-h-12 w-full">
              {m.account_browse_tours()}
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" size="lg" className="min-h-12 w-full">
              {m.account_sign_in()}
            </ButtonLink>
          )}
          {!verified && signedIn && (
            <p className="text-center text-sm text-slate-600">{m.account_verify_use_banner()}</p>
          )}
        </div>
      </AuthCard>
    </>
  );
}
