import { m } from '@belizepass/domain/i18n';
export function Spinner({
  label = m.site_loading(),
  className = 'size-8',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-4 border-brand-100 border-t-brand-600`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner({ label = m.site_loading() }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/90">
      <Spinner label={label} className="size-12" />
    </div>
  );
}
