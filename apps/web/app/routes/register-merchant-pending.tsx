import { Hourglass, Mail } from 'lucide-react';
import { AuthCard } from '~/components/ui/auth-card';
import { StackedButtonLinks } from '~/components/ui/button';
import { StatusIcon } from '~/components/ui/icon-badge';
import { PageMeta } from '~/components/ui/page-title';

export default function RegisterMerchantPending() {
  return (
    <>
      <PageMeta title="Application Under Review" />
      <meta name="robots" content="noindex" />
      <AuthCard title="Application Under Review">
        <StatusIcon icon={Hourglass} tone="sun" />
        <div className="mt-4 space-y-3 text-center text-slate-600">
          <p className="font-medium text-slate-900">Thank you for applying to sell on BelizePass!</p>
          <p>
            Our team is reviewing your merchant application. We will email you once a decision has been made,
            or if we need more information about your business.
          </p>
        </div>
        <div className="mt-6 rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-600">
          <p>Questions about your application?</p>
          <a
            href="mailto:partners@belizepass.bz"
            className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            partners@belizepass.bz
          </a>
        </div>
        <StackedButtonLinks links={[{ to: '/login', label: 'Go to Login' }]} />
      </AuthCard>
    </>
  );
}
