import { Link } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { PageMeta } from '~/components/ui/page-title';

export default function MerchantForgotPassword() {
  return (
    <>
      <PageMeta
        title="Forgot Password"
        description="Reset the password of your BelizePass merchant account."
      />
      <AuthCard
        title="Forgot Password"
        subtitle="Enter your merchant account email and we'll send you a link to reset your password."
      >
        <Banner tone="info">
          Merchant sign-in is not open yet on this site, so there is no password to reset. For help, email{' '}
          <a href="mailto:partners@belizepass.bz" className="font-semibold underline">
            partners@belizepass.bz
          </a>
          .
        </Banner>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to="/merchant/login" className="font-medium text-brand-700 underline">
            Back to Merchant Login
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
