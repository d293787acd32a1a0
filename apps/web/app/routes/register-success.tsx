import { MailCheck } from 'lucide-react';
import { AuthCard } from '~/components/ui/auth-card';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';

export default function RegisterSuccess() {
  return (
    <>
      <PageMeta title="Registration Success" />
      <meta name="robots" content="noindex" />
      <AuthCard title="Registration Success" subtitle="Welcome to BelizePass!">
        <div className="flex justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
        </div>
        <div className="mt-4 space-y-3 text-center text-slate-600">
          <p className="font-medium text-slate-900">Your account has been created.</p>
          <p>
            We've sent an email to the address you registered with: open its link to confirm your address.
            Sign in to book tours at local prices and keep all your bookings in one place.
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-3">
          <ButtonLink to="/login" size="lg" className="min-h-12 w-full">
            Sign In
          </ButtonLink>
          <ButtonLink to="/tours" variant="secondary" size="lg" className="min-h-12 w-full">
            Browse Tours
          </ButtonLink>
        </div>
      </AuthCard>
    </>
  );
}
