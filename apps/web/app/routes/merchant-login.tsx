import { AUTH_MESSAGES } from '@belizepass/domain';
import { Store } from 'lucide-react';
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
      <div className="bg-linear-to-br from-slate-900 via-brand-900 to-brand-700 px-4 py-12 sm:py-20">
        <div className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-xl sm:p-8">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Store aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
            BelizePass for merchants
          </p>
          <h1 className="mt-1 text-center text-2xl font-bold tracking-tight text-slate-900">
            Merchant Login
          </h1>
          <p className="mt-2 text-center text-slate-600">
            Sign in to manage your tours, bookings and check-ins.
          </p>
          <div className="mt-6">
            <SignInForm lastResult={actionData?.result} forgotPasswordPath="/merchant/forgot-password" />
            <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
              <p>
                New to BelizePass? <TextLink to="/merchant/register">Apply to become a merchant</TextLink>
              </p>
              <p>
                <TextLink to="/">Back to the tourist site</TextLink>
              </p>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
