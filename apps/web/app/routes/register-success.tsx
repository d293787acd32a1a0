import { m } from '@belizepass/domain/i18n';
import { MailCheck } from 'lucide-react';
import { StackedButtonLinks } from '~/components/ui/button';
import { StatusIcon } from '~/components/ui/icon-badge';
import { PageMeta } from '~/components/ui/page-title';
import { AuthCard } from '~/features/auth/auth-card';

export default function RegisterSuccess() {
  return (
    <>
      <PageMeta title={m.account_register_success_title()} />
      <meta name="robots" content="noindex" />
      <AuthCard title={m.account_register_success_title()} subtitle={m.account_register_success_welcome()}>
        <StatusIcon icon={MailCheck} />
        <div className="mt-4 space-y-3 text-center text-slate-600">
          <p className="font-medium text-slate-900">{m.account_register_success_created()}</p>
          <p>{m.account_register_success_text()}</p>
        </div>
        <StackedButtonLinks
          links={[
            { to: '/login', label: m.account_sign_in() },
            { to: '/tours', label: m.account_browse_tours(), variant: 'secondary' },
          ]}
        />
      </AuthCard>
    </>
  );
}
