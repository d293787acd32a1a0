import { m } from '@belizepass/domain/i18n';
import { Hourglass, Mail } from 'lucide-react';
import { StackedButtonLinks } from '~/components/ui/button';
import { StatusIcon } from '~/components/ui/icon-badge';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';

export default function RegisterMerchantPending() {
  return (
    <>
      <PageMeta title={m.account_pending_title()} />
      <meta name="robots" content="noindex" />
      <AuthCard title={m.account_pending_title()}>
        <StatusIcon icon={Hourglass} tone="sun" />
        <div className="mt-4 space-y-3 text-center text-slate-600">
          <p className="font-medium text-slate-900">{m.account_pending_thanks()}</p>
          <p>{m.account_pending_text()}</p>
        </div>
        <div className="mt-6 rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-600">
          <p>{m.account_pending_questions()}</p>
          <a
            href="mailto:partners@belizepass.bz"
            className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            partners@belizepass.bz
          </a>
        </div>
        <StackedButtonLinks links={[{ to: '/login', label: m.account_go_to_login() }]} />
      </AuthCard>
    </>
  );
}
