import { Inbox, RotateCw, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { PageMeta } from '~/components/ui/page-title';
import { Spinner } from '~/components/ui/spinner';

export const CARD = 'rounded-xl border border-slate-200 bg-white shadow-sm';
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:bg-red-300';
export const ICON_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

/** The title block of an admin screen: the document title, the one <h1> and an optional lead. */
export function AdminPageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageMeta title={`${title} | Admin Dashboard`} />
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin Dashboard</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-slate-600">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function LoadingBlock({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} className="size-10" />
    </div>
  );
}

/** An error banner with a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Banner
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        )
      }
    >
      {message}
    </Banner>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className={`${CARD} flex flex-col items-center gap-3 px-6 py-12 text-center text-slate-600`}>
      <Inbox aria-hidden="true" className="size-10 text-slate-400" />
      <p>{children}</p>
    </div>
  );
}

export interface Notice {
  tone: 'error' | 'success';
  message: string;
}

/**
 * The outcome of an action on a screen: an alert (errors) or a status message (success) that the
 * user can dismiss; success messages also fade after a few seconds.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((next: Notice | null) => {
    clearTimeout(timer.current);
    setNotice(next);
    if (next?.tone === 'success') timer.current = setTimeout(() => setNotice(null), 6000);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear: () => show(null) };
}

export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <div className="mb-4">
      <Banner
        tone={notice.tone}
        action={
          <button type="button" onClick={onDismiss} aria-label="Dismiss message" className={ICON_BUTTON}>
            <X aria-hidden="true" className="size-4" />
          </button>
        }
      >
        {notice.message}
      </Banner>
    </div>
  );
}

/** A label and value pair of a detail view. */
export function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
