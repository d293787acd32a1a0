import { AUTH_MESSAGES } from '@belizepass/domain';
import { MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { AuthCard } from '~/components/ui/auth-card';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { PageMeta } from '~/components/ui/page-title';
import { AuthClientError, authRequest } from './auth-client';
import { NeedsJavaScript, SubmitButton, TextLink } from './form-parts';
import { checkResetEmail, focusFirstInvalid } from './validation';

/**
 * Forgot password (spec sections 2.11 and 4): an email form, then the 'Check Your Email' view. The
 * server answers the same whether or not an account exists, and so does this page.
 */
export function ForgotPasswordForm({
  pageTitle = 'Forgot Password',
  subtitle,
  description,
  backTo,
  backLabel,
  needsJavaScript,
}: {
  /** The document title; the visible heading stays 'Forgot Password'. */
  pageTitle?: string;
  subtitle: string;
  description: string;
  backTo: string;
  backLabel: string;
  needsJavaScript?: boolean;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkResetEmail(email);
    flushSync(() => {
      setError(found);
      setFailure(null);
    });
    if (found) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      await authRequest('/api/auth/forgot-password', { method: 'POST', body: { email: email.trim() } });
      flushSync(() => setSentTo(email.trim()));
      heading.current?.focus();
    } catch (caught) {
      // A rate limit explains itself; anything else gets the spec's general message.
      setFailure(
        caught instanceof AuthClientError && caught.status === 429
          ? caught.message
          : AUTH_MESSAGES.forgotFallback,
      );
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <>
        <PageMeta title="Check Your Email" />
        <AuthCard title="Check Your Email">
          <div ref={heading} tabIndex={-1} role="status" className="text-center focus:outline-none">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <MailCheck aria-hidden="true" className="size-7" />
            </span>
            <p className="mt-4 text-slate-600">
              If an account exists for{' '}
              <strong className="text-slate-900 [overflow-wrap:anywhere]">{sentTo}</strong>, we have sent a
              link to reset your password. The link can be used once and expires in 1 hour.
            </p>
          </div>
          <p className="mt-4 text-center text-sm text-slate-500">
            Didn't get the email? Check your spam folder, or try again in a few minutes.
          </p>
          <Button
            variant="secondary"
            size="lg"
            className="mt-6 min-h-12 w-full"
            onClick={() => {
              setSentTo(null);
              setEmail('');
            }}
          >
            Try another email
          </Button>
          <p className="mt-6 text-center text-sm">
            <TextLink to={backTo}>{backLabel}</TextLink>
          </p>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <PageMeta title={pageTitle} description={description} />
      <AuthCard title="Forgot Password" subtitle={subtitle}>
        {needsJavaScript && <NeedsJavaScript />}
        {failure && (
          <div className="mb-5">
            <Banner>{failure}</Banner>
          </div>
        )}
        <form ref={form} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <SubmitButton busy={busy} busyLabel="Sending...">
            Send Reset Link
          </SubmitButton>
        </form>
        <p className="mt-6 text-center text-sm">
          <TextLink to={backTo}>{backLabel}</TextLink>
        </p>
      </AuthCard>
    </>
  );
}
