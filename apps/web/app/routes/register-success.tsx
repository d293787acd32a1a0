import { MailCheck } from 'lucide-react';
import { AuthCard } from '~/components/ui/auth-card';
import { StackedButtonLinks } from '~/components/ui/button';
import { StatusIcon } from '~/components/ui/icon-badge';
import { PageMeta } from '~/components/ui/page-title';

export default function RegisterSuccess() {
  return (
    <>
      <PageMeta title="Registration Success" />
      <meta name="robots" content="noindex" />
      <AuthCard title="Registration Success" subtitle="Welcome to BelizePass!">
        <StatusIcon icon={MailCheck} />
        <div className="mt-4 space-y-3 text-center text-slate-600">
          <p className="font-medium text-slate-900">Your account has been created.</p>
          <p>
            We've sent an email to the address you registered with: open its link to confirm your address.
            Sign in to book tours at local prices and keep all your bookings in one place.
          </p>
        </div>
        <StackedButtonLinks
          links={[
            { to: '/login', label: 'Sign In' },
            { to: '/tours', label: 'Browse Tours', variant: 'secondary' },
          ]}
        />
      </AuthCard>
    </>
  );
}
