import { AUTH_MESSAGES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Store } from 'lucide-react';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';
import { TextLink } from '~/features/auth/form-parts';
import { redirectSignedIn, signInAction } from '~/features/auth/sign-in.server';
import { SignInForm } from '~/features/auth/sign-in-form';
import type { Route } from './+types/merchant-login';

export const loader = ({ context }: Route.LoaderArgs) => redirectSignedIn(context);

/** Only merchant accounts may sign in here (spec section 4). */
export const action = (args: Route.ActionArgs) =>
  signInAction(args, { onlyRole: 'merchant_admin', fallback: AUTH_MESSAGES.merchantLoginFallback });

export default function MerchantLogin({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageMeta
        title={m.account_merchant_login_title()}
        description={m.account_merchant_login_description()}
      />
      <AuthCard
        dark
        icon={Store}
        eyebrow={m.account_merchant_login_eyebrow()}
        title={m.account_merchant_login_title()}
        subtitle={m.account_merchant_login_subtitle()}
      >
        <SignInForm lastResult={actionData?.result} forgotPasswordPath="/merchant/forgot-password" />
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            {m.account_merchant_login_new()}{' '}
            <TextLink to="/merchant/register">{m.account_merchant_login_apply()}</TextLink>
          </p>
          <p>
            <TextLink to="/">{m.account_merchant_login_back()}</TextLink>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
