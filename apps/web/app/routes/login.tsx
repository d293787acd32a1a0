import { AUTH_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { TextLink } from '~/features/auth/form-parts';
import { redirectSignedIn, signInAction } from '~/features/auth/sign-in.server';
import { SignInForm } from '~/features/auth/sign-in-form';
import type { Route } from './+types/login';

export const loader = ({ context }: Route.LoaderArgs) => redirectSignedIn(context);

export const action = (args: Route.ActionArgs) =>
  signInAction(args, { fallback: AUTH_MESSAGES.loginFallback });

export default function Login({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageMeta title={m.account_login_title()} description={m.account_login_description()} />
      <AuthCard title={m.account_login_title()} subtitle={m.account_login_subtitle()}>
        <SignInForm lastResult={actionData?.result} forgotPasswordPath="/forgot-password" rememberMe />
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            <TextLink to="/sign-in-link">{m.account_login_link()}</TextLink>
          </p>
          <p>
            {m.account_login_no_account()}{' '}
            <TextLink to="/register">{m.account_login_sign_up_link()}</TextLink>
          </p>
          <p>
            {m.account_login_tour_operator()}{' '}
            <TextLink to="/merchant/login">{m.account_login_merchant_link()}</TextLink>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
