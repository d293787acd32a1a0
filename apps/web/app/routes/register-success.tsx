import { MailCheck } from 'lucide-react';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';

export default function RegisterSuccess() {
  return (
    <>
      <PageMeta title="Registration Success" />
      <meta name="robots" content="noindex" />
      <AuthCard
        title="Registration Success"
        subtitle="This page confirms a new account once it has been created."
      >
        <div className="flex justify-center text-brand-600">
          <MailCheck aria-hidden="true" className="size-10" />
        </div>
        <div className="mt-4">
          <Banner tone="info">
            Creating an account is not open yet on this site, so no account has been created. You can browse
            all tours without an account.
          </Banner>
        </div>
        <ButtonLink to="/tours" size="lg" className="mt-6 min-h-12 w-full">
          Browse tours
        </ButtonLink>
      </AuthCard>
    </>
  );
}
