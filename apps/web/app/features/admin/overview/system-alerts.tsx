import type { AdminAlert } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { AlertTriangle, CheckCircle2, Info, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { TitledSection } from '~/components/ui/titled-section';

const STYLES: Record<AdminAlert['type'], { box: string; icon: LucideIcon; label: () => string }> = {
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: AlertTriangle,
    label: () => m.admin_alert_warning(),
  },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info, label: () => m.admin_alert_info() },
  success: {
    box: 'border-green-200 bg-green-50 text-green-900',
    icon: CheckCircle2,
    label: () => m.admin_alert_success(),
  },
};

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** What is waiting for the staff (spec section 2.14, "System Alerts"). */
export function SystemAlerts({ alerts }: { alerts: AdminAlert[] }) {
  return (
    <TitledSection
      id="system-alerts"
      title={m.admin_overview_system_alerts()}
      className="mb-6"
      titleClassName="text-lg font-semibold text-slate-900"
    >
      {alerts.length === 0 ? (
        <p className="mt-2 text-slate-600">{m.admin_overview_no_alerts()}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {alerts.map((alert) => {
            const style = STYLES[alert.type] ?? STYLES.info;
            const Icon = style.icon;
            return (
              <li
                key={alert.id}
                className={`flex items-start gap-3 rounded-lg border p-3 sm:p-4 ${style.box}`}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p className="min-w-0 flex-1">
                  <span className="sr-only">{style.label()}: </span>
                  {alert.message}
                  {alert.link && isInternal(alert.link) && (
                    <>
                      {' '}
                      <Link
                        to={alert.link}
                        className="font-semibold whitespace-nowrap underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {m.admin_overview_alert_review()}
                      </Link>
                    </>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
