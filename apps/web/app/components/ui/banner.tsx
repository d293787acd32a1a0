import { AlertCircle, CheckCircle2, Info } from 'lucide-react';

const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: AlertCircle },
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CheckCircle2 },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Info },
} as const;

/** A message strip; errors are announced to screen readers as alerts. */
export function Banner({
  tone = 'error',
  title,
  children,
  action,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-3 rounded-lg border p-4 ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
