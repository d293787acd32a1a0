import { type InvitePreview, merchantRoleLabel } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data, Form, redirect, useNavigation } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button, ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { MERCHANT_HOME, signInUrl } from '~/features/auth/redirects';
import { ApiError, messageOf, serverApi } from '~/lib/api-client';
import { loaderHeaders } from '~/lib/page';
import { PRIVATE_PAGE, sessionUser } from '~/lib/session.server';
import type { Route } from './+types/team-join';

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')?.trim() ?? '';

/**
 * The page of an invitation's link (decision 044): who invites, to which business, with which role.
 * Opening it uses nothing (a mail scanner cannot spend it); the invited person signs in with their
 * own account, or creates one, and joins with one button.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  let invite: InvitePreview | null = null;
  if (token) {
    try {
      invite = await serverApi(context).post<InvitePreview>('/api/team/invite', { token });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
  }
  const user = await sessionUser(context);
  const here = `/team/join?token=${encodeURIComponent(token)}`;
  return data(
    {
      invite,
      signedInAs: user?.email ?? null,
      signIn: signInUrl('/login', here),
    },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  try {
    await serverApi(context).post('/api/team/invite/accept', { token: tokenOf(request) });
  } catch (error) {
    return data(
      { message: messageOf(error, m.staff_join_failed()) },
      { status: error instanceof ApiError && error.status < 500 ? error.status : 502 },
    );
  }
  throw redirect(MERCHANT_HOME);
}

export default function TeamJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { invite, signedInAs, signIn } = loaderData;
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <PageMeta title={m.staff_join_title()} />
      <meta name="robots" content="noindex" />
      <AuthCard
        title={m.staff_join_title()}
        subtitle={
          invite
            ? m.staff_join_subtitle({ business: invite.businessName, role: merchantRoleLabel(invite.role) })
            : undefined
        }
      >
        {!invite ? (
          <>
            <Banner>
              <p>{m.staff_invite_invalid()}</p>
            </Banner>
            <ButtonLink to="/" size="lg" className="mt-6 min-h-12 w-full">
              {m.staff_join_home()}
            </ButtonLink>
          </>
        ) : signedInAs ? (
          <div className="space-y-5">
            {actionData?.message && (
              <Banner>
                <p>{actionData.message}</p>
              </Banner>
            )}
            <p className="text-slate-700">{m.staff_join_signed_in_as({ email: signedInAs })}</p>
            <Form method="post">
              <Button type="submit" size="lg" className="min-h-12 w-full" disabled={busy}>
                {m.staff_join_button({ business: invite.businessName })}
              </Button>
            </Form>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-slate-700">{m.staff_join_sign_in_first({ email: invite.email })}</p>
            <ButtonLink to={signIn} size="lg" className="min-h-12 w-full">
              {m.staff_join_sign_in()}
            </ButtonLink>
            <ButtonLink to="/register" variant="secondary" size="lg" className="min-h-12 w-full">
              {m.staff_join_create_account()}
            </ButtonLink>
          </div>
        )}
      </AuthCard>
    </>
  );
}
