import { Link } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';

export default function MerchantLogin() {
  return (
    <>
      <PageMeta title="Merchant Login" description="Sign in to the BelizePass merchant dashboard." />
      <AuthCard title="Merchant Login" subtitle="Sign in to manage your tours, bookings and check-ins.">
        <Banner tone="info">
          Merchant sign-in is not open yet on this site. To talk to us about listing your tours, email{' '}
          <a href="mailto:partners@belizepass.bz" className="font-semibold underline">
            partners@belizepass.bz
          </a>
          .
        </Banner>
        <ButtonLink to="/how-it-works" size="lg" className="mt-6 min-h-12 w-full">
          How it Works for merchants
        </ButtonLink>
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            <Link to="/merchant/forgot-password" className="font-medium text-brand-700 underline">
              Forgot your password?
            </Link>
          </p>
          <p>
            New to BelizePass?{' '}
            <Link to="/merchant/register" className="font-medium text-brand-700 underline">
              Become a merchant
            </Link>
          </p>
          <p>
            <Link to="/" className="font-medium text-brand-700 underline">
              Back to the tourist site
            </Link>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
