import { Link } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';

export default function ForgotPassword() {
  return (
    <>
      <PageMeta title="Forgot Password" description="Reset the password of your BelizePass account." />
      <AuthCard
        title="Forgot Password"
        subtitle="Enter your email and we'll send you a link to reset your password."
      >
        <Banner tone="info">
          Signing in is not open yet on this site, so there is no password to reset. You can browse all tours
          without an account.
        </Banner>
        <ButtonLink to="/tours" size="lg" className="mt-6 min-h-12 w-full">
          Browse tours
        </ButtonLink>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to="/login" className="font-medium text-brand-700 underline">
            Back to Login
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
