import { AUTH_MESSAGES } from '@belizepass/domain';
import { AuthCard } from '~/components/ui/auth-card';
import { PageMeta } from '~/components/ui/page-title';
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
      <PageMeta title="Login" description="Sign in to your BelizePass account to see your bookings." />
      <AuthCard title="Login" subtitle="Sign in to see your bookings and manage your account.">
        <SignInForm lastResult={actionData?.result} forgotPasswordPath="/forgot-password" rememberMe />
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            Don't have an account? <TextLink to="/register">Sign up</TextLink>
          </p>
          <p>
            Tour operator? <TextLink to="/merchant/login">Merchant login</TextLink>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
