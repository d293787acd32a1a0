import { Link } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';

export default function Register() {
  return (
    <>
      <PageMeta
        title="Register"
        description="Create a BelizePass account to keep all your tour bookings in one place."
      />
      <AuthCard title="Register" subtitle="Create an account to keep all your bookings in one place.">
        <Banner tone="info">
          Creating an account is not open yet on this site. You can browse all tours without an account.
        </Banner>
        <ButtonLink to="/tours" size="lg" className="mt-6 min-h-12 w-full">
          Browse tours
        </ButtonLink>
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          <p>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-brand-700 underline">
              Sign in
            </Link>
          </p>
          <p>
            Run a tour business?{' '}
            <Link to="/merchant/register" className="font-medium text-brand-700 underline">
              Become a merchant
            </Link>
          </p>
        </div>
      </AuthCard>
    </>
  );
}
