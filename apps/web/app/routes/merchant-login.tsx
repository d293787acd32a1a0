import { AUTH_MESSAGES } from '@belizepass/domain';
import { Store } from 'lucide-react';
import { AuthCard } from '~/components/ui/auth-card';
import { PageMeta } from '~/components/ui/page-title';
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
      <PageMeta title="Merchant Login" description="Sign in to the BelizePass merchant dashboard." />
      <AuthCard
        dark
        icon={Store}
        eyebrow="BelizePass for merchants"
        title="Merchant Login"
        subtitle="Sign in to manage your tours, bookings and check-ins."
      >
        <SignInForm lastResult={actionData?.result} forgotPasswordPath="/merchant/forgot-password" />
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            New to BelizePass? <TextLink to="/merchant/register">Apply to become a merchant</TextLink>
          </p>
          <p>
            <TextLink to="/">Back to the tourist site</TextLink>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
