import { m } from '@belizepass/domain/i18n';
import { MailWarning } from 'lucide-react';
import { useFetcher } from 'react-router';
import { useSession } from './session';

/**
 * Asks a signed-in user who has not confirmed their email address to open the link we sent, with a
 * way to get a new one (a form post: it works without JavaScript too). Tourists may book meanwhile;
 * a merchant's application is approved only once the address is confirmed.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const fetcher = useFetcher<{ ok: boolean; message: string }>({ key: 'verification-email' });
  if (!user || user.email_verified) return null;
  const sending = fetcher.state !== 'idle';
  return (
    <div className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6 lg:px-8">
        <p className="flex flex-1 items-start gap-2 text-sm">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {m.account_verify_banner_before()} <span className="font-semibold break-all">{user.email}</span>
            {m.account_verify_banner_after()}
            {user.role === 'merchant_admin' && ` ${m.account_verify_banner_merchant()}`}
          </span>
        </p>
        <fetcher.Form method="post" action="/verify-email" className="flex items-center gap-3">
          {fetcher.data && (
            <span role="status" className="text-sm">
              {fetcher.data.message}
            </span>
          )}
          <button
            type="submit"
            disabled={sending}
            className="min-h-11 shrink-0 rounded-lg border border-amber-300 bg-white px-3 text-sm font-semibold text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-60"
          >
            {sending ? m.account_verify_banner_sending() : m.account_verify_banner_send()}
          </button>
        </fetcher.Form>
      </div>
    </div>
  );
}
