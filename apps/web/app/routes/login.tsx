import { Link } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';

export default function Login() {
  return (
    <>
      <PageMeta title="Login" description="Sign in to your BelizePass account to see your bookings." />
      <AuthCard title="Login" subtitle="Sign in to see your bookings and manage your account.">
        <Banner tone="info">
          Signing in is not open yet on this site. You can browse all tours without an account.
        </Banner>
        <ButtonLink to="/tours" size="lg" className="mt-6 min-h-12 w-full">
          Browse tours
        </ButtonLink>
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            <Link to="/forgot-password" className="font-medium text-brand-700 underline">
              Forgot your password?
            </Link>
          </p>
          <p>
            Don't have an account?{' '}
            <Link to="/register" className="font-medium text-brand-700 underline">
              Sign up
            </Link>
          </p>
          <p>
            Tour operator?{' '}
            <Link to="/merchant/login" className="font-medium text-brand-700 underline">
              Merchant login
            </Link>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
