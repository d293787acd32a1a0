import { useSearchParams } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';

export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  if (!token) {
    return (
      <>
        <PageMeta title="Invalid Reset Link" />
        <meta name="robots" content="noindex" />
        <AuthCard
          title="Invalid Reset Link"
          subtitle="This password reset link is missing its code. Request a new link and use it within the time given in the email."
        >
          <ButtonLink to="/forgot-password" size="lg" className="min-h-12 w-full">
            Request New Link
          </ButtonLink>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title="Reset Password" />
      <meta name="robots" content="noindex" />
      <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
        <Banner tone="info">
          Signing in is not open yet on this site, so passwords cannot be reset. You can browse all tours
          without an account.
        </Banner>
        <ButtonLink to="/tours" size="lg" className="mt-6 min-h-12 w-full">
          Browse tours
        </ButtonLink>
      </AuthCard>
    </>
  );
}
